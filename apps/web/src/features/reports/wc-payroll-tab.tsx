import { useTranslation } from 'react-i18next';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PAYROLL_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useWcPayrollReport } from './api/reports';
import { downloadCsv } from './download-csv';
import { csvFileName, toCsv, wcPayrollCsv } from './report-csv';
import type { DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { useReportFormat } from './use-report-format';
import { WcReconciliation } from './wc-reconciliation';
import { DataAsOf } from '@/components/data-as-of';

/**
 * WC Payroll: hours and straight-time wages per workers' compensation class code for the
 * period, the comp rate and the estimated premium, with totals and a CSV export. It counts work
 * hours with a WC code only, which it says, and reconciles its total with the other tabs'.
 */
export function WcPayrollTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const format = useReportFormat();
  const { range } = props;
  const report = useWcPayrollReport(props.companyId, range);
  const rows = report.data?.rows ?? [];
  const reconciliation = report.data?.reconciliation ?? null;

  const exportCsv = () => {
    if (!report.data) return;
    downloadCsv(csvFileName({ kind: 'wc-payroll', range }), toCsv(wcPayrollCsv(report.data)));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ReportRangePicker range={range} onChange={props.onRangeChange} label={t('range.wc')} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!report.isSuccess || rows.length === 0}
          onClick={exportCsv}
        >
          {t('wc.export')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" role="note">
        {t('wc.scopeNote')}
      </Text>
      <Text size="sm" c="dimmed" role="note">
        {t('wc.wagesNote')}
      </Text>

      <DataAsOf path="time-entries/wc-payroll-report" />
      {report.isError ? (
        <ReportLoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.isPending ? (
        <ReportNotice loading>{t('state.loading')}</ReportNotice>
      ) : rows.length === 0 ? (
        <ReportNotice>{tm(PAYROLL_MESSAGES.wcReportEmpty)}</ReportNotice>
      ) : (
        <ScrollTable minWidth={640} label={t('wc.tableLabel')}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            withTableBorder
            aria-label={t('wc.tableLabel')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.wcCode')}</Table.Th>
                <Table.Th>{t('wc.workTypes')}</Table.Th>
                <Table.Th ta="right">{t('table.hours')}</Table.Th>
                <Table.Th ta="right">{t('wc.wages')}</Table.Th>
                <Table.Th ta="right">{t('wc.compRate')}</Table.Th>
                <Table.Th ta="right">{t('wc.premium')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.wcCode}>
                  <Table.Th scope="row" fw={600}>
                    {row.wcCode}
                  </Table.Th>
                  <Table.Td>{row.workTypes.join(', ')}</Table.Td>
                  <Table.Td ta="right">{format.total(row.hours)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.wages)}</Table.Td>
                  <Table.Td ta="right">{format.decimal(row.compRate)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.premium)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-testid="wc-totals-row">
                <Table.Th scope="row">{t('table.totals')}</Table.Th>
                <Table.Td />
                <Table.Td ta="right" fw={700}>
                  {format.total(report.data.totals.hours)}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {format.money(report.data.totals.wages)}
                </Table.Td>
                <Table.Td />
                <Table.Td ta="right" fw={700}>
                  {format.money(report.data.totals.premium)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollTable>
      )}
      {report.isSuccess && reconciliation && reconciliation.allHours > 0 ? (
        <WcReconciliation figures={reconciliation} />
      ) : null}
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconFileDollar } from '@tabler/icons-react';
import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import type { OvertimeRule } from '@sitehours/contract/rules';
import type { PayrollExportFormat } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useEmployeeSummary, usePayrollExport } from './api/reports';
import { ChartFigure } from './chart-figure';
import { DayHeadings } from './day-headings';
import { ExportsOverlapWarning } from './exports-overlap-warning';
import { downloadCsv } from './download-csv';
import { LazyDailyHoursChart } from './lazy-charts';
import { PAYROLL_EXPORTS, overtimeRuleKey } from './payroll-rules';
import { csvFileName, toCsv, weeklySummaryCsv } from './report-csv';
import { daysOf, type DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import type { PayHours } from './report-parse';
import { ReportRangePicker } from './report-range-picker';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { EMPTY_CELL, summaryTotals } from './report-rules';
import { useReportFormat } from './use-report-format';
import { DataAsOf } from '@/components/data-as-of';

/**
 * Weekly Summary (company spec §2.6): hours per employee per day, Company Totals, a chart; the
 * payroll split (regular, overtime, double time, PTO, gross pay) under the company's overtime
 * rule, and the payroll files the server writes (docs/payroll-exports.md).
 */
export function WeeklySummaryTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const format = useReportFormat();
  const { range } = props;
  const report = useEmployeeSummary(props.companyId, range);
  const days = daysOf(range);
  const rows = report.data?.rows ?? [];
  const payTotals = report.data?.totals;
  // Meal and rest premium columns only when the company applies a rule (the answer carries them).
  const premiums = report.data?.premiums ?? false;
  const totals = summaryTotals(rows, days);
  const payrollExport = usePayrollExport();
  const chartData = days.map((day) => {
    const h = format.day(day);
    return { day: `${h.weekday} ${h.date}`, Hours: totals.hours[day] ?? 0 };
  });

  const exportCsv = () =>
    downloadCsv(
      csvFileName({ kind: 'weekly-summary', range }),
      toCsv(weeklySummaryCsv(rows, days, payTotals)),
    );

  const exportPayroll = (format: PayrollExportFormat) =>
    payrollExport.mutate(
      { range, format },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message:
              error instanceof ApiError && !error.isNetworkError && error.serverMessage
                ? tm(error.serverMessage)
                : t('summary.payrollExportFailed'),
            autoClose: 5_000,
          }),
      },
    );
  const canExport = report.isSuccess && rows.length > 0;
  const overtimeRuleText = (rule: OvertimeRule | null) => {
    const key = overtimeRuleKey(rule);
    return key ? t(key) : String(rule);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ReportRangePicker
          range={range}
          onChange={props.onRangeChange}
          label={t('range.summary')}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!canExport}
            onClick={exportCsv}
          >
            {t('actions.export')}
          </Button>
          {/* No focus placeholder: a role=presentation child breaks the menu role's children. */}
          <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconFileDollar size={16} />}
                rightSection={<IconChevronDown size={14} />}
                disabled={!canExport}
                loading={payrollExport.isPending}
              >
                {t('summary.payrollExport')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {PAYROLL_EXPORTS.map((item) => (
                <Menu.Item key={item.format} onClick={() => exportPayroll(item.format)}>
                  {t(item.labelKey)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <ExportsOverlapWarning companyId={props.companyId} range={range} />
      {report.isSuccess ? (
        <Text size="sm" data-testid="overtime-rule">
          <Text span c="dimmed">
            {t('summary.overtimeRule')}{' '}
          </Text>
          {overtimeRuleText(report.data.overtimeRule)}
        </Text>
      ) : null}

      <DataAsOf path="time-entries/employee-weekly-report" />
      {report.isError ? (
        <ReportLoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.isPending ? (
        <ReportNotice loading>{t('state.loading')}</ReportNotice>
      ) : rows.length === 0 ? (
        <ReportNotice>{tm(REPORT_MESSAGES.noEmployees)}</ReportNotice>
      ) : (
        <>
          <ScrollTable minWidth={premiums ? 1460 : 1180} label={t('summary.tableLabel')}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              withTableBorder
              aria-label={t('summary.tableLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('table.employee')}</Table.Th>
                  <DayHeadings days={days} />
                  <Table.Th ta="right">{t('summary.weeklyTotal')}</Table.Th>
                  <PayHeadings premiums={premiums} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.employeeId}>
                    <Table.Th scope="row" fw={500}>
                      {row.employeeName}
                    </Table.Th>
                    {days.map((day) => {
                      const text = format.dayCell(row.hours[day]);
                      return (
                        <Table.Td key={day} ta="right">
                          {text === EMPTY_CELL ? (
                            <>
                              <Text span size="sm" c="dimmed" aria-hidden>
                                {text}
                              </Text>
                              <VisuallyHidden>{t('table.noHours')}</VisuallyHidden>
                            </>
                          ) : (
                            text
                          )}
                        </Table.Td>
                      );
                    })}
                    <Table.Td ta="right" fw={700}>
                      {format.total(row.total)}
                    </Table.Td>
                    <PayCells pay={row} premiums={premiums} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-testid="company-totals-row">
                  <Table.Th scope="row">{t('summary.companyTotals')}</Table.Th>
                  {days.map((day) => (
                    <Table.Td key={day} ta="right" fw={700}>
                      {format.total(totals.hours[day] ?? 0)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={700}>
                    {format.total(totals.total)}
                  </Table.Td>
                  {payTotals ? <PayCells pay={payTotals} premiums={premiums} bold /> : null}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollTable>
          <ChartFigure title={t('summary.chartTitle')} summary={t('summary.chartSummary')}>
            <LazyDailyHoursChart
              data={chartData}
              seriesLabel={t('summary.chartSeries')}
              formatHours={format.hours}
            />
          </ChartFigure>
        </>
      )}
    </Stack>
  );
}

function PayHeadings(props: { premiums: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Table.Th ta="right">{t('summary.regular')}</Table.Th>
      <Table.Th ta="right">
        <abbr title={t('summary.otTitle')}>{t('summary.ot')}</abbr>
      </Table.Th>
      <Table.Th ta="right">
        <abbr title={t('summary.dtTitle')}>{t('summary.dt')}</abbr>
      </Table.Th>
      <Table.Th ta="right">
        <abbr title={t('summary.ptoTitle')}>{t('summary.pto')}</abbr>
      </Table.Th>
      <Table.Th ta="right">{t('summary.gross')}</Table.Th>
      {props.premiums ? (
        <>
          <Table.Th ta="right">{t('summary.mealPremium')}</Table.Th>
          <Table.Th ta="right">{t('summary.restPremium')}</Table.Th>
          <Table.Th ta="right">{t('summary.premiumPay')}</Table.Th>
        </>
      ) : null}
    </>
  );
}

function PayCells(props: { pay: PayHours; premiums: boolean; bold?: boolean }) {
  const format = useReportFormat();
  const { pay } = props;
  const fw = props.bold ? 700 : undefined;
  return (
    <>
      <Table.Td ta="right" fw={fw}>
        {format.total(pay.regularHours)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {format.total(pay.overtimeHours)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {format.total(pay.doubleTimeHours)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {format.total(pay.ptoHours)}
      </Table.Td>
      <Table.Td ta="right" fw={fw ?? 600}>
        {format.money(pay.grossPay)}
      </Table.Td>
      {props.premiums ? (
        <>
          <Table.Td ta="right" fw={fw}>
            {format.total(pay.mealPremiumHours ?? 0)}
          </Table.Td>
          <Table.Td ta="right" fw={fw}>
            {format.total(pay.restPremiumHours ?? 0)}
          </Table.Td>
          <Table.Td ta="right" fw={fw}>
            {format.money(pay.premiumPay ?? '0.00')}
          </Table.Td>
        </>
      ) : null}
    </>
  );
}

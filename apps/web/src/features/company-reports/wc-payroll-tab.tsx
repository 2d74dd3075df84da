import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PAYROLL_MESSAGES } from '@sitehours/contract';
import { useWcPayrollReport } from './api/reports';
import { downloadCsv } from './download-csv';
import { formatMoney } from './payroll-rules';
import { csvFileName, toCsv, wcPayrollCsv } from './report-csv';
import type { DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import { formatTotal } from './report-rules';

export const WC_WAGES_NOTE =
  'Wages are straight-time wages at the hourly rate stored on each entry (the overtime premium ' +
  'is left out, as premium audits usually do); premiums are estimates (wages × comp rate / 100).';

/**
 * WC Payroll: hours and straight-time wages per workers' compensation class code for the
 * period, the comp rate and the estimated premium, with totals and a CSV export.
 */
export function WcPayrollTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { range } = props;
  const report = useWcPayrollReport(props.companyId, range);
  const rows = report.data?.rows ?? [];

  const exportCsv = () => {
    if (!report.data) return;
    downloadCsv(csvFileName({ kind: 'wc-payroll', range }), toCsv(wcPayrollCsv(report.data)));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ReportRangePicker
          range={range}
          onChange={props.onRangeChange}
          label="WC Payroll date range"
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!report.isSuccess || rows.length === 0}
          onClick={exportCsv}
        >
          Export WC Report
        </Button>
      </Group>
      <Text size="sm" c="dimmed" role="note">
        {WC_WAGES_NOTE}
      </Text>

      {report.isError ? (
        <ReportLoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.isPending ? (
        <ReportNotice loading>Loading report...</ReportNotice>
      ) : rows.length === 0 ? (
        <ReportNotice>{PAYROLL_MESSAGES.wcReportEmpty}</ReportNotice>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            withTableBorder
            aria-label="Workers' compensation payroll per class code"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>WC Code</Table.Th>
                <Table.Th>Work Types</Table.Th>
                <Table.Th ta="right">Hours</Table.Th>
                <Table.Th ta="right">Wages</Table.Th>
                <Table.Th ta="right">Comp Rate (%)</Table.Th>
                <Table.Th ta="right">Estimated Premium</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.wcCode}>
                  <Table.Th scope="row" fw={600}>
                    {row.wcCode}
                  </Table.Th>
                  <Table.Td>{row.workTypes.join(', ')}</Table.Td>
                  <Table.Td ta="right">{formatTotal(row.hours)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.wages)}</Table.Td>
                  <Table.Td ta="right">{row.compRate}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.premium)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-testid="wc-totals-row">
                <Table.Th scope="row">Totals</Table.Th>
                <Table.Td />
                <Table.Td ta="right" fw={700}>
                  {formatTotal(report.data.totals.hours)}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatMoney(report.data.totals.wages)}
                </Table.Td>
                <Table.Td />
                <Table.Td ta="right" fw={700}>
                  {formatMoney(report.data.totals.premium)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

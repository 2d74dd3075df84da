import {
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconFileDollar } from '@tabler/icons-react';
import { REPORT_MESSAGES, type PayrollExportFormat } from '@sitehours/contract';
import { serverMessageOr } from '../../app/errors/api-error';
import { useEmployeeSummary, usePayrollExport } from './api/reports';
import { DayHeadings } from './day-headings';
import { downloadCsv } from './download-csv';
import { LazyDailyHoursChart } from './lazy-charts';
import { PAYROLL_EXPORTS, formatMoney, overtimeRuleLabel } from './payroll-rules';
import { csvFileName, toCsv, weeklySummaryCsv } from './report-csv';
import { dayHeading, daysOf, type DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import type { PayHours } from './report-parse';
import { ReportRangePicker } from './report-range-picker';
import { EMPTY_CELL, formatDayCell, formatTotal, summaryTotals } from './report-rules';

export const PAYROLL_EXPORT_FAILED = 'Failed to download the payroll file';

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
  const { range } = props;
  const report = useEmployeeSummary(props.companyId, range);
  const days = daysOf(range);
  const rows = report.data?.rows ?? [];
  const payTotals = report.data?.totals;
  const totals = summaryTotals(rows, days);
  const payrollExport = usePayrollExport();
  const chartData = days.map((day) => {
    const h = dayHeading(day);
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
            message: serverMessageOr(error, PAYROLL_EXPORT_FAILED),
            autoClose: 5_000,
          }),
      },
    );
  const canExport = report.isSuccess && rows.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ReportRangePicker
          range={range}
          onChange={props.onRangeChange}
          label="Weekly Summary date range"
        />
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!canExport}
            onClick={exportCsv}
          >
            Export Report
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconFileDollar size={16} />}
                rightSection={<IconChevronDown size={14} />}
                disabled={!canExport}
                loading={payrollExport.isPending}
              >
                Payroll Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {PAYROLL_EXPORTS.map((item) => (
                <Menu.Item key={item.format} onClick={() => exportPayroll(item.format)}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {report.isSuccess ? (
        <Text size="sm" data-testid="overtime-rule">
          <Text span c="dimmed">
            Overtime rule:{' '}
          </Text>
          {overtimeRuleLabel(report.data.overtimeRule)}
        </Text>
      ) : null}

      {report.isError ? (
        <ReportLoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.isPending ? (
        <ReportNotice loading>Loading report...</ReportNotice>
      ) : rows.length === 0 ? (
        <ReportNotice>{REPORT_MESSAGES.noEmployees}</ReportNotice>
      ) : (
        <>
          <Table.ScrollContainer minWidth={1180}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              withTableBorder
              aria-label="Weekly hours per employee"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Employee</Table.Th>
                  <DayHeadings days={days} />
                  <Table.Th ta="right">Weekly Total</Table.Th>
                  <PayHeadings />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.employeeId}>
                    <Table.Th scope="row" fw={500}>
                      {row.employeeName}
                    </Table.Th>
                    {days.map((day) => {
                      const text = formatDayCell(row.hours[day]);
                      return (
                        <Table.Td key={day} ta="right">
                          {text === EMPTY_CELL ? (
                            <>
                              <Text span size="sm" c="dimmed" aria-hidden>
                                {text}
                              </Text>
                              <VisuallyHidden>No hours</VisuallyHidden>
                            </>
                          ) : (
                            text
                          )}
                        </Table.Td>
                      );
                    })}
                    <Table.Td ta="right" fw={700}>
                      {formatTotal(row.total)}
                    </Table.Td>
                    <PayCells pay={row} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-testid="company-totals-row">
                  <Table.Th scope="row">Company Totals</Table.Th>
                  {days.map((day) => (
                    <Table.Td key={day} ta="right" fw={700}>
                      {formatTotal(totals.hours[day] ?? 0)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={700}>
                    {formatTotal(totals.total)}
                  </Table.Td>
                  {payTotals ? <PayCells pay={payTotals} bold /> : null}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Company Hours per Day
            </Title>
            <LazyDailyHoursChart data={chartData} />
          </Paper>
        </>
      )}
    </Stack>
  );
}

function PayHeadings() {
  return (
    <>
      <Table.Th ta="right">Regular</Table.Th>
      <Table.Th ta="right">
        <abbr title="Overtime (1.5x)">OT</abbr>
      </Table.Th>
      <Table.Th ta="right">
        <abbr title="Double time (2x)">DT</abbr>
      </Table.Th>
      <Table.Th ta="right">
        <abbr title="Paid time off and other paid hours">PTO</abbr>
      </Table.Th>
      <Table.Th ta="right">Gross</Table.Th>
    </>
  );
}

function PayCells(props: { pay: PayHours; bold?: boolean }) {
  const { pay } = props;
  const fw = props.bold ? 700 : undefined;
  return (
    <>
      <Table.Td ta="right" fw={fw}>
        {formatTotal(pay.regularHours)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {formatTotal(pay.overtimeHours)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {formatTotal(pay.doubleTimeHours)}
      </Table.Td>
      <Table.Td ta="right" fw={fw}>
        {formatTotal(pay.ptoHours)}
      </Table.Td>
      <Table.Td ta="right" fw={fw ?? 600}>
        {formatMoney(pay.grossPay)}
      </Table.Td>
    </>
  );
}

import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { REPORT_MESSAGES } from '@sitehours/contract';
import { useEmployeeSummary } from './api/reports';
import { DayHeadings } from './day-headings';
import { downloadCsv } from './download-csv';
import { LazyDailyHoursChart } from './lazy-charts';
import { csvFileName, toCsv, weeklySummaryCsv } from './report-csv';
import { dayHeading, daysOf, type DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import { EMPTY_CELL, formatDayCell, formatTotal, summaryTotals } from './report-rules';

/** Weekly Summary (company spec §2.6): hours per employee per day, Company Totals, a chart. */
export function WeeklySummaryTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { range } = props;
  const report = useEmployeeSummary(props.companyId, range);
  const days = daysOf(range);
  const rows = report.data ?? [];
  const totals = summaryTotals(rows, days);
  const chartData = days.map((day) => {
    const h = dayHeading(day);
    return { day: `${h.weekday} ${h.date}`, Hours: totals.hours[day] ?? 0 };
  });

  const exportCsv = () =>
    downloadCsv(
      csvFileName({ kind: 'weekly-summary', range }),
      toCsv(weeklySummaryCsv(rows, days)),
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ReportRangePicker
          range={range}
          onChange={props.onRangeChange}
          label="Weekly Summary date range"
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!report.isSuccess || rows.length === 0}
          onClick={exportCsv}
        >
          Export Report
        </Button>
      </Group>

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
          <Table.ScrollContainer minWidth={760}>
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

import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Switch, Table, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { REPORT_MESSAGES } from '@sitehours/contract';
import { useActiveJobOptions, useJobReport } from './api/reports';
import { downloadCsv } from './download-csv';
import { LazyJobHoursChart } from './lazy-charts';
import { csvFileName, jobBreakdownCsv, toCsv } from './report-csv';
import { dayHeading, type DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import { EMPTY_CELL, formatTotal, jobChartData, jobGrandTotal } from './report-rules';

const ALL_JOBS = 'all';

/** Job Breakdown (company spec §2.6): hours per job and work type, a job filter, details. */
export function JobBreakdownTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { range } = props;
  const [jobId, setJobId] = useState<string>(ALL_JOBS);
  const [detailed, setDetailed] = useState(false);
  const jobs = useActiveJobOptions();
  const filterJobId = jobId === ALL_JOBS ? null : jobId;
  const report = useJobReport(props.companyId, range, detailed, filterJobId);
  const rows = report.data ?? [];
  const jobOptions = [{ value: ALL_JOBS, label: 'All Jobs' }, ...(jobs.data ?? [])];
  const jobName = jobOptions.find((o) => o.value === filterJobId)?.label ?? null;
  const columns = detailed ? 6 : 4;

  const exportCsv = () =>
    downloadCsv(
      csvFileName({ kind: 'job-breakdown', range, detailed, jobName }),
      toCsv(jobBreakdownCsv(rows, detailed)),
    );

  const chart = jobChartData(rows);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ReportRangePicker
          range={range}
          onChange={props.onRangeChange}
          label="Job Breakdown date range"
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
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Job"
          data={jobOptions}
          value={jobId}
          onChange={(value) => setJobId(value ?? ALL_JOBS)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No jobs found"
          w={{ base: '100%', xs: 320 }}
          error={jobs.isError ? 'Failed to fetch jobs' : undefined}
        />
        <Switch
          label="Show Detailed Breakdown"
          checked={detailed}
          onChange={(e) => setDetailed(e.currentTarget.checked)}
          mb={8}
        />
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
        <ReportNotice>{REPORT_MESSAGES.noData}</ReportNotice>
      ) : (
        <>
          <Table.ScrollContainer minWidth={detailed ? 760 : 560}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              withTableBorder
              aria-label="Hours per job and work type"
            >
              <Table.Thead>
                <Table.Tr>
                  {detailed ? <Table.Th>Date</Table.Th> : null}
                  <Table.Th>Job</Table.Th>
                  {detailed ? <Table.Th>Employee</Table.Th> : null}
                  <Table.Th>Work Type</Table.Th>
                  <Table.Th>WC Code</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr
                    key={[row.date, row.jobId, row.userName, row.workTypeName, i].join('|')}
                  >
                    {detailed ? (
                      <Table.Td>
                        {row.date ? `${dayHeading(row.date).weekday} ${row.date}` : EMPTY_CELL}
                      </Table.Td>
                    ) : null}
                    <Table.Td>{row.jobName}</Table.Td>
                    {detailed ? <Table.Td>{row.userName ?? EMPTY_CELL}</Table.Td> : null}
                    <Table.Td>{row.workTypeName}</Table.Td>
                    <Table.Td>{row.wcCode ?? EMPTY_CELL}</Table.Td>
                    <Table.Td ta="right">{formatTotal(row.hours)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-testid="grand-total-row">
                  <Table.Th scope="row" colSpan={columns - 1}>
                    Grand Total
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {formatTotal(jobGrandTotal(rows))}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Hours per Job and Work Type
            </Title>
            <LazyJobHoursChart data={chart.data} workTypes={chart.workTypes} />
          </Paper>
        </>
      )}
    </Stack>
  );
}

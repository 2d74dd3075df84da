import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Select, Stack, Switch, Table } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useActiveJobOptions, useJobReport } from './api/reports';
import { ChartFigure } from './chart-figure';
import { downloadCsv } from './download-csv';
import { LazyJobHoursChart } from './lazy-charts';
import { csvFileName, jobBreakdownCsv, toCsv } from './report-csv';
import type { DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { EMPTY_CELL, jobChartData, jobGrandTotal } from './report-rules';
import { useReportFormat } from './use-report-format';
import { DataAsOf } from '@/components/data-as-of';

const ALL_JOBS = 'all';

/** Job Breakdown (company spec §2.6): hours per job and work type, a job filter, details. */
export function JobBreakdownTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const format = useReportFormat();
  const { range } = props;
  const [jobId, setJobId] = useState<string>(ALL_JOBS);
  const [detailed, setDetailed] = useState(false);
  const jobs = useActiveJobOptions();
  const filterJobId = jobId === ALL_JOBS ? null : jobId;
  const report = useJobReport(props.companyId, range, detailed, filterJobId);
  const rows = report.data ?? [];
  const jobOptions = [{ value: ALL_JOBS, label: t('jobs.allJobs') }, ...(jobs.data ?? [])];
  // The CSV file name carries the job's own name ('all jobs' is left out of it).
  const jobName = (jobs.data ?? []).find((o) => o.value === filterJobId)?.label ?? null;
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
        <ReportRangePicker range={range} onChange={props.onRangeChange} label={t('range.jobs')} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!report.isSuccess || rows.length === 0}
          onClick={exportCsv}
        >
          {t('actions.export')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('jobs.filterLabel')}
          data={jobOptions}
          value={jobId}
          onChange={(value) => setJobId(value ?? ALL_JOBS)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('jobs.noJobsFound')}
          w={{ base: '100%', xs: 320 }}
          error={jobs.isError ? t('jobs.loadFailed') : undefined}
        />
        <Switch
          label={t('jobs.detailed')}
          checked={detailed}
          onChange={(e) => setDetailed(e.currentTarget.checked)}
          mb={8}
        />
      </Group>

      <DataAsOf path="time-entries/job-worktype-report" />
      {report.isError ? (
        <ReportLoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.isPending ? (
        <ReportNotice loading>{t('state.loading')}</ReportNotice>
      ) : rows.length === 0 ? (
        <ReportNotice>{tm(REPORT_MESSAGES.noData)}</ReportNotice>
      ) : (
        <>
          <ScrollTable minWidth={detailed ? 760 : 560} label={t('jobs.tableLabel')}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              withTableBorder
              aria-label={t('jobs.tableLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  {detailed ? <Table.Th>{t('table.date')}</Table.Th> : null}
                  <Table.Th>{t('table.job')}</Table.Th>
                  {detailed ? <Table.Th>{t('table.employee')}</Table.Th> : null}
                  <Table.Th>{t('table.workType')}</Table.Th>
                  <Table.Th>{t('table.wcCode')}</Table.Th>
                  <Table.Th ta="right">{t('table.hours')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr
                    key={[row.date, row.jobId, row.userName, row.workTypeName, i].join('|')}
                  >
                    {detailed ? (
                      <Table.Td>
                        {row.date ? `${format.day(row.date).weekday} ${row.date}` : EMPTY_CELL}
                      </Table.Td>
                    ) : null}
                    <Table.Td>{row.jobName}</Table.Td>
                    {detailed ? <Table.Td>{row.userName ?? EMPTY_CELL}</Table.Td> : null}
                    <Table.Td>{row.workTypeName}</Table.Td>
                    <Table.Td>{row.wcCode ?? EMPTY_CELL}</Table.Td>
                    <Table.Td ta="right">{format.total(row.hours)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-testid="grand-total-row">
                  <Table.Th scope="row" colSpan={columns - 1}>
                    {t('jobs.grandTotal')}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {format.total(jobGrandTotal(rows))}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollTable>
          <ChartFigure title={t('jobs.chartTitle')} summary={t('jobs.chartSummary')}>
            <LazyJobHoursChart
              data={chart.data}
              workTypes={chart.workTypes}
              formatHours={format.hours}
            />
          </ChartFigure>
        </>
      )}
    </Stack>
  );
}

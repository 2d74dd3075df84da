import { useState } from 'react';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { IconChecks, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { REPORT_MESSAGES } from '@sitehours/contract';
import { ErrorAlert, SuccessAlert } from '../../components/feedback-alerts';
import { useTimedMessage } from '../../components/use-timed-message';
import { useApproveAll, useWeeklyReport } from './api/reports';
import { ApproveAllError } from './approve-flow';
import { ApproveAllDialog } from './approve-all-dialog';
import { downloadCsv } from './download-csv';
import { csvFileName, toCsv, weeklyEntriesCsv } from './report-csv';
import { daysOf, formatRangeLabel, type DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import { showApproveAll } from './report-rules';
import { WeeklyEntriesTable } from './weekly-entries-table';

type ApproveOutcome = { kind: 'info' | 'error'; text: string } | null;

/** Weekly Entries (company spec §2.6): per employee and job, Show Notes, Approve All, export. */
export function WeeklyEntriesTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { companyId, range } = props;
  const report = useWeeklyReport(companyId, range);
  const approve = useApproveAll(companyId);
  const [showNotes, setShowNotes] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [success, setSuccess] = useTimedMessage();
  const [outcome, setOutcome] = useState<ApproveOutcome>(null);

  const days = daysOf(range);
  const rows = report.data ?? [];
  const loaded = report.isSuccess;
  const canApprove = loaded && showApproveAll(rows);

  const changeRange = (next: DateRange) => {
    setOutcome(null);
    setSuccess(null);
    props.onRangeChange(next);
  };

  const runApproveAll = () => {
    setConfirming(false);
    setOutcome(null);
    setSuccess(null);
    approve.mutate(range, {
      onSuccess: () => setSuccess(REPORT_MESSAGES.approved),
      onError: (error) => {
        if (error instanceof ApproveAllError && error.kind === 'none') {
          setOutcome({ kind: 'info', text: error.message });
        } else {
          setOutcome({
            kind: 'error',
            text: error instanceof ApproveAllError ? error.message : REPORT_MESSAGES.approveFailed,
          });
        }
      },
    });
  };

  const exportCsv = () =>
    downloadCsv(
      csvFileName({ kind: 'weekly-entries', range }),
      toCsv(weeklyEntriesCsv(rows, days, { includeNotes: showNotes })),
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <ReportRangePicker range={range} onChange={changeRange} label="Weekly Entries date range" />
        <Group gap="sm" wrap="wrap">
          <Switch
            label="Show Notes"
            checked={showNotes}
            onChange={(e) => setShowNotes(e.currentTarget.checked)}
          />
          {canApprove ? (
            <Button
              color="green"
              leftSection={<IconChecks size={16} />}
              loading={approve.isPending}
              onClick={() => setConfirming(true)}
            >
              Approve All
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!loaded || rows.length === 0}
            onClick={exportCsv}
          >
            Export Report
          </Button>
        </Group>
      </Group>

      {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
      {outcome?.kind === 'info' ? (
        <Alert
          color="blue"
          icon={<IconInfoCircle size={18} />}
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss message"
          onClose={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      ) : null}
      {outcome?.kind === 'error' ? (
        <ErrorAlert onClose={() => setOutcome(null)}>{outcome.text}</ErrorAlert>
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
        <ReportNotice>{REPORT_MESSAGES.noEntries}</ReportNotice>
      ) : (
        <WeeklyEntriesTable rows={rows} days={days} showNotes={showNotes} />
      )}

      <ApproveAllDialog
        opened={confirming}
        rangeLabel={formatRangeLabel(range)}
        onCancel={() => setConfirming(false)}
        onConfirm={runApproveAll}
      />
    </Stack>
  );
}

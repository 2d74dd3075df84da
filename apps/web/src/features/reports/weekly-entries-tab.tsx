import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { IconChecks, IconDownload, IconInfoCircle, IconSignature } from '@tabler/icons-react';
import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { useTimedMessage } from '@/components/use-timed-message';
import { useApproveAll, useWeeklyReport } from './api/reports';
import { ApproveAllError } from './approve-flow';
import { ApproveAllDialog } from './approve-all-dialog';
import { downloadCsv } from './download-csv';
import { csvFileName, toCsv, weeklyEntriesCsv } from './report-csv';
import { daysOf, type DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import { showApproveAll } from './report-rules';
import { useReportFormat } from './use-report-format';
import { WeeklyEntriesTable } from './weekly-entries-table';
import { DataAsOf } from '@/components/data-as-of';

/** Outcomes hold the English message; it is translated when shown. */
type ApproveOutcome = { kind: 'info' | 'error'; text: string } | null;

/** Weekly Entries (company spec §2.6): per employee and job, Show Notes, Approve All, export. */
export function WeeklyEntriesTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const format = useReportFormat();
  const { companyId, range } = props;
  const report = useWeeklyReport(companyId, range);
  const approve = useApproveAll(companyId);
  const [showNotes, setShowNotes] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [success, setSuccess] = useTimedMessage();
  const [outcome, setOutcome] = useState<ApproveOutcome>(null);
  /** Entries the last Approve All left pending, waiting for their workers' signatures. */
  const [awaitingSignature, setAwaitingSignature] = useState(0);
  /** Entries the last Approve All left pending, waiting for their workers to submit the week. */
  const [awaitingSubmit, setAwaitingSubmit] = useState(0);

  const days = daysOf(range);
  const rows = report.data ?? [];
  const loaded = report.isSuccess;
  const canApprove = loaded && showApproveAll(rows);

  const changeRange = (next: DateRange) => {
    setOutcome(null);
    setSuccess(null);
    setAwaitingSignature(0);
    setAwaitingSubmit(0);
    props.onRangeChange(next);
  };

  const runApproveAll = () => {
    setConfirming(false);
    setOutcome(null);
    setSuccess(null);
    setAwaitingSignature(0);
    setAwaitingSubmit(0);
    approve.mutate(range, {
      onSuccess: (result) => {
        setSuccess(REPORT_MESSAGES.approved);
        setAwaitingSignature(result.awaitingSignature);
        setAwaitingSubmit(result.awaitingSubmit);
      },
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
        <ReportRangePicker range={range} onChange={changeRange} label={t('range.entries')} />
        <Group gap="sm" wrap="wrap">
          <Switch
            label={t('entries.showNotes')}
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
              {t('entries.approveAll')}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!loaded || rows.length === 0}
            onClick={exportCsv}
          >
            {t('actions.export')}
          </Button>
        </Group>
      </Group>

      {success ? <SuccessAlert onClose={() => setSuccess(null)}>{tm(success)}</SuccessAlert> : null}
      {awaitingSignature > 0 ? (
        <Alert
          color="yellow"
          icon={<IconSignature size={18} aria-hidden />}
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={() => setAwaitingSignature(0)}
          data-testid="approve-awaiting-signature"
        >
          {t('approve.awaitingSignature', { count: awaitingSignature })}
        </Alert>
      ) : null}
      {awaitingSubmit > 0 ? (
        <Alert
          color="yellow"
          icon={<IconInfoCircle size={18} aria-hidden />}
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={() => setAwaitingSubmit(0)}
          data-testid="approve-awaiting-submit"
        >
          {t('approve.awaitingSubmit', { count: awaitingSubmit })}
        </Alert>
      ) : null}
      {outcome?.kind === 'info' ? (
        <Alert
          color="blue"
          icon={<IconInfoCircle size={18} />}
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={() => setOutcome(null)}
        >
          {tm(outcome.text)}
        </Alert>
      ) : null}
      {outcome?.kind === 'error' ? (
        <ErrorAlert onClose={() => setOutcome(null)}>{tm(outcome.text)}</ErrorAlert>
      ) : null}

      <DataAsOf path="time-entries/weekly-report" />
      {report.isError ? (
        <ReportLoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.isPending ? (
        <ReportNotice loading>{t('state.loading')}</ReportNotice>
      ) : rows.length === 0 ? (
        <ReportNotice>{tm(REPORT_MESSAGES.noEntries)}</ReportNotice>
      ) : (
        <WeeklyEntriesTable rows={rows} days={days} showNotes={showNotes} />
      )}

      <ApproveAllDialog
        opened={confirming}
        rangeLabel={format.range(range)}
        onCancel={() => setConfirming(false)}
        onConfirm={runApproveAll}
      />
    </Stack>
  );
}

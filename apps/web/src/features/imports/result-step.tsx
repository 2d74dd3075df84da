import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconDownload, IconFilePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportSummary, ImportUndoResult } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useRejectedDownload } from './api/imports';
import { undoOffered } from './import-rules';
import { useImportErrorText } from './import-texts';
import { OutcomeCounts } from './outcome-counts';
import { UndoDialog, UndoResultAlerts } from './undo-dialog';

/**
 * The end of an import: what it created, updated, left unchanged and rejected; the rejected rows
 * to download and fix; Undo while its day lasts; and the way to the next file.
 */
export function ResultStep(props: {
  summary: ImportSummary;
  /** Applied from this screen just now: the progress bar stays, full, above the result. */
  justApplied: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation('imports');
  const errorText = useImportErrorText();
  const { dateTime, number } = useFormat();
  const headingId = useId();
  const { summary } = props;
  const rejected = useRejectedDownload();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [undone, setUndone] = useState<ImportUndoResult | null>(null);
  // Undo is offered while its day lasts, as of the result's showing.
  const [now] = useState(Date.now);
  const wasUndone = summary.status === 'undone';

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {wasUndone ? t('result.undoneTitle') : t('result.title')}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('result.file', {
              file: summary.fileName,
              kind: t(`kind.${summary.kind}`),
              when: summary.appliedAt ? dateTime(summary.appliedAt) : '',
            })}
          </Text>
        </Stack>
        {props.justApplied && !wasUndone ? (
          <Stack gap={4}>
            <Text size="sm">
              {t('apply.processed', {
                processed: number(summary.processed, 0),
                rows: number(summary.rowCount, 0),
                count: summary.rowCount,
              })}
            </Text>
            <Progress value={100} size="lg" aria-label={t('apply.progress')} />
          </Stack>
        ) : null}
        {undone ? <UndoResultAlerts result={undone} onClose={() => setUndone(null)} /> : null}
        {wasUndone && !undone ? (
          <Alert color="orange" icon={<IconArrowBackUp size={18} aria-hidden />}>
            {t('result.undoneBy', {
              when: summary.undoneAt ? dateTime(summary.undoneAt) : '',
              name: summary.undoneBy ?? '',
            })}
          </Alert>
        ) : null}
        {wasUndone ? null : (
          <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {summary.counts.error > 0 ? t('result.doneWithRejected') : t('result.done')}
          </Alert>
        )}
        <OutcomeCounts counts={summary.counts} tense="result" />
        {rejected.isError ? (
          <ErrorAlert onClose={() => rejected.reset()}>{errorText(rejected.error)}</ErrorAlert>
        ) : null}
        {undoOffered(summary, now) && summary.undoableUntil ? (
          <Text size="sm" c="gray.7">
            {t('result.undoUntil', { when: dateTime(summary.undoableUntil) })}
          </Text>
        ) : null}
        <Group gap="sm">
          {summary.counts.error > 0 ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={rejected.isPending}
              onClick={() => rejected.mutate(summary)}
            >
              {t('rejected.download')}
            </Button>
          ) : null}
          {undoOffered(summary, now) ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => {
                setUndone(null);
                setDialogOpen(true);
              }}
            >
              {t('result.undo')}
            </Button>
          ) : null}
          <Button leftSection={<IconFilePlus size={16} aria-hidden />} onClick={props.onAnother}>
            {t('result.another')}
          </Button>
        </Group>
      </Stack>
      <UndoDialog
        summary={summary}
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onUndone={(result) => {
          setDialogOpen(false);
          setUndone(result);
        }}
      />
    </Paper>
  );
}

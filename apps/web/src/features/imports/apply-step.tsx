import { useId } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportSummary } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import { ErrorAlert } from '@/components/feedback-alerts';
import { progressPercent } from './import-rules';
import { useImportErrorText } from './import-texts';
import { OutcomeCounts } from './outcome-counts';
import type { ApplyRun } from './use-apply-import';

/**
 * The fourth step while it runs: the rows written so far out of the file's, and the counts. A
 * failure stops it with the reason and a Retry that continues; an import left half-way (the tab
 * was closed) offers to continue.
 */
export function ApplyStep(props: {
  summary: ImportSummary;
  run: ApplyRun;
  onContinue: (summary: ImportSummary) => void;
}) {
  const { t } = useTranslation('imports');
  const errorText = useImportErrorText();
  const { number } = useFormat();
  const headingId = useId();
  const { run } = props;
  const summary = run.phase === 'idle' ? props.summary : run.summary;
  const done = run.phase === 'done';
  const percent = progressPercent(summary.processed, summary.rowCount, done);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {t('apply.title')}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('apply.file', { file: summary.fileName, kind: t(`kind.${summary.kind}`) })}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" role="status" aria-live="polite">
              {t('apply.processed', {
                processed: number(Math.min(summary.processed, summary.rowCount), 0),
                rows: number(summary.rowCount, 0),
                count: summary.rowCount,
              })}
            </Text>
            <Text size="sm" fw={700} aria-hidden>
              {t('apply.percent', { percent })}
            </Text>
          </Group>
          <Progress
            value={percent}
            size="lg"
            striped={run.phase === 'running'}
            animated={run.phase === 'running'}
            color={run.phase === 'failed' ? 'red' : undefined}
            aria-label={t('apply.progress')}
          />
        </Stack>
        {run.phase === 'running' ? (
          <Text size="sm" c="gray.7">
            {t('apply.keepOpen')}
          </Text>
        ) : null}
        <OutcomeCounts counts={summary.counts} tense="result" />
        {run.phase === 'failed' ? (
          <ErrorAlert onRetry={() => props.onContinue(summary)}>
            {t('apply.failed', { reason: errorText(run.error) })}
          </ErrorAlert>
        ) : null}
        {run.phase === 'idle' ? (
          <Alert color="yellow" title={t('apply.stoppedTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('apply.stopped')}</Text>
              <Group>
                <Button
                  size="xs"
                  leftSection={<IconPlayerPlay size={14} aria-hidden />}
                  onClick={() => props.onContinue(summary)}
                >
                  {t('apply.continue')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

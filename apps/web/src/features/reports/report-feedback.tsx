import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { reportLoadError } from './report-rules';

/** A failed load: the spec's text, with Try Again unless the server refused access (§2.6, §8). */
export function ReportLoadError(props: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const tm = useTranslateMessage();
  const view = reportLoadError(props.error);
  return (
    <ErrorAlert onRetry={view.canRetry ? props.onRetry : undefined} retrying={props.retrying}>
      {tm(view.text)}
    </ErrorAlert>
  );
}

/** A centred notice in place of a report: loading or empty. */
export function ReportNotice(props: { children: ReactNode; loading?: boolean }) {
  return (
    <Paper withBorder p="lg" {...(props.loading ? { role: 'status', 'aria-live': 'polite' } : {})}>
      <Text c="dimmed" ta="center">
        {props.children}
      </Text>
    </Paper>
  );
}

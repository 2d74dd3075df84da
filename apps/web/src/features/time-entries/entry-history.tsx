import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { PAYROLL_MESSAGES } from '@sitehours/contract/messages';
import { ErrorAlert } from '@/components/feedback-alerts';
import { changeLines, formatChangedAt, historyActionLabel } from './entry-history-rules';
import { useEntryHistory } from './time-entry-api';
import { useEntryText } from './use-entry-text';
import classes from './time-entry.module.css';

/**
 * The entry history (admins): every change of a time entry, oldest first — when, who, what
 * changed (e.g. 'Hours: 8.0 → 7.5') and why. Loaded when shown.
 */
export function EntryHistory(props: { entryId: string; id?: string; onClose?: () => void }) {
  const history = useEntryHistory(props.entryId);
  const text = useEntryText();
  const { t, tm, format } = text;
  const title = tm(PAYROLL_MESSAGES.historyTitle);
  return (
    <Stack gap="xs" id={props.id} role="region" aria-label={title} mt="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {props.onClose ? (
          <Button variant="subtle" className={classes.touch} onClick={props.onClose}>
            {t('history.hide')}
          </Button>
        ) : null}
      </Group>
      {history.isError ? (
        <ErrorAlert onRetry={() => void history.refetch()} retrying={history.isFetching}>
          {tm(PAYROLL_MESSAGES.loadHistoryFailed)}
        </ErrorAlert>
      ) : history.isPending ? (
        <Text size="sm" className={classes.muted} role="status" aria-live="polite">
          {t('history.loading')}
        </Text>
      ) : history.data.length === 0 ? (
        <Text size="sm" className={classes.muted} role="status">
          {tm(PAYROLL_MESSAGES.noHistory)}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.data.map((item) => {
            const lines = changeLines(item, text);
            return (
              <Paper key={item.id} component="li" withBorder p="xs" bg="var(--mantine-color-body)">
                <Text size="sm">
                  <Text span fw={600}>
                    {historyActionLabel(t, item.action)}
                  </Text>{' '}
                  {t('history.by', { name: item.changedBy })}
                </Text>
                <Text size="xs" className={classes.muted}>
                  <time dateTime={item.changedAt}>
                    {formatChangedAt(item.changedAt, format.locale)}
                  </time>
                </Text>
                {lines.length > 0 ? (
                  <List size="sm" spacing={0} mt={4} withPadding>
                    {lines.map((line) => (
                      <List.Item key={line} style={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </List.Item>
                    ))}
                  </List>
                ) : null}
                {item.reason ? (
                  <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                    <Text span className={classes.muted}>
                      {t('history.reason')}{' '}
                    </Text>
                    {item.reason}
                  </Text>
                ) : null}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

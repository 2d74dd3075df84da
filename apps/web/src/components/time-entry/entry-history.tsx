import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { PAYROLL_MESSAGES } from '@sitehours/contract';
import { ErrorAlert } from '../feedback-alerts';
import { changeLines, formatChangedAt, HISTORY_ACTION_LABELS } from './entry-history-rules';
import { useEntryHistory } from './time-entry-api';

/**
 * The entry history (admins): every change of a time entry, oldest first — when, who, what
 * changed (e.g. 'Hours: 8.0 → 7.5') and why. Loaded when shown.
 */
export function EntryHistory(props: { entryId: string; id?: string; onClose?: () => void }) {
  const history = useEntryHistory(props.entryId);
  return (
    <Stack gap="xs" id={props.id} role="region" aria-label={PAYROLL_MESSAGES.historyTitle} mt="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {PAYROLL_MESSAGES.historyTitle}
        </Text>
        {props.onClose ? (
          <Button size="compact-xs" variant="subtle" onClick={props.onClose}>
            Hide history
          </Button>
        ) : null}
      </Group>
      {history.isError ? (
        <ErrorAlert onRetry={() => void history.refetch()} retrying={history.isFetching}>
          {PAYROLL_MESSAGES.loadHistoryFailed}
        </ErrorAlert>
      ) : history.isPending ? (
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          Loading history...
        </Text>
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {PAYROLL_MESSAGES.noHistory}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.data.map((item) => {
            const lines = changeLines(item);
            return (
              <Paper key={item.id} component="li" withBorder p="xs" bg="var(--mantine-color-body)">
                <Text size="sm">
                  <Text span fw={600}>
                    {HISTORY_ACTION_LABELS[item.action]}
                  </Text>{' '}
                  by {item.changedBy}
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={item.changedAt}>{formatChangedAt(item.changedAt)}</time>
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
                    <Text span c="dimmed">
                      Reason:{' '}
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

import type { ReactNode } from 'react';
import { Group, Loader, Paper, Text } from '@mantine/core';

/** A screen's loading (with a spinner) or empty state, read out as a status. */
export function StatusPaper(props: { children: ReactNode; loading?: boolean }) {
  return (
    <Paper withBorder p="lg">
      <Group gap="xs" justify="center" role="status">
        {props.loading ? <Loader size="sm" aria-hidden /> : null}
        <Text c="dimmed" size="sm" ta="center">
          {props.children}
        </Text>
      </Group>
    </Paper>
  );
}

import { Group, Loader, Paper, Text } from '@mantine/core';

/** A part of the screen on its way: a spinner and what is being loaded. */
export function LoadingPaper(props: { text: string }) {
  return (
    <Paper withBorder p="lg">
      <Group gap="xs" justify="center" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed" size="sm">
          {props.text}
        </Text>
      </Group>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** Title row of a screen inside the shell, with an optional subtitle and actions. */
export function PageHeader(props: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.subtitle ? <Text c="dimmed">{props.subtitle}</Text> : null}
      </Stack>
      {props.actions ? <Group gap="xs">{props.actions}</Group> : null}
    </Group>
  );
}

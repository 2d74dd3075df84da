import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@sitehours/contract';

/** Crash screen of platform spec §2: 'Something went wrong', 'Reload Page', 'Try Again'. */
export function CrashScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <Center mih="70dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%" role="alert">
        <Stack align="center" gap="md" ta="center">
          <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2">
            {MESSAGES.crashTitle}
          </Title>
          <Text c="dimmed">{MESSAGES.crashBody}</Text>
          <Group justify="center">
            <Button onClick={() => window.location.reload()}>Reload Page</Button>
            <Button variant="default" onClick={onTryAgain}>
              Try Again
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { userFacingErrorMessage } from '../errors/classify-error';
import { useSession } from '../session/session-context';

/** The stored session could not be checked because the server is unreachable: not a logout. */
export function SessionUnavailable() {
  const session = useSession();
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="xl" maw={440} w="100%">
        <Stack align="center" ta="center">
          <IconWifiOff size={40} aria-hidden />
          <Title order={1} size="h3">
            Cannot reach the server
          </Title>
          <Text c="dimmed" role="alert">
            {userFacingErrorMessage(session.error, import.meta.env.PROD)}
          </Text>
          <Group justify="center">
            <Button onClick={() => void session.retry()}>Try Again</Button>
            <Button variant="default" onClick={() => void session.logout()}>
              Sign Out
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

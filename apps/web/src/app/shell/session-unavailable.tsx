import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useSession } from '@/app/session/session-context';

/** The stored session could not be checked because the server is unreachable: not a logout. */
export function SessionUnavailable() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const session = useSession();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder p="xl" maw={440} w="100%">
        <Stack align="center" ta="center">
          <IconWifiOff size={40} aria-hidden />
          <Title order={1} size="h3">
            {t('sessionUnavailable.title')}
          </Title>
          <Text c="dimmed" role="alert">
            {errorMessage(session.error)}
          </Text>
          <Group justify="center">
            <Button onClick={() => void session.retry()}>{t('sessionUnavailable.tryAgain')}</Button>
            <Button variant="default" onClick={() => void session.logout()}>
              {t('sessionUnavailable.signOut')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';

/**
 * Crash screen of platform spec §2: 'Something went wrong', 'Reload Page', 'Try Again'. Inside
 * the shell it sits in the shell's main region; on its own it is the page's main region.
 */
export function CrashScreen({
  onTryAgain,
  inShell = false,
}: {
  onTryAgain: () => void;
  inShell?: boolean;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  return (
    <Center component={inShell ? 'div' : 'main'} mih="70dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%" role="alert">
        <Stack align="center" gap="md" ta="center">
          <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2">
            {tm(MESSAGES.crashTitle)}
          </Title>
          <Text c="dimmed">{tm(MESSAGES.crashBody)}</Text>
          <Group justify="center">
            <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
            <Button variant="default" onClick={onTryAgain}>
              {t('crash.tryAgain')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

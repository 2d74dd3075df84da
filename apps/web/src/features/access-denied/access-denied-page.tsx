import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';

/** Access Denied (company spec §2): shown for a deep link to an area the role never reaches. */
export function AccessDeniedContent() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
        <IconLock size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('accessDenied.title')}
      </Title>
      <Text c="dimmed">{tm(MESSAGES.accessDenied)}</Text>
      <Button component={Link} to="/">
        {t('accessDenied.home')}
      </Button>
    </Stack>
  );
}

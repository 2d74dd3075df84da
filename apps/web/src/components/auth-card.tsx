import type { ReactNode } from 'react';
import { Box, Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PRODUCT_NAME } from '@sitehours/contract/rules';
import { chooseLanguageBeforeSignIn } from '@/app/i18n/i18n';

/**
 * English / Español before sign-in; the choice is remembered on this device, wins over the
 * profile's language at sign-in and is saved on the profile.
 */
function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Group role="group" aria-label={t('languageSwitch.label')} justify="center" gap={4} mt="md">
      {LANGUAGES.map((language) => {
        const current = i18n.language === language;
        return (
          <Button
            key={language}
            lang={language}
            size="compact-sm"
            variant="subtle"
            color="gray"
            fw={current ? 700 : 400}
            aria-pressed={current}
            onClick={() => void chooseLanguageBeforeSignIn(language)}
          >
            {t(`language.${language}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/** Centred card used by the sign-in and password screens (and Access Denied when signed out). */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={420}>
        <Text ta="center" fw={800} fz="xl" mb="md">
          {PRODUCT_NAME}
        </Text>
        <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 'xl' }} radius="md">
          <Stack gap="md">{children}</Stack>
        </Paper>
        {footer ? (
          <Text ta="center" c="dimmed" size="xs" mt="md">
            {footer}
          </Text>
        ) : null}
        <LanguageSwitch />
      </Box>
    </Center>
  );
}

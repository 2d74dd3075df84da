import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { CompanySettings } from '@sitehours/contract/schemas';

/** What the settings page gives each section: the company, its settings, where to report. */
export interface SettingsSectionProps {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}

/** A titled section of the settings screen with an optional action (edit or update). */
export function SettingsCard(props: {
  title: string;
  headingId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={props.headingId}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={props.headingId}>
            {props.title}
          </Title>
          {props.action}
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}

export function EditButton(props: { label: string; onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconPencil size={14} />}
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      {t('card.edit')}
    </Button>
  );
}

/** Label and value pairs of a read-only view; two columns from small screens up. */
export function InfoList(props: { items: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {props.items.map((item) => (
        <Box key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Box component="dd" m={0} fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function FormButtons(props: { saving: boolean; onCancel: () => void; saveLabel?: string }) {
  const { t } = useTranslation('settings');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
        {t('card.cancel')}
      </Button>
      <Button type="submit" loading={props.saving}>
        {props.saveLabel ?? t('card.save')}
      </Button>
    </Group>
  );
}

export const NOT_SET = '—';

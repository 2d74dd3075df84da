import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { PageHeader } from '@/components/page-header';

/** /system-settings: a placeholder page (platform spec §2 route table). */
export function SystemSettingsPage() {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  return (
    <>
      <PageHeader title={t('systemSettings.title')} />
      <Paper withBorder p="lg">
        <Text>{tm(MESSAGES.systemSettingsPlaceholder)}</Text>
      </Paper>
    </>
  );
}

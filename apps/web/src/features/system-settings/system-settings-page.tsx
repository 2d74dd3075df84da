import { Paper, Text } from '@mantine/core';
import { MESSAGES } from '@sitehours/contract';
import { PageHeader } from '../../components/page-header';

/** /system-settings: a placeholder page (platform spec §2 route table). */
export function SystemSettingsPage() {
  return (
    <>
      <PageHeader title="System Settings" />
      <Paper withBorder p="lg">
        <Text>{MESSAGES.systemSettingsPlaceholder}</Text>
      </Paper>
    </>
  );
}

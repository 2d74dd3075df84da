import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFirstAidKit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CREW_MESSAGES } from '@sitehours/contract/messages';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useCompanyAlerts, useMarkAlertSeen } from './injury-alerts-api';
import { unseenAlerts } from './injury-alerts-rules';

/**
 * The injuries workers reported at the end of their day that no admin has seen yet,
 * each with "Mark as seen". Shown to company admins (`enabled`); nothing while there are none
 * or while they cannot be read (the emails still reach the admins).
 */
export function InjuryAlertsBanner(props: { enabled: boolean }) {
  const { t } = useTranslation('alerts');
  const tm = useTranslateMessage();
  const format = useFormat();
  const alerts = useCompanyAlerts(props.enabled);
  const markSeen = useMarkAlertSeen();
  const unseen = unseenAlerts(alerts.data);
  if (!props.enabled || unseen.length === 0) return null;

  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconFirstAidKit size={20} aria-hidden />}
      role="alert"
      title={t('injuryAlerts.title', { count: unseen.length })}
      data-testid="injury-alerts"
    >
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {unseen.map((alert) => {
          const text = tm({
            code: CREW_MESSAGES.injuryAlertSubject,
            params: { name: alert.name, date: format.date(alert.date) },
          });
          const pending = markSeen.isPending && markSeen.variables === alert.id;
          return (
            <Group key={alert.id} component="li" justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {text}
              </Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                c="red.9"
                loading={pending}
                aria-label={t('injuryAlerts.markSeenLabel', { alert: text })}
                onClick={() => markSeen.mutate(alert.id)}
              >
                {t('injuryAlerts.markSeen')}
              </Button>
            </Group>
          );
        })}
      </Stack>
      {markSeen.isError ? (
        <Text size="sm" mt="xs" fw={600}>
          {t('injuryAlerts.markSeenFailed')}
        </Text>
      ) : null}
    </Alert>
  );
}

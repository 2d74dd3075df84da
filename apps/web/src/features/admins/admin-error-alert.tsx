import { englishText, type ShownMessage } from '@/app/errors/api-error';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { mentionsAuthentication } from './admin-rules';

/**
 * An error of the admin screen (an English text of the API or the contract, shown in the
 * interface language); sign-in trouble offers 'Go to Login'.
 */
export function AdminErrorAlert(props: { message: ShownMessage; onClose?: () => void }) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      withCloseButton={Boolean(props.onClose)}
      closeButtonLabel={t('admins.dismissError')}
      onClose={props.onClose}
      mb="md"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{tm(props.message)}</Text>
        {mentionsAuthentication(englishText(props.message)) ? (
          <Button component={Link} to="/login" size="xs" variant="light" color="red">
            {t('admins.goToLogin')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

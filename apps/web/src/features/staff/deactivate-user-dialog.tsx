import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '@sitehours/contract/schemas';
import { fullName } from './user-groups';

/**
 * Deactivating asks first: the person can no longer sign in. Cancel holds the focus, so Enter
 * pressed by habit changes nothing; Escape closes the dialog too.
 */
export function DeactivateUserDialog(props: {
  user: StaffUser | null;
  onCancel: () => void;
  onConfirm: (user: StaffUser) => void;
}) {
  const { t } = useTranslation('staff');
  const user = props.user;
  return (
    <Modal opened={user !== null} onClose={props.onCancel} title={t('deactivate.title')} centered>
      <Stack gap="md">
        <Text>
          {user ? t('deactivate.question', { name: fullName(user) || user.email }) : null}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} data-autofocus>
            {t('deactivate.cancel')}
          </Button>
          <Button color="red" onClick={() => user && props.onConfirm(user)}>
            {t('deactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

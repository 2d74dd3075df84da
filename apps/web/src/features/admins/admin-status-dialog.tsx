import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@sitehours/contract/messages';
import type { GlobalAdmin } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { AdminErrorAlert } from './admin-error-alert';
import { adminErrorText, adminFullName, deactivationBlockers } from './admin-rules';
import { useSetGlobalAdminStatus } from './api/global-admins';

/**
 * Confirmation of activating or deactivating a global admin (platform spec §4, §5). When
 * deactivating, Cancel holds the focus, so Enter pressed by habit changes nothing.
 */
export function AdminStatusDialog(props: {
  /** Kept after closing so the texts do not change while the dialog fades out. */
  admin: GlobalAdmin | null;
  opened: boolean;
  admins: readonly GlobalAdmin[];
  currentAdminId: string | null;
  onClose: () => void;
  /** Told after the change is saved, with the admin as it was before. */
  onChanged?: (admin: GlobalAdmin, isActive: boolean) => void;
}) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const mutation = useSetGlobalAdminStatus();
  const { admin } = props;
  const deactivating = admin?.isActive ?? false;
  const blockers = admin ? deactivationBlockers(admin, props.currentAdminId, props.admins) : [];
  const name = admin ? adminFullName(admin) || admin.email : '';
  const email = admin?.email ?? '';

  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    props.onClose();
  };

  const confirm = () => {
    if (!admin || blockers.length > 0) return;
    const isActive = !admin.isActive;
    mutation.mutate(
      { id: admin.adminId, isActive },
      {
        onSuccess: () => {
          close();
          props.onChanged?.(admin, isActive);
        },
      },
    );
  };

  return (
    <Modal
      opened={props.opened && admin !== null}
      onClose={close}
      title={deactivating ? t('adminStatus.deactivateTitle') : t('adminStatus.activateTitle')}
      centered
    >
      <Stack gap="md">
        {mutation.isError ? (
          <AdminErrorAlert message={adminErrorText(mutation.error, ADMIN_MESSAGES.statusFailed)} />
        ) : null}
        <Text size="sm">
          {deactivating
            ? t('adminStatus.deactivateConfirm', { name, email })
            : t('adminStatus.activateConfirm', { name, email })}
        </Text>
        {blockers.map((text) => (
          <Alert key={text} color="orange" icon={<IconAlertTriangle size={18} />} role="status">
            {tm(text)}
          </Alert>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={close}
            disabled={mutation.isPending}
            data-autofocus={deactivating || undefined}
          >
            {t('adminStatus.cancel')}
          </Button>
          <Button
            color={deactivating ? 'red' : 'green'}
            onClick={confirm}
            disabled={blockers.length > 0 || mutation.isPending}
            loading={mutation.isPending}
          >
            {deactivating ? t('admins.deactivate') : t('admins.activate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

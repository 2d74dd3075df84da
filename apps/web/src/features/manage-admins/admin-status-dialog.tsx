import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ADMIN_MESSAGES, type GlobalAdmin } from '@sitehours/contract';
import { AdminErrorAlert } from './admin-error-alert';
import { adminErrorText, adminFullName, deactivationBlockers } from './admin-rules';
import { useSetGlobalAdminStatus } from './api/global-admins';

/** Confirmation of activating or deactivating a global admin (platform spec §4, §5). */
export function AdminStatusDialog(props: {
  /** Kept after closing so the texts do not change while the dialog fades out. */
  admin: GlobalAdmin | null;
  opened: boolean;
  admins: readonly GlobalAdmin[];
  currentAdminId: string | null;
  onClose: () => void;
}) {
  const mutation = useSetGlobalAdminStatus();
  const { admin } = props;
  const deactivating = admin?.isActive ?? false;
  const blockers = admin ? deactivationBlockers(admin, props.currentAdminId, props.admins) : [];
  const action = deactivating ? 'Deactivate' : 'Activate';
  const name = admin ? adminFullName(admin) || admin.email : '';

  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    props.onClose();
  };

  const confirm = () => {
    if (!admin || blockers.length > 0) return;
    mutation.mutate({ id: admin.adminId, isActive: !admin.isActive }, { onSuccess: close });
  };

  return (
    <Modal
      opened={props.opened && admin !== null}
      onClose={close}
      title={`${action} Admin`}
      centered
    >
      <Stack gap="md">
        {mutation.isError ? (
          <AdminErrorAlert message={adminErrorText(mutation.error, ADMIN_MESSAGES.statusFailed)} />
        ) : null}
        <Text size="sm">
          {deactivating
            ? `Are you sure you want to deactivate ${name} (${admin?.email})? A deactivated admin cannot log in or access the system.`
            : `Are you sure you want to activate ${name} (${admin?.email})? They will be able to log in again.`}
        </Text>
        {blockers.map((text) => (
          <Alert key={text} color="orange" icon={<IconAlertTriangle size={18} />} role="status">
            {text}
          </Alert>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            color={deactivating ? 'red' : 'green'}
            onClick={confirm}
            disabled={blockers.length > 0 || mutation.isPending}
            loading={mutation.isPending}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

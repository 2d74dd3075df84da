import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantRow } from '@sitehours/contract/schemas';

/**
 * The confirmation Suspend asks for (platform spec §5): a modal rather than the browser's own
 * dialog, so it speaks the interface language and keeps focus inside it. Cancel holds the focus
 * first, so Enter pressed by habit changes nothing.
 */
export function SuspendTenantDialog(props: {
  tenant: TenantRow | null;
  onCancel: () => void;
  onConfirm: (tenant: TenantRow) => void;
}) {
  const { t } = useTranslation('operator');
  const tenant = props.tenant;
  return (
    <Modal
      opened={tenant !== null}
      onClose={props.onCancel}
      title={t('companies.suspendTitle')}
      centered
    >
      <Stack gap="md">
        <Text>{tenant ? t('companies.suspendConfirm', { name: tenant.name }) : null}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} data-autofocus>
            {t('companies.suspendCancel')}
          </Button>
          <Button color="red" onClick={() => tenant && props.onConfirm(tenant)}>
            {t('companies.action.suspend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

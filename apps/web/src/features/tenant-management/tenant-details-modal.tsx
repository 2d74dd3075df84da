import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { TENANT_MESSAGES } from '@sitehours/contract';
import { useTenant } from './api/tenants';
import { TenantStatusBadge } from '../../components/tenant-status-badge';

function Field(props: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text size="sm" component="div">
        {props.children}
      </Text>
    </Stack>
  );
}

/** Read-only details of one company, loaded with GET /api/tenants/{id}. */
export function TenantDetailsModal(props: {
  /** Kept after closing so the content does not change while the dialog fades out. */
  tenantId: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const tenant = useTenant(props.tenantId);
  return (
    <Modal
      opened={props.opened && props.tenantId !== null}
      onClose={props.onClose}
      title="Company Details"
      centered
    >
      <Stack gap="md">
        {tenant.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Loading company details" />
          </Group>
        ) : tenant.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {TENANT_MESSAGES.detailsFailed}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Field label="Company Name">{tenant.data.name}</Field>
            <Field label="Subdomain">{tenant.data.subdomain}</Field>
            <Field label="Status">
              <TenantStatusBadge status={tenant.data.status} />
            </Field>
            <Field label="Created">{new Date(tenant.data.created_at).toLocaleString()}</Field>
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconMail, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { TenantRow } from '@sitehours/contract';
import { TableMessageRow } from '../../components/table-message-row';
import { TenantStatusBadge } from '../../components/tenant-status-badge';
import { canSuspend } from './tenant-rules';

const COLUMNS = 5;

export type TenantAction = 'view' | 'resend' | 'suspend' | 'reactivate';

function RowAction(props: {
  label: string;
  color?: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** Company, Status, Usage, Created and the row actions; scrolls sideways on narrow screens. */
export function TenantsTable(props: {
  tenants: readonly TenantRow[] | undefined;
  loading: boolean;
  busyTenantId: string | null;
  onAction: (action: TenantAction, tenant: TenantRow) => void;
}) {
  const { tenants } = props;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Companies">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Usage</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading && !tenants ? (
            <TableMessageRow colSpan={COLUMNS}>Loading companies...</TableMessageRow>
          ) : tenants && tenants.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS}>No companies found</TableMessageRow>
          ) : (
            tenants?.map((tenant) => {
              const busy = props.busyTenantId === tenant.tenant_id;
              return (
                <Table.Tr key={tenant.tenant_id}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text fw={500} size="sm">
                        {tenant.name}
                      </Text>
                      <Text c="dimmed" size="xs">
                        {tenant.subdomain}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <TenantStatusBadge status={tenant.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{tenant.user_count} users</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{new Date(tenant.created_at).toLocaleDateString()}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction
                        label="View Details"
                        icon={<IconEye size={18} />}
                        onClick={() => props.onAction('view', tenant)}
                      />
                      <RowAction
                        label="Resend Welcome Email"
                        icon={<IconMail size={18} />}
                        disabled={busy}
                        onClick={() => props.onAction('resend', tenant)}
                      />
                      {canSuspend(tenant.status) ? (
                        <RowAction
                          label="Suspend Tenant"
                          color="red"
                          icon={<IconPlayerPause size={18} />}
                          disabled={busy}
                          onClick={() => props.onAction('suspend', tenant)}
                        />
                      ) : (
                        <RowAction
                          label="Reactivate Tenant"
                          color="green"
                          icon={<IconPlayerPlay size={18} />}
                          disabled={busy}
                          onClick={() => props.onAction('reactivate', tenant)}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

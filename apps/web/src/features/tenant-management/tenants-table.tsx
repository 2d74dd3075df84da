import type { ReactNode } from 'react';
import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconMail, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TenantRow } from '@sitehours/contract';
import { useFormat } from '../../app/i18n/format';
import { TableMessageRow } from '../../components/table-message-row';
import { TenantStatusBadge } from '../../components/tenant-status-badge';
import { canSuspend } from './tenant-rules';

const COLUMNS = 5;
/** The calendar date as the locale writes it in digits ('5/20/2026', '20/5/2026'). */
const CREATED_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
};

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
  const { t } = useTranslation('operator');
  const format = useFormat();
  const { tenants } = props;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('companies.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('companies.column.company')}</Table.Th>
            <Table.Th>{t('companies.column.status')}</Table.Th>
            <Table.Th>{t('companies.column.usage')}</Table.Th>
            <Table.Th>{t('companies.column.created')}</Table.Th>
            <Table.Th>{t('companies.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading && !tenants ? (
            <TableMessageRow colSpan={COLUMNS}>{t('companies.loading')}</TableMessageRow>
          ) : tenants && tenants.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS}>{t('companies.empty')}</TableMessageRow>
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
                    <Text size="sm">{t('companies.users', { count: tenant.user_count })}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{format.dateTime(tenant.created_at, CREATED_FORMAT)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction
                        label={t('companies.action.view')}
                        icon={<IconEye size={18} />}
                        onClick={() => props.onAction('view', tenant)}
                      />
                      <RowAction
                        label={t('companies.action.resend')}
                        icon={<IconMail size={18} />}
                        disabled={busy}
                        onClick={() => props.onAction('resend', tenant)}
                      />
                      {canSuspend(tenant.status) ? (
                        <RowAction
                          label={t('companies.action.suspend')}
                          color="red"
                          icon={<IconPlayerPause size={18} />}
                          disabled={busy}
                          onClick={() => props.onAction('suspend', tenant)}
                        />
                      ) : (
                        <RowAction
                          label={t('companies.action.reactivate')}
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

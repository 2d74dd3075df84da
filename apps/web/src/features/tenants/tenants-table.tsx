import type { ReactNode } from 'react';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconMail, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TenantRow } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { TenantStatusBadge } from '@/components/tenant-status-badge';
import { canSuspend } from './tenant-rules';

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

/** Company, Status, Usage, Created and the row actions: a table on a desktop, cards on a phone. */
export function TenantsTable(props: {
  tenants: readonly TenantRow[] | undefined;
  loading: boolean;
  busyTenantId: string | null;
  onAction: (action: TenantAction, tenant: TenantRow) => void;
}) {
  const { t } = useTranslation('operator');
  const format = useFormat();
  const { tenants } = props;
  const columns: ResponsiveColumn<TenantRow>[] = [
    {
      key: 'company',
      header: t('companies.column.company'),
      kind: 'title',
      cell: (tenant) => (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {tenant.name}
          </Text>
          <Text c="dimmed" size="xs">
            {tenant.subdomain}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('companies.column.status'),
      cell: (tenant) => <TenantStatusBadge status={tenant.status} />,
    },
    {
      key: 'usage',
      header: t('companies.column.usage'),
      cell: (tenant) => (
        <Stack gap={0}>
          <Text size="sm">{t('companies.users', { count: tenant.user_count })}</Text>
          <Text size="xs" c="dimmed">
            {t('companies.companies', { count: tenant.company_count })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'created',
      header: t('companies.column.created'),
      cell: (tenant) => <Text size="sm">{format.dateTime(tenant.created_at, CREATED_FORMAT)}</Text>,
    },
    {
      key: 'actions',
      header: t('companies.column.actions'),
      kind: 'actions',
      cell: (tenant) => {
        const busy = props.busyTenantId === tenant.tenant_id;
        return (
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
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      label={t('companies.tableLabel')}
      columns={columns}
      rows={tenants}
      rowKey={(tenant) => tenant.tenant_id}
      minWidth={680}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
      message={
        props.loading && !tenants
          ? t('companies.loading')
          : tenants && tenants.length === 0
            ? t('companies.empty')
            : undefined
      }
    />
  );
}

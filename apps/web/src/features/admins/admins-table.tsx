import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@sitehours/contract/messages';
import type { GlobalAdmin } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { adminFullName } from './admin-rules';

/** Admin (full name and ID), Email, Status, Actions: a table on a desktop, cards on a phone. */
export function AdminsTable(props: {
  admins: readonly GlobalAdmin[] | undefined;
  loading: boolean;
  onEdit: (admin: GlobalAdmin) => void;
  onToggleStatus: (admin: GlobalAdmin) => void;
}) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const { admins } = props;
  const columns: ResponsiveColumn<GlobalAdmin>[] = [
    {
      key: 'admin',
      header: t('admins.column.admin'),
      kind: 'title',
      cell: (admin) => (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {adminFullName(admin) || '—'}
          </Text>
          <Text c="dimmed" size="xs">
            {t('admins.id', { id: admin.adminId })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'email',
      header: t('admins.column.email'),
      cell: (admin) => <Text size="sm">{admin.email}</Text>,
    },
    {
      key: 'status',
      header: t('admins.column.status'),
      cell: (admin) => (
        <Badge color={admin.isActive ? 'green' : 'gray'} variant="light">
          {admin.isActive ? t('admins.active') : t('admins.inactive')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('admins.column.actions'),
      kind: 'actions',
      cell: (admin) => (
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('admins.editTooltip')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('admins.editLabel', { email: admin.email })}
              onClick={() => props.onEdit(admin)}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Button
            size="xs"
            variant="light"
            color={admin.isActive ? 'red' : 'green'}
            aria-label={
              admin.isActive
                ? t('admins.deactivateLabel', { email: admin.email })
                : t('admins.activateLabel', { email: admin.email })
            }
            onClick={() => props.onToggleStatus(admin)}
          >
            {admin.isActive ? t('admins.deactivate') : t('admins.activate')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <ResponsiveTable
      label={t('admins.tableLabel')}
      columns={columns}
      rows={admins}
      rowKey={(admin) => admin.adminId}
      minWidth={760}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
      message={
        props.loading && !admins
          ? tm(ADMIN_MESSAGES.loading)
          : admins && admins.length === 0
            ? tm(ADMIN_MESSAGES.noAdmins)
            : undefined
      }
    />
  );
}

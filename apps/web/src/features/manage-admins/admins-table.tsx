import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, type GlobalAdmin } from '@sitehours/contract';
import { useTranslateMessage } from '../../app/i18n/translate-message';
import { TableMessageRow } from '../../components/table-message-row';
import { adminFullName } from './admin-rules';

const COLUMNS = 4;

/** Admin (full name and ID), Email, Status, Actions. Scrolls sideways on narrow screens. */
export function AdminsTable(props: {
  admins: readonly GlobalAdmin[] | undefined;
  loading: boolean;
  onEdit: (admin: GlobalAdmin) => void;
  onToggleStatus: (admin: GlobalAdmin) => void;
}) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const { admins } = props;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('admins.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admins.column.admin')}</Table.Th>
            <Table.Th>{t('admins.column.email')}</Table.Th>
            <Table.Th>{t('admins.column.status')}</Table.Th>
            <Table.Th>{t('admins.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading && !admins ? (
            <TableMessageRow colSpan={COLUMNS}>{tm(ADMIN_MESSAGES.loading)}</TableMessageRow>
          ) : admins && admins.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS}>{tm(ADMIN_MESSAGES.noAdmins)}</TableMessageRow>
          ) : (
            admins?.map((admin) => (
              <Table.Tr key={admin.adminId}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text fw={500} size="sm">
                      {adminFullName(admin) || '—'}
                    </Text>
                    <Text c="dimmed" size="xs">
                      {t('admins.id', { id: admin.adminId })}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{admin.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={admin.isActive ? 'green' : 'gray'} variant="light">
                    {admin.isActive ? t('admins.active') : t('admins.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

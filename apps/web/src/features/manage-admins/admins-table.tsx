import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { ADMIN_MESSAGES, type GlobalAdmin } from '@sitehours/contract';
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
  const { admins } = props;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Global admins">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Admin</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading && !admins ? (
            <TableMessageRow colSpan={COLUMNS}>{ADMIN_MESSAGES.loading}</TableMessageRow>
          ) : admins && admins.length === 0 ? (
            <TableMessageRow colSpan={COLUMNS}>{ADMIN_MESSAGES.noAdmins}</TableMessageRow>
          ) : (
            admins?.map((admin) => (
              <Table.Tr key={admin.adminId}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text fw={500} size="sm">
                      {adminFullName(admin) || '—'}
                    </Text>
                    <Text c="dimmed" size="xs">
                      ID: {admin.adminId}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{admin.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={admin.isActive ? 'green' : 'gray'} variant="light">
                    {admin.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Tooltip label="Edit admin">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${admin.email}`}
                        onClick={() => props.onEdit(admin)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Button
                      size="xs"
                      variant="light"
                      color={admin.isActive ? 'red' : 'green'}
                      aria-label={`${admin.isActive ? 'Deactivate' : 'Activate'} ${admin.email}`}
                      onClick={() => props.onToggleStatus(admin)}
                    >
                      {admin.isActive ? 'Deactivate' : 'Activate'}
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

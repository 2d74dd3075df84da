import { useId, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAFF_MESSAGES } from '@sitehours/contract/messages';
import type { CompanyRole } from '@sitehours/contract/rules';
import type { StaffUser } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import type { RoleGroup } from './user-groups';
import { UsersTable } from './users-table';

/** One role of the staff list: header with count, add button and collapse; its users. */
export function RoleGroupCard(props: {
  group: RoleGroup;
  showInactive: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  addFormOpen: boolean;
  addForm: ReactNode;
  onAdd: (role: CompanyRole) => void;
  editingUserId: string | null;
  busyUserId: string | null;
  isSoleAdmin: (user: StaffUser) => boolean;
  onEdit: (user: StaffUser) => void;
  onToggleStatus: (user: StaffUser) => void;
  onIdentity: (user: StaffUser) => void;
  renderEditForm: (user: StaffUser) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const tm = useTranslateMessage();
  const { group } = props;
  const bodyId = useId();
  const headingId = useId();
  const showInactiveList = props.showInactive && group.inactive.length > 0;
  const tableProps = {
    editingUserId: props.editingUserId,
    busyUserId: props.busyUserId,
    isSoleAdmin: props.isSoleAdmin,
    onEdit: props.onEdit,
    onToggleStatus: props.onToggleStatus,
    onIdentity: props.onIdentity,
    renderEditForm: props.renderEditForm,
  };

  return (
    <Paper withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs" p={{ base: 'sm', sm: 'md' }}>
        <UnstyledButton
          onClick={props.onToggleExpanded}
          aria-expanded={props.expanded}
          aria-controls={bodyId}
          style={{ flex: '1 1 auto', minWidth: 0 }}
        >
          <Group gap="xs" wrap="nowrap">
            {props.expanded ? (
              <IconChevronDown size={18} aria-hidden />
            ) : (
              <IconChevronRight size={18} aria-hidden />
            )}
            <Title order={2} size="h4" id={headingId}>
              {t(`role.${group.role}`)}
            </Title>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('group.count', { count: group.count })}
            </Text>
          </Group>
        </UnstyledButton>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => props.onAdd(group.role)}
          disabled={props.addFormOpen}
        >
          {t(`group.add.${group.role}`)}
        </Button>
      </Group>
      <Collapse expanded={props.expanded} id={bodyId}>
        <Stack gap="sm" px={{ base: 'xs', sm: 'md' }} pb="md">
          {props.addFormOpen ? props.addForm : null}
          {group.active.length > 0 ? (
            <UsersTable
              label={t(`table.active.${group.role}`)}
              users={group.active}
              {...tableProps}
            />
          ) : group.count === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="sm">
              {tm(STAFF_MESSAGES.noUsersForRole)}{' '}
              <Anchor component="button" type="button" onClick={() => props.onAdd(group.role)}>
                {tm(STAFF_MESSAGES.addOneNow)}
              </Anchor>
            </Text>
          ) : null}
          {showInactiveList ? (
            <Stack gap={4}>
              <Title order={3} size="h6" c="dimmed">
                {t('group.inactiveUsers')}
              </Title>
              <UsersTable
                label={t(`table.inactive.${group.role}`)}
                users={group.inactive}
                {...tableProps}
              />
            </Stack>
          ) : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}

import { useId, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconId, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAFF_MESSAGES } from '@sitehours/contract/messages';
import { formatPhone } from '@sitehours/contract/rules';
import type { StaffUser } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { PinStatusBadge } from './pin-status';
import { pinStatusOf } from './staff-form-rules';
import { fullName } from './user-groups';

/** Dark amber: reads as a warning and keeps a 4.5:1 contrast on white. */
const WARNING_TEXT = '#7a4d00';

function StatusToggle(props: {
  user: StaffUser;
  soleAdmin: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('staff');
  const tm = useTranslateMessage();
  const warningId = useId();
  const name = fullName(props.user) || props.user.email;
  const toggle = (
    <Switch
      checked={props.user.isActive}
      disabled={props.soleAdmin || props.busy}
      onChange={props.onToggle}
      aria-label={t('row.statusLabel', { name })}
      aria-describedby={props.soleAdmin ? warningId : undefined}
      color="green"
    />
  );
  if (!props.soleAdmin) {
    return (
      <Tooltip label={props.user.isActive ? t('row.deactivateTooltip') : t('row.activateTooltip')}>
        <span>{toggle}</span>
      </Tooltip>
    );
  }
  return (
    <Stack gap={4} maw={240}>
      <Tooltip label={tm(STAFF_MESSAGES.soleAdminTooltip)} multiline w={240}>
        {/* A disabled input gets no pointer events: the wrapper carries the tooltip. */}
        <span style={{ display: 'inline-flex', width: 'fit-content' }}>{toggle}</span>
      </Tooltip>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
        <Text id={warningId} size="xs" c={WARNING_TEXT}>
          {tm(STAFF_MESSAGES.soleAdminTooltip)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * Name (with badges), Email, Phone, Actions: a table on a desktop, cards on a phone; the edit
 * form opens under its user.
 */
export function UsersTable(props: {
  label: string;
  users: readonly StaffUser[];
  editingUserId: string | null;
  busyUserId: string | null;
  isSoleAdmin: (user: StaffUser) => boolean;
  onEdit: (user: StaffUser) => void;
  onToggleStatus: (user: StaffUser) => void;
  onIdentity: (user: StaffUser) => void;
  renderEditForm: (user: StaffUser) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const columns: ResponsiveColumn<StaffUser>[] = [
    {
      key: 'name',
      header: t('table.name'),
      kind: 'title',
      cell: (user) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {fullName(user) || user.email}
          </Text>
          {!user.isActive ? (
            <Badge color="gray" variant="light" tt="none">
              {t('row.inactive')}
            </Badge>
          ) : null}
          {!user.includeInReports ? (
            <Badge color="orange" variant="outline" tt="none">
              {t('row.notInReports')}
            </Badge>
          ) : null}
          {user.crewLead ? (
            <Badge color="blue" variant="light" c="blue.9" tt="none">
              {t('row.crewLead')}
            </Badge>
          ) : null}
          {/* A locked PIN needs an admin; a set or missing one shows in the edit form. */}
          {pinStatusOf(user) === 'locked' ? <PinStatusBadge status="locked" /> : null}
        </Group>
      ),
    },
    {
      key: 'email',
      header: t('table.email'),
      cell: (user) => <Text size="sm">{user.email.toLowerCase()}</Text>,
    },
    {
      key: 'phone',
      header: t('table.phone'),
      cell: (user) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {user.phone ? formatPhone(user.phone) : '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('table.actions'),
      kind: 'actions',
      cell: (user) => {
        const name = fullName(user) || user.email;
        const editing = props.editingUserId === user.userId;
        return (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Tooltip label={editing ? t('row.closeEditTooltip') : t('row.editTooltip')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('row.editLabel', { name })}
                aria-expanded={editing}
                onClick={() => props.onEdit(user)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('row.identityTooltip')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('row.identityLabel', { name })}
                aria-haspopup="dialog"
                onClick={() => props.onIdentity(user)}
              >
                <IconId size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <StatusToggle
              user={user}
              soleAdmin={props.isSoleAdmin(user)}
              busy={props.busyUserId === user.userId}
              onToggle={() => props.onToggleStatus(user)}
            />
          </Group>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      label={props.label}
      columns={columns}
      rows={props.users}
      rowKey={(user) => user.userId}
      minWidth={640}
      tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
      expanded={(user) => (props.editingUserId === user.userId ? props.renderEditForm(user) : null)}
    />
  );
}

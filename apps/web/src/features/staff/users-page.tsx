import type { ShownMessage } from '@/app/errors/api-error';
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAFF_MESSAGES } from '@sitehours/contract/messages';
import { COMPANY_ROLES, type CompanyRole } from '@sitehours/contract/rules';
import type { StaffUser } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert, WarningAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useTimedMessage } from '@/components/use-timed-message';
import { useAdminCount, useStaffUsers, useToggleStaffUserStatus } from './api/users';
import { RoleGroupCard } from './role-group-card';
import { staffErrorText } from './staff-form-rules';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { IdentityDialog } from './identity-dialog';
import { fullName, groupUsersByRole, isSoleActiveAdmin } from './user-groups';
import { UserForm } from './user-form';

type FormState =
  { mode: 'closed' } | { mode: 'add'; role: CompanyRole } | { mode: 'edit'; userId: string };

const ALL_EXPANDED = Object.fromEntries(COMPANY_ROLES.map((r) => [r, true])) as Record<
  CompanyRole,
  boolean
>;

/** /users, the Staff screen (company spec §2.2). */
export function UsersPage() {
  const { t } = useTranslation('staff');
  const tm = useTranslateMessage();
  const session = useSession();
  const users = useStaffUsers();
  const adminCount = useAdminCount(true);
  const toggle = useToggleStaffUserStatus();
  const [showInactive, setShowInactive] = useState(false);
  const [expanded, setExpanded] = useState(ALL_EXPANDED);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [success, setSuccess] = useTimedMessage();
  const [error, setError] = useState<ShownMessage | null>(null);
  const [warning, setWarning] = useState<ShownMessage | null>(null);

  const currentUserId = session.user?.id ?? null;
  const groups = groupUsersByRole(users.data ?? [], showInactive);
  const visibleCount = groups.reduce((n, g) => n + g.count, 0);
  const isSoleAdmin = (user: StaffUser) => isSoleActiveAdmin(user, currentUserId, adminCount.data);

  const clearBanners = () => {
    setError(null);
    setWarning(null);
  };

  const openAdd = (role: CompanyRole) => {
    clearBanners();
    setExpanded((e) => ({ ...e, [role]: true }));
    setForm({ mode: 'add', role });
  };
  const openEdit = (user: StaffUser) => {
    clearBanners();
    setForm((f) =>
      f.mode === 'edit' && f.userId === user.userId
        ? { mode: 'closed' }
        : { mode: 'edit', userId: user.userId },
    );
  };
  const closeForm = () => setForm({ mode: 'closed' });
  const onSaved = (message: string) => {
    closeForm();
    clearBanners();
    setSuccess(message);
  };

  /** The user whose deactivation awaits confirmation. */
  const [confirming, setConfirming] = useState<StaffUser | null>(null);
  /** The user whose identifying details are open. */
  const [identityOf, setIdentityOf] = useState<StaffUser | null>(null);
  /** The user just deactivated, while the success banner offers Undo. */
  const [undoable, setUndoable] = useState<StaffUser | null>(null);

  const setStatus = (user: StaffUser, next: boolean) => {
    clearBanners();
    setSuccess(null);
    setUndoable(null);
    toggle.mutate(
      { id: user.userId, isActive: next },
      {
        onSuccess: () => {
          setSuccess(next ? STAFF_MESSAGES.activated : STAFF_MESSAGES.deactivated);
          if (!next) setUndoable(user);
        },
        onError: (e) => {
          const failure = staffErrorText(e, STAFF_MESSAGES.statusFailed);
          if (failure.soleAdmin) setWarning(failure.text);
          else setError(failure.text);
        },
      },
    );
  };
  /** Deactivating asks first; activating acts at once. */
  const onToggleStatus = (user: StaffUser) => {
    if (user.isActive) setConfirming(user);
    else setStatus(user, true);
  };

  const renderForm = (user: StaffUser | null, role?: CompanyRole) => (
    <UserForm
      key={user?.userId ?? `new-${role}`}
      user={user}
      initialRole={role}
      onCancel={closeForm}
      onSaved={onSaved}
    />
  );

  return (
    <>
      <PageHeader
        title={t('page.title')}
        actions={
          <Button
            variant="default"
            leftSection={
              showInactive ? (
                <IconEyeOff size={16} aria-hidden />
              ) : (
                <IconEye size={16} aria-hidden />
              )
            }
            aria-pressed={showInactive}
            onClick={() => setShowInactive((v) => !v)}
          >
            {showInactive ? t('list.hideInactive') : t('list.showInactive')}
          </Button>
        }
      />
      <Stack gap="md">
        {users.isError ? (
          <ErrorAlert onRetry={() => void users.refetch()} retrying={users.isFetching}>
            {tm(STAFF_MESSAGES.loadFailed)}
          </ErrorAlert>
        ) : null}
        {error ? <ErrorAlert onClose={() => setError(null)}>{tm(error)}</ErrorAlert> : null}
        {warning ? (
          <WarningAlert onClose={() => setWarning(null)}>{tm(warning)}</WarningAlert>
        ) : null}
        {success ? (
          <SuccessAlert onClose={() => setSuccess(null)}>
            <Group justify="space-between" gap="sm" wrap="wrap" component="span">
              <span>{tm(success)}</span>
              {undoable && success === STAFF_MESSAGES.deactivated ? (
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  loading={toggle.isPending}
                  onClick={() => setStatus(undoable, true)}
                  aria-label={t('deactivate.undoLabel', {
                    name: fullName(undoable) || undoable.email,
                  })}
                >
                  {t('deactivate.undo')}
                </Button>
              ) : null}
            </Group>
          </SuccessAlert>
        ) : null}

        {users.isPending ? (
          <Paper withBorder p="lg" role="status" aria-live="polite">
            <Text c="dimmed" ta="center">
              {tm(STAFF_MESSAGES.loading)}
            </Text>
          </Paper>
        ) : users.isError ? null : (
          <>
            {visibleCount === 0 ? (
              <Paper withBorder p="lg" role="status">
                <Text c="dimmed" ta="center">
                  {tm(STAFF_MESSAGES.noUsers)}
                </Text>
              </Paper>
            ) : null}
            {groups.map((group) => (
              <RoleGroupCard
                key={group.role}
                group={group}
                showInactive={showInactive}
                expanded={expanded[group.role]}
                onToggleExpanded={() =>
                  setExpanded((e) => ({ ...e, [group.role]: !e[group.role] }))
                }
                addFormOpen={form.mode === 'add' && form.role === group.role}
                addForm={form.mode === 'add' ? renderForm(null, form.role) : null}
                onAdd={openAdd}
                editingUserId={form.mode === 'edit' ? form.userId : null}
                busyUserId={toggle.isPending ? toggle.variables.id : null}
                isSoleAdmin={isSoleAdmin}
                onEdit={openEdit}
                onToggleStatus={onToggleStatus}
                onIdentity={setIdentityOf}
                renderEditForm={(user) => renderForm(user)}
              />
            ))}
          </>
        )}
      </Stack>
      <IdentityDialog user={identityOf} onClose={() => setIdentityOf(null)} />
      <DeactivateUserDialog
        user={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(user) => {
          setConfirming(null);
          setStatus(user, false);
        }}
      />
    </>
  );
}

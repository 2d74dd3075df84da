import { useState } from 'react';
import { Alert, Button, Group, Paper } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@sitehours/contract/messages';
import type { GlobalAdmin } from '@sitehours/contract/schemas';
import { useSession } from '@/app/session/session-context';
import { PageHeader } from '@/components/page-header';
import { AdminErrorAlert } from './admin-error-alert';
import { AdminForm } from './admin-form';
import { adminErrorText } from './admin-rules';
import { AdminStatusDialog } from './admin-status-dialog';
import { AdminsTable } from './admins-table';
import { useGlobalAdmins, useSetGlobalAdminStatus } from './api/global-admins';

type Saved =
  | { email: string; mode: 'added' | 'updated' | 'activated' }
  /** A deactivation, which the banner offers to undo. */
  | { email: string; mode: 'deactivated'; admin: GlobalAdmin };

const SAVED_TEXT = {
  added: 'admins.added',
  updated: 'admins.updated',
  activated: 'admins.activated',
  deactivated: 'admins.deactivated',
} as const;
type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; admin: GlobalAdmin };

/** /manage-admins (platform spec §2 "Manage Admins screen"). */
export function ManageAdminsPage() {
  const { t } = useTranslation('operator');
  const session = useSession();
  const admins = useGlobalAdmins();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [statusTarget, setStatusTarget] = useState<GlobalAdmin | null>(null);
  const [statusOpen, setStatusOpen] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const undoStatus = useSetGlobalAdminStatus();

  /** Undo of a deactivation: activates the admin again at once (it was just confirmed). */
  const undo = (admin: GlobalAdmin) => {
    undoStatus.mutate(
      { id: admin.adminId, isActive: true },
      { onSuccess: () => setSaved({ email: admin.email, mode: 'activated' }) },
    );
  };

  const editing = form.mode === 'edit' ? form.admin : null;
  const openForm = (next: FormState) => {
    setSaved(null);
    setForm(next);
  };

  return (
    <>
      <PageHeader
        title={t('admins.title')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => openForm({ mode: 'add' })}
            disabled={form.mode === 'add'}
          >
            {t('admins.add')}
          </Button>
        }
      />
      {admins.isError ? (
        <AdminErrorAlert message={adminErrorText(admins.error, ADMIN_MESSAGES.loadFailed)} />
      ) : null}
      {undoStatus.isError ? (
        <AdminErrorAlert message={adminErrorText(undoStatus.error, ADMIN_MESSAGES.statusFailed)} />
      ) : null}
      {saved ? (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} />}
          role="status"
          withCloseButton
          closeButtonLabel={t('admins.dismissMessage')}
          onClose={() => setSaved(null)}
          // A full-size touch target beside the Undo button (WCAG 2.5.8).
          styles={{ closeButton: { minWidth: 24, minHeight: 24 } }}
          mb="md"
        >
          <Group justify="space-between" gap="sm" wrap="wrap" component="span">
            <span>{t(SAVED_TEXT[saved.mode], { email: saved.email })}</span>
            {saved.mode === 'deactivated' ? (
              <Button
                size="xs"
                variant="light"
                color="green"
                loading={undoStatus.isPending}
                onClick={() => undo(saved.admin)}
                aria-label={t('admins.undoDeactivateLabel', { email: saved.email })}
              >
                {t('admins.undo')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      {form.mode !== 'closed' ? (
        <AdminForm
          key={editing?.adminId ?? 'new'}
          admin={editing}
          onCancel={() => setForm({ mode: 'closed' })}
          onSaved={(admin) => {
            setForm({ mode: 'closed' });
            setSaved({ email: admin.email, mode: editing ? 'updated' : 'added' });
          }}
        />
      ) : null}
      <Paper withBorder>
        <AdminsTable
          admins={admins.data}
          loading={admins.isPending}
          onEdit={(admin) => openForm({ mode: 'edit', admin })}
          onToggleStatus={(admin) => {
            setSaved(null);
            undoStatus.reset();
            setStatusTarget(admin);
            setStatusOpen(true);
          }}
        />
      </Paper>
      <AdminStatusDialog
        admin={statusTarget}
        opened={statusOpen}
        admins={admins.data ?? []}
        currentAdminId={session.user?.id ?? null}
        onClose={() => setStatusOpen(false)}
        onChanged={(admin, isActive) =>
          setSaved(
            isActive
              ? { email: admin.email, mode: 'activated' }
              : { email: admin.email, mode: 'deactivated', admin },
          )
        }
      />
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Paper } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, type GlobalAdmin } from '@sitehours/contract';
import { useSession } from '../../app/session/session-context';
import { PageHeader } from '../../components/page-header';
import { AdminErrorAlert } from './admin-error-alert';
import { AdminForm } from './admin-form';
import { adminErrorText } from './admin-rules';
import { AdminStatusDialog } from './admin-status-dialog';
import { AdminsTable } from './admins-table';
import { useGlobalAdmins } from './api/global-admins';

type Saved = { email: string; mode: 'added' | 'updated' };
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
      {saved ? (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} />}
          role="status"
          withCloseButton
          closeButtonLabel={t('admins.dismissMessage')}
          onClose={() => setSaved(null)}
          mb="md"
        >
          {saved.mode === 'added'
            ? t('admins.added', { email: saved.email })
            : t('admins.updated', { email: saved.email })}
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
      />
    </>
  );
}

import { useMemo, useState } from 'react';
import { StatusPaper } from './status-paper';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Crew } from '@sitehours/contract/schemas';
import { serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useTimedMessage } from '@/components/use-timed-message';
import {
  useActiveJobs,
  useActiveStaff,
  useCrews,
  useDeleteCrew,
  useSaveCrew,
} from './api/crew-day';
import { CrewFormDialog } from './crew-form';
import { crewStatusPayload, leadNames, sortCrews, type StaffOption } from './crew-rules';

type FormState = { open: false } | { open: true; crew: Crew | null };

/** /crews — the company's crews: members, default job and leads (admins). */
export function CrewsPage() {
  const { t } = useTranslation('crew-day');
  const tm = useTranslateMessage();
  const crews = useCrews();
  const staff = useActiveStaff();
  const jobs = useActiveJobs();
  const status = useSaveCrew();
  const remove = useDeleteCrew();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Crew | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [actionError, setActionError] = useState<ShownMessage | null>(null);

  const staffOptions = useMemo<StaffOption[]>(
    () =>
      (staff.data ?? []).map((p) => ({
        id: p.userId,
        name: p.name,
        roles: p.roles,
        crewLead: p.crewLead === true,
        isActive: p.isActive,
      })),
    [staff.data],
  );
  const list = useMemo(() => sortCrews(crews.data ?? []), [crews.data]);

  const toggle = (crew: Crew) => {
    setSuccess(null);
    setActionError(null);
    status.mutate(
      { id: crew.id, body: crewStatusPayload(crew, !crew.isActive) },
      {
        onSuccess: (saved) =>
          setSuccess(
            t(saved.isActive ? 'crews.reactivated' : 'crews.deactivated', { name: saved.name }),
          ),
        onError: (error) => setActionError(serverMessageOr(error, t('crews.saveFailed'))),
      },
    );
  };
  const confirmDelete = (crew: Crew) => {
    setDeleting(null);
    setSuccess(null);
    setActionError(null);
    remove.mutate(crew.id, {
      onSuccess: () => setSuccess(t('crews.deleted', { name: crew.name })),
      onError: (error) => setActionError(serverMessageOr(error, t('crews.deleteFailed'))),
    });
  };

  let content;
  if (crews.isPending) content = <StatusPaper loading>{t('crews.loading')}</StatusPaper>;
  else if (crews.isError)
    content = (
      <ErrorAlert onRetry={() => void crews.refetch()} retrying={crews.isFetching}>
        {tm(serverMessageOr(crews.error, t('crews.loadFailed')))}
      </ErrorAlert>
    );
  else if (list.length === 0)
    content = (
      <Paper withBorder p="lg" role="status">
        <Text c="dimmed" ta="center" size="sm">
          {t('crews.empty')}
        </Text>
      </Paper>
    );
  else
    content = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((crew) => {
          const leads = leadNames(crew);
          const busy =
            (status.isPending && status.variables?.id === crew.id) ||
            (remove.isPending && remove.variables === crew.id);
          return (
            <Paper key={crew.id} withBorder p="sm" component="li">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Group gap="xs">
                    <Title order={2} size="h4">
                      {crew.name}
                    </Title>
                    {crew.isActive ? null : (
                      <Badge color="gray" variant="light">
                        {t('crews.inactive')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('crews.memberCount', { count: crew.members.length })}
                  </Text>
                </Group>
                <Text size="sm">
                  {t('crews.defaultJobIs', { job: crew.defaultJobName ?? t('crews.noDefaultJob') })}
                </Text>
                <Text size="sm">
                  {leads.length > 0
                    ? t('crews.leadsAre', { names: leads.join(', ') })
                    : t('crews.noLeads')}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Button
                    variant="default"
                    size="sm"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    aria-label={t('crews.editNamed', { name: crew.name })}
                    onClick={() => {
                      setActionError(null);
                      setForm({ open: true, crew });
                    }}
                  >
                    {t('crews.edit')}
                  </Button>
                  <Button
                    variant="default"
                    size="sm"
                    loading={status.isPending && status.variables?.id === crew.id}
                    disabled={busy}
                    aria-label={t(
                      crew.isActive ? 'crews.deactivateNamed' : 'crews.reactivateNamed',
                      {
                        name: crew.name,
                      },
                    )}
                    onClick={() => toggle(crew)}
                  >
                    {crew.isActive ? t('crews.deactivate') : t('crews.reactivate')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    disabled={busy}
                    aria-label={t('crews.deleteNamed', { name: crew.name })}
                    onClick={() => setDeleting(crew)}
                  >
                    {t('crews.delete')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title={t('crews.title')}
        subtitle={t('crews.subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setActionError(null);
              setForm({ open: true, crew: null });
            }}
          >
            {t('crews.add')}
          </Button>
        }
      />
      <Stack gap="md">
        {staff.isError ? (
          <ErrorAlert onRetry={() => void staff.refetch()} retrying={staff.isFetching}>
            {t('crews.staffFailed')}
          </ErrorAlert>
        ) : null}
        {actionError ? (
          <ErrorAlert onClose={() => setActionError(null)}>{tm(actionError)}</ErrorAlert>
        ) : null}
        {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
        {content}
      </Stack>
      <CrewFormDialog
        opened={form.open}
        crew={form.open ? form.crew : null}
        staff={staffOptions}
        jobs={jobs.data ?? []}
        onClose={() => setForm({ open: false })}
        onSaved={(crew, created) => {
          setForm({ open: false });
          setSuccess(t(created ? 'crews.created' : 'crews.updated', { name: crew.name }));
        }}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('crews.deleteTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{deleting ? t('crews.deleteQuestion', { name: deleting.name }) : null}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              {t('crews.cancel')}
            </Button>
            <Button color="red" onClick={() => deleting && confirmDelete(deleting)}>
              {t('crews.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

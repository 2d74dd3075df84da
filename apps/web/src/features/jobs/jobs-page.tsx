import type { ShownMessage } from '@/app/errors/api-error';
import { useMemo, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useTimedMessage } from '@/components/use-timed-message';
import { useActiveWorkTypes, useAllJobs, useUpdateJob } from './api/jobs';
import { usePublicWorksJobs } from './api/public-works';
import { JobForm } from './job-form';
import { JobGroupCard } from './job-group-card';
import {
  failureText,
  groupJobs,
  jobSuccessKey,
  toggleStatusPayload,
  type JobGroup,
  type JobRecord,
} from './job-rules';
import { PublicWorksPanel } from './public-works-panel';
import { publicWorksJobIds } from './public-works-rules';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; jobId: string };

/** /jobs — Jobs Management (company spec §2.1, §5 Jobs, §8 Jobs). */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  const tm = useTranslateMessage();
  const session = useSession();
  const companyId = session.company?.id ?? null;
  const jobs = useAllJobs();
  const workTypes = useActiveWorkTypes(companyId);
  const toggle = useUpdateJob();
  const publicWorks = usePublicWorksJobs();
  const [showInactive, setShowInactive] = useState(false);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [success, setSuccess] = useTimedMessage();
  const [actionError, setActionError] = useState<ShownMessage | null>(null);
  /** The job whose public-works panel is open. */
  const [publicWorksOf, setPublicWorksOf] = useState<JobRecord | null>(null);

  const groups = useMemo(() => groupJobs(jobs.data ?? []), [jobs.data]);
  const publicWorksIds = useMemo(() => publicWorksJobIds(publicWorks.data), [publicWorks.data]);
  const editingJobId = form.mode === 'edit' ? form.jobId : null;

  const closeForm = () => setForm({ mode: 'closed' });
  const openAdd = () => {
    setActionError(null);
    setForm({ mode: 'add' });
  };
  /** Pressing edit on the job whose form is open closes it; one form is open at a time. */
  const onEdit = (job: JobRecord) => {
    setActionError(null);
    setForm((f) =>
      f.mode === 'edit' && f.jobId === job.jobId
        ? { mode: 'closed' }
        : { mode: 'edit', jobId: job.jobId },
    );
  };
  const onSaved = (job: JobRecord, mode: 'created' | 'updated') => {
    closeForm();
    setActionError(null);
    setSuccess(t(jobSuccessKey(mode), { name: job.jobName }));
  };
  const onToggleStatus = (job: JobRecord) => {
    setSuccess(null);
    setActionError(null);
    toggle.mutate(
      { jobId: job.jobId, body: toggleStatusPayload(job) },
      {
        onSuccess: (saved) =>
          setSuccess(
            t(jobSuccessKey(saved.isActive ? 'reactivated' : 'deactivated'), {
              name: saved.jobName,
            }),
          ),
        onError: (error) => setActionError(failureText(error, CATALOG_MESSAGES.toggleJobFailed)),
      },
    );
  };
  const toggleExpanded = (key: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const workTypesState = {
    data: workTypes.data,
    isPending: workTypes.isPending,
    isError: workTypes.isError,
    isFetching: workTypes.isFetching,
    refetch: () => workTypes.refetch(),
  };

  const renderGroup = (group: JobGroup) => (
    <JobGroupCard
      key={group.key}
      group={group}
      showInactive={showInactive}
      expanded={!collapsed.has(group.key)}
      onToggleExpanded={() => toggleExpanded(group.key)}
      editingJobId={editingJobId}
      busyJobId={toggle.isPending ? (toggle.variables?.jobId ?? null) : null}
      onEdit={onEdit}
      onToggleStatus={onToggleStatus}
      publicWorksJobIds={publicWorksIds}
      onPublicWorks={setPublicWorksOf}
      renderEditForm={(job) => (
        <JobForm
          key={job.jobId}
          job={job}
          companyId={companyId}
          workTypes={workTypesState}
          onCancel={closeForm}
          onSaved={onSaved}
        />
      )}
    />
  );

  const nothingListed =
    groups.active.length === 0 && (!showInactive || groups.inactive.length === 0);

  let list;
  if (jobs.isPending) {
    list = (
      <Paper withBorder p="lg">
        <Group gap="xs" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {tm(CATALOG_MESSAGES.loadingJobs)}
          </Text>
        </Group>
      </Paper>
    );
  } else if (jobs.isError) {
    list = (
      <ErrorAlert onRetry={() => void jobs.refetch()} retrying={jobs.isFetching}>
        {tm(CATALOG_MESSAGES.fetchJobsFailed)}
      </ErrorAlert>
    );
  } else if (nothingListed) {
    list = (
      <Paper withBorder p="lg" role="status">
        <Text c="dimmed" ta="center" size="sm">
          {tm(CATALOG_MESSAGES.noJobs)}
        </Text>
      </Paper>
    );
  } else {
    list = (
      <Stack gap="sm">
        {groups.active.map(renderGroup)}
        {showInactive && groups.inactive.length > 0 ? (
          <Stack gap="sm" component="section" aria-labelledby="inactive-jobs-title" mt="md">
            <Title order={2} size="h4" id="inactive-jobs-title">
              {t('list.inactiveJobs')}
            </Title>
            {groups.inactive.map(renderGroup)}
          </Stack>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
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
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={openAdd}
              disabled={form.mode === 'add'}
            >
              {t('list.add')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        {actionError ? (
          <ErrorAlert onClose={() => setActionError(null)}>{tm(actionError)}</ErrorAlert>
        ) : null}
        {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
        {form.mode === 'add' ? (
          <JobForm
            job={null}
            companyId={companyId}
            workTypes={workTypesState}
            onCancel={closeForm}
            onSaved={onSaved}
            scrollIntoView
          />
        ) : null}
        {list}
      </Stack>
      <PublicWorksPanel job={publicWorksOf} onClose={() => setPublicWorksOf(null)} />
    </>
  );
}

import { useMemo, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { CATALOG_MESSAGES } from '@sitehours/contract';
import { useSession } from '../../app/session/session-context';
import { ErrorAlert, SuccessAlert } from '../../components/feedback-alerts';
import { PageHeader } from '../../components/page-header';
import { useTimedMessage } from '../../components/use-timed-message';
import { useActiveWorkTypes, useAllJobs, useUpdateJob } from './api/jobs';
import { JobForm } from './job-form';
import { JobGroupCard } from './job-group-card';
import {
  failureText,
  groupJobs,
  jobSuccessText,
  toggleStatusPayload,
  type JobGroup,
  type JobRecord,
} from './job-rules';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; jobId: string };

/** /jobs — Jobs Management (company spec §2.1, §5 Jobs, §8 Jobs). */
export function JobsPage() {
  const session = useSession();
  const companyId = session.company?.id ?? null;
  const jobs = useAllJobs();
  const workTypes = useActiveWorkTypes(companyId);
  const toggle = useUpdateJob();
  const [showInactive, setShowInactive] = useState(false);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [success, setSuccess] = useTimedMessage();
  const [actionError, setActionError] = useState<string | null>(null);

  const groups = useMemo(() => groupJobs(jobs.data ?? []), [jobs.data]);
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
    setSuccess(jobSuccessText(mode, job.jobName));
  };
  const onToggleStatus = (job: JobRecord) => {
    setSuccess(null);
    setActionError(null);
    toggle.mutate(
      { jobId: job.jobId, body: toggleStatusPayload(job) },
      {
        onSuccess: (saved) =>
          setSuccess(jobSuccessText(saved.isActive ? 'reactivated' : 'deactivated', saved.jobName)),
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
          <Loader size="sm" />
          <Text c="dimmed" size="sm">
            {CATALOG_MESSAGES.loadingJobs}
          </Text>
        </Group>
      </Paper>
    );
  } else if (jobs.isError) {
    list = (
      <ErrorAlert onRetry={() => void jobs.refetch()} retrying={jobs.isFetching}>
        {CATALOG_MESSAGES.fetchJobsFailed}
      </ErrorAlert>
    );
  } else if (nothingListed) {
    list = (
      <Paper withBorder p="lg">
        <Text c="dimmed" ta="center" size="sm">
          {CATALOG_MESSAGES.noJobs}
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
              Inactive Jobs
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
        title="Jobs Management"
        subtitle="Add jobs, choose the work types booked on them, and retire finished ones"
        actions={
          <>
            <Button
              variant="default"
              leftSection={showInactive ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              aria-pressed={showInactive}
              onClick={() => setShowInactive((v) => !v)}
            >
              {showInactive ? 'Hide Inactive' : 'Show Inactive'}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={openAdd}
              disabled={form.mode === 'add'}
            >
              Add New Job
            </Button>
          </>
        }
      />
      <Stack gap="md">
        {actionError ? (
          <ErrorAlert onClose={() => setActionError(null)}>{actionError}</ErrorAlert>
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
    </>
  );
}

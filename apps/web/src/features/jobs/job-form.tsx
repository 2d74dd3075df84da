import { useEffect, useId, useRef, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CATALOG_MESSAGES } from '@sitehours/contract';
import { ErrorAlert } from '../../components/feedback-alerts';
import { useCreateJob, useJobWorkTypes, useUpdateJob } from './api/jobs';
import {
  TRIMMED_FIELDS,
  failureText,
  hasErrors,
  jobFieldErrors,
  jobFormErrors,
  jobFormValues,
  jobPayload,
  sanitizeState,
  sanitizeZip,
  trimJobValues,
  type JobFormValues,
  type JobRecord,
  type WorkTypeOption,
} from './job-rules';
import { WorkTypeChecklist } from './work-type-checklist';

export interface ActiveWorkTypesState {
  data: WorkTypeOption[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Add or inline-edit form of a job (company spec §2.1, §5 Jobs). `job` null adds a job; the add
 * form preselects every active work type, the edit form the job's linked ones.
 */
export function JobForm(props: {
  job: JobRecord | null;
  companyId: string | null;
  workTypes: ActiveWorkTypesState;
  onCancel: () => void;
  onSaved: (job: JobRecord, mode: 'created' | 'updated') => void;
  scrollIntoView?: boolean;
}) {
  const { job, workTypes } = props;
  const isEdit = job !== null;
  const uid = useId();
  const titleId = `${uid}-title`;
  const rootRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const create = useCreateJob();
  const update = useUpdateJob();
  const save = isEdit ? update : create;
  const linked = useJobWorkTypes(job?.jobId ?? null);
  /** null until the user changes the checklist: the defaults apply. */
  const [selection, setSelection] = useState<string[] | null>(null);

  const form = useForm<JobFormValues>({ initialValues: jobFormValues(job) });

  useEffect(() => {
    if (props.scrollIntoView) rootRef.current?.scrollIntoView({ block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
    // Runs once when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const defaults = isEdit
    ? (linked.data?.map((w) => w.workTypeId) ?? [])
    : (workTypes.data?.map((w) => w.workTypeId) ?? []);
  const selected = selection ?? defaults;
  const checklistLoading = workTypes.isPending || (isEdit && linked.isPending);
  const checklistError = workTypes.isError
    ? CATALOG_MESSAGES.loadWorkTypesFailed
    : isEdit && linked.isError
      ? CATALOG_MESSAGES.loadJobWorkTypesFailed
      : null;

  const trimOnBlur = (field: (typeof TRIMMED_FIELDS)[number]) => () => {
    const value = form.getValues()[field];
    if (value !== value.trim()) form.setFieldValue(field, value.trim());
  };

  const handleSubmit = form.onSubmit((raw) => {
    const values = trimJobValues(raw);
    form.setValues(values);
    save.reset();
    const errors = jobFormErrors(values, selected, workTypes.data);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    const body = jobPayload(values, selected, isEdit ? null : props.companyId);
    const onError = (error: unknown) => form.setErrors(jobFieldErrors(error));
    if (job) {
      update.mutate(
        { jobId: job.jobId, body },
        { onSuccess: (saved) => props.onSaved(saved, 'updated'), onError },
      );
    } else {
      create.mutate(body, { onSuccess: (saved) => props.onSaved(saved, 'created'), onError });
    }
  });

  const fieldErrorsShown = hasErrors(jobFieldErrors(save.error));
  const formError =
    save.error && !fieldErrorsShown
      ? failureText(
          save.error,
          isEdit ? CATALOG_MESSAGES.updateJobFailed : CATALOG_MESSAGES.createJobFailed,
        )
      : null;

  const zipProps = form.getInputProps('zipCode');
  const stateProps = form.getInputProps('state');

  return (
    <Paper ref={rootRef} withBorder p={{ base: 'sm', sm: 'lg' }} style={{ scrollMarginTop: 96 }}>
      <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {isEdit ? `Edit Job: ${job.jobName}` : 'Add New Job'}
          </Title>
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              ref={nameRef}
              label="Job Name"
              required
              autoComplete="off"
              {...form.getInputProps('jobName')}
              onBlur={trimOnBlur('jobName')}
            />
            <TextInput
              label="Street Address"
              autoComplete="off"
              {...form.getInputProps('address')}
              onBlur={trimOnBlur('address')}
            />
            <TextInput
              label="City"
              autoComplete="off"
              {...form.getInputProps('city')}
              onBlur={trimOnBlur('city')}
            />
            <SimpleGrid cols={2} spacing="md">
              <TextInput
                label="State"
                placeholder="CA"
                maxLength={2}
                autoComplete="off"
                styles={{ input: { textTransform: 'uppercase' } }}
                {...stateProps}
                onChange={(event) =>
                  form.setFieldValue('state', sanitizeState(event.currentTarget.value))
                }
              />
              <TextInput
                label="ZIP Code"
                placeholder="94607"
                inputMode="numeric"
                maxLength={5}
                autoComplete="off"
                {...zipProps}
                onChange={(event) =>
                  form.setFieldValue('zipCode', sanitizeZip(event.currentTarget.value))
                }
              />
            </SimpleGrid>
          </SimpleGrid>
          <WorkTypeChecklist
            idPrefix={uid}
            workTypes={workTypes.data}
            loading={checklistLoading}
            loadError={checklistError}
            onRetry={() => {
              if (workTypes.isError) void workTypes.refetch();
              if (linked.isError) void linked.refetch();
            }}
            selected={selected}
            onChange={(ids) => {
              setSelection(ids);
              if (form.errors.workTypeIds) form.clearFieldError('workTypeIds');
            }}
            error={form.errors.workTypeIds as string | undefined}
            disabled={save.isPending}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={checklistLoading}>
              {isEdit ? 'Update Job' : 'Create Job'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage, translateEach } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
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
import { ManagerSelect } from './manager-select';
import { SiteFields } from './site-fields';
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
 * form preselects every active work type, the edit form the job's linked ones. The site location
 * (clock in and out) is sent as shown: a position and radius, or null for none.
 */
export function JobForm(props: {
  job: JobRecord | null;
  companyId: string | null;
  workTypes: ActiveWorkTypesState;
  onCancel: () => void;
  onSaved: (job: JobRecord, mode: 'created' | 'updated') => void;
  scrollIntoView?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const tm = useTranslateMessage();
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
  /** null until the user changes the managers: they are not sent and stay as they are. */
  const [managers, setManagers] = useState<string[] | null>(null);

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
    form.setErrors(translateEach(tm, errors));
    if (hasErrors(errors)) return;
    const body = {
      ...jobPayload(values, selected, isEdit ? null : props.companyId),
      ...(managers ? { managerIds: managers } : {}),
    };
    const onError = (error: unknown) => form.setErrors(translateEach(tm, jobFieldErrors(error)));
    // The outcome is taken from the save's own promise, not from mutate()'s callbacks: those
    // are dropped when the form unmounts, and a saved rename moves the job (and this form) to
    // another group of the list. The page closes the form and confirms either way.
    const saving = job
      ? update
          .mutateAsync({ jobId: job.jobId, body })
          .then((saved) => ({ saved, mode: 'updated' as const }))
      : create.mutateAsync(body).then((saved) => ({ saved, mode: 'created' as const }));
    saving.then(({ saved, mode }) => props.onSaved(saved, mode), onError);
  });

  const fieldErrorsShown = hasErrors(jobFieldErrors(save.error));
  const formError =
    save.error && !fieldErrorsShown
      ? failureText(
          save.error,
          isEdit ? CATALOG_MESSAGES.updateJobFailed : CATALOG_MESSAGES.createJobFailed,
        )
      : null;

  /** The field's props; its error is an English message of the contract or the API. */
  const inputProps = (field: keyof JobFormValues) => {
    const props = form.getInputProps(field);
    const error: unknown = props.error;
    return { ...props, error: typeof error === 'string' ? tm(error) : undefined };
  };
  const zipProps = inputProps('zipCode');
  const stateProps = inputProps('state');

  return (
    <Paper ref={rootRef} withBorder p={{ base: 'sm', sm: 'lg' }} style={{ scrollMarginTop: 96 }}>
      <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {isEdit ? t('form.editTitle', { name: job.jobName }) : t('form.addTitle')}
          </Title>
          {formError ? <ErrorAlert>{tm(formError)}</ErrorAlert> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              ref={nameRef}
              label={t('form.jobName')}
              required
              autoComplete="off"
              {...inputProps('jobName')}
              onBlur={trimOnBlur('jobName')}
            />
            <TextInput
              label={t('form.address')}
              autoComplete="off"
              {...inputProps('address')}
              onBlur={trimOnBlur('address')}
            />
            <TextInput
              label={t('form.city')}
              autoComplete="off"
              {...inputProps('city')}
              onBlur={trimOnBlur('city')}
            />
            <SimpleGrid cols={2} spacing="md">
              <TextInput
                label={t('form.state')}
                placeholder={t('form.statePlaceholder')}
                maxLength={2}
                autoComplete="off"
                styles={{ input: { textTransform: 'uppercase' } }}
                {...stateProps}
                onChange={(event) =>
                  form.setFieldValue('state', sanitizeState(event.currentTarget.value))
                }
              />
              <TextInput
                label={t('form.zip')}
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
          <SiteFields
            values={form.getValues()}
            inputProps={inputProps}
            disabled={save.isPending}
            onChange={(site) => {
              form.setValues(site);
              for (const field of Object.keys(site)) form.clearFieldError(field);
            }}
          />
          <WorkTypeChecklist
            idPrefix={uid}
            workTypes={workTypes.data}
            loading={checklistLoading}
            loadError={checklistError ? tm(checklistError) : null}
            onRetry={() => {
              if (workTypes.isError) void workTypes.refetch();
              if (linked.isError) void linked.refetch();
            }}
            selected={selected}
            onChange={(ids) => {
              setSelection(ids);
              if (form.errors.workTypeIds) form.clearFieldError('workTypeIds');
            }}
            error={
              typeof form.errors.workTypeIds === 'string' ? tm(form.errors.workTypeIds) : undefined
            }
            disabled={save.isPending}
          />
          <ManagerSelect
            value={managers ?? job?.managerIds ?? []}
            onChange={(ids) => {
              setManagers(ids);
              if (form.errors.managerIds) form.clearFieldError('managerIds');
            }}
            disabled={save.isPending}
            error={
              typeof form.errors.managerIds === 'string' ? tm(form.errors.managerIds) : undefined
            }
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={checklistLoading}>
              {isEdit ? t('form.update') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

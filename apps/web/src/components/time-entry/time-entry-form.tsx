import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  type MantineSize,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import {
  CATALOG_MESSAGES,
  HOURS_MAX,
  HOURS_STEP,
  TIME_ENTRY_MESSAGES,
  formatHours,
} from '@sitehours/contract';
import { ErrorAlert, WarningAlert } from '../feedback-alerts';
import {
  CORRECTION_REASON_MAX,
  emptyEntryValues,
  entryFormErrors,
  entryFormValues,
  hasErrors,
  isLocked,
  needsCorrectionReason,
  newClientId,
  previewEntry,
  saveFailureText,
  saveRequest,
  serverFieldErrors,
  valuesAfterSaveAndContinue,
  type EntryFormValues,
  type EntryType,
} from './entry-form-rules';
import { jobOptionLabel, sortJobOptions, type EntryRecord } from './entry-records';
import { isQueuedCreate } from './offline/queue-model';
import {
  useActiveJobs,
  useJobWorkTypes,
  usePtoTypes,
  useSaveTimeEntry,
  useWcCodeMatch,
} from './time-entry-api';

export const QUEUED_SAVE_MESSAGE =
  'Saved on this device. It will be sent when the connection is back.';

export const OFFLINE_LISTS_HINT =
  'The jobs have not been loaded on this device yet. Connect once to record time offline.';

export interface TimeEntryFormProps {
  /** The day a new entry defaults to. */
  day: string;
  /** The entry being edited; null adds one. */
  entry: EntryRecord | null;
  /** The worker the entry is for. */
  targetUserId: string;
  /** The signed-in user (empty for a global admin in a support session). */
  actorUserId: string;
  /** Admins may change approved entries (§6). */
  isAdmin: boolean;
  /** The worker's hourly rate when known: used to warn early that no WC code matches. */
  hourlyRate?: number | null;
  companyId?: string | null;
  /** Larger fields and buttons (the quick-entry page). */
  size?: MantineSize;
  /** Show the Date field (default true). */
  withDate?: boolean;
  onCancel: () => void;
  /** `next` is true after 'Save +': the form stays open for another entry. */
  onSaved: (entry: EntryRecord, next: boolean) => void;
}

/**
 * The time entry form (company spec §2.4, §5 "Time entries"): Date, Entry Type (Work Hours or
 * Other), Job and Work Type or Other type, Hours, Notes; Cancel, Save/Update and 'Save +'.
 */
export function TimeEntryForm(props: TimeEntryFormProps) {
  const { entry, isAdmin } = props;
  const isEdit = entry !== null;
  const locked = entry ? isLocked(entry, isAdmin) : false;
  /** An admin changing an approved entry says why (kept in the entry history). */
  const reasonRequired = !locked && needsCorrectionReason(entry, isAdmin);
  const uid = useId();
  const size = props.size ?? 'sm';
  const save = useSaveTimeEntry();
  const clientId = useRef(newClientId());
  const continueAfter = useRef(false);
  const firstField = useRef<HTMLInputElement>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  /** Which button sent the form: the ref for the submit handler, the state for the spinner. */
  const [intent, setIntent] = useState<'save' | 'next'>('save');

  const form = useForm<EntryFormValues>({
    initialValues: entry ? entryFormValues(entry) : emptyEntryValues(props.day),
  });
  const values = form.getValues();

  const jobs = useActiveJobs();
  const ptoTypes = usePtoTypes();
  // Offline, a list never loaded on this device waits for the connection instead of loading.
  const jobsOffline = jobs.isPending && jobs.fetchStatus === 'paused';
  const isWork = values.entryType === 'work';
  const workTypes = useJobWorkTypes(isWork && values.jobId ? values.jobId : null);
  const wcMatch = useWcCodeMatch(
    isWork && values.workTypeId ? values.workTypeId : null,
    props.hourlyRate ?? null,
    props.companyId ?? null,
  );

  useEffect(() => {
    firstField.current?.focus({ preventScroll: true });
  }, []);

  // Options, keeping the edited entry's own job / work type / Other type even if retired since.
  const jobOptions = sortJobOptions(jobs.data ?? []).map((j) => ({
    value: j.jobId,
    label: jobOptionLabel(j),
  }));
  if (entry?.jobId && jobs.data && !jobOptions.some((o) => o.value === entry.jobId))
    jobOptions.push({ value: entry.jobId, label: entry.jobName ?? 'Current job' });
  const workTypeOptions = (workTypes.data ?? []).map((w) => ({
    value: w.workTypeId,
    label: w.workTypeName,
  }));
  if (
    entry?.workTypeId &&
    values.jobId === entry.jobId &&
    workTypes.data &&
    !workTypeOptions.some((o) => o.value === entry.workTypeId)
  )
    workTypeOptions.push({ value: entry.workTypeId, label: entry.workTypeName ?? 'Current type' });
  const ptoOptions = (ptoTypes.data ?? []).map((p) => ({ value: p.ptoTypeId, label: p.name }));
  if (entry?.ptoTypeId && ptoTypes.data && !ptoOptions.some((o) => o.value === entry.ptoTypeId))
    ptoOptions.push({ value: entry.ptoTypeId, label: entry.ptoName ?? 'Current type' });

  const setEntryType = (value: string) => {
    form.setFieldValue('entryType', value as EntryType);
    form.clearErrors();
  };
  const setJob = (jobId: string) => {
    form.setValues({ jobId, workTypeId: '' });
    form.clearFieldError('jobId');
    form.clearFieldError('workTypeId');
  };

  const submit = (raw: EntryFormValues) => {
    if (locked) return;
    save.reset();
    setSavedNote(null);
    const next = continueAfter.current && !isEdit;
    continueAfter.current = false;
    const errors = entryFormErrors(raw, { reasonRequired });
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    // An entry still only in the offline queue is saved again as the same create (same client
    // id), which replaces the queued one.
    const queuedCreate = entry && isQueuedCreate(entry) ? entry.clientId : null;
    const ctx = {
      targetUserId: props.targetUserId,
      actorUserId: props.actorUserId,
      entryId: queuedCreate ? null : (entry?.id ?? null),
      clientId: queuedCreate ?? clientId.current,
    };
    const names = {
      jobName: jobs.data?.find((j) => j.jobId === raw.jobId)?.jobName ?? entry?.jobName ?? null,
      workTypeName:
        workTypes.data?.find((w) => w.workTypeId === raw.workTypeId)?.workTypeName ??
        entry?.workTypeName ??
        null,
      ptoName:
        ptoTypes.data?.find((p) => p.ptoTypeId === raw.ptoTypeId)?.name ?? entry?.ptoName ?? null,
    };
    save.mutate(
      { request: saveRequest(raw, ctx), preview: previewEntry(raw, ctx, names, entry) },
      {
        onSuccess: (saved) => {
          clientId.current = newClientId();
          if (saved.queued)
            notifications.show({
              color: 'yellow',
              message: QUEUED_SAVE_MESSAGE,
              autoClose: 4_000,
            });
          if (next) {
            form.setValues(valuesAfterSaveAndContinue(raw));
            form.resetDirty();
            setSavedNote(`Saved ${formatHours(Number(raw.hours))} hrs. Add the next entry.`);
            firstField.current?.focus({ preventScroll: true });
          }
          props.onSaved(saved, next);
        },
        onError: (error) => form.setErrors(serverFieldErrors(error, raw)),
      },
    );
  };

  const fieldErrorShown = hasErrors(serverFieldErrors(save.error, values));
  const formError = save.error && !fieldErrorShown ? saveFailureText(save.error) : null;
  const disabled = locked || save.isPending;

  const hint = (text: string) => (
    <Text size="sm" c="dimmed" role="note">
      {text}
    </Text>
  );

  return (
    <form
      onSubmit={(event) => form.onSubmit(submit)(event)}
      noValidate
      aria-label={isEdit ? 'Edit time entry' : 'Add time entry'}
    >
      <Stack gap="sm">
        {locked ? (
          <Alert color="gray" icon={<IconLock size={18} />} role="note">
            {TIME_ENTRY_MESSAGES.approvedNoEdit}
          </Alert>
        ) : null}
        {isEdit && !locked && entry.status === 'approved' ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} role="note">
            {TIME_ENTRY_MESSAGES.approvedAdminNote}
          </Alert>
        ) : null}
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        {savedNote ? (
          <Text size="sm" c="green.8" role="status">
            {savedNote}
          </Text>
        ) : null}

        {props.withDate !== false ? (
          <TextInput
            type="date"
            label="Date"
            size={size}
            disabled={disabled}
            {...form.getInputProps('entryDate')}
          />
        ) : null}

        <Radio.Group
          label="Entry Type"
          size={size}
          value={values.entryType}
          onChange={setEntryType}
          name={`${uid}-type`}
        >
          <Group gap="lg" mt={6}>
            <Radio
              value="work"
              label="Work Hours"
              size={size}
              disabled={disabled}
              ref={firstField}
            />
            <Radio value="other" label="Other" size={size} disabled={disabled} />
          </Group>
        </Radio.Group>

        {isWork ? (
          <>
            <NativeSelect
              label="Job"
              size={size}
              disabled={disabled || jobs.isPending || jobOptions.length === 0}
              data={[
                {
                  value: '',
                  label: jobsOffline
                    ? 'Not available offline'
                    : jobs.isPending
                      ? 'Loading jobs...'
                      : 'Select Job',
                },
                ...jobOptions,
              ]}
              value={values.jobId}
              error={form.errors.jobId}
              onChange={(e) => setJob(e.currentTarget.value)}
            />
            {jobsOffline ? (
              hint(OFFLINE_LISTS_HINT)
            ) : jobs.isError ? (
              <ErrorAlert onRetry={() => void jobs.refetch()} retrying={jobs.isFetching}>
                {CATALOG_MESSAGES.fetchJobsFailed}
              </ErrorAlert>
            ) : jobs.isSuccess && jobOptions.length === 0 ? (
              hint(TIME_ENTRY_MESSAGES.noJobs)
            ) : null}

            <NativeSelect
              label="Work Type"
              size={size}
              disabled={
                disabled || !values.jobId || workTypes.isPending || workTypeOptions.length === 0
              }
              data={[
                {
                  value: '',
                  label:
                    values.jobId && workTypes.isPending
                      ? 'Loading work types...'
                      : 'Select Work Type',
                },
                ...workTypeOptions,
              ]}
              {...form.getInputProps('workTypeId')}
            />
            {workTypes.isError ? (
              <ErrorAlert onRetry={() => void workTypes.refetch()} retrying={workTypes.isFetching}>
                {TIME_ENTRY_MESSAGES.loadJobWorkTypesFailed}
              </ErrorAlert>
            ) : values.jobId && workTypes.isSuccess && workTypeOptions.length === 0 ? (
              hint(TIME_ENTRY_MESSAGES.noWorkTypes)
            ) : null}
            {wcMatch.data === false && !form.errors.workTypeId ? (
              <WarningAlert>{TIME_ENTRY_MESSAGES.noMatchingCode}</WarningAlert>
            ) : null}
          </>
        ) : (
          <>
            <NativeSelect
              label="Other type"
              size={size}
              disabled={disabled || ptoTypes.isPending || ptoOptions.length === 0}
              data={[
                { value: '', label: ptoTypes.isPending ? 'Loading...' : 'Select Other' },
                ...ptoOptions,
              ]}
              {...form.getInputProps('ptoTypeId')}
            />
            {ptoTypes.isError ? (
              <ErrorAlert onRetry={() => void ptoTypes.refetch()} retrying={ptoTypes.isFetching}>
                Failed to load Other types
              </ErrorAlert>
            ) : ptoTypes.isSuccess && ptoOptions.length === 0 ? (
              hint(TIME_ENTRY_MESSAGES.noOtherTypes)
            ) : null}
          </>
        )}

        <NumberInput
          label="Hours"
          size={size}
          min={0}
          max={HOURS_MAX}
          step={HOURS_STEP}
          decimalScale={2}
          clampBehavior="none"
          allowNegative={false}
          inputMode="decimal"
          placeholder="0 to 12, in steps of 0.25"
          disabled={disabled}
          {...form.getInputProps('hours')}
        />
        <Textarea
          label="Notes (Optional)"
          size={size}
          autosize
          minRows={2}
          maxRows={5}
          disabled={disabled}
          {...form.getInputProps('notes')}
        />
        {reasonRequired || form.errors.correctionReason ? (
          <Textarea
            label="Reason for the change"
            description="Required for an approved entry; kept in the entry history."
            required
            size={size}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={CORRECTION_REASON_MAX}
            disabled={disabled}
            {...form.getInputProps('correctionReason')}
          />
        ) : null}

        <Group justify="flex-end" gap="xs" wrap="wrap" grow={size === 'lg' || size === 'xl'}>
          <Button variant="default" size={size} onClick={props.onCancel}>
            Cancel
          </Button>
          {!isEdit ? (
            <Button
              type="submit"
              variant="light"
              size={size}
              disabled={disabled}
              loading={save.isPending && intent === 'next'}
              onClick={() => {
                continueAfter.current = true;
                setIntent('next');
              }}
              title="Save and add another entry"
            >
              Save +
            </Button>
          ) : null}
          <Button
            type="submit"
            size={size}
            disabled={disabled}
            loading={save.isPending && intent === 'save'}
            onClick={() => {
              continueAfter.current = false;
              setIntent('save');
            }}
          >
            {isEdit ? 'Update' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

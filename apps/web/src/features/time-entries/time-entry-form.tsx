import { translateEach } from '@/app/i18n/translate-message';
import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  type MantineSize,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { CATALOG_MESSAGES, TIME_ENTRY_MESSAGES } from '@sitehours/contract/messages';
import { HOURS_MAX, HOURS_STEP } from '@sitehours/contract/rules';
import { ErrorAlert, WarningAlert } from '@/components/feedback-alerts';
import {
  emptyEntryValues,
  entryFormErrors,
  entryFormValues,
  hasErrors,
  newClientId,
  previewEntry,
  saveFailureText,
  saveRequest,
  serverFieldErrors,
  valuesAfterSaveAndContinue,
  type EntryFormValues,
  type EntryType,
} from './entry-form-rules';
import { ClassificationFields } from './classification-fields';
import {
  CORRECTION_REASON_MAX,
  correctsByAdjustment,
  isLocked,
  needsCorrectionReason,
} from './entry-permissions';
import { jobOptionLabel, sortJobOptions, type EntryRecord } from './entry-records';
import { isQueuedCreate } from './offline/queue-model';
import { formatClockDuration, isPunched, minutesUp, zoneOrLocal } from './punched-time';
import { capturedTimes, stretchOf } from './typed-times';
import {
  useActiveJobs,
  useJobWorkTypes,
  usePtoTypes,
  useSaveTimeEntry,
  useWcCodeMatch,
} from './time-entry-api';
import { useEntryText } from './use-entry-text';
import classes from './time-entry.module.css';

const radioClasses = {
  body: classes.radioBody,
  inner: classes.radioInner,
  label: classes.radioLabel,
};

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
  /**
   * The company captures start and end times (clock in and out): new work is typed as a start
   * and an end; a punched entry is edited so whatever the setting.
   */
  captureTimes?: boolean;
  /** The zone times are typed in: the company's (else the device's). */
  timeZone?: string | null;
  /** Larger fields and buttons (phones and the quick-entry page; 'lg' keeps 44 px targets). */
  size?: MantineSize;
  /** Show the Date field (default true). */
  withDate?: boolean;
  onCancel: () => void;
  /** `next` is true after 'Save +': the form stays open for another entry. */
  onSaved: (entry: EntryRecord, next: boolean) => void;
}

/**
 * The time entry form (company spec §2.4, §5 "Time entries"): Date, Entry Type (Work Hours or
 * Other), Job and Work Type (and on a public-works job its Classification) or Other type,
 * Hours, Notes; Cancel, Save/Update and 'Save +'.
 */
export function TimeEntryForm(props: TimeEntryFormProps) {
  const { entry, isAdmin } = props;
  const isEdit = entry !== null;
  const locked = entry ? isLocked(entry, isAdmin) : false;
  const timeZone = zoneOrLocal(props.timeZone);
  /** An admin changing an approved or punched entry says why (kept in the entry history). */
  const reasonRequired = !locked && needsCorrectionReason(entry, isAdmin);
  const uid = useId();
  const { t, tm, hours: formatHours, formMessage } = useEntryText();
  const size = props.size ?? 'sm';
  /** Touch sizes: the number steppers are too small to tap, the keyboard types hours. */
  const touch = size === 'lg' || size === 'xl';
  const save = useSaveTimeEntry();
  const clientId = useRef(newClientId());
  const continueAfter = useRef(false);
  const firstField = useRef<HTMLInputElement>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  /** Which button sent the form: the ref for the submit handler, the state for the spinner. */
  const [intent, setIntent] = useState<'save' | 'next'>('save');

  const form = useForm<EntryFormValues>({
    initialValues: entry ? entryFormValues(entry, timeZone) : emptyEntryValues(props.day),
  });
  const values = form.getValues();
  /** Work is typed as a start and an end (Other entries keep hours). */
  const typesTimes = (v: EntryFormValues) =>
    v.entryType === 'work' && (entry ? isPunched(entry) : props.captureTimes === true);
  const times = typesTimes(values);
  const stretch = times ? stretchOf(values, timeZone) : null;
  const duration =
    stretch && stretch.seconds > 0 ? formatClockDuration(minutesUp(stretch.seconds)) : null;

  const jobs = useActiveJobs();
  const ptoTypes = usePtoTypes();
  // Offline, a list never loaded on this device waits for the connection instead of loading.
  const jobsOffline = jobs.isPending && jobs.fetchStatus === 'paused';
  const isWork = values.entryType === 'work';
  const workTypes = useJobWorkTypes(isWork && values.jobId ? values.jobId : null);
  const wcMatch = useWcCodeMatch(
    isWork && values.workTypeId ? values.workTypeId : null,
    props.hourlyRate ?? null,
    values.entryDate || null,
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
    jobOptions.push({ value: entry.jobId, label: entry.jobName ?? t('form.currentJob') });
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
    workTypeOptions.push({
      value: entry.workTypeId,
      label: entry.workTypeName ?? t('form.currentType'),
    });
  const ptoOptions = (ptoTypes.data ?? []).map((p) => ({ value: p.ptoTypeId, label: p.name }));
  if (entry?.ptoTypeId && ptoTypes.data && !ptoOptions.some((o) => o.value === entry.ptoTypeId))
    ptoOptions.push({ value: entry.ptoTypeId, label: entry.ptoName ?? t('form.currentType') });

  const setEntryType = (value: string) => {
    form.setFieldValue('entryType', value as EntryType);
    form.clearErrors();
  };
  const setJob = (jobId: string) => {
    form.setValues({ jobId, workTypeId: '', classificationId: '', equipment: '' });
    form.clearFieldError('jobId');
    form.clearFieldError('workTypeId');
    form.clearFieldError('classificationId');
  };

  const submit = (raw: EntryFormValues) => {
    if (locked) return;
    save.reset();
    setSavedNote(null);
    const next = continueAfter.current && !isEdit;
    continueAfter.current = false;
    const times = typesTimes(raw) ? capturedTimes(raw, timeZone) : null;
    const typed = times ? stretchOf(raw, timeZone) : null;
    const errors = entryFormErrors(raw, { reasonRequired, times });
    form.setErrors(translateEach(tm, errors));
    if (hasErrors(errors)) return;
    // An entry still only in the offline queue is saved again as the same create (same client
    // id), which replaces the queued one.
    const queuedCreate = entry && isQueuedCreate(entry) ? entry.clientId : null;
    const ctx = {
      targetUserId: props.targetUserId,
      actorUserId: props.actorUserId,
      entryId: queuedCreate ? null : (entry?.id ?? null),
      clientId: queuedCreate ?? clientId.current,
      times,
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
              message: t('form.queued'),
              autoClose: 4_000,
            });
          if (next) {
            form.setValues(valuesAfterSaveAndContinue(raw));
            form.resetDirty();
            setSavedNote(
              t('form.savedNext', {
                hours: typed
                  ? formatClockDuration(minutesUp(typed.seconds))
                  : formatHours(Number(raw.hours)),
              }),
            );
            firstField.current?.focus({ preventScroll: true });
          }
          props.onSaved(saved, next);
        },
        onError: (error) => form.setErrors(translateEach(tm, serverFieldErrors(error, raw))),
      },
    );
  };

  const fieldErrorShown = hasErrors(serverFieldErrors(save.error, values));
  const formError = save.error && !fieldErrorShown ? tm(saveFailureText(save.error)) : null;
  const disabled = locked || save.isPending;

  const hint = (text: string) => (
    <Text size="sm" className={classes.muted} role="note">
      {text}
    </Text>
  );

  return (
    <form
      onSubmit={(event) => form.onSubmit(submit)(event)}
      noValidate
      aria-label={isEdit ? t('form.edit') : t('form.add')}
    >
      <Stack gap="sm">
        {locked ? (
          <Alert color="gray" icon={<IconLock size={18} />} role="note">
            {tm(TIME_ENTRY_MESSAGES.approvedNoEdit)}
          </Alert>
        ) : null}
        {isEdit && !locked && entry.status === 'approved' && !entry.periodClosed ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} role="note">
            {tm(TIME_ENTRY_MESSAGES.approvedAdminNote)}
          </Alert>
        ) : null}
        {isEdit && correctsByAdjustment(entry, isAdmin) ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} role="note">
            {t('form.correctHours')}
          </Alert>
        ) : null}
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        {savedNote ? (
          <Group gap={6} wrap="nowrap" role="status">
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm" fw={600}>
              {savedNote}
            </Text>
          </Group>
        ) : null}

        {props.withDate !== false ? (
          <TextInput
            type="date"
            label={t('form.date')}
            size={size}
            disabled={disabled}
            classNames={{ input: classes.field }}
            {...form.getInputProps('entryDate')}
            error={formMessage(form.errors.entryDate)}
          />
        ) : null}

        <Radio.Group
          label={t('form.entryType')}
          size={size}
          value={values.entryType}
          onChange={setEntryType}
          name={`${uid}-type`}
        >
          <Group gap="lg" mt={2}>
            <Radio
              value="work"
              label={t('form.workHours')}
              size={size}
              disabled={disabled}
              classNames={radioClasses}
              ref={firstField}
            />
            <Radio
              value="other"
              label={t('form.other')}
              size={size}
              disabled={disabled}
              classNames={radioClasses}
            />
          </Group>
        </Radio.Group>

        {isWork ? (
          <>
            <NativeSelect
              label={t('form.job')}
              size={size}
              classNames={{ input: classes.field }}
              disabled={disabled || jobs.isPending || jobOptions.length === 0}
              data={[
                {
                  value: '',
                  label: jobsOffline
                    ? t('form.jobsOffline')
                    : jobs.isPending
                      ? t('form.loadingJobs')
                      : t('form.selectJob'),
                },
                ...jobOptions,
              ]}
              value={values.jobId}
              error={formMessage(form.errors.jobId)}
              onChange={(e) => setJob(e.currentTarget.value)}
            />
            {jobsOffline ? (
              hint(t('form.offlineLists'))
            ) : jobs.isError ? (
              <ErrorAlert onRetry={() => void jobs.refetch()} retrying={jobs.isFetching}>
                {tm(CATALOG_MESSAGES.fetchJobsFailed)}
              </ErrorAlert>
            ) : jobs.isSuccess && jobOptions.length === 0 ? (
              hint(tm(TIME_ENTRY_MESSAGES.noJobs))
            ) : null}

            <NativeSelect
              label={t('form.workType')}
              size={size}
              classNames={{ input: classes.field }}
              disabled={
                disabled || !values.jobId || workTypes.isPending || workTypeOptions.length === 0
              }
              data={[
                {
                  value: '',
                  label:
                    values.jobId && workTypes.isPending
                      ? t('form.loadingWorkTypes')
                      : t('form.selectWorkType'),
                },
                ...workTypeOptions,
              ]}
              {...form.getInputProps('workTypeId')}
              error={formMessage(form.errors.workTypeId)}
            />
            {workTypes.isError ? (
              <ErrorAlert onRetry={() => void workTypes.refetch()} retrying={workTypes.isFetching}>
                {tm(TIME_ENTRY_MESSAGES.loadJobWorkTypesFailed)}
              </ErrorAlert>
            ) : values.jobId && workTypes.isSuccess && workTypeOptions.length === 0 ? (
              hint(tm(TIME_ENTRY_MESSAGES.noWorkTypes))
            ) : null}
            {wcMatch.data === false && !form.errors.workTypeId ? (
              <WarningAlert>{tm(TIME_ENTRY_MESSAGES.noMatchingCode)}</WarningAlert>
            ) : null}
            {values.jobId ? (
              <ClassificationFields
                form={form}
                jobId={values.jobId}
                entry={entry}
                size={size}
                disabled={disabled}
              />
            ) : null}
          </>
        ) : (
          <>
            <NativeSelect
              label={t('form.otherType')}
              size={size}
              classNames={{ input: classes.field }}
              disabled={disabled || ptoTypes.isPending || ptoOptions.length === 0}
              data={[
                {
                  value: '',
                  label: ptoTypes.isPending ? t('form.loading') : t('form.selectOther'),
                },
                ...ptoOptions,
              ]}
              {...form.getInputProps('ptoTypeId')}
              error={formMessage(form.errors.ptoTypeId)}
            />
            {ptoTypes.isError ? (
              <ErrorAlert onRetry={() => void ptoTypes.refetch()} retrying={ptoTypes.isFetching}>
                {t('form.otherTypesFailed')}
              </ErrorAlert>
            ) : ptoTypes.isSuccess && ptoOptions.length === 0 ? (
              hint(tm(TIME_ENTRY_MESSAGES.noOtherTypes))
            ) : null}
          </>
        )}

        {times ? (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                type="time"
                label={t('form.start')}
                size={size}
                classNames={{ input: classes.field }}
                disabled={disabled}
                {...form.getInputProps('startTime')}
                error={formMessage(form.errors.startTime)}
              />
              <TextInput
                type="time"
                label={t('form.end')}
                size={size}
                classNames={{ input: classes.field }}
                disabled={disabled}
                {...form.getInputProps('endTime')}
                error={formMessage(form.errors.endTime)}
              />
            </SimpleGrid>
            <Text size="sm" aria-live="polite" data-testid="entry-duration">
              {duration
                ? t(stretch?.overnight ? 'form.durationNextDay' : 'form.duration', { duration })
                : null}
            </Text>
          </>
        ) : (
          <NumberInput
            label={t('form.hours')}
            size={size}
            classNames={{ input: classes.field }}
            hideControls={touch}
            min={0}
            max={HOURS_MAX}
            step={HOURS_STEP}
            decimalScale={2}
            clampBehavior="none"
            allowNegative={false}
            inputMode="decimal"
            placeholder={t('form.hoursPlaceholder')}
            disabled={disabled}
            {...form.getInputProps('hours')}
            error={formMessage(form.errors.hours)}
          />
        )}
        <Textarea
          label={t('form.notes')}
          size={size}
          classNames={{ input: classes.field }}
          autosize
          minRows={2}
          maxRows={5}
          disabled={disabled}
          {...form.getInputProps('notes')}
          error={formMessage(form.errors.notes)}
        />
        {reasonRequired || form.errors.correctionReason ? (
          <Textarea
            label={t('form.changeReason')}
            description={t('form.reasonDescription')}
            required
            size={size}
            classNames={{ input: classes.field }}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={CORRECTION_REASON_MAX}
            disabled={disabled}
            {...form.getInputProps('correctionReason')}
            error={formMessage(form.errors.correctionReason)}
          />
        ) : null}

        <div className={classes.actions} data-touch={touch || undefined}>
          <Button variant="default" size={size} onClick={props.onCancel}>
            {t('actions.cancel')}
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
              title={t('form.saveNextTitle')}
            >
              {t('form.saveNext')}
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
            {isEdit ? t('form.update') : t('form.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import {
  assignToAllActiveJobs,
  createWorkType,
  saveWcCodes,
  updateWorkType,
  useInvalidateCatalog,
} from './api/work-types';
import {
  WORK_TYPE_TEXTS,
  workTypeFormErrors,
  workTypeFormValues,
  type ScreenText,
  type WcCodeRecord,
  type WorkTypeFormValues,
  type WorkTypeRecord,
} from './work-type-rules';
import { runWorkTypeSave, type WorkTypeSaveOutcome } from './work-type-save';
import { useScreenText } from './work-type-texts';

/** Company spec §4 and §9: the work type form closes 1 second after success. */
export const CLOSE_AFTER_SAVE_MS = 1_000;

type SavedOutcome = Extract<WorkTypeSaveOutcome, { kind: 'saved' }>;

/**
 * Add or edit form of a work type with its WC codes (company spec §2.5): name, Active, 'Add to
 * all active jobs', and either one No Threshold code or a threshold with a below and an above
 * code. Edit mode reads the mode from the loaded active codes.
 */
export function WorkTypeForm(props: {
  workType: WorkTypeRecord | null;
  codes: readonly WcCodeRecord[];
  companyId: string | null;
  onCancel: () => void;
  onSaved: (outcome: SavedOutcome) => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation('workTypes');
  const tm = useTranslateMessage();
  const screenText = useScreenText();
  const isEdit = props.workType !== null;
  const uid = useId();
  const titleId = `${uid}-title`;
  const rootRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** The work type an earlier, partly failed attempt created: a retry updates it. */
  const createdId = useRef<string | null>(null);
  const invalidate = useInvalidateCatalog();
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<ScreenText | null>(null);

  const form = useForm<WorkTypeFormValues>({
    initialValues: workTypeFormValues(props.workType, props.codes),
    validate: (values) => workTypeFormErrors(values),
  });

  /** The field's props; its error is an English message of the contract or the API. */
  const translatedInputProps = (field: keyof WorkTypeFormValues) => {
    const props = form.getInputProps(field);
    const error: unknown = props.error;
    return { ...props, error: typeof error === 'string' ? tm(error) : undefined };
  };

  /**
   * A changed field is checked when it loses focus; an untouched one only on save, so an error
   * appearing on blur never shifts the button the pointer is pressing.
   */
  const fieldProps = (field: keyof WorkTypeFormValues) => ({
    ...translatedInputProps(field),
    onBlur: () => {
      if (form.isDirty(field)) form.validateField(field);
    },
  });

  useEffect(() => {
    rootRef.current?.scrollIntoView({ block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
    return () => window.clearTimeout(closeTimer.current);
  }, []);

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (pending || saved) return;
    setFormError(null);
    const values = form.getValues();
    setPending(true);
    let outcome: WorkTypeSaveOutcome;
    try {
      outcome = await runWorkTypeSave(
        {
          create: createWorkType,
          update: updateWorkType,
          saveCodes: saveWcCodes,
          assign: assignToAllActiveJobs,
        },
        {
          existingId: props.workType?.workTypeId ?? createdId.current,
          values,
          companyId: props.companyId,
        },
      );
    } catch {
      outcome = { kind: 'failed', message: WORK_TYPE_TEXTS.unexpected };
    }
    setPending(false);
    switch (outcome.kind) {
      case 'invalid':
        form.setErrors(outcome.errors);
        setFormError(outcome.message);
        return;
      case 'failed':
        if (outcome.workTypeId) createdId.current = outcome.workTypeId;
        if (outcome.nameError) form.setFieldError('workTypeName', tm(outcome.nameError));
        setFormError(outcome.message);
        if (outcome.workTypeId) void invalidate();
        return;
      case 'saved':
        setSaved(true);
        void invalidate();
        props.onSaved(outcome);
        closeTimer.current = window.setTimeout(props.onClosed, CLOSE_AFTER_SAVE_MS);
        return;
    }
  };

  const trimNameOnBlur = () => {
    const name = form.getValues().workTypeName;
    if (name !== name.trim()) form.setFieldValue('workTypeName', name.trim());
    if (form.isDirty('workTypeName')) form.validateField('workTypeName');
  };

  const noThreshold = form.values.noThreshold;
  const busy = pending || saved;
  const codeInput = (field: keyof WorkTypeFormValues, label: string) => (
    <TextInput
      label={label}
      required
      placeholder="8810"
      inputMode="numeric"
      maxLength={4}
      autoComplete="off"
      disabled={busy}
      {...fieldProps(field)}
    />
  );
  const rateInput = (field: keyof WorkTypeFormValues, label: string, placeholder: string) => (
    <TextInput
      label={label}
      required
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      disabled={busy}
      {...fieldProps(field)}
    />
  );

  return (
    <Paper ref={rootRef} withBorder p={{ base: 'sm', sm: 'lg' }} style={{ scrollMarginTop: 96 }}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {isEdit
              ? t('form.editTitle', { name: props.workType?.workTypeName })
              : t('form.addTitle')}
          </Title>
          {formError ? <ErrorAlert>{screenText(formError)}</ErrorAlert> : null}
          <TextInput
            ref={nameRef}
            label={t('form.name')}
            required
            autoComplete="off"
            maxLength={100}
            disabled={busy}
            {...translatedInputProps('workTypeName')}
            onBlur={trimNameOnBlur}
          />
          <Group gap="lg" wrap="wrap">
            <Checkbox
              label={t('form.active')}
              disabled={busy}
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('form.addToAllJobs')}
              disabled={busy}
              {...form.getInputProps('addToAllJobs', { type: 'checkbox' })}
            />
          </Group>
          <Switch
            label={t('form.noThreshold')}
            description={t('form.noThresholdHint')}
            disabled={busy}
            {...form.getInputProps('noThreshold', { type: 'checkbox' })}
          />
          {noThreshold ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {codeInput('code', t('form.code'))}
              {rateInput('compRate', t('form.compRate'), '5.42')}
            </SimpleGrid>
          ) : (
            <Stack gap="md">
              <TextInput
                label={t('form.threshold')}
                description={t('form.thresholdHint')}
                required
                placeholder="36.00"
                inputMode="decimal"
                autoComplete="off"
                disabled={busy}
                maw={{ base: '100%', xs: 320 }}
                {...fieldProps('threshold')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Fieldset legend={t('form.belowLegend')} variant="filled">
                  <Stack gap="sm">
                    {codeInput('belowCode', t('form.belowCode'))}
                    {rateInput('belowCompRate', t('form.belowCompRate'), '10.50')}
                  </Stack>
                </Fieldset>
                <Fieldset legend={t('form.aboveLegend')} variant="filled">
                  <Stack gap="sm">
                    {codeInput('aboveCode', t('form.aboveCode'))}
                    {rateInput('aboveCompRate', t('form.aboveCompRate'), '6.25')}
                  </Stack>
                </Fieldset>
              </SimpleGrid>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel} disabled={busy}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={saved}>
              {saved ? t('form.saved') : isEdit ? t('form.update') : t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

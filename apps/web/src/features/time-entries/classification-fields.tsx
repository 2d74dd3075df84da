import { NativeSelect, TextInput, type MantineSize } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ErrorAlert } from '@/components/feedback-alerts';
import { asksEquipment, classificationOptions, withClassification } from './classification-rules';
import { EQUIPMENT_MAX, type EntryFormValues } from './entry-form-rules';
import type { EntryRecord } from './entry-records';
import { useJobClassifications } from './job-classifications-api';
import { useEntryText } from './use-entry-text';
import classes from './time-entry.module.css';

/**
 * The entry form's Classification and, for an operator classification, Equipment (decision
 * 0028). Nothing shows on a job without classifications, nor while they load or when they were
 * never loaded on this device offline: the server then gives the entry the worker's usual
 * classification on the job.
 */
export function ClassificationFields(props: {
  form: UseFormReturnType<EntryFormValues>;
  jobId: string;
  /** The entry being edited: its own classification stays offered if retired since. */
  entry: Pick<EntryRecord, 'jobId' | 'classificationId'> | null;
  size: MantineSize;
  disabled: boolean;
}) {
  const { form } = props;
  const { t, formMessage } = useEntryText();
  const classifications = useJobClassifications(props.jobId);
  const values = form.getValues();

  if (classifications.isError)
    return (
      <ErrorAlert
        onRetry={() => void classifications.refetch()}
        retrying={classifications.isFetching}
      >
        {t('form.classificationsFailed')}
      </ErrorAlert>
    );
  const choices = classifications.data ?? [];
  if (choices.length === 0) return null;
  const kept = props.entry?.jobId
    ? {
        jobId: props.entry.jobId,
        classificationId: props.entry.classificationId ?? '',
        currentLabel: t('form.currentClassification'),
      }
    : null;
  const options = classificationOptions(choices, kept, props.jobId);

  return (
    <>
      <NativeSelect
        label={t('form.classification')}
        description={t('form.classificationUsual')}
        size={props.size}
        classNames={{ input: classes.field }}
        disabled={props.disabled}
        data={[{ value: '', label: t('form.usualClassification') }, ...options]}
        value={values.classificationId}
        error={formMessage(form.errors.classificationId)}
        onChange={(e) => {
          form.setValues(withClassification(values, e.currentTarget.value, choices));
          form.clearFieldError('classificationId');
          form.clearFieldError('equipment');
        }}
      />
      {asksEquipment(choices, values.classificationId) ? (
        <TextInput
          label={t('form.equipment')}
          description={t('form.equipmentDescription')}
          size={props.size}
          classNames={{ input: classes.field }}
          maxLength={EQUIPMENT_MAX}
          disabled={props.disabled}
          {...form.getInputProps('equipment')}
          error={formMessage(form.errors.equipment)}
        />
      ) : null}
    </>
  );
}

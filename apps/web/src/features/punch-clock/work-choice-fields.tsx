import { NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveJobs, useJobWorkTypes } from './api/punch-clock';

export interface WorkChoiceValue {
  jobId: string | null;
  workTypeId: string | null;
}

/** The job and work type of a Clock in or a Switch: large selects for gloved hands. */
export function WorkChoiceFields(props: {
  value: WorkChoiceValue;
  onChange: (value: WorkChoiceValue) => void;
  errors: { job?: string; workType?: string };
  /** Names the selects apart when two sets are on the page (the switch dialog). */
  idPrefix: string;
}) {
  const { t } = useTranslation('punch-clock');
  const jobs = useActiveJobs();
  const workTypes = useJobWorkTypes(props.value.jobId);
  const { jobId, workTypeId } = props.value;

  const jobOptions = [
    { value: '', label: t('field.chooseJob') },
    ...(jobs.data ?? []).map((j) => ({ value: j.id, label: j.name })),
  ];
  const typeChoices = workTypes.data ?? [];
  const typeOptions = [
    { value: '', label: jobId ? t('field.chooseWorkType') : t('field.chooseJobFirst') },
    ...typeChoices.map((w) => ({ value: w.id, label: w.name })),
  ];
  const noTypes = Boolean(jobId) && workTypes.isSuccess && typeChoices.length === 0;

  return (
    <Stack gap="sm">
      <NativeSelect
        id={`${props.idPrefix}-job`}
        size="lg"
        label={t('field.job')}
        data={jobOptions}
        value={jobId ?? ''}
        disabled={jobs.isPending}
        error={props.errors.job ?? (jobs.isError ? t('field.listsFailed') : undefined)}
        onChange={(event) => {
          const next = event.currentTarget.value || null;
          props.onChange({ jobId: next, workTypeId: null });
        }}
      />
      {jobs.isSuccess && jobs.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('field.noJobs')}
        </Text>
      ) : null}
      <NativeSelect
        id={`${props.idPrefix}-work-type`}
        size="lg"
        label={t('field.workType')}
        data={typeOptions}
        value={workTypeId ?? ''}
        disabled={!jobId || workTypes.isPending}
        error={props.errors.workType ?? (noTypes ? t('field.noWorkTypes') : undefined)}
        onChange={(event) =>
          props.onChange({ jobId, workTypeId: event.currentTarget.value || null })
        }
      />
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@mantine/core';
import { useActivePeople } from './api/jobs';
import { managerOptions } from './job-rules';

/**
 * The job's managers (decision 0027): the company managers and admins who review the time
 * recorded on the job before the admin's payroll approval.
 */
export function ManagerSelect(props: {
  value: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
  error?: string;
}) {
  const { t } = useTranslation('jobs');
  const people = useActivePeople();
  return (
    <MultiSelect
      label={t('form.managers')}
      description={people.isError ? t('form.managersFailed') : t('form.managersHint')}
      placeholder={people.isPending ? t('form.managersLoading') : undefined}
      searchable
      clearable
      size="md"
      nothingFoundMessage={t('form.managersNone')}
      data={managerOptions(people.data ?? [], props.value)}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled || people.isPending || people.isError}
      error={props.error}
    />
  );
}

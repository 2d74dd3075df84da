import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { managerOptions } from './job-rules';

/** The company's people, as the managers' list offers them (managers and admins only). */
export const jobManagersKey = ['jobs', 'managers'] as const;

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
  const people = useQuery({
    queryKey: jobManagersKey,
    queryFn: () => api.get<StaffUser[]>('users', { includeInactive: false }),
  });
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

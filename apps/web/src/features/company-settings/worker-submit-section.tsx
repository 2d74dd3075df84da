import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch, Text } from '@mantine/core';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { useSettingsMutation } from './api/company-settings';
import { SettingsCard } from './settings-card';

/** PUT /api/companies/{id} with the worker-submit setting alone (→ the settings). */
const updateWorkerSubmit = (companyId: string, on: boolean) =>
  api.put<CompanySettings>(`companies/${encodeURIComponent(companyId)}`, { worker_submit: on });

/**
 * Approval steps (decision 0027): whether workers submit their week before it is reviewed and
 * approved. Off, the timesheet and Approve All are as they always were.
 */
export function WorkerSubmitSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const save = useSettingsMutation(props.companyId, updateWorkerSubmit);
  const on = props.settings.worker_submit === true;
  return (
    <SettingsCard title={t('workerSubmit.title')} headingId={headingId}>
      <Switch
        size="md"
        checked={save.isPending ? !on : on}
        disabled={save.isPending}
        label={t('workerSubmit.label')}
        description={t('workerSubmit.description')}
        onChange={(e) =>
          save.mutate(e.currentTarget.checked, {
            onSuccess: (next) =>
              props.onSaved(next, t(next.worker_submit ? 'workerSubmit.on' : 'workerSubmit.off')),
            onError: () => props.onError(t('workerSubmit.failed')),
          })
        }
      />
      <Text size="sm" c="dimmed">
        {t('workerSubmit.managers')}
      </Text>
    </SettingsCard>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { US_STATES } from '@sitehours/contract/rules';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSettingsMutation } from './api/company-settings';
import { SettingsCard, type SettingsSectionProps } from './settings-card';

/** PUT /api/companies/{id} with the WC state alone; null: the address's state (→ the settings). */
const updateWcState = (companyId: string, wcState: string | null) =>
  api.put<CompanySettings>(`companies/${encodeURIComponent(companyId)}`, { wc_state: wcState });

/**
 * Key prefix of the WC Audit screen's packets, which follow the state's rules. Named here, as
 * features do not import each other.
 */
const WC_AUDIT_QUERIES = ['wc-audit'] as const;

/**
 * Workers' compensation: the state whose WC rules (overtime premium in or out of payroll, hours
 * or payroll as the basis) the audit packet follows. The WC Audit screen sets the same column.
 */
export function WcStateSection(props: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  const tm = useTranslateMessage();
  const headingId = useId();
  const queryClient = useQueryClient();
  const save = useSettingsMutation(props.companyId, updateWcState);
  const saved = props.settings.wc_state ?? '';
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<ShownMessage | null>(null);
  const address = props.settings.contact_info.state ?? '';
  const options = [
    { value: '', label: t('wcState.fromAddress', { state: address || '-' }) },
    ...US_STATES.map((s) => ({ value: s, label: s })),
  ];

  const submit = () => {
    if (save.isPending) return;
    setError(null);
    save.mutate(value || null, {
      onSuccess: (next) => {
        setValue(next.wc_state ?? '');
        props.onSaved(next, t('wcState.saved'));
        void queryClient.invalidateQueries({ queryKey: WC_AUDIT_QUERIES });
      },
      onError: (e) => {
        setError(e instanceof ApiError ? (e.fieldErrors[0]?.msg ?? null) : null);
        props.onError(t('wcState.failed'));
      },
    });
  };

  return (
    <SettingsCard title={t('wcState.title')} headingId={headingId}>
      <NativeSelect
        label={t('wcState.label')}
        description={t('wcState.description')}
        data={options}
        value={value}
        error={error ? tm(error) : null}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button loading={save.isPending} disabled={value === saved} onClick={submit}>
          {t('wcState.save')}
        </Button>
      </Group>
    </SettingsCard>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { OVERTIME_RULE_VALUES, type OvertimeRule } from '@sitehours/contract/rules';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { updateOvertimeRule, useSettingsMutation } from './api/company-settings';
import { EditButton, FormButtons, InfoList, SettingsCard } from './settings-card';
import { overtimeRuleLabel, overtimeRuleOf } from './settings-rules';

/**
 * Payroll: the company's overtime rule (none, US federal or California). The server splits
 * hours into regular, overtime and double time by it in the Weekly Summary and the exports.
 */
export function OvertimeSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const tm = useTranslateMessage();
  const headingId = useId();
  const options = OVERTIME_RULE_VALUES.map((rule) => ({
    value: rule,
    label: overtimeRuleLabel(rule, t),
  }));
  const [value, setValue] = useState<OvertimeRule | null>(null);
  const [error, setError] = useState<ShownMessage | null>(null);
  const save = useSettingsMutation(props.companyId, updateOvertimeRule);
  const current = overtimeRuleOf(props.settings);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === null || save.isPending) return;
    save.mutate(value, {
      onSuccess: (next) => {
        setValue(null);
        props.onSaved(next, t('overtime.saved'));
      },
      onError: (e) => {
        setError(e instanceof ApiError ? (e.fieldErrors[0]?.msg ?? null) : null);
        props.onError(t('overtime.failed'));
      },
    });
  };

  return (
    <SettingsCard
      title={t('overtime.title')}
      headingId={headingId}
      action={
        value === null ? (
          <EditButton
            label={t('overtime.edit')}
            onClick={() => {
              setError(null);
              setValue(current);
            }}
          />
        ) : null
      }
    >
      {value !== null ? (
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <Stack gap="md">
            <NativeSelect
              label={t('overtime.label')}
              description={t('overtime.description')}
              data={options}
              value={value}
              autoFocus
              onChange={(e) => {
                setValue(overtimeRuleOf({ overtime_rule: e.currentTarget.value }));
                setError(null);
              }}
              error={error ? tm(error) : null}
            />
            <FormButtons saving={save.isPending} onCancel={() => setValue(null)} />
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          <InfoList
            items={[{ label: t('overtime.label'), value: overtimeRuleLabel(current, t) }]}
          />
          <Text size="sm" c="dimmed">
            {t('overtime.appliesTo')}
          </Text>
        </Stack>
      )}
    </SettingsCard>
  );
}

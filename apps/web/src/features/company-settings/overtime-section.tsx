import { useId, useState, type FormEvent } from 'react';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { OVERTIME_RULES, type CompanySettings, type OvertimeRule } from '@sitehours/contract';
import { ApiError } from '../../app/errors/api-error';
import { updateOvertimeRule, useSettingsMutation } from './api/company-settings';
import { EditButton, FormButtons, InfoList, SettingsCard } from './settings-card';
import {
  OVERTIME_RULE_FAILED,
  OVERTIME_RULE_SAVED,
  overtimeRuleLabel,
  overtimeRuleOf,
} from './settings-rules';

const OPTIONS = OVERTIME_RULES.map((r) => ({ value: r.value, label: r.label }));

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
  const headingId = useId();
  const [value, setValue] = useState<OvertimeRule | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSettingsMutation(props.companyId, updateOvertimeRule);
  const current = overtimeRuleOf(props.settings);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === null || save.isPending) return;
    save.mutate(value, {
      onSuccess: (next) => {
        setValue(null);
        props.onSaved(next, OVERTIME_RULE_SAVED);
      },
      onError: (e) => {
        setError(e instanceof ApiError ? (e.fieldErrors[0]?.msg ?? null) : null);
        props.onError(OVERTIME_RULE_FAILED);
      },
    });
  };

  return (
    <SettingsCard
      title="Payroll"
      headingId={headingId}
      action={
        value === null ? (
          <EditButton
            label="Edit Overtime rule"
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
              label="Overtime rule"
              description="How hours split into regular, overtime (1.5x) and double time (2x). Other (PTO) hours never count toward overtime."
              data={OPTIONS}
              value={value}
              autoFocus
              onChange={(e) => {
                setValue(overtimeRuleOf({ overtime_rule: e.currentTarget.value }));
                setError(null);
              }}
              error={error}
            />
            <FormButtons saving={save.isPending} onCancel={() => setValue(null)} />
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          <InfoList items={[{ label: 'Overtime rule', value: overtimeRuleLabel(current) }]} />
          <Text size="sm" c="dimmed">
            Applies to the Weekly Summary and the payroll exports in Reports.
          </Text>
        </Stack>
      )}
    </SettingsCard>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { isEntryDate, PAY_FREQUENCIES, type PayFrequency } from '@sitehours/contract/rules';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSettingsMutation } from './api/company-settings';
import { SettingsCard } from './settings-card';

interface PaySettingInput {
  pay_frequency: PayFrequency;
  pay_period_anchor: string;
}

/** PUT /api/companies/{id} with the pay period setting alone (→ the settings). */
const updatePaySetting = (companyId: string, body: PaySettingInput) =>
  api.put<CompanySettings>(`companies/${encodeURIComponent(companyId)}`, body);

/**
 * Pay periods (decision 0027): how often the company pays and, for weekly and every-two-weeks
 * periods, a day one starts. Twice a month always runs 1st–15th and 16th–end of month.
 */
export function PayPeriodSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const tm = useTranslateMessage();
  const headingId = useId();
  const save = useSettingsMutation(props.companyId, updatePaySetting);
  const [frequency, setFrequency] = useState<PayFrequency>(
    props.settings.pay_frequency ?? 'weekly',
  );
  const [anchor, setAnchor] = useState(props.settings.pay_period_anchor ?? '2024-01-01');
  const [anchorError, setAnchorError] = useState<string | null>(null);
  const [frequencyError, setFrequencyError] = useState<string | null>(null);
  const usesAnchor = frequency !== 'semimonthly';

  const submit = () => {
    setFrequencyError(null);
    if (usesAnchor && !isEntryDate(anchor)) {
      setAnchorError(t('payPeriods.anchorInvalid'));
      return;
    }
    setAnchorError(null);
    save.mutate(
      { pay_frequency: frequency, pay_period_anchor: anchor },
      {
        onSuccess: (next) => props.onSaved(next, t('payPeriods.saved')),
        onError: (error) => {
          const shown = tm(serverMessageOr(error, t('payPeriods.failed')));
          if (frequency !== (props.settings.pay_frequency ?? 'weekly')) setFrequencyError(shown);
          else setAnchorError(shown);
          props.onError(shown);
        },
      },
    );
  };

  return (
    <SettingsCard title={t('payPeriods.title')} headingId={headingId}>
      <Text size="sm" c="dimmed">
        {t('payPeriods.description')}
      </Text>
      <NativeSelect
        label={t('payPeriods.frequency')}
        value={frequency}
        error={frequencyError}
        onChange={(e) => setFrequency(e.currentTarget.value as PayFrequency)}
        data={PAY_FREQUENCIES.map((f) => ({ value: f, label: t(`payPeriods.frequency.${f}`) }))}
      />
      {usesAnchor ? (
        <TextInput
          type="date"
          label={t('payPeriods.anchor')}
          description={t('payPeriods.anchorHelp')}
          value={anchor}
          error={anchorError}
          onChange={(e) => {
            setAnchor(e.currentTarget.value);
            setAnchorError(null);
          }}
        />
      ) : (
        <Text size="sm">{t('payPeriods.semimonthlyHelp')}</Text>
      )}
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={submit}>
          {t('payPeriods.save')}
        </Button>
      </Group>
    </SettingsCard>
  );
}

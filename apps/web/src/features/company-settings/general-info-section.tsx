import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SETTINGS_MESSAGES } from '@sitehours/contract/messages';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { updateGeneralSettings, useSettingsMutation } from './api/company-settings';
import { EditButton, FormButtons, InfoList, NOT_SET, SettingsCard } from './settings-card';
import {
  CURRENCY_OPTIONS,
  DATE_FORMAT_OPTIONS,
  DEFAULT_LANGUAGE_OPTIONS,
  MEAL_REST_RULE_OPTIONS,
  TIME_CAPTURE_OPTIONS,
  defaultLanguageKey,
  generalFormValues,
  generalPayload,
  mealRestRuleKey,
  timeCaptureKey,
  timeZoneLabel,
  timeZoneOptions,
  validateGeneral,
  type GeneralFormValues,
} from './settings-rules';

type Errors = Partial<Record<keyof GeneralFormValues, ShownMessage>>;

/**
 * General Information: name, time zone, date format, currency, tax id (company spec §2.7), the
 * company's default language (docs/decisions/0009-languages.md), and how time is captured and
 * which meal and rest rules apply (clock in and out, decisions 0024 and 0025).
 */
export function GeneralInfoSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const tm = useTranslateMessage();
  const headingId = useId();
  const { settings } = props;
  const [values, setValues] = useState<GeneralFormValues | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSettingsMutation(props.companyId, updateGeneralSettings);
  const editing = values !== null;

  /** Errors are kept in English (the contract's and the server's words) and shown translated. */
  const errorText = (message: ShownMessage | undefined) => (message ? tm(message) : undefined);

  const set = (field: keyof GeneralFormValues, value: string) => {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values || save.isPending) return;
    const invalid = validateGeneral(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    save.mutate(generalPayload(values), {
      onSuccess: (next) => {
        setValues(null);
        props.onSaved(next, SETTINGS_MESSAGES.updated);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const fieldErrors: Errors = {};
          for (const e of error.fieldErrors) {
            const key = e.path === 'company_name' ? 'name' : e.path;
            if (key in values) fieldErrors[key as keyof GeneralFormValues] = e.msg;
          }
          setErrors(fieldErrors);
        }
        props.onError(SETTINGS_MESSAGES.updateFailed);
      },
    });
  };

  return (
    <SettingsCard
      title={t('general.title')}
      headingId={headingId}
      action={
        editing ? null : (
          <EditButton
            label={t('general.edit')}
            onClick={() => {
              setErrors({});
              setValues(generalFormValues(settings));
            }}
          />
        )
      }
    >
      {values ? (
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('general.companyName')}
                required
                autoFocus
                value={values.name}
                onChange={(e) => set('name', e.currentTarget.value)}
                error={errorText(errors.name)}
              />
              <NativeSelect
                label={t('general.timeZone')}
                data={timeZoneOptions(values.time_zone, t)}
                value={values.time_zone}
                onChange={(e) => set('time_zone', e.currentTarget.value)}
                error={errorText(errors.time_zone)}
              />
              <NativeSelect
                label={t('general.dateFormat')}
                data={DATE_FORMAT_OPTIONS}
                value={values.date_format}
                onChange={(e) => set('date_format', e.currentTarget.value)}
                error={errorText(errors.date_format)}
              />
              <NativeSelect
                label={t('general.currency')}
                data={CURRENCY_OPTIONS}
                value={values.currency}
                onChange={(e) => set('currency', e.currentTarget.value)}
                error={errorText(errors.currency)}
              />
              <TextInput
                label={t('general.taxId')}
                value={values.tax_id}
                onChange={(e) => set('tax_id', e.currentTarget.value)}
                error={errorText(errors.tax_id)}
              />
              <NativeSelect
                label={t('general.defaultLanguage')}
                description={t('general.defaultLanguageDescription')}
                value={values.default_language}
                onChange={(e) => set('default_language', e.currentTarget.value)}
                error={errorText(errors.default_language)}
              >
                {DEFAULT_LANGUAGE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value} lang={option.lang}>
                    {t(option.labelKey)}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                label={t('general.timeCapture')}
                description={t('general.timeCaptureDescription')}
                data={TIME_CAPTURE_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
                value={values.time_capture}
                onChange={(e) => set('time_capture', e.currentTarget.value)}
                error={errorText(errors.time_capture)}
              />
              <NativeSelect
                label={t('general.mealRestRule')}
                description={t('general.mealRestRuleDescription')}
                data={MEAL_REST_RULE_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
                value={values.meal_rest_rule}
                onChange={(e) => set('meal_rest_rule', e.currentTarget.value)}
                error={errorText(errors.meal_rest_rule)}
              />
            </SimpleGrid>
            <FormButtons
              saving={save.isPending}
              saveLabel={t('general.save')}
              onCancel={() => setValues(null)}
            />
          </Stack>
        </form>
      ) : (
        <InfoList
          items={[
            {
              label: t('general.companyName'),
              value: settings.company_name || settings.name || NOT_SET,
            },
            {
              label: t('general.timeZone'),
              value: timeZoneLabel(settings.time_zone, t) || NOT_SET,
            },
            { label: t('general.dateFormat'), value: settings.date_format || NOT_SET },
            { label: t('general.currency'), value: settings.currency || NOT_SET },
            { label: t('general.taxId'), value: settings.tax_id || NOT_SET },
            {
              label: t('general.defaultLanguage'),
              value: (
                <span lang={settings.default_language ?? undefined}>
                  {t(defaultLanguageKey(settings.default_language))}
                </span>
              ),
            },
            {
              label: t('general.timeCapture'),
              value: t(timeCaptureKey(settings.time_capture)),
            },
            {
              label: t('general.mealRestRule'),
              value: t(mealRestRuleKey(settings.meal_rest_rule)),
            },
          ]}
        />
      )}
    </SettingsCard>
  );
}

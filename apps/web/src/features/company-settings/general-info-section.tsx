import { useId, useState, type FormEvent } from 'react';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SETTINGS_MESSAGES, type CompanySettings } from '@sitehours/contract';
import { ApiError } from '../../app/errors/api-error';
import { updateGeneralSettings, useSettingsMutation } from './api/company-settings';
import { EditButton, FormButtons, InfoList, NOT_SET, SettingsCard } from './settings-card';
import {
  CURRENCY_OPTIONS,
  DATE_FORMAT_OPTIONS,
  generalFormValues,
  generalPayload,
  timeZoneLabel,
  timeZoneOptions,
  validateGeneral,
  type GeneralFormValues,
} from './settings-rules';

type Errors = Partial<Record<keyof GeneralFormValues, string>>;

/** General Information: name, time zone, date format, currency, tax id (company spec §2.7). */
export function GeneralInfoSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const headingId = useId();
  const { settings } = props;
  const [values, setValues] = useState<GeneralFormValues | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSettingsMutation(props.companyId, updateGeneralSettings);
  const editing = values !== null;

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
      title="General Information"
      headingId={headingId}
      action={
        editing ? null : (
          <EditButton
            label="Edit General Information"
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
                label="Company Name"
                required
                autoFocus
                value={values.name}
                onChange={(e) => set('name', e.currentTarget.value)}
                error={errors.name}
              />
              <NativeSelect
                label="Time Zone"
                data={timeZoneOptions(values.time_zone)}
                value={values.time_zone}
                onChange={(e) => set('time_zone', e.currentTarget.value)}
                error={errors.time_zone}
              />
              <NativeSelect
                label="Date Format"
                data={DATE_FORMAT_OPTIONS}
                value={values.date_format}
                onChange={(e) => set('date_format', e.currentTarget.value)}
                error={errors.date_format}
              />
              <NativeSelect
                label="Currency"
                data={CURRENCY_OPTIONS}
                value={values.currency}
                onChange={(e) => set('currency', e.currentTarget.value)}
                error={errors.currency}
              />
              <TextInput
                label="Tax ID"
                value={values.tax_id}
                onChange={(e) => set('tax_id', e.currentTarget.value)}
                error={errors.tax_id}
              />
            </SimpleGrid>
            <FormButtons
              saving={save.isPending}
              saveLabel="Save Changes"
              onCancel={() => setValues(null)}
            />
          </Stack>
        </form>
      ) : (
        <InfoList
          items={[
            { label: 'Company Name', value: settings.company_name || settings.name || NOT_SET },
            { label: 'Time Zone', value: timeZoneLabel(settings.time_zone) || NOT_SET },
            { label: 'Date Format', value: settings.date_format || NOT_SET },
            { label: 'Currency', value: settings.currency || NOT_SET },
            { label: 'Tax ID', value: settings.tax_id || NOT_SET },
          ]}
        />
      )}
    </SettingsCard>
  );
}

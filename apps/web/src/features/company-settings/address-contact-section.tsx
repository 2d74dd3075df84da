import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SETTINGS_MESSAGES } from '@sitehours/contract/messages';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { updateAddress, updateContactEmail, useSettingsMutation } from './api/company-settings';
import { EmailSetting } from './email-setting';
import { EditButton, FormButtons, NOT_SET, SettingsCard } from './settings-card';
import {
  ADDRESS_FIELDS,
  addressFormValues,
  addressLines,
  addressPayload,
  type AddressFormValues,
} from './settings-rules';

/** Address & Contact: the address and the contact e-mail, each saved by its own call. */
export function AddressContactSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const tm = useTranslateMessage();
  const headingId = useId();
  const { settings } = props;
  const [values, setValues] = useState<AddressFormValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof AddressFormValues, string>>>({});
  const save = useSettingsMutation(props.companyId, updateAddress);
  const lines = addressLines(settings);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values || save.isPending) return;
    save.mutate(addressPayload(values), {
      onSuccess: (next) => {
        setValues(null);
        props.onSaved(next, SETTINGS_MESSAGES.addressUpdated);
      },
      onError: (error) => {
        if (error instanceof ApiError)
          setErrors(
            Object.fromEntries(
              error.fieldErrors.filter((e) => e.path in values).map((e) => [e.path, e.msg]),
            ),
          );
        props.onError(SETTINGS_MESSAGES.addressFailed);
      },
    });
  };

  return (
    <SettingsCard title={t('address.title')} headingId={headingId}>
      {values ? (
        <form onSubmit={submit} noValidate aria-label={t('address.formLabel')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {ADDRESS_FIELDS.map((field, index) => (
                <TextInput
                  key={field.key}
                  label={t(field.labelKey)}
                  autoFocus={index === 0}
                  value={values[field.key]}
                  onChange={(e) => {
                    const next = e.currentTarget.value;
                    setValues((v) => (v ? { ...v, [field.key]: next } : v));
                    setErrors((er) => ({ ...er, [field.key]: undefined }));
                  }}
                  error={errors[field.key] ? tm(errors[field.key]!) : undefined}
                />
              ))}
            </SimpleGrid>
            <FormButtons
              saving={save.isPending}
              saveLabel={t('address.save')}
              onCancel={() => setValues(null)}
            />
          </Stack>
        </form>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('address.address')}
            </Text>
            {lines.length > 0 ? (
              lines.map((line) => (
                <Text key={line} size="sm" fw={500}>
                  {line}
                </Text>
              ))
            ) : (
              <Text size="sm" fw={500}>
                {NOT_SET}
              </Text>
            )}
          </Box>
          <EditButton
            label={t('address.edit')}
            onClick={() => {
              setErrors({});
              setValues(addressFormValues(settings));
            }}
          />
        </Group>
      )}
      <Divider />
      <EmailSetting
        label={t('address.contactEmail')}
        editLabel={t('address.editContactEmail')}
        current={settings.contact_email}
        companyId={props.companyId}
        call={updateContactEmail}
        successText={SETTINGS_MESSAGES.contactUpdated}
        failureText={SETTINGS_MESSAGES.updateFailed}
        onSaved={props.onSaved}
        onError={props.onError}
      />
    </SettingsCard>
  );
}

import { useEffect, useRef } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR_MESSAGES, TENANT_MESSAGES } from '@sitehours/contract/messages';
import { CURRENCIES, DATE_FORMATS } from '@sitehours/contract/rules';
import type { TenantCompany } from '@sitehours/contract/schemas';
import { ApiError, serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import { translateEach, useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useAddTenantCompany, useUpdateTenantCompany } from './api/tenants';
import {
  EMPTY_TENANT_COMPANY_FORM,
  addTenantCompanyPayload,
  allUnderFields,
  tenantCompanyFieldErrors,
  tenantCompanyFormErrors,
  tenantCompanyFormValues,
  updateTenantCompanyPayload,
  type TenantCompanyField,
  type TenantCompanyFormValues,
} from './tenant-company-rules';
import { useTimezoneOptions } from './use-timezone-options';

export type TenantCompanyFormMode = { kind: 'add' } | { kind: 'edit'; company: TenantCompany };

/** The contract's English text of a failed save (shown through the messages catalogue). */
function failureText(error: unknown, fallback: ShownMessage): ShownMessage {
  if (error instanceof ApiError && error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
  return serverMessageOr(error, fallback);
}

/**
 * Adds a company to a client account (its name, settings and first admin) or edits one (its
 * name and settings). Shown in place of the account's details, in the same dialog, whose title
 * names what it does.
 */
export function TenantCompanyForm(props: {
  tenantId: string;
  mode: TenantCompanyFormMode;
  /** Saved: the message to show in the account's details. */
  onSaved: (message: ShownMessage, companyId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const add = useAddTenantCompany(props.tenantId);
  const update = useUpdateTenantCompany(props.tenantId);
  const { mode } = props;
  const mutation = mode.kind === 'add' ? add : update;
  const form = useForm<TenantCompanyFormValues>({
    initialValues:
      mode.kind === 'add' ? EMPTY_TENANT_COMPANY_FORM : tenantCompanyFormValues(mode.company),
    validate: (values) => translateEach(tm, tenantCompanyFormErrors(mode.kind, values)),
  });
  const timezoneOptions = useTimezoneOptions();
  // The form takes the dialog's place: focus moves to its first field.
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  const placeErrors = (error: unknown) => {
    if (error instanceof ApiError)
      form.setErrors(translateEach(tm, tenantCompanyFieldErrors(error.fieldErrors)));
  };

  const handleSubmit = form.onSubmit((values) => {
    add.reset();
    update.reset();
    if (mode.kind === 'add') {
      add.mutate(addTenantCompanyPayload(values), {
        onSuccess: (result) =>
          props.onSaved(
            result.adminMail === 'invitation'
              ? TENANT_MESSAGES.companyAddedInvited(result.company.name, result.adminUser.email)
              : TENANT_MESSAGES.companyAdded(result.company.name, result.adminUser.email),
            result.company.id,
          ),
        onError: placeErrors,
      });
    } else {
      update.mutate(
        { companyId: mode.company.id, body: updateTenantCompanyPayload(values) },
        {
          onSuccess: (company) =>
            props.onSaved(TENANT_MESSAGES.companySaved(company.name), company.id),
          onError: placeErrors,
        },
      );
    }
  });

  // A failure whose every detail sits under a field needs no banner.
  const banner =
    mutation.isError &&
    !(mutation.error instanceof ApiError && allUnderFields(mutation.error.fieldErrors))
      ? failureText(
          mutation.error,
          mode.kind === 'add'
            ? TENANT_MESSAGES.companyAddFailed
            : TENANT_MESSAGES.companySaveFailed,
        )
      : null;

  /** The field's props, with its error (a message code of the contract or the API) translated. */
  const inputProps = (field: TenantCompanyField) => {
    const input = form.getInputProps(field);
    const error = form.errors[field];
    return { ...input, error: typeof error === 'string' ? tm(error) : error };
  };
  const text = (field: TenantCompanyField, label: string, extra = {}) => (
    <TextInput label={label} required autoComplete="off" {...inputProps(field)} {...extra} />
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {banner ? <ErrorAlert>{tm(banner)}</ErrorAlert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('name', t('tenantCompanies.name'), { ref: nameInput })}
          <NativeSelect
            label={t('tenantCompanies.timezone')}
            data={timezoneOptions}
            {...inputProps('timezone')}
          />
          <NativeSelect
            label={t('tenantCompanies.dateFormat')}
            data={[...DATE_FORMATS]}
            {...inputProps('dateFormat')}
          />
          <NativeSelect
            label={t('tenantCompanies.currency')}
            data={[...CURRENCIES]}
            {...inputProps('currency')}
          />
          {mode.kind === 'add' ? (
            <>
              {text('adminFirstName', t('tenantCompanies.adminFirstName'))}
              {text('adminLastName', t('tenantCompanies.adminLastName'))}
              {text('adminEmail', t('tenantCompanies.adminEmail'), { type: 'email' })}
            </>
          ) : null}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={mutation.isPending}>
            {t('tenantCompanies.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {mode.kind === 'add' ? t('tenantCompanies.addSubmit') : t('tenantCompanies.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

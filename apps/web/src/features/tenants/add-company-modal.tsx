import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR_MESSAGES, TENANT_MESSAGES } from '@sitehours/contract/messages';
import { CURRENCIES } from '@sitehours/contract/rules';
import type { CreateTenantResponse } from '@sitehours/contract/schemas';
import { ApiError, serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage, translateEach } from '@/app/i18n/translate-message';
import { useCreateTenant } from './api/tenants';
import {
  EMPTY_COMPANY_FORM,
  companyFieldErrors,
  companyFormErrors,
  createTenantPayload,
  type CompanyFormValues,
} from './tenant-rules';
import { useTimezoneOptions } from './use-timezone-options';

/** The contract's English text of a failed creation (shown through the messages catalogue). */
function failureText(error: unknown): ShownMessage {
  if (error instanceof ApiError && error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
  return serverMessageOr(error, TENANT_MESSAGES.createFailed);
}

/** 'Add New Company': the tenant, its first admin and its settings (platform spec §2, §5). */
export function AddCompanyModal(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (result: CreateTenantResponse) => void;
}) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const create = useCreateTenant();
  const form = useForm<CompanyFormValues>({
    initialValues: EMPTY_COMPANY_FORM,
    validate: (values) => translateEach(tm, companyFormErrors(values)),
  });

  const timezoneOptions = useTimezoneOptions();

  const close = () => {
    if (create.isPending) return;
    create.reset();
    form.clearErrors();
    props.onClose();
  };

  const handleSubmit = form.onSubmit((values) => {
    create.reset();
    create.mutate(createTenantPayload(values), {
      onSuccess: (result) => {
        form.reset();
        create.reset();
        props.onCreated(result);
      },
      onError: (error) => {
        if (error instanceof ApiError)
          form.setErrors(translateEach(tm, companyFieldErrors(error.fieldErrors)));
      },
    });
  });

  // A failure whose every detail sits under a field needs no banner.
  const placedUnderFields =
    create.error instanceof ApiError &&
    create.error.fieldErrors.length > 0 &&
    Object.keys(companyFieldErrors(create.error.fieldErrors)).length ===
      new Set(create.error.fieldErrors.map((e) => e.path)).size;
  const banner = create.isError && !placedUnderFields ? failureText(create.error) : null;

  /** The field's props, with its error (a message code of the contract or the API) translated. */
  const inputProps = (field: keyof CompanyFormValues) => {
    const input = form.getInputProps(field);
    const error = form.errors[field];
    return { ...input, error: typeof error === 'string' ? tm(error) : error };
  };

  const text = (field: keyof CompanyFormValues, label: string, extra = {}) => (
    <TextInput label={label} required autoComplete="off" {...inputProps(field)} {...extra} />
  );

  return (
    <Modal opened={props.opened} onClose={close} title={t('addCompany.title')} size="lg" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {banner ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {tm(banner)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('name', t('addCompany.name'), { 'data-autofocus': true })}
            <TextInput
              label={t('addCompany.subdomain')}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...inputProps('subdomain')}
              onChange={(e) => form.setFieldValue('subdomain', e.currentTarget.value.toLowerCase())}
            />
            {text('adminFirstName', t('addCompany.adminFirstName'))}
            {text('adminLastName', t('addCompany.adminLastName'))}
            {text('adminEmail', t('addCompany.adminEmail'), { type: 'email' })}
            <NativeSelect
              label={t('addCompany.timezone')}
              data={timezoneOptions}
              {...inputProps('timezone')}
            />
            <NativeSelect
              label={t('addCompany.currency')}
              data={[...CURRENCIES]}
              {...inputProps('currency')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('addCompany.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('addCompany.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

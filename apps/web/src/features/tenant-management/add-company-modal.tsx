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
import {
  CURRENCIES,
  GENERIC_ERROR_MESSAGES,
  TENANT_MESSAGES,
  TENANT_TIMEZONES,
} from '@sitehours/contract';
import { ApiError, serverMessageOr } from '../../app/errors/api-error';
import { useCreateTenant, type CreateTenantResult } from './api/tenants';
import {
  EMPTY_COMPANY_FORM,
  companyFieldErrors,
  createTenantPayload,
  type CompanyFormValues,
} from './tenant-rules';

const TIMEZONE_OPTIONS = TENANT_TIMEZONES.map((t) => ({
  value: t.value,
  label: t.value === t.label ? t.label : `${t.label} (${t.value})`,
}));

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
  return serverMessageOr(error, TENANT_MESSAGES.createFailed);
}

/** 'Add New Company': the tenant, its first admin and its settings (platform spec §2, §5). */
export function AddCompanyModal(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (result: CreateTenantResult) => void;
}) {
  const create = useCreateTenant();
  const form = useForm<CompanyFormValues>({ initialValues: EMPTY_COMPANY_FORM });

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
        if (error instanceof ApiError) form.setErrors(companyFieldErrors(error.fieldErrors));
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

  const text = (field: keyof CompanyFormValues, label: string, extra = {}) => (
    <TextInput
      label={label}
      required
      autoComplete="off"
      {...form.getInputProps(field)}
      {...extra}
    />
  );

  return (
    <Modal opened={props.opened} onClose={close} title="Add New Company" size="lg" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {banner ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {banner}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('name', 'Company Name', { 'data-autofocus': true })}
            <TextInput
              label="Subdomain"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              {...form.getInputProps('subdomain')}
              onChange={(e) => form.setFieldValue('subdomain', e.currentTarget.value.toLowerCase())}
            />
            {text('adminFirstName', 'Admin First Name')}
            {text('adminLastName', 'Admin Last Name')}
            {text('adminEmail', 'Admin Email', { type: 'email' })}
            <NativeSelect
              label="Timezone"
              data={TIMEZONE_OPTIONS}
              {...form.getInputProps('timezone')}
            />
            <NativeSelect
              label="Currency"
              data={[...CURRENCIES]}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add Company
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

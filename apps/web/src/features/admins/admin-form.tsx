import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GlobalAdmin } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { PasswordStrengthInput } from '@/components/password-strength/password-strength-input';
import {
  adminErrorText,
  adminFormErrors,
  adminFormValues,
  adminPayload,
  type AdminFormValues,
} from './admin-rules';
import { useSaveGlobalAdmin } from './api/global-admins';

const FIELDS: readonly (keyof AdminFormValues)[] = ['email', 'password', 'firstName', 'lastName'];

/** Inline add/edit form of the admin screen; `admin` null means a new admin. */
export function AdminForm(props: {
  admin: GlobalAdmin | null;
  onCancel: () => void;
  onSaved: (admin: GlobalAdmin) => void;
}) {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const isEdit = props.admin !== null;
  const save = useSaveGlobalAdmin();
  const form = useForm<AdminFormValues>({
    initialValues: adminFormValues(props.admin),
    validate: (values) => adminFormErrors(values, isEdit),
  });

  const handleSubmit = form.onSubmit((values) => {
    save.reset();
    save.mutate(
      { id: props.admin?.adminId ?? null, body: adminPayload(values, isEdit) },
      {
        onSuccess: props.onSaved,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const known = error.fieldErrors.filter((e) =>
            FIELDS.includes(e.path as keyof AdminFormValues),
          );
          if (known.length > 0)
            form.setErrors(Object.fromEntries(known.map((e) => [e.path, tm(e.msg)])));
        },
      },
    );
  });

  const error = save.error;
  const fieldErrorsShown =
    error instanceof ApiError &&
    error.fieldErrors.some((e) => FIELDS.includes(e.path as keyof AdminFormValues));
  const formError =
    error && !fieldErrorsShown ? adminErrorText(error, t('adminForm.unexpectedError')) : null;
  /** The field's props, with its (English, contract or API) error in the interface language. */
  const inputProps = (field: keyof AdminFormValues) => {
    const input = form.getInputProps(field);
    const fieldError = form.errors[field];
    return { ...input, error: typeof fieldError === 'string' ? tm(fieldError) : fieldError };
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} mb="lg">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="admin-form-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="admin-form-title">
            {isEdit ? t('adminForm.editTitle') : t('adminForm.addTitle')}
          </Title>
          {formError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {tm(formError)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('adminForm.email')}
              type="email"
              autoComplete="off"
              required
              data-autofocus
              {...inputProps('email')}
            />
            <PasswordStrengthInput
              label={t('adminForm.password')}
              autoComplete="new-password"
              required={!isEdit}
              description={isEdit ? t('adminForm.passwordKeep') : undefined}
              value={form.values.password}
              account={{
                email: form.values.email.trim(),
                firstName: form.values.firstName,
                lastName: form.values.lastName,
              }}
              onChange={(value) => form.setFieldValue('password', value)}
              error={
                typeof form.errors.password === 'string'
                  ? tm(form.errors.password)
                  : form.errors.password
              }
            />
            <TextInput
              label={t('adminForm.firstName')}
              autoComplete="off"
              {...inputProps('firstName')}
            />
            <TextInput
              label={t('adminForm.lastName')}
              autoComplete="off"
              {...inputProps('lastName')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel} disabled={save.isPending}>
              {t('adminForm.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('adminForm.saving') : t('adminForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

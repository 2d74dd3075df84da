import type { ShownMessage } from '@/app/errors/api-error';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAFF_MESSAGES } from '@sitehours/contract/messages';
import type { CompanyRole } from '@sitehours/contract/rules';
import { STAFF_ROLE_OPTIONS } from '@sitehours/contract/rules';
import type { StaffUser } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { checkPasswordStrength } from '@/components/password-strength/password-strength';
import { PasswordStrengthInput } from '@/components/password-strength/password-strength-input';
import type { PasswordStrengthState } from '@/components/password-strength/use-password-strength';
import { useSaveStaffUser } from './api/users';
import { PinStatusField } from './pin-status';
import {
  emptyStaffForm,
  serverFieldErrors,
  staffErrorText,
  staffFormValues,
  staffPayload,
  staffSavedText,
  validateStaffForm,
  type StaffErrorText,
  type StaffField,
  type StaffFormValues,
} from './staff-form-rules';
import {
  filterRateInput,
  formatPhoneInput,
  phoneInlineError,
  rateInlineError,
} from './staff-inputs';

const isCompanyRole = (value: string): value is CompanyRole =>
  STAFF_ROLE_OPTIONS.some((o) => o.value === value);

/**
 * The staff add form and the inline edit form (company spec §2.2, §5): `user` null means a new
 * user, created with `initialRole`.
 */
export function UserForm(props: {
  user: StaffUser | null;
  initialRole?: CompanyRole;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const tm = useTranslateMessage();
  const { user } = props;
  const isEdit = user !== null;
  const titleId = useId();
  const save = useSaveStaffUser();
  const [values, setValues] = useState<StaffFormValues>(() =>
    user ? staffFormValues(user) : emptyStaffForm(props.initialRole),
  );
  const [errors, setErrors] = useState<Partial<Record<StaffField, ShownMessage>>>({});
  const [touched, setTouched] = useState<Partial<Record<StaffField, boolean>>>({});
  const [formError, setFormError] = useState<StaffErrorText | null>(null);
  const [checking, setChecking] = useState(false);
  const strength = useRef<PasswordStrengthState | null>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    paperRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    firstFieldRef.current?.focus({ preventScroll: true });
  }, []);

  const set = <K extends StaffField>(field: K, value: StaffFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const touch = (field: StaffField) => setTouched((t) => ({ ...t, [field]: true }));

  /** The text under a field: an English message of the contract or the API, translated. */
  const inline = (field: StaffField): string | undefined => {
    const message = inlineMessage(field);
    return message ? tm(message) : undefined;
  };
  const inlineMessage = (field: StaffField): ShownMessage | undefined => {
    if (errors[field]) return errors[field];
    if (!touched[field]) return undefined;
    if (field === 'phone') return phoneInlineError(values.phone) ?? undefined;
    if (field === 'hourlyRate') return rateInlineError(values.hourlyRate) ?? undefined;
    return undefined;
  };

  /** The account the password is for, as typed: it must not contain its name or email. */
  const passwordFor = {
    email: values.email.trim(),
    firstName: values.firstName,
    lastName: values.lastName,
  };

  async function passwordIsValid(password: string): Promise<boolean> {
    if (password === '') return true;
    const known = strength.current;
    if (known?.status === 'checked' && known.result) return known.isValid;
    setChecking(true);
    try {
      return (await checkPasswordStrength(password, passwordFor)).isValid;
    } finally {
      setChecking(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || checking) return;
    const trimmed = { ...values, email: values.email.trim() };
    setValues(trimmed);
    setFormError(null);
    const passwordValid = await passwordIsValid(trimmed.password);
    const result = validateStaffForm(trimmed, { isEdit, passwordValid });
    setErrors(result.errors);
    if (result.alert) {
      setFormError({ text: result.alert, soleAdmin: false });
      return;
    }
    const passwordTyped = trimmed.password !== '';
    save.mutate(
      { id: user?.userId ?? null, body: staffPayload(trimmed, user) },
      {
        onSuccess: () => props.onSaved(staffSavedText(isEdit, passwordTyped)),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setFormError(staffErrorText(error, STAFF_MESSAGES.saveFailed));
        },
      },
    );
  }

  const busy = save.isPending || checking;
  const title = isEdit ? t('form.editTitle') : t('form.addTitle');
  const roleOptions = STAFF_ROLE_OPTIONS.map((o) => ({
    value: o.value,
    label: t(`role.${o.value}`),
  }));

  return (
    <Paper ref={paperRef} withBorder p={{ base: 'sm', sm: 'lg' }} bg="var(--mantine-color-gray-0)">
      <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          {formError ? (
            <Alert
              color={formError.soleAdmin ? 'yellow' : 'red'}
              icon={
                formError.soleAdmin ? (
                  <IconAlertTriangle size={18} aria-hidden />
                ) : (
                  <IconAlertCircle size={18} aria-hidden />
                )
              }
              role="alert"
            >
              {tm(formError.text)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              ref={firstFieldRef}
              label={t('form.firstName')}
              required
              autoComplete="off"
              value={values.firstName}
              onChange={(e) => set('firstName', e.currentTarget.value)}
              error={inline('firstName')}
            />
            <TextInput
              label={t('form.lastName')}
              required
              autoComplete="off"
              value={values.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
              error={inline('lastName')}
            />
            <TextInput
              label={t('form.email')}
              type="email"
              required
              autoComplete="off"
              value={values.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              onBlur={() => set('email', values.email.trim())}
              error={inline('email')}
            />
            <TextInput
              label={t('form.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              placeholder="(555) 123-4567"
              value={values.phone}
              onChange={(e) => set('phone', formatPhoneInput(e.currentTarget.value))}
              onBlur={() => touch('phone')}
              error={inline('phone')}
            />
            <TextInput
              label={t('form.hourlyRate')}
              required
              inputMode="decimal"
              autoComplete="off"
              placeholder="25.50"
              leftSection="$"
              value={values.hourlyRate}
              onChange={(e) => set('hourlyRate', filterRateInput(e.currentTarget.value))}
              onBlur={() => touch('hourlyRate')}
              error={inline('hourlyRate')}
            />
            <NativeSelect
              label={t('form.role')}
              data={roleOptions}
              value={values.role}
              onChange={(e) => {
                const next = e.currentTarget.value;
                if (isCompanyRole(next)) set('role', next);
              }}
              error={inline('role')}
            />
            <PasswordStrengthInput
              label={isEdit ? t('form.newPassword') : t('form.password')}
              autoComplete="new-password"
              description={isEdit ? t('form.passwordKeep') : t('form.passwordInvite')}
              value={values.password}
              account={passwordFor}
              onChange={(value) => set('password', value)}
              onStrengthChange={(state) => {
                strength.current = state;
              }}
              error={inline('password')}
            />
            <Checkbox
              label={t('form.includeInReports')}
              mt={{ base: 0, sm: 'xl' }}
              checked={values.includeInReports}
              onChange={(e) => set('includeInReports', e.currentTarget.checked)}
            />
          </SimpleGrid>
          <Stack gap="sm">
            <Checkbox
              label={t('form.collectiveBargaining')}
              checked={values.collectiveBargaining}
              onChange={(e) => set('collectiveBargaining', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('form.mealWaiver')}
              description={t('form.mealWaiverDescription')}
              checked={values.mealWaiver}
              onChange={(e) => set('mealWaiver', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('form.crewLead')}
              description={t('form.crewLeadDescription')}
              checked={values.crewLead}
              onChange={(e) => set('crewLead', e.currentTarget.checked)}
            />
            {user ? <PinStatusField user={user} /> : null}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onCancel} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {isEdit ? t('form.update') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GENERIC_ERROR_MESSAGES, MESSAGES } from '@sitehours/contract/messages';
import { ApiError, serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { PageHeader } from '@/components/page-header';
import { checkPasswordStrength } from '@/components/password-strength/password-strength';
import { PasswordStrengthInput } from '@/components/password-strength/password-strength-input';
import { changePassword } from './auth-api';
import { confirmMismatchHint, newPasswordError } from './password-rules';

/** Delay before the screen goes back after a successful change (company spec §9). */
export const CHANGE_PASSWORD_RETURN_DELAY_MS = 3000;

function failureText(error: unknown): ShownMessage {
  if (error instanceof ApiError && error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
  return serverMessageOr(error, MESSAGES.changePasswordFailed);
}

/** /change-password (company spec §2.8): current, new and confirm; back button and Cancel. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const mutation = useMutation({ mutationFn: changePassword });
  const { user } = useSession();
  // The signed-in person's password: it must not contain their name or email.
  const passwordFor = user
    ? { email: user.email, firstName: user.firstName, lastName: user.lastName }
    : undefined;

  // Opened directly (no page of ours behind it): going back means going home.
  const hasHistory = location.key !== 'default';
  const goBack = () => void (hasHistory ? navigate(-1) : navigate('/', { replace: true }));

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(
      () => void (hasHistory ? navigate(-1) : navigate('/', { replace: true })),
      CHANGE_PASSWORD_RETURN_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, hasHistory, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || checking) return;
    if (!current) {
      setFormError(MESSAGES.loginRequiredFields);
      return;
    }
    setChecking(true);
    const strength = password ? await checkPasswordStrength(password, passwordFor) : null;
    setChecking(false);
    const problem = newPasswordError({
      password,
      confirm,
      isStrong: strength?.isValid ?? false,
      mismatchMessage: MESSAGES.passwordsDoNotMatchChange,
    });
    setFormError(problem);
    if (problem) return;
    mutation.mutate({ currentPassword: current, newPassword: password });
  }

  const busy = mutation.isPending || checking;
  const mismatch = confirmMismatchHint(password, confirm);
  const shownError = formError ?? (mutation.isError ? failureText(mutation.error) : null);
  const clearErrors = () => {
    setFormError(null);
    if (mutation.isError) mutation.reset();
  };

  return (
    <Stack maw={520} gap={0}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('change.back')}
          onClick={goBack}
          mt={4}
        >
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <PageHeader title={t('change.title')} />
      </Group>
      <Paper withBorder p={{ base: 'md', xs: 'lg' }}>
        <Stack gap="md">
          {mutation.isSuccess ? (
            <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
              {tm(MESSAGES.passwordChanged)}
            </Alert>
          ) : null}
          {shownError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {tm(shownError)}
            </Alert>
          ) : null}
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <Stack gap="md">
              <PasswordInput
                label={t('change.current')}
                name="current-password"
                autoComplete="current-password"
                required
                value={current}
                onChange={(e) => {
                  setCurrent(e.currentTarget.value);
                  clearErrors();
                }}
                visibilityToggleFocusable
                disabled={mutation.isSuccess}
              />
              <PasswordStrengthInput
                label={t('change.new')}
                name="new-password"
                autoComplete="new-password"
                required
                value={password}
                account={passwordFor}
                onChange={(value) => {
                  setPassword(value);
                  clearErrors();
                }}
                disabled={mutation.isSuccess}
              />
              <PasswordInput
                label={t('change.confirm')}
                name="confirm-password"
                autoComplete="new-password"
                required
                value={confirm}
                error={mismatch ? tm(mismatch) : null}
                aria-invalid={mismatch ? true : undefined}
                onChange={(e) => {
                  setConfirm(e.currentTarget.value);
                  clearErrors();
                }}
                visibilityToggleFocusable
                disabled={mutation.isSuccess}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={goBack}>
                  {t('change.cancel')}
                </Button>
                <Button type="submit" disabled={busy || mutation.isSuccess}>
                  {busy ? t('change.submitting') : t('change.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Stack>
  );
}

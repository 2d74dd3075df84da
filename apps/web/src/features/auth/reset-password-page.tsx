import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { GENERIC_ERROR_MESSAGES, MESSAGES } from '@sitehours/contract/messages';
import { ApiError, serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { AuthCard } from '@/components/auth-card';
import { checkPasswordStrength } from '@/components/password-strength/password-strength';
import { PasswordStrengthInput } from '@/components/password-strength/password-strength-input';
import { resetPassword } from './auth-api';
import { confirmMismatchHint, newPasswordError } from './password-rules';

/** Delay before the success state goes to /login (company spec §9). */
export const RESET_REDIRECT_DELAY_MS = 3000;

function failureText(error: unknown): ShownMessage {
  if (error instanceof ApiError && error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
  return serverMessageOr(error, MESSAGES.resetError);
}

/** /reset-password/:token?email=... with the states invalid link, form and success. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const tm = useTranslateMessage();
  const { token } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const mutation = useMutation({ mutationFn: resetPassword });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(
      () => void navigate('/login', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  if (!token || !email) {
    return (
      <AuthCard>
        <Title order={1} size="h2" ta="center">
          {t('reset.title')}
        </Title>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {tm(MESSAGES.invalidResetLink)}
        </Alert>
        <Button component={Link} to="/forgot-password" fullWidth>
          {t('reset.requestNew')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('backToSignIn')}
        </Anchor>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard>
        <Title order={1} size="h2" ta="center">
          {t('reset.doneTitle')}
        </Title>
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          <Text size="sm">{tm(MESSAGES.passwordResetDone)}</Text>
          <Text size="sm" mt={4}>
            {t('reset.redirecting')}
          </Text>
        </Alert>
        <Button component={Link} to="/login" replace fullWidth>
          {t('reset.signInNow')}
        </Button>
      </AuthCard>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || mutation.isPending || checking) return;
    setChecking(true);
    const strength = password
      ? await checkPasswordStrength(password, { email, resetToken: token })
      : null;
    setChecking(false);
    const problem = newPasswordError({
      password,
      confirm,
      isStrong: strength?.isValid ?? false,
      mismatchMessage: MESSAGES.passwordsDoNotMatchReset,
    });
    setFormError(problem);
    if (problem) return;
    mutation.mutate({ token, email, password });
  }

  const busy = mutation.isPending || checking;
  const mismatch = confirmMismatchHint(password, confirm);
  const shownError = formError ?? (mutation.isError ? failureText(mutation.error) : null);

  return (
    <AuthCard>
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          {t('reset.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('reset.subtitle', { email })}
        </Text>
      </Stack>
      {shownError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {tm(shownError)}
        </Alert>
      ) : null}
      <form onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Stack gap="md">
          <PasswordStrengthInput
            label={t('reset.newPassword')}
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            account={{ email, resetToken: token }}
            onChange={(value) => {
              setPassword(value);
              setFormError(null);
              mutation.reset();
            }}
            autoFocus
          />
          <PasswordInput
            label={t('reset.confirmPassword')}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirm}
            error={mismatch ? tm(mismatch) : null}
            aria-invalid={mismatch ? true : undefined}
            onChange={(e) => {
              setConfirm(e.currentTarget.value);
              setFormError(null);
            }}
            visibilityToggleFocusable
          />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? t('reset.submitting') : t('reset.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('backToSignIn')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { GENERIC_ERROR_MESSAGES, MESSAGES } from '@sitehours/contract';
import { ApiError, serverMessageOr } from '../../app/errors/api-error';
import { AuthCard } from '../../components/auth-card';
import { checkPasswordStrength } from '../../components/password-strength/password-strength';
import { PasswordStrengthInput } from '../../components/password-strength/password-strength-input';
import { resetPassword } from './auth-api';
import { confirmMismatchHint, newPasswordError } from './password-rules';

/** Delay before the success state goes to /login (company spec §9). */
export const RESET_REDIRECT_DELAY_MS = 3000;

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
  return serverMessageOr(error, MESSAGES.resetError);
}

/** /reset-password/:token?email=... with the states invalid link, form and success. */
export function ResetPasswordPage() {
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
          Reset Password
        </Title>
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {MESSAGES.invalidResetLink}
        </Alert>
        <Button component={Link} to="/forgot-password" fullWidth>
          Request a new reset link
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Back to Sign In
        </Anchor>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard>
        <Title order={1} size="h2" ta="center">
          Password Reset
        </Title>
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          <Text size="sm">{mutation.data.message ?? MESSAGES.passwordResetDone}</Text>
          <Text size="sm" mt={4}>
            Redirecting to sign in...
          </Text>
        </Alert>
        <Button component={Link} to="/login" replace fullWidth>
          Sign in now
        </Button>
      </AuthCard>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || mutation.isPending || checking) return;
    setChecking(true);
    const strength = password ? await checkPasswordStrength(password) : null;
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
  const shownError = formError ?? (mutation.isError ? failureText(mutation.error) : null);

  return (
    <AuthCard>
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          Reset Password
        </Title>
        <Text c="dimmed" size="sm">
          Choose a new password for {email}
        </Text>
      </Stack>
      {shownError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {shownError}
        </Alert>
      ) : null}
      <form onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Stack gap="md">
          <PasswordStrengthInput
            label="New Password"
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(value) => {
              setPassword(value);
              setFormError(null);
              mutation.reset();
            }}
            autoFocus
          />
          <PasswordInput
            label="Confirm Password"
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirm}
            error={confirmMismatchHint(password, confirm)}
            onChange={(e) => {
              setConfirm(e.currentTarget.value);
              setFormError(null);
            }}
            visibilityToggleFocusable
          />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Resetting...' : 'Reset Password'}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to Sign In
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

import type { ShownMessage } from '@/app/errors/api-error';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@sitehours/contract/messages';
import { INITIAL_ENTRY_STATE } from '@/app/guards/guard-subject';
import { postLoginDestination } from '@/app/guards/route-access';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { usePreloadSignedInCode } from '@/app/preload-signed-in-code';
import { useSession } from '@/app/session/session-context';
import { AuthCard } from '@/components/auth-card';
import {
  failuresAfter,
  isLoginLocked,
  loginFailureMessage,
  normalizeLoginInput,
  remainingAttempts,
  validateLoginInput,
} from './login-logic';

function redirectMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

/** Sign-in screen (platform spec §2 "Login screen", §4 "Login form"). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const tm = useTranslateMessage();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Client-side only, never persisted; reset on success.
  const [failures, setFailures] = useState(0);
  // `seq` moves focus to the box again when the same text reappears.
  const [error, setError] = useState<{ text: ShownMessage; seq: number } | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const locked = isLoginLocked(failures);
  const notice = redirectMessage(location.state);
  // While the worker types, the code of the first signed-in screens comes down.
  usePreloadSignedInCode();

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const showError = (text: ShownMessage) =>
    setError((prev) => ({ text, seq: (prev?.seq ?? 0) + 1 }));

  const onEmailChange = (value: string) => {
    setEmail(value);
    setError(null);
  };
  const onPasswordChange = (value: string) => {
    setPassword(value);
    setError(null);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || locked) return;
    const input = normalizeLoginInput({ email, password });
    const invalid = validateLoginInput(input);
    if (invalid) {
      showError(invalid);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await session.login(input.email, input.password);
      setFailures(0);
      void navigate(postLoginDestination(location.state), {
        replace: true,
        state: INITIAL_ENTRY_STATE,
      });
    } catch (failure) {
      setFailures((n) => failuresAfter(n, failure));
      showError(loginFailureMessage(failure));
      setSubmitting(false);
    }
  }

  const remaining = remainingAttempts(failures);

  return (
    <AuthCard footer="v1.0">
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        <Text c="dimmed">{t('login.subtitle')}</Text>
      </Stack>

      {notice && !error ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
          {tm(notice)}
        </Alert>
      ) : null}

      {error ? (
        <Alert
          ref={errorRef}
          tabIndex={-1}
          color="red"
          title={tm(MESSAGES.loginFailed)}
          icon={<IconAlertCircle size={18} />}
          data-testid="login-error"
        >
          <Text size="sm">{tm(error.text)}</Text>
          {remaining ? (
            <Text size="sm" fw={600} mt={4}>
              {t('login.remainingAttempts', { remaining })}
            </Text>
          ) : null}
        </Alert>
      ) : null}

      {locked ? (
        <Alert color="red" variant="outline" role="alert">
          {tm(MESSAGES.loginTooManyAttempts)}
        </Alert>
      ) : null}

      <form onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => onEmailChange(e.currentTarget.value)}
            autoFocus
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => onPasswordChange(e.currentTarget.value)}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" fullWidth loading={false} disabled={submitting || locked}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GENERIC_ERROR_MESSAGES, MESSAGES } from '@sitehours/contract/messages';
import { EMAIL_PATTERN } from '@sitehours/contract/rules';
import { ApiError, serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { AuthCard } from '@/components/auth-card';
import { requestPasswordReset } from './auth-api';
import { resetLinkTarget } from './reset-link';

function failureText(error: unknown): ShownMessage {
  if (error instanceof ApiError && error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
  return serverMessageOr(error, MESSAGES.genericError);
}

/** /forgot-password (company spec §2.8). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const tm = useTranslateMessage();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<'required' | 'invalid' | null>(null);
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return setFieldError('required');
    if (!EMAIL_PATTERN.test(value)) return setFieldError('invalid');
    mutation.mutate(value);
  }

  const link = mutation.data?.resetUrl
    ? resetLinkTarget(mutation.data.resetUrl, window.location.origin)
    : null;

  return (
    <AuthCard>
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          {t('forgot.title')}
        </Title>
        <Text c="dimmed">{t('forgot.subtitle')}</Text>
      </Stack>

      {mutation.isSuccess ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          <Stack gap="xs">
            <Text size="sm">{tm(MESSAGES.forgotPasswordSent)}</Text>
            {link ? (
              link.internal ? (
                <Anchor component={Link} to={link.to} size="sm" fw={600}>
                  {t('forgot.devLink')}
                </Anchor>
              ) : (
                <Anchor href={link.href} size="sm" fw={600}>
                  {t('forgot.devLink')}
                </Anchor>
              )
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      {mutation.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {tm(failureText(mutation.error))}
        </Alert>
      ) : null}

      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('forgot.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            required
            value={email}
            error={
              fieldError === 'required'
                ? t('forgot.emailRequired')
                : fieldError === 'invalid'
                  ? tm(MESSAGES.loginInvalidEmail)
                  : null
            }
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setFieldError(null);
            }}
            autoFocus
          />
          <Button type="submit" fullWidth disabled={mutation.isPending}>
            {mutation.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('backToSignIn')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

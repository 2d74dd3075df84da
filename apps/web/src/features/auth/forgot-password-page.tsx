import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EMAIL_PATTERN, GENERIC_ERROR_MESSAGES, MESSAGES } from '@sitehours/contract';
import { ApiError, serverMessageOr } from '../../app/errors/api-error';
import { AuthCard } from '../../components/auth-card';
import { requestPasswordReset } from './auth-api';
import { resetLinkTarget } from './reset-link';

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
  return serverMessageOr(error, MESSAGES.genericError);
}

/** /forgot-password (company spec §2.8). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return setFieldError('Email is required');
    if (!EMAIL_PATTERN.test(value)) return setFieldError(MESSAGES.loginInvalidEmail);
    mutation.mutate(value);
  }

  const link = mutation.data?.resetUrl
    ? resetLinkTarget(mutation.data.resetUrl, window.location.origin)
    : null;

  return (
    <AuthCard>
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          Forgot your password?
        </Title>
        <Text c="dimmed">Enter your email address and we'll send you a link to reset it.</Text>
      </Stack>

      {mutation.isSuccess ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          <Stack gap="xs">
            <Text size="sm">{mutation.data.message ?? MESSAGES.forgotPasswordSent}</Text>
            {link ? (
              link.internal ? (
                <Anchor component={Link} to={link.to} size="sm" fw={600}>
                  Development: open reset link
                </Anchor>
              ) : (
                <Anchor href={link.href} size="sm" fw={600}>
                  Development: open reset link
                </Anchor>
              )
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      {mutation.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {failureText(mutation.error)}
        </Alert>
      ) : null}

      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            required
            value={email}
            error={fieldError}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setFieldError(null);
            }}
            autoFocus
          />
          <Button type="submit" fullWidth disabled={mutation.isPending}>
            {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to Sign In
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

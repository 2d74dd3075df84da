import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES, MESSAGES } from '@sitehours/contract';
import { ApiError } from '../../app/errors/api-error';
import english from '../../locales/en/auth.json';
import {
  countsAsFailedAttempt,
  isLoginLocked,
  loginFailureMessage,
  normalizeLoginInput,
  remainingAttempts,
  validateLoginInput,
} from './login-logic';

describe('login input', () => {
  it('trims and lower-cases the email and trims the password', () => {
    expect(
      normalizeLoginInput({ email: '  Worker1@ACME.test ', password: ' Demo!Pass2026 ' }),
    ).toEqual({ email: 'worker1@acme.test', password: 'Demo!Pass2026' });
  });

  it('validates required fields and the email pattern', () => {
    expect(validateLoginInput({ email: '', password: 'x' })).toBe(MESSAGES.loginRequiredFields);
    expect(validateLoginInput({ email: 'a@b.co', password: '' })).toBe(
      MESSAGES.loginRequiredFields,
    );
    expect(validateLoginInput({ email: 'nope', password: 'x' })).toBe(MESSAGES.loginInvalidEmail);
    expect(validateLoginInput({ email: 'a@b', password: 'x' })).toBe(MESSAGES.loginInvalidEmail);
    expect(validateLoginInput({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('login failures', () => {
  const failure = (status: number, message: string) => new ApiError(message, { status });

  it('shows deactivation and contact messages as they are', () => {
    expect(loginFailureMessage(failure(403, MESSAGES.accountDeactivated))).toBe(
      MESSAGES.accountDeactivated,
    );
    expect(loginFailureMessage(failure(423, MESSAGES.accountLocked))).toBe(MESSAGES.accountLocked);
  });

  it('shows the invalid-credentials text otherwise', () => {
    expect(
      loginFailureMessage(failure(401, 'Invalid username or password. Please try again.')),
    ).toBe(MESSAGES.loginInvalidCredentials);
    expect(loginFailureMessage(failure(429, 'Too many requests'))).toBe(
      MESSAGES.loginInvalidCredentials,
    );
    expect(loginFailureMessage(new Error(MESSAGES.profileFetchFailed))).toBe(
      MESSAGES.loginInvalidCredentials,
    );
  });

  it('treats an unreachable server as a network problem, not an attempt', () => {
    const offline = failure(0, 'Failed to fetch');
    expect(loginFailureMessage(offline)).toBe(GENERIC_ERROR_MESSAGES.network);
    expect(countsAsFailedAttempt(offline)).toBe(false);
    expect(countsAsFailedAttempt(failure(401, 'x'))).toBe(true);
  });

  it('counts attempts down and locks at 5', () => {
    expect(remainingAttempts(0)).toBeNull();
    expect(remainingAttempts(1)).toBe(4);
    expect(remainingAttempts(4)).toBe(1);
    expect(remainingAttempts(5)).toBeNull();
    expect(english['login.remainingAttempts'].replace('{{remaining}}', '4')).toBe(
      'Remaining attempts: 4',
    );
    expect(isLoginLocked(4)).toBe(false);
    expect(isLoginLocked(5)).toBe(true);
  });
});

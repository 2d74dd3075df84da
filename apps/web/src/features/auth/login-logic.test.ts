import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR_MESSAGES,
  MESSAGES,
  isMessageCode,
  messageText,
} from '@sitehours/contract/messages';
import { ApiError } from '@/app/errors/api-error';
import english from '@/locales/en/auth.json';
import {
  countsAsFailedAttempt,
  failuresAfter,
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
  /** A refusal as the server sends it: its code and English words, or words alone. */
  const failure = (status: number, message: string) =>
    new ApiError(message, {
      status,
      body: isMessageCode(message)
        ? { error: 'refused', code: message, message: messageText(message) }
        : { error: 'refused', message },
    });

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

  it('says too many attempts when the server refused to check (429), and does not count it', () => {
    const limited = failure(429, 'Too many requests. Please try again in 42 seconds.');
    expect(loginFailureMessage(limited)).toBe(MESSAGES.loginTooManyAttempts);
    expect(countsAsFailedAttempt(limited)).toBe(false);
    expect(failuresAfter(2, limited)).toBe(2);
  });

  it('shows a busy or failing server as a server error, not a wrong password', () => {
    const busy = failure(503, 'The server is busy. Please try again in a moment.');
    expect(loginFailureMessage(busy)).toBe(GENERIC_ERROR_MESSAGES.server);
    expect(countsAsFailedAttempt(busy)).toBe(false);
    expect(failuresAfter(1, busy)).toBe(1);
  });

  it("follows the server's lock: a 423 is the fifth failure, with no attempts left shown", () => {
    const lockedOut = failure(423, MESSAGES.accountLocked);
    // A fresh page (count 0) that meets the server's lock shows it, not 'Remaining attempts: 4'.
    const after = failuresAfter(0, lockedOut);
    expect(after).toBe(5);
    expect(isLoginLocked(after)).toBe(true);
    expect(remainingAttempts(after)).toBeNull();
    expect(loginFailureMessage(lockedOut)).toBe(MESSAGES.accountLocked);
  });

  it('never shows more attempts left than the server counts', () => {
    const withRemaining = (remaining: number) =>
      new ApiError(MESSAGES.loginInvalidCredentials, {
        status: 401,
        body: {
          error: 'unauthorized',
          message: MESSAGES.loginInvalidCredentials,
          remainingAttempts: remaining,
        },
      });
    // The page was reloaded after three failures: the server has one left, the page agrees.
    expect(remainingAttempts(failuresAfter(0, withRemaining(1)))).toBe(1);
    // Failures with other addresses on this page count too (spec: the counter is the page's).
    expect(remainingAttempts(failuresAfter(2, withRemaining(4)))).toBe(2);
    expect(failuresAfter(0, failure(401, MESSAGES.loginInvalidCredentials))).toBe(1);
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

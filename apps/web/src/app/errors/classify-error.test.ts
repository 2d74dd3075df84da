import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES } from '@sitehours/contract/messages';
import { ApiError, readFieldErrors, serverMessageOr } from './api-error';
import { classifyError, userFacingErrorMessage } from './classify-error';

const apiError = (status: number, message = 'boom', body?: unknown) =>
  new ApiError(message, { status, body });

describe('classifyError', () => {
  it('maps statuses to categories', () => {
    expect(classifyError(apiError(0)).category).toBe('network');
    expect(classifyError(apiError(401)).category).toBe('authentication');
    expect(classifyError(apiError(403)).category).toBe('authentication');
    expect(classifyError(apiError(400)).category).toBe('validation');
    expect(classifyError(apiError(404)).category).toBe('api');
    expect(classifyError(apiError(429)).category).toBe('api');
    expect(classifyError(apiError(500)).category).toBe('server');
    expect(classifyError(apiError(503)).category).toBe('server');
  });

  it('uses the words of plain errors', () => {
    expect(classifyError(new TypeError('Failed to fetch')).category).toBe('network');
    expect(classifyError(new Error('token missing')).category).toBe('authentication');
    expect(classifyError(new Error('No permission here')).category).toBe('authentication');
    expect(classifyError(new Error('Invalid date')).category).toBe('validation');
    expect(classifyError(new Error('weird')).category).toBe('unknown');
    expect(classifyError(undefined).category).toBe('unknown');
  });
});

describe('userFacingErrorMessage', () => {
  it('shows generic texts in production', () => {
    expect(userFacingErrorMessage(apiError(500, 'SQL exploded'), true)).toBe(
      GENERIC_ERROR_MESSAGES.server,
    );
    expect(userFacingErrorMessage(new Error('weird'), true)).toBe(GENERIC_ERROR_MESSAGES.unknown);
  });

  it('shows the raw message outside production', () => {
    expect(userFacingErrorMessage(apiError(500, 'SQL exploded'), false)).toBe('SQL exploded');
  });

  it('always names a network failure plainly', () => {
    expect(userFacingErrorMessage(apiError(0, 'Failed to fetch'), false)).toBe(
      GENERIC_ERROR_MESSAGES.network,
    );
  });
});

describe('ApiError helpers', () => {
  it('reads field errors with path or param', () => {
    expect(
      readFieldErrors({ errors: [{ path: 'email', msg: 'Bad' }, { param: 'name', msg: 'No' }, 3] }),
    ).toEqual([
      { path: 'email', msg: 'Bad' },
      { path: 'name', msg: 'No' },
    ]);
    expect(readFieldErrors('text')).toEqual([]);
  });

  it('prefers the server message, then the fallback', () => {
    expect(serverMessageOr(apiError(400, 'x', { error: 'bad', message: 'Nice text' }), 'F')).toBe(
      'Nice text',
    );
    expect(serverMessageOr(apiError(400, 'x', { error: 'bad_code' }), 'F')).toBe('bad_code');
    expect(serverMessageOr(apiError(500, 'x', 'html'), 'F')).toBe('F');
    expect(serverMessageOr(apiError(0, 'offline'), 'F')).toBe('F');
    expect(serverMessageOr(new Error('x'), 'F')).toBe('F');
  });
});

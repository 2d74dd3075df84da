import { describe, expect, it } from 'vitest';
import { apiKeyExpiryProblem, apiKeyLatestExpiry } from './api-keys';

const now = new Date('2026-02-28T12:00:00Z');

describe('API key expiry', () => {
  it('reaches one calendar year ahead', () => {
    expect(apiKeyLatestExpiry(now).toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });

  it.each([
    ['2026-02-28T12:00:00Z', 'apiKeyExpiryPast'],
    ['2026-01-01T00:00:00Z', 'apiKeyExpiryPast'],
    ['2026-02-28T12:00:01Z', undefined],
    ['2027-02-28T12:00:00Z', undefined],
    ['2027-02-28T12:00:01Z', 'apiKeyExpiryTooLate'],
  ])('%s: %s', (at, problem) => {
    expect(apiKeyExpiryProblem(new Date(at), now)).toBe(problem);
  });
});

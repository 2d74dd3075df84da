import { describe, expect, it } from 'vitest';
import { expiryOf, keyState, orderedScopes } from './api-key-rules';

const now = new Date('2026-03-01T10:00:00Z');

describe('API key rules', () => {
  it('turns a choice of days into an expiry within a year', () => {
    expect(expiryOf('30', now).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(expiryOf('365', now).toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });

  it('keeps the scopes in the contract order', () => {
    expect(orderedScopes(['staff:manage', 'time:read'])).toEqual(['time:read', 'staff:manage']);
  });

  it('tells revoked, expired and active keys apart', () => {
    expect(
      keyState({ revokedAt: '2026-02-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z' }, now),
    ).toBe('revoked');
    expect(keyState({ revokedAt: null, expiresAt: '2026-03-01T09:59:59Z' }, now)).toBe('expired');
    expect(keyState({ revokedAt: null, expiresAt: '2026-03-02T00:00:00Z' }, now)).toBe('active');
  });
});

import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired } from './token-expiry';

function jwt(payload: Record<string, unknown>): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.signature`;
}

const now = Date.UTC(2026, 0, 1, 12, 0, 0);
const inSeconds = (s: number) => Math.floor(now / 1000) + s;

describe('isTokenExpired', () => {
  it('treats missing and undecodable tokens as expired', () => {
    expect(isTokenExpired(null, 0, now)).toBe(true);
    expect(isTokenExpired('', 0, now)).toBe(true);
    expect(isTokenExpired('not-a-jwt', 0, now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', 0, now)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'x' }), 0, now)).toBe(true);
  });

  it('compares exp with the clock', () => {
    expect(isTokenExpired(jwt({ exp: inSeconds(-1) }), 0, now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: inSeconds(60) }), 0, now)).toBe(false);
  });

  it('applies the API layer margin of 30 s', () => {
    expect(isTokenExpired(jwt({ exp: inSeconds(20) }), 30_000, now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: inSeconds(20) }), 0, now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: inSeconds(45) }), 30_000, now)).toBe(false);
  });

  it('decodes unicode payloads', () => {
    expect(decodeJwtPayload(jwt({ name: 'Zoë' }))?.name).toBe('Zoë');
  });
});

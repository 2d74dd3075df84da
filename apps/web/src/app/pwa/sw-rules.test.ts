import { describe, expect, it } from 'vitest';
import {
  USER_KEY_PARAM,
  cacheKeyFor,
  cachesToClear,
  isCachedApiRead,
  userCacheKey,
} from './sw-rules';

const origin = 'https://app.example.com';
const url = (path: string) => new URL(path, origin);

function token(claims: Record<string, unknown>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

describe('cached API reads', () => {
  it('caches the reads the timesheet needs', () => {
    for (const path of [
      '/api/time-entries?user_id=u1&start_date=2026-01-05&end_date=2026-01-11',
      '/api/jobs',
      '/api/job-work-types/job/j1/work-types',
      '/api/pto-types',
      '/api/auth/me',
      '/api/companies/c1',
      '/api/punch-clock',
    ])
      expect(isCachedApiRead('GET', url(path), origin)).toBe(true);
    // Only the clock itself: the answer about location is a write.
    expect(isCachedApiRead('GET', url('/api/punch-clock/location-consent'), origin)).toBe(false);
  });

  it('leaves writes, other reads and other origins alone', () => {
    expect(isCachedApiRead('POST', url('/api/time-entries'), origin)).toBe(false);
    expect(isCachedApiRead('GET', url('/api/users'), origin)).toBe(false);
    expect(isCachedApiRead('GET', url('/api/companies/c1/branding'), origin)).toBe(false);
    expect(isCachedApiRead('GET', url('/api/reports/weekly'), origin)).toBe(false);
    expect(isCachedApiRead('GET', new URL('https://other.test/api/jobs'), origin)).toBe(false);
  });
});

describe('per-user cache keys', () => {
  it('keys a read by the user, tenant, company and support session of its token', () => {
    const a = userCacheKey(`Bearer ${token({ sub: 'u1', tid: 't1', cid: 'c1' })}`);
    const b = userCacheKey(`Bearer ${token({ sub: 'u2', tid: 't1', cid: 'c1' })}`);
    const support = userCacheKey(`Bearer ${token({ sub: 'u1', tid: 't1', cid: 'c1', sid: 's' })}`);
    expect(a).toBe('u1|t1|c1|');
    expect(b).not.toBe(a);
    expect(support).not.toBe(a);
  });

  it('has no key without a readable token', () => {
    expect(userCacheKey(null)).toBeNull();
    expect(userCacheKey('Basic abc')).toBeNull();
    expect(userCacheKey('Bearer not-a-jwt')).toBeNull();
    expect(userCacheKey(`Bearer ${token({ typ: 'user' })}`)).toBeNull();
  });

  it('gives two users of the same URL different cache entries', () => {
    const read = `${origin}/api/auth/me`;
    expect(cacheKeyFor(read, 'u1|t|c|')).not.toBe(cacheKeyFor(read, 'u2|t|c|'));
    const keyed = new URL(cacheKeyFor(`${read}?${USER_KEY_PARAM}=forged`, 'u1|t|c|'));
    expect(keyed.searchParams.getAll(USER_KEY_PARAM)).toEqual(['u1|t|c|']);
  });
});

describe('CLEAR_CACHE', () => {
  it('drops the cached API data and keeps the precached app shell', () => {
    expect(
      cachesToClear(['workbox-precache-v2-https://app.example.com/', 'sitehours-api-v1', 'other']),
    ).toEqual(['sitehours-api-v1', 'other']);
  });
});

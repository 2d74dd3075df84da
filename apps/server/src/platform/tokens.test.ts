import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const claims = { sub: 'user-1', typ: 'user' as const, tid: 'tenant-1', cid: 'company-1' };

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token again from memory, and refuses it once it has expired', async () => {
    const tokens = new TokenService('a-secret-of-enough-length-for-hs256', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      claims: expect.objectContaining(claims),
    });
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      claims: expect.objectContaining(claims),
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toEqual({ ok: false, expired: true });
  });

  it('refuses a remembered token whose signature was altered, and one signed with another key', async () => {
    const tokens = new TokenService('a-secret-of-enough-length-for-hs256', 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await tokens.verify(altered)).toEqual({ ok: false, expired: false });

    const other = await new TokenService('another-secret-of-enough-length-xx', 60).sign(claims);
    expect(await tokens.verify(other)).toEqual({ ok: false, expired: false });
  });
});

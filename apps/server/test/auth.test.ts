import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, messageText } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { REFRESH_RETRY_GRACE_MS } from '../src/modules/auth/session.service';
import {
  mailOutbox,
  passwordTokens,
  rateLimits,
  securityEvents,
  tenants,
  users,
} from '../src/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function eventsFor(email: string) {
  return withPlatform(t.db, (tx) =>
    tx.select().from(securityEvents).where(eq(securityEvents.email, email)),
  );
}

describe('POST /api/auth/login', () => {
  it('signs in a company admin and returns both token spellings and the account type', async () => {
    const res = await post('/api/auth/login', {
      email: '  Admin@Acme.test ',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBe('user');
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toBe(body.refreshToken);
    const events = await eventsFor('admin@acme.test');
    expect(events.find((e) => e.eventType === 'login_success')?.ipAddress).toBeTruthy();
  });

  it('signs in a global admin as type global_admin', async () => {
    const res = await post('/api/auth/login', {
      email: 'admin@sitehours.test',
      password: DEMO_PASSWORD,
    });
    expect(res.json().type).toBe('global_admin');
  });

  it('refuses a wrong password with the spec message and records the failure', async () => {
    const res = await post('/api/auth/login', {
      email: 'worker2@acme.test',
      password: 'Wrong!Pass1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messageText(MESSAGES.loginInvalidCredentials));
    const events = await eventsFor('worker2@acme.test');
    expect(events.some((e) => e.eventType === 'login_failure')).toBe(true);
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const res = await post('/api/auth/login', {
      email: 'nobody@nowhere.test',
      password: 'Wrong!Pass1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messageText(MESSAGES.loginInvalidCredentials));
  });

  it('names the fields of a malformed request', async () => {
    const res = await post('/api/auth/login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('locks an address for 15 minutes after 5 failures from one client, even for the right password', async () => {
    const email = 'worker4@acme.test';
    const attempt = (password: string, remoteAddress = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress,
      });
    const answers: [number, unknown][] = [];
    for (let i = 0; i < 5; i++) {
      const res = await attempt(`Wrong!Pass${i}`);
      answers.push([res.statusCode, res.json().remainingAttempts]);
    }
    expect(answers).toEqual([
      [401, 4],
      [401, 3],
      [401, 2],
      [401, 1],
      [423, undefined],
    ]);
    const locked = await attempt(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(messageText(MESSAGES.accountLocked));
    const [lock] = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `sign-in lock|${email}|203.0.113.7`)),
    );
    expect(lock!.count).toBe(5);
    expect(lock!.windowStart.getTime() + 15 * 60_000 - Date.now()).toBeGreaterThan(14 * 60_000);
    const types = (await eventsFor(email)).map((e) => e.eventType);
    expect(types).toEqual(expect.arrayContaining(['account_locked', 'login_blocked']));
    // Someone else's failures lock only them: the worker's own device still signs in.
    expect((await attempt(DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // Once the lock has run out, the right password works from that client too.
    await withPlatform(t.db, (tx) =>
      tx
        .update(rateLimits)
        .set({ windowStart: new Date(Date.now() - 15 * 60_000 - 1000) })
        .where(eq(rateLimits.key, `sign-in lock|${email}|203.0.113.7`)),
    );
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a deactivated user with a message that says so', async () => {
    await withPlatform(t.db, (tx) =>
      tx.update(users).set({ isActive: false }).where(eq(users.email, 'worker3@acme.test')),
    );
    const res = await post('/api/auth/login', {
      email: 'worker3@acme.test',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deactivated/);
    expect(res.json().message).toMatch(/contact/);
    await withPlatform(t.db, (tx) =>
      tx.update(users).set({ isActive: true }).where(eq(users.email, 'worker3@acme.test')),
    );
  });

  it('refuses users of a suspended tenant, and their existing tokens stop working', async () => {
    const session = await t.login('tech1@birch.test');
    await withPlatform(t.db, (tx) =>
      tx.update(tenants).set({ status: 'suspended' }).where(eq(tenants.subdomain, 'birch')),
    );
    try {
      const res = await post('/api/auth/login', {
        email: 'tech1@birch.test',
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/deactivated|contact/);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: session.headers,
      });
      expect(me.statusCode).toBe(401);
      const refreshed = await post(
        '/api/auth/refresh',
        {},
        { authorization: `Bearer ${session.refreshToken}` },
      );
      expect(refreshed.statusCode).toBe(401);
    } finally {
      await withPlatform(t.db, (tx) =>
        tx.update(tenants).set({ status: 'active' }).where(eq(tenants.subdomain, 'birch')),
      );
    }
  });
});

describe('GET /api/auth/me', () => {
  it('returns the profile of a company user with the company for branding', async () => {
    const { headers } = await t.login('pm@acme.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      email: 'pm@acme.test',
      firstName: 'Marcus',
      roles: ['company_manager'],
      isGlobalAdmin: false,
      companyName: 'Acme Construction',
      supportSession: null,
    });
    expect(me.companies[0]).toMatchObject({ name: 'Acme Construction', primary_color: '#C2410C' });
    expect(me.id).toBe(me.user_id);
  });

  it('returns a global admin profile with no companies', async () => {
    const { headers } = await t.login('admin@sitehours.test');
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json();
    expect(me).toMatchObject({
      isGlobalAdmin: true,
      roles: ['global_admin'],
      companies: [],
      companyId: null,
    });
  });

  it('needs a valid token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().expired).toBeUndefined();
  });

  it('marks an expired access token with expired: true', async () => {
    const { headers } = await t.login('worker1@acme.test');
    // The clock moves past the token's lifetime (only Date: the server's timers run as ever).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ expired: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const first = await t.login('worker1@acme.test');
    const r1 = await post(
      '/api/auth/refresh',
      {},
      { authorization: `Bearer ${first.refreshToken}` },
    );
    expect(r1.statusCode).toBe(200);
    const second = r1.json<{ token: string; refresh_token: string }>();
    expect(second.refresh_token).not.toBe(first.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(me.statusCode).toBe(200);

    // The newer token used, the spent one presented again: refused, and the family dies.
    const third = await post('/api/auth/refresh', { refreshToken: second.refresh_token });
    expect(third.statusCode).toBe(200);
    const replay = await post(
      '/api/auth/refresh',
      {},
      { authorization: `Bearer ${first.refreshToken}` },
    );
    expect(replay.statusCode).toBe(401);
    const afterReplay = await post('/api/auth/refresh', {
      refreshToken: third.json<{ refresh_token: string }>().refresh_token,
    });
    expect(afterReplay.statusCode).toBe(401);
    expect(
      (await eventsFor('worker1@acme.test')).some((e) => e.eventType === 'refresh_token_reuse'),
    ).toBe(true);
  });

  it('answers a refresh asked again for a lost answer, and still catches the other copy', async () => {
    const device = await t.login('pm@acme.test');
    const refresh = (token: string) =>
      post('/api/auth/refresh', {}, { authorization: `Bearer ${token}` });
    // The answer to this refresh never reaches the device (signal lost, page reloaded)...
    const lost = (await refresh(device.refreshToken)).json<{ refresh_token: string }>();
    // ...which asks again with the token it still holds, and is answered.
    const again = await refresh(device.refreshToken);
    expect(again.statusCode).toBe(200);
    const kept = again.json<{ token: string; refresh_token: string }>();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${kept.token}` },
    });
    expect(me.statusCode).toBe(200);
    // The token of the lost answer, should anyone hold it, ends the sign-in when presented.
    expect((await refresh(lost.refresh_token)).statusCode).toBe(401);
    expect((await refresh(kept.refresh_token)).statusCode).toBe(401);
  });

  it('takes a spent token presented after the grace as a replay', async () => {
    const device = await t.login('pm@acme.test');
    const refresh = (token: string) =>
      post('/api/auth/refresh', {}, { authorization: `Bearer ${token}` });
    const next = (await refresh(device.refreshToken)).json<{ refresh_token: string }>();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + REFRESH_RETRY_GRACE_MS + 1_000);
      expect((await refresh(device.refreshToken)).statusCode).toBe(401);
      expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a missing or unknown refresh token', async () => {
    expect((await post('/api/auth/refresh', {})).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', {}, { authorization: 'Bearer nope' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token of that sign-in only', async () => {
    const a = await t.login('worker2@acme.test');
    const b = await t.login('worker2@acme.test');
    const res = await post('/api/auth/logout', { refreshToken: a.refreshToken }, a.headers);
    expect(res.statusCode).toBe(204);
    expect((await post('/api/auth/refresh', { refreshToken: a.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/refresh', { refreshToken: b.refreshToken })).statusCode).toBe(
      200,
    );
  });
});

describe('password reset', () => {
  const email = 'worker3@acme.test';

  it('answers the same for known and unknown addresses; only a known one gets a link and a mail', async () => {
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@acme.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(unknown.json().message);
    expect(unknown.json().resetUrl).toBeUndefined();
    expect(known.json().resetUrl).toMatch(/\/reset-password\/[\w-]+\?email=worker3%40acme\.test$/);

    const queued = await withPlatform(t.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
    );
    expect(queued[0]?.textBody).toContain(known.json().resetUrl);
    await t.ctx.mail.flush();
    const files = fs.readdirSync(path.join(t.dataDir, 'mail'));
    const eml = files
      .map((f) => fs.readFileSync(path.join(t.dataDir, 'mail', f), 'utf8'))
      .find((m) => m.includes(`To: ${email}`));
    expect(eml).toContain('Acme Construction');
  });

  it('sets a new password once; the link cannot be used again', async () => {
    const { resetUrl } = (await post('/api/auth/forgot-password', { email })).json<{
      resetUrl: string;
    }>();
    const token = new URL(resetUrl).pathname.split('/').pop()!;
    const newPassword = 'Fresh!Start2026';
    const weak = await post('/api/auth/reset-password', { token, email, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({
      path: 'password',
      msg: messageText(MESSAGES.weakPassword),
    });

    const wrongEmail = await post('/api/auth/reset-password', {
      token,
      email: 'worker1@acme.test',
      password: newPassword,
    });
    expect(wrongEmail.statusCode).toBe(400);

    const ok = await post('/api/auth/reset-password', { token, email, password: newPassword });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: newPassword })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );

    const again = await post('/api/auth/reset-password', {
      token,
      email,
      password: 'Another!Pass2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messageText(MESSAGES.resetTokenInvalid));
  });

  it('refuses an expired link', async () => {
    const { resetUrl } = (await post('/api/auth/forgot-password', { email })).json<{
      resetUrl: string;
    }>();
    const token = new URL(resetUrl).pathname.split('/').pop()!;
    await withPlatform(t.db, (tx) =>
      tx.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) }),
    );
    const res = await post('/api/auth/reset-password', {
      token,
      email,
      password: 'Expired!Link2026',
    });
    expect(res.statusCode).toBe(400);
  });

  it('does not return the link in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().resetUrl).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password and a strong new one, and keeps only this sign-in', async () => {
    const other = await t.login('pm@acme.test');
    const me = await t.login('pm@acme.test');
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'nope', newPassword: 'Strong!Pass2027' },
      me.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('currentPassword');
    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: DEMO_PASSWORD, newPassword: 'qwerty' },
      me.headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(messageText(MESSAGES.weakPassword));

    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: DEMO_PASSWORD, newPassword: 'Strong!Pass2027' },
      me.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: me.refreshToken })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: 'pm@acme.test', password: 'Strong!Pass2027' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/auth/check-password-strength', () => {
  it('scores with the spec rules and a real common-password list', async () => {
    const strong = (
      await post('/api/auth/check-password-strength', { password: 'Harbor!Crane42' })
    ).json().data;
    expect(strong).toMatchObject({ isValid: true, strength: { score: 100, level: 'Very Strong' } });
    // Not among the spec's six examples, but on the common list.
    const common = (
      await post('/api/auth/check-password-strength', { password: 'Football1!' })
    ).json().data;
    expect(common.isValid).toBe(false);
    expect(common.strength.analysis.isNotCommon).toBe(false);
    const weak = (await post('/api/auth/check-password-strength', { password: 'abc' })).json().data;
    expect(weak.strength.level).toBe('Weak');
    expect(weak.strength.recommendations.length).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/companies/:id', () => {
  it("returns the caller's own company and nothing else", async () => {
    const { headers } = await t.login('worker1@acme.test');
    const acme = await t.tenantBySubdomain('acme');
    const birch = await t.tenantBySubdomain('birch');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${acme.company.id}`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Acme Construction', secondary_color: '#1F2937' });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${birch.company.id}`,
      headers,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Birch');
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per address and client', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'worker1@acme.test', password: 'x' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

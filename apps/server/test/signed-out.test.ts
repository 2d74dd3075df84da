import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { signInCache } from '../src/platform/access';
import { DEMO_PASSWORD, createTestApp, type TestApp } from './support/test-app';

// Signed out means signed out: every way a sign-in ends also ends the access tokens issued to it,
// at once, not when they expire 15 minutes later.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
const jobs = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/jobs', headers: session.headers });

async function expectEnded(session: Session) {
  for (const res of [await me(session), await jobs(session)]) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'session_ended' });
  }
}

async function expectWorking(session: Session) {
  expect((await me(session)).statusCode).toBe(200);
}

const familyOf = (session: Session) => decodeJwt(session.token).fam as string;

describe('access tokens end with their sign-in', () => {
  it('after logout, and the same account signed in elsewhere keeps working', async () => {
    const phone = await t.login('worker1@acme.test');
    const tablet = await t.login('worker1@acme.test');
    await expectWorking(phone);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: phone.headers,
      payload: { refreshToken: phone.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    await expectEnded(phone);
    await expectWorking(tablet);
  });

  it('after a password change, for every other sign-in of the account', async () => {
    const here = await t.login('worker2@acme.test');
    const elsewhere = await t.login('worker2@acme.test');
    const newPassword = 'Another!Pass2026x';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: here.headers,
      payload: { currentPassword: DEMO_PASSWORD, newPassword },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(elsewhere);
    await expectWorking(here);
  });

  it('after a replayed refresh token, for the access tokens of the whole sign-in', async () => {
    const first = await t.login('worker3@acme.test');
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ token: string; refresh_token: string }>();
    const secondSession = {
      ...first,
      token: second.token,
      headers: { authorization: `Bearer ${second.token}` },
    };
    await expectWorking(secondSession);
    // The device refreshes again: the first token's answer was not lost, so it is spent for good.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: second.refresh_token },
    });
    expect(again.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    await expectEnded(first);
    await expectEnded(secondSession);
  });

  it('after deactivation, and still after the user is reactivated', async () => {
    const admin = await t.login('admin@acme.test');
    const worker = await t.login('worker4@acme.test');
    const user = await t.userByEmail('worker4@acme.test');
    const edit = (isActive: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: admin.headers,
        payload: {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone ?? undefined,
          hourlyRate: Number(user.hourlyRate),
          role: 'employee',
          isActive,
          includeInReports: user.includeInReports,
        },
      });
    expect((await edit(false)).statusCode).toBe(200);
    expect((await me(worker)).statusCode).toBe(401);
    expect((await edit(true)).statusCode).toBe(200);
    await expectEnded(worker);
    // Signing in again works.
    await expectWorking(await t.login('worker4@acme.test'));
  });

  it('when the sign-in is revoked outside the server, as soon as the notification arrives', async () => {
    const session = await t.login('pm@acme.test');
    await expectWorking(session);
    await t.db.execute(
      sql`update refresh_tokens set revoked_at = now() where family_id = ${familyOf(session)}`,
    );
    let ended = false;
    for (let i = 0; i < 20 && !ended; i++) {
      ended = (await me(session)).statusCode === 401;
      if (!ended) await new Promise((r) => setTimeout(r, 50));
    }
    expect(ended).toBe(true);
    await expectEnded(session);
  });

  it('answers a running sign-in from memory, without reading the database on each request', async () => {
    const session = await t.login('worker1@acme.test');
    await expectWorking(session);
    expect(signInCache(t.ctx.bus).get(familyOf(session))).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: session.headers,
      payload: { refreshToken: session.refreshToken },
    });
    // Dropped at the commit, before the next request.
    expect(signInCache(t.ctx.bus).get(familyOf(session))).toBeUndefined();
    await expectEnded(session);
    // On PostgreSQL the commit's notification comes back a moment later and drops the copy once
    // more; the next request remembers the ended sign-in again.
    let remembered = signInCache(t.ctx.bus).get(familyOf(session));
    for (let i = 0; i < 20 && remembered !== false; i++) {
      await new Promise((r) => setTimeout(r, 50));
      await expectEnded(session);
      remembered = signInCache(t.ctx.bus).get(familyOf(session));
    }
    expect(remembered).toBe(false);
  });
});

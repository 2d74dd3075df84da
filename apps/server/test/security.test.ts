import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlatform } from '../src/db/scoped';
import { securityEvents } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

it('the demo data gives every list of the dashboard something to show', async () => {
  const { headers } = await t.login('admin@sitehours.test');
  for (const [path, key] of [
    ['companies', 'companies'],
    ['users', 'users'],
    ['failed-logins', 'attempts'],
    ['events', 'events'],
  ] as const) {
    const body = (
      await t.app.inject({ method: 'GET', url: `/api/admin/security/${path}`, headers })
    ).json();
    expect(body[key].length, path).toBeGreaterThan(0);
  }
  // From here on, a clean slate: the figures below come from these tests' own sign-ins.
  await withPlatform(t.db, (tx) => tx.delete(securityEvents));
});
afterAll(() => t.close());

const failLogin = (email: string, ua = 'curl/8') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Wrong!Guess1' },
    headers: { 'user-agent': ua },
  });

describe('security dashboard API', () => {
  it('is for global admins only', async () => {
    const { headers } = await t.login('admin@acme.test');
    for (const path of ['events', 'companies', 'users', 'failed-logins']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/admin/security/${path}`, headers }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('summarises failed sign-ins, locks, addresses and events of the last 7 days', async () => {
    const { headers } = await t.login('admin@sitehours.test');
    for (let i = 0; i < 5; i++) await failLogin('worker2@acme.test');
    await failLogin('tech1@birch.test', 'Mozilla/5.0 Test');
    await failLogin('nobody@nowhere.test');

    const events = (
      await t.app.inject({ method: 'GET', url: '/api/admin/security/events', headers })
    ).json();
    expect(events.summary).toMatchObject({ failedLogins: 7, accountLocks: 1, uniqueIps: 1 });
    expect(events.summary.totalEvents).toBeGreaterThanOrEqual(9);
    expect(events.events[0]).toHaveProperty('eventType');

    const companies = (
      await t.app.inject({ method: 'GET', url: '/api/admin/security/companies', headers })
    ).json().companies;
    expect(companies.map((c: { companyName: string }) => c.companyName)).toEqual([
      'Acme Construction',
      'Birch Field Services',
    ]);
    expect(companies[0]).toMatchObject({ failedLogins: 5 });

    const users = (
      await t.app.inject({ method: 'GET', url: '/api/admin/security/users', headers })
    ).json().users;
    expect(users[0]).toMatchObject({
      email: 'worker2@acme.test',
      fullName: 'Kayla Brooks',
      companyName: 'Acme Construction',
      failedLoginCount: 5,
    });
    expect(users.length).toBeLessThanOrEqual(5);

    const attempts = (
      await t.app.inject({ method: 'GET', url: '/api/admin/security/failed-logins', headers })
    ).json().attempts;
    expect(attempts).toHaveLength(7);
    expect(attempts[0]).toMatchObject({ userEmail: 'nobody@nowhere.test', userName: null });
    expect(attempts[1]).toMatchObject({
      userEmail: 'tech1@birch.test',
      userName: 'Owen Gallagher',
      companyName: 'Birch Field Services',
      userAgent: 'Mozilla/5.0 Test',
    });
    expect(attempts[1].ipAddress).toBeTruthy();
  });

  it('keeps at most 15 failed sign-ins', async () => {
    for (let i = 0; i < 12; i++) await failLogin(`ghost${i}@nowhere.test`);
    const { headers } = await t.login('admin@sitehours.test');
    const attempts = (
      await t.app.inject({ method: 'GET', url: '/api/admin/security/failed-logins', headers })
    ).json().attempts;
    expect(attempts).toHaveLength(15);
  });
});

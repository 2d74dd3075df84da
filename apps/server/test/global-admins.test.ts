import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES, messageText } from '@sitehours/contract';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
let operator: Awaited<ReturnType<TestApp['login']>>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('admin@sitehours.test');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers = operator.headers,
) => t.app.inject({ method, url, payload, headers });

describe('global admins API', () => {
  it('lists operators for a global admin only', async () => {
    const res = await call('GET', '/api/admin/global-admins');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      email: 'admin@sitehours.test',
      isActive: true,
      firstName: 'Olivia',
    });
    expect(res.json()[0].adminId).toBe(res.json()[0].id);
    const companyAdmin = await t.login('admin@acme.test');
    for (const [method, url] of [
      ['GET', '/api/admin/global-admins'],
      ['POST', '/api/admin/global-admins'],
      ['PUT', `/api/admin/global-admins/${res.json()[0].id}`],
      ['PUT', `/api/admin/global-admins/${res.json()[0].id}/status`],
    ] as const) {
      const refused = await call(
        method,
        url,
        { email: 'x@y.io', password: 'Night!Shift2026', isActive: false },
        companyAdmin.headers,
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('adds an operator with a strong password and a unique address', async () => {
    const missing = await call('POST', '/api/admin/global-admins', { email: '', firstName: 'A' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'email', msg: messageText(ADMIN_MESSAGES.emailRequired) }),
        expect.objectContaining({
          path: 'password',
          msg: messageText(ADMIN_MESSAGES.passwordRequiredForNew),
        }),
      ]),
    );
    const weak = await call('POST', '/api/admin/global-admins', {
      email: 'sam@sitehours.test',
      password: 'letmein1',
    });
    expect(weak.json().errors).toMatchObject([
      { path: 'password', msg: messageText(MESSAGES.weakPassword) },
    ]);
    const taken = await call('POST', '/api/admin/global-admins', {
      email: 'Worker1@acme.test',
      password: 'Night!Shift2026',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].path).toBe('email');

    const created = await call('POST', '/api/admin/global-admins', {
      email: 'Sam@SiteHours.test',
      password: 'Night!Shift2026',
      firstName: 'Sam',
      lastName: 'Ortiz',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'sam@sitehours.test', isActive: true });
    expect((await t.login('sam@sitehours.test', 'Night!Shift2026')).token).toBeTruthy();
  });

  it('edits an operator; a blank password leaves it unchanged', async () => {
    const list = (await call('GET', '/api/admin/global-admins')).json();
    const sam = list.find((a: { email: string }) => a.email === 'sam@sitehours.test');
    const res = await call('PUT', `/api/admin/global-admins/${sam.id}`, {
      email: 'sam@sitehours.test',
      firstName: 'Samuel',
      lastName: 'Ortiz',
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Samuel');
    expect((await t.login('sam@sitehours.test', 'Night!Shift2026')).token).toBeTruthy();
    const changed = await call('PUT', `/api/admin/global-admins/${sam.id}`, {
      email: 'sam@sitehours.test',
      firstName: 'Samuel',
      lastName: 'Ortiz',
      password: 'Day!Shift20277',
    });
    expect(changed.statusCode).toBe(200);
    await expect(t.login('sam@sitehours.test', 'Night!Shift2026')).rejects.toThrow(/401/);
  });

  it('refuses to deactivate oneself or the last active admin; a deactivated admin is out at once', async () => {
    const list = (await call('GET', '/api/admin/global-admins')).json();
    const me = list.find((a: { email: string }) => a.email === 'admin@sitehours.test');
    const sam = list.find((a: { email: string }) => a.email === 'sam@sitehours.test');
    const self = await call('PUT', `/api/admin/global-admins/${me.id}/status`, { isActive: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(messageText(ADMIN_MESSAGES.cannotDeactivateSelf));

    const samSession = await t.login('sam@sitehours.test', 'Day!Shift20277');
    const off = await call('PUT', `/api/admin/global-admins/${sam.id}/status`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await call('GET', '/api/auth/me', undefined, samSession.headers)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: samSession.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sam@sitehours.test', password: 'Day!Shift20277' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/deactivated/);

    // With the demo operator deactivated, Sam is the last active admin and cannot leave.
    await call('PUT', `/api/admin/global-admins/${sam.id}/status`, { isActive: true });
    const samAgain = await t.login('sam@sitehours.test', 'Day!Shift20277');
    const offMe = await call(
      'PUT',
      `/api/admin/global-admins/${me.id}/status`,
      { isActive: false },
      samAgain.headers,
    );
    expect(offMe.statusCode).toBe(200);
    const last = await call(
      'PUT',
      `/api/admin/global-admins/${sam.id}/status`,
      { isActive: false },
      samAgain.headers,
    );
    expect(last.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/admin/global-admins', undefined, samAgain.headers))
        .json()
        .filter((a: { isActive: boolean }) => a.isActive),
    ).toHaveLength(1);
    await call(
      'PUT',
      `/api/admin/global-admins/${me.id}/status`,
      { isActive: true },
      samAgain.headers,
    );
    // Reactivated, the operator signs in again: the sign-ins ended by the deactivation stay ended.
    const before = operator.headers;
    operator = await t.login('admin@sitehours.test', DEMO_PASSWORD);
    expect((await call('GET', '/api/auth/me', undefined, before)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('answers an unknown id with 404', async () => {
    const res = await call('PUT', '/api/admin/global-admins/00000000-0000-4000-8000-000000000000', {
      email: 'a@b.co',
    });
    expect(res.statusCode).toBe(404);
  });
});

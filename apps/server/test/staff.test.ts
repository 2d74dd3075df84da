import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STAFF_MESSAGES, messageText } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { mailOutbox } from '../src/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['login']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, session = admin) =>
  t.app.inject({ method, url, payload, headers: session.headers });

const newUser = {
  firstName: ' Rosa ',
  lastName: 'Jimenez',
  email: ' Rosa.Jimenez@Acme.test ',
  phone: '(510) 555-0199',
  hourlyRate: '33.50',
  role: 'standard_user',
  isActive: true,
  includeInReports: true,
  password: 'Rebar!Tie2026',
};

describe('staff API', () => {
  it('lists users for admins with pay, for managers without, and refuses employees', async () => {
    const list = (await call('GET', '/api/users')).json();
    expect(list.find((u: { email: string }) => u.email === 'worker1@acme.test')).toMatchObject({
      hourlyRate: 28.75,
      role: 'standard_user',
      isActive: true,
    });
    const pm = await t.login('pm@acme.test');
    const managerView = (await call('GET', '/api/users', undefined, pm)).json();
    expect(managerView[0].hourlyRate).toBeNull();
    const worker = await t.login('worker1@acme.test');
    expect((await call('GET', '/api/users', undefined, worker)).statusCode).toBe(403);
    expect((await call('POST', '/api/users', newUser, pm)).statusCode).toBe(403);
  });

  it('creates a user with a strong password; they can sign in', async () => {
    const res = await call('POST', '/api/users', newUser);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      firstName: 'Rosa',
      email: 'rosa.jimenez@acme.test',
      phone: '5105550199',
      hourlyRate: 33.5,
      roles: ['standard_user'],
    });
    expect((await t.login('rosa.jimenez@acme.test', 'Rebar!Tie2026')).token).toBeTruthy();
  });

  it('checks every field with the spec messages', async () => {
    const res = await call('POST', '/api/users', {
      firstName: '',
      lastName: ' ',
      email: 'nope',
      phone: '555-1234',
      hourlyRate: '12.345',
      role: 'boss',
    });
    const byPath = Object.fromEntries(
      res.json().errors.map((e: { path: string; msg: string }) => [e.path, e.msg]),
    );
    expect(byPath).toMatchObject({
      firstName: messageText(STAFF_MESSAGES.firstNameRequired),
      lastName: messageText(STAFF_MESSAGES.lastNameRequired),
      email: messageText(STAFF_MESSAGES.invalidEmail),
      phone: messageText(STAFF_MESSAGES.invalidPhone),
      hourlyRate: messageText(STAFF_MESSAGES.invalidRate),
      role: messageText(STAFF_MESSAGES.invalidRole),
    });
    expect(
      (
        await call('POST', '/api/users', { ...newUser, email: 'neg@acme.test', hourlyRate: -1 })
      ).json().errors[0].msg,
    ).toBe(messageText(STAFF_MESSAGES.invalidRate));
    const weak = await call('POST', '/api/users', {
      ...newUser,
      email: 'weak@acme.test',
      password: 'password1',
    });
    expect(weak.json().errors).toMatchObject([
      { path: 'password', msg: messageText(STAFF_MESSAGES.strongPasswordNew) },
    ]);
  });

  it("adds an address once per company, and never an operator's", async () => {
    for (const email of ['rosa.jimenez@acme.test', 'admin@sitehours.test']) {
      const res = await call('POST', '/api/users', { ...newUser, email });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().errors).toMatchObject([
        { path: 'email', msg: messageText(STAFF_MESSAGES.emailTaken) },
      ]);
    }
  });

  it('invites a user created without a password instead of giving a default one', async () => {
    const res = await call('POST', '/api/users', {
      ...newUser,
      email: 'new.hire@acme.test',
      password: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().hasPassword).toBe(false);
    const [mail] = await withPlatform(t.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'new.hire@acme.test')),
    );
    expect(mail!.subject).toContain('Acme Construction');
    expect(mail!.textBody).toMatch(/\/reset-password\/[\w-]+\?email=new\.hire%40acme\.test/);
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.hire@acme.test', password: 'new.hire123!' },
    });
    expect(guess.statusCode).toBe(401);
  });

  it('edits a user; a blank password leaves it unchanged, a new one must be strong', async () => {
    const rosa = (await call('GET', '/api/users'))
      .json()
      .find((u: { email: string }) => u.email === 'rosa.jimenez@acme.test');
    const edit = await call('PUT', `/api/users/${rosa.id}`, {
      ...newUser,
      hourly_rate: 36,
      hourlyRate: undefined,
      roles: ['employee'],
      role: undefined,
      password: '',
      includeInReports: false,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      hourlyRate: 36,
      includeInReports: false,
      role: 'standard_user',
    });
    expect((await t.login('rosa.jimenez@acme.test', 'Rebar!Tie2026')).token).toBeTruthy();
    const weak = await call('PUT', `/api/users/${rosa.id}`, { ...newUser, password: 'qwerty' });
    expect(weak.json().errors).toMatchObject([
      { path: 'password', msg: messageText(STAFF_MESSAGES.strongPasswordEdit) },
    ]);
    expect((await call('GET', `/api/users/${rosa.id}`)).json().hourly_rate).toBe(36);
  });

  it('deactivation signs the user out and refuses sign-in; activation lets them back', async () => {
    const session = await t.login('worker2@acme.test');
    const id = (await t.userByEmail('worker2@acme.test')).id;
    // Seen once, so the account is held in memory when it is deactivated.
    expect((await call('GET', '/api/auth/me', undefined, session)).statusCode).toBe(200);
    const off = await call('PUT', `/api/users/${id}/toggle-status`, { is_active: false });
    expect(off.json()).toMatchObject({
      isActive: false,
      message: messageText(STAFF_MESSAGES.deactivated),
    });
    expect((await call('GET', '/api/auth/me', undefined, session)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'worker2@acme.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(
      (await call('GET', '/api/users?includeInactive=false'))
        .json()
        .some((u: { id: string }) => u.id === id),
    ).toBe(false);
    const on = await call('PUT', `/api/users/${id}/toggle-status`, { is_active: true });
    expect(on.json().message).toBe(messageText(STAFF_MESSAGES.activated));
    expect((await t.login('worker2@acme.test')).token).toBeTruthy();
  });

  it('never leaves the company without an active admin', async () => {
    expect((await call('GET', '/api/users/admin-count')).json()).toEqual({ count: 1 });
    const me = (await t.userByEmail('admin@acme.test')).id;
    const off = await call('PUT', `/api/users/${me}/toggle-status`, { is_active: false });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(messageText(STAFF_MESSAGES.soleAdmin));
    const demote = await call('PUT', `/api/users/${me}`, {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'admin@acme.test',
      hourlyRate: 48,
      role: 'company_manager',
      isActive: true,
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toContain('only active administrator');
    // With a second admin, the first may step down.
    const rosa = (await t.userByEmail('rosa.jimenez@acme.test')).id;
    await call('PUT', `/api/users/${rosa}`, { ...newUser, role: 'company_admin', password: '' });
    expect((await call('GET', '/api/users/admin-count')).json()).toEqual({ count: 2 });
    expect(
      (await call('PUT', `/api/users/${rosa}/toggle-status`, { is_active: false })).statusCode,
    ).toBe(200);
  });

  it("refuses another company's users", async () => {
    const tech = (await t.userByEmail('tech1@birch.test')).id;
    expect((await call('GET', `/api/users/${tech}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/users/${tech}/toggle-status`, { is_active: false })).statusCode,
    ).toBe(404);
    expect((await t.userByEmail('tech1@birch.test')).isActive).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '@sitehours/contract';
import { createGlobalAdmin } from '../src/modules/auth/admin-bootstrap';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

/**
 * The strength check the meter asks and every route that sets a password judge each password
 * alike: a password the check calls valid is accepted everywhere, one it refuses is refused
 * everywhere, and the check never calls a refused password Strong.
 */
const PASSWORDS = [
  'Harbor!Crane42',
  'Qz7!wmtk', // exactly 8 characters
  `Harbor!Crane42${'q'.repeat(114)}`, // 128 characters
  'Qz7!wmt', // 7 characters
  'Password1!',
  'PASSWORD123!',
  'Football1!',
  'Welcome#2026',
  'harbor!crane42',
  'HarborCrane42',
  'password',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESET_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Headers = {}) =>
  t.app.inject({ method, url, payload, headers });

let serial = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++serial}-${Date.now()}@acme.test`;

describe('the strength check and the routes that set a password agree', () => {
  it.each(PASSWORDS)('%s', async (password) => {
    const check = await call('POST', '/api/auth/check-password-strength', { password });
    expect(check.statusCode).toBe(200);
    const { isValid, strength } = check.json().data as {
      isValid: boolean;
      strength: { level: string };
    };
    if (!isValid) expect(strength.level).toBe('Weak');
    const expected = isValid ? [200, 201] : [400];
    const outcome = async (label: string, res: { statusCode: number; body: string }) => {
      expect(expected, `${label}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    };

    // Change password: a worker of their own, signed in with the demo password.
    const admin = await t.login('admin@acme.test');
    const workerEmail = uniqueEmail('change');
    const created = await call(
      'POST',
      '/api/users',
      {
        firstName: 'Pat',
        lastName: 'Agree',
        email: workerEmail,
        phone: null,
        hourlyRate: 30,
        role: 'standard_user',
        isActive: true,
        includeInReports: false,
        password: DEMO_PASSWORD,
      },
      admin.headers,
    );
    expect(created.statusCode).toBe(201);
    const worker = await t.login(workerEmail);
    await outcome(
      'change password',
      await call(
        'POST',
        '/api/auth/change-password',
        { currentPassword: DEMO_PASSWORD, newPassword: password },
        worker.headers,
      ),
    );

    // Reset through a link.
    const { resetUrl } = (
      await call('POST', '/api/auth/forgot-password', { email: workerEmail })
    ).json<{ resetUrl: string }>();
    const token = new URL(resetUrl).pathname.split('/').pop()!;
    await outcome(
      'reset password',
      await call('POST', '/api/auth/reset-password', { token, email: workerEmail, password }),
    );

    // Staff: add a user with it, and edit a user to it.
    const staffUser = {
      firstName: 'Sam',
      lastName: 'Agree',
      phone: null,
      hourlyRate: 30,
      role: 'standard_user',
      isActive: true,
      includeInReports: false,
    };
    await outcome(
      'staff create',
      await call(
        'POST',
        '/api/users',
        { ...staffUser, email: uniqueEmail('staff'), password },
        admin.headers,
      ),
    );
    const userId = (await t.userByEmail(workerEmail)).id;
    await outcome(
      'staff edit',
      await call(
        'PUT',
        `/api/users/${userId}`,
        { ...staffUser, email: workerEmail, password },
        admin.headers,
      ),
    );

    // Operator: add a global admin with it, and edit one to it.
    const operator = await t.login('admin@sitehours.test');
    const adminFields = { firstName: 'Ola', lastName: 'Agree' };
    await outcome(
      'operator admin create',
      await call(
        'POST',
        '/api/admin/global-admins',
        { ...adminFields, email: uniqueEmail('op'), password },
        operator.headers,
      ),
    );
    const opEmail = uniqueEmail('op-edit');
    const made = await call(
      'POST',
      '/api/admin/global-admins',
      { ...adminFields, email: opEmail, password: DEMO_PASSWORD },
      operator.headers,
    );
    expect(made.statusCode).toBe(201);
    const opId = made.json<{ id: string }>().id;
    await outcome(
      'operator admin edit',
      await call(
        'PUT',
        `/api/admin/global-admins/${opId}`,
        { ...adminFields, email: opEmail, password },
        operator.headers,
      ),
    );
  });
});

/**
 * A password that contains the account's name or email local part: the check, told the account
 * the way each form tells it, refuses it, and so does every route that sets a password for that
 * account, answering 400 with the field named. Told nothing, the check judges by the other rules
 * alone and calls it Very Strong, which is why the forms tell it.
 */
describe('a password with the account’s name or email in it is refused by the check and every route', () => {
  type Check = { isValid: boolean; strength: { level: string; recommendations: string[] } };
  const check = async (body: object): Promise<Check> => {
    const res = await call('POST', '/api/auth/check-password-strength', body);
    expect(res.statusCode).toBe(200);
    return res.json().data as Check;
  };
  const refusedNaming = (res: { statusCode: number; body: string }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const errors = (JSON.parse(res.body) as { errors?: { path: string }[] }).errors ?? [];
    expect(errors.map((e) => e.path)).toContain(field);
  };
  const expectRefused = async (body: object) => {
    const r = await check(body);
    expect(r.isValid).toBe(false);
    expect(r.strength.level).toBe('Weak');
    expect(r.strength.recommendations[0]).toBe('Avoid your name or email address');
  };

  const worker = { firstName: 'Quinta', lastName: 'Marlowe' };
  const staffFields = {
    phone: null,
    hourlyRate: 30,
    role: 'standard_user',
    isActive: true,
    includeInReports: false,
  };
  const PERSONAL = ['Quinta!Harbor42', 'Harbor!MARLOWE42', 'x!Riverstone7'];
  const email = `riverstone-${Date.now()}@acme.test`;

  beforeAll(async () => {
    const admin = await t.login('admin@acme.test');
    const created = await call(
      'POST',
      '/api/users',
      { ...worker, ...staffFields, email, password: DEMO_PASSWORD },
      admin.headers,
    );
    expect(created.statusCode).toBe(201);
  });

  it.each(PERSONAL)('%s: the check told nothing calls it Very Strong', async (password) => {
    expect((await check({ password })).strength.level).toBe('Very Strong');
  });

  it.each(PERSONAL)('%s: staff create and edit refuse it', async (password) => {
    const admin = await t.login('admin@acme.test');
    const account = { ...worker, email };
    await expectRefused({ password, ...account });
    const newEmail = `riverstone-${Date.now()}-new@acme.test`;
    // A new user's own address: the local part holds 'riverstone' as well.
    await expectRefused({ password, ...worker, email: newEmail });
    refusedNaming(
      await call(
        'POST',
        '/api/users',
        { ...worker, ...staffFields, email: newEmail, password },
        admin.headers,
      ),
      'password',
    );
    const userId = (await t.userByEmail(email)).id;
    refusedNaming(
      await call(
        'PUT',
        `/api/users/${userId}`,
        { ...account, ...staffFields, password },
        admin.headers,
      ),
      'password',
    );
  });

  it.each(PERSONAL)('%s: change password refuses it', async (password) => {
    const session = await t.login(email);
    await expectRefused({ password, ...worker, email });
    const res = await call(
      'POST',
      '/api/auth/change-password',
      { currentPassword: DEMO_PASSWORD, newPassword: password },
      session.headers,
    );
    refusedNaming(res, 'newPassword');
    expect(res.json().errors[0].msg).toBe(messageText(MESSAGES.weakPassword));
  });

  it.each(PERSONAL)(
    '%s: reset refuses it; the check knows the name from the link',
    async (password) => {
      const { resetUrl } = (await call('POST', '/api/auth/forgot-password', { email })).json<{
        resetUrl: string;
      }>();
      const token = new URL(resetUrl).pathname.split('/').pop()!;
      // The reset screen knows only the address and the link; the name comes from the link.
      await expectRefused({ password, email, resetToken: token });
      refusedNaming(
        await call('POST', '/api/auth/reset-password', { token, email, password }),
        'password',
      );
      // The link was not used up by the refusal: a fitting password still goes through.
      const done = await call('POST', '/api/auth/reset-password', {
        token,
        email,
        password: DEMO_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
    },
  );

  it('the check does not take a name from a link whose email does not match', async () => {
    const { resetUrl } = (await call('POST', '/api/auth/forgot-password', { email })).json<{
      resetUrl: string;
    }>();
    const token = new URL(resetUrl).pathname.split('/').pop()!;
    const r = await check({
      password: 'Quinta!Harbor42',
      email: 'someone@else.test',
      resetToken: token,
    });
    expect(r.isValid).toBe(true);
  });

  it.each(PERSONAL)('%s: operator admin create and edit refuse it', async (password) => {
    const operator = await t.login('admin@sitehours.test');
    const opEmail = `riverstone-op-${Date.now()}@sitehours.test`;
    await expectRefused({ password, ...worker, email: opEmail });
    refusedNaming(
      await call(
        'POST',
        '/api/admin/global-admins',
        { ...worker, email: opEmail, password },
        operator.headers,
      ),
      'password',
    );
    const made = await call(
      'POST',
      '/api/admin/global-admins',
      { ...worker, email: opEmail, password: DEMO_PASSWORD },
      operator.headers,
    );
    expect(made.statusCode).toBe(201);
    refusedNaming(
      await call(
        'PUT',
        `/api/admin/global-admins/${made.json<{ id: string }>().id}`,
        { ...worker, email: opEmail, password },
        operator.headers,
      ),
      'password',
    );
  });

  it.each(PERSONAL)('%s: the first operator set up at start refuses it', async (password) => {
    await expect(
      createGlobalAdmin(t.db, {
        ...worker,
        email: `riverstone-boot-${Date.now()}@sitehours.test`,
        password,
      }),
    ).rejects.toThrow(/too weak/);
  });
});

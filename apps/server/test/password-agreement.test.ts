import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

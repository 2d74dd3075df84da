import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@sitehours/contract';
import { createTestApp, type TestApp } from './support/test-app';

/** Every error answer names its message by a stable code beside the English text. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['login']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: admin.headers });

describe('error codes', () => {
  it('gives a field refused by a schema the code of its message', async () => {
    const res = await call('POST', '/api/users', { firstName: '', lastName: 'X', email: 'x' });
    expect(res.statusCode).toBe(400);
    const body = errorResponse.parse(res.json());
    expect(body).toMatchObject({ error: 'validation_error', code: 'staffFirstNameRequired' });
    expect(body.errors).toContainEqual({
      path: 'firstName',
      msg: 'First name is required',
      code: 'staffFirstNameRequired',
    });
  });

  it("fills a schema message's values from the check (a range too long)", async () => {
    const res = await call(
      'GET',
      '/api/time-entries/weekly-report?startDate=2025-01-01&endDate=2026-12-31',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'endDate',
      msg: 'The range from startDate to endDate covers at most 380 days',
      code: 'rangeTooLong',
      params: { start: 'startDate', end: 'endDate', max: 380 },
    });
  });

  it('names a conflict and its field', async () => {
    const res = await call('POST', '/api/users', {
      firstName: 'Ann',
      lastName: 'Other',
      email: 'worker1@acme.test',
      hourlyRate: '30',
      role: 'standard_user',
      password: 'Rebar!Tie2026',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'conflict',
      message: 'A user with this email address already exists',
      code: 'staffEmailTaken',
      errors: [
        {
          path: 'email',
          msg: 'A user with this email address already exists',
          code: 'staffEmailTaken',
        },
      ],
    });
  });

  it('names what was not found, and a route that does not exist with its values', async () => {
    const job = await call(
      'GET',
      '/api/job-work-types/job/00000000-0000-4000-8000-000000000000/work-types',
    );
    expect(job.statusCode).toBe(404);
    expect(job.json()).toEqual({
      error: 'not_found',
      message: 'Job not found',
      code: 'catalogJobNotFound',
    });
    const route = await call('GET', '/api/nowhere');
    expect(route.json()).toEqual({
      error: 'not_found',
      message: 'Route GET /api/nowhere not found',
      code: 'routeNotFound',
      params: { method: 'GET', url: '/api/nowhere' },
    });
  });

  it('answers an unreadable body with a code of its own', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bodyInvalidJson' });
  });
});

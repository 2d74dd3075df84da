import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';
import { companies } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { fillPath } from './support/route-walk';

/**
 * Malformed bodies, parameters and queries on every route, signed in with the roles that reach
 * the most code: each gets a 4xx with a message, never a 5xx, and the server stays up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const huge = 'x'.repeat(100_000);
const oddText = "\u0000\u202e\ud83d\udca5 ' OR 1=1; --";

const bodies: { name: string; payload: string; contentType?: string }[] = [
  { name: 'invalid JSON', payload: '{"email": ' },
  { name: 'JSON array', payload: '[1,2,3]' },
  { name: 'JSON string', payload: '"hello"' },
  { name: 'null', payload: 'null' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 42,
      password: {},
      name: [],
      hours: 'many',
      isActive: 'yes',
      id: 7,
      companyId: false,
      token: 1,
      currentPassword: null,
      newPassword: 3,
    }),
  },
  {
    name: 'huge strings',
    payload: JSON.stringify({
      email: huge,
      password: huge,
      name: huge,
      token: huge,
      message: huge,
      currentPassword: huge,
      newPassword: huge,
    }),
  },
  {
    name: 'odd unicode',
    payload: JSON.stringify({
      email: `${oddText}@x.io`,
      password: oddText,
      name: oddText,
      token: oddText,
      message: oddText,
    }),
  },
  {
    name: 'numbers in other notations and too many ids',
    payload: JSON.stringify({
      hours: '0x2',
      hourlyRate: '0x19',
      compRate: '1e0',
      minHourlyRate: '0b1',
      entryIds: Array.from({ length: 5000 }, () => '00000000-0000-4000-8000-000000000000'),
    }),
  },
  {
    name: 'prototype pollution',
    payload: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  },
  {
    name: 'form encoded',
    payload: 'email=a&password=b',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'text body', payload: 'plain text', contentType: 'text/plain' },
];
const paramValues = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  huge.slice(0, 300),
  '%00',
  '1 OR 1=1',
];
const queries = [
  '?limit=-1&offset=abc',
  '?start_date=2026-13-45&end_date=yesterday',
  `?q=${encodeURIComponent(oddText)}`,
  '?includeInactive=maybe',
  '?start_date=2000-01-01&end_date=2100-12-31&startDate=2000-01-01&endDate=2100-12-31',
  '?limit=0x10&offset=0b1&hourlyRate=0x19',
];

describe('bad input', () => {
  it('never answers a malformed request with a 5xx', { timeout: 120_000 }, async () => {
    const sessions = [await t.login('admin@acme.test'), await t.login('admin@sitehours.test')];
    let sent = 0;
    const failures: string[] = [];
    const check = (what: string, status: number, body: string) => {
      sent++;
      if (status >= 500) failures.push(`${what} -> ${status} ${body.slice(0, 200)}`);
      else if (status >= 400) {
        const parsed = JSON.parse(body) as { message?: unknown };
        if (typeof parsed.message !== 'string' || !parsed.message)
          failures.push(`${what} -> ${status} without message`);
      }
    };

    for (const session of sessions) {
      for (const route of t.routes) {
        const urls = paramValues.map((v) => fillPath(route.url, v));
        const baseUrl = urls[0]!;
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          for (const body of bodies) {
            const res = await t.app.inject({
              method: route.method as 'POST',
              url: baseUrl,
              headers: {
                ...session.headers,
                'content-type': body.contentType ?? 'application/json',
              },
              payload: body.payload,
            });
            check(`${route.method} ${route.url} [${body.name}]`, res.statusCode, res.body);
          }
        }
        if (route.url.includes(':')) {
          for (const url of urls) {
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: session.headers,
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
            });
            check(`${route.method} ${url.slice(0, 80)}`, res.statusCode, res.body);
          }
        }
        for (const query of queries) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: baseUrl + query,
            headers: session.headers,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          check(`${route.method} ${route.url}${query}`, res.statusCode, res.body);
        }
      }
    }
    expect(failures).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    console.info(`bad input: ${sent} malformed requests over ${t.routes.length} routes`);
  });

  it("answers malformed bodies on a real account's companies with a 4xx naming the field", async () => {
    // The walk above fills path ids that match nothing; here the ids are real, so every body
    // reaches the checks of the account's companies.
    const operator = await t.login('admin@sitehours.test');
    const { tenant, company } = await t.tenantBySubdomain('acme');
    const routes = t.routes.filter(
      (r) => r.url.startsWith('/api/tenants/:id/companies') && r.method !== 'GET',
    );
    expect(routes.length).toBeGreaterThanOrEqual(2);
    const settingsBodies = [
      { name: 'Acme Annex', settings: 'UTC' },
      { name: 'Acme Annex', settings: { timezone: 7, dateFormat: [], currency: {} } },
      {
        name: 'Acme Annex',
        settings: { timezone: 'UTC', dateFormat: 'YYYY-MM-DD', currency: 'JPY' },
      },
    ];
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(':id', tenant.id).replace(':companyId', company.id);
      for (const payload of [
        ...bodies.map((b) => b.payload),
        ...settingsBodies.map((b) => JSON.stringify(b)),
      ]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...operator.headers, 'content-type': 'application/json' },
          payload,
        });
        const body = res.json<{ message?: string; errors?: { path: string }[] }>();
        if (res.statusCode !== 400 || !body.message)
          failures.push(
            `${route.method} ${route.url} ${payload.slice(0, 60)} -> ${res.statusCode}`,
          );
        else if (
          payload.startsWith('{"name"') &&
          !body.errors?.some((e) => e.path.startsWith('settings'))
        )
          failures.push(
            `${route.method} ${route.url} ${payload.slice(0, 60)}: no settings field named`,
          );
      }
    }
    expect(failures).toEqual([]);
    const annexes = await withPlatform(t.db, (tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, tenant.id), eq(companies.name, 'Acme Annex'))),
    );
    expect(annexes).toEqual([]);
  });
});

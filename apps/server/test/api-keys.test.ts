import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/raw-query';
import { withPlatform } from '../src/db/scoped';
import { apiKeys, apiKeyUses, tenants, timeEntryHistory } from '../src/db/schema';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  apiKeyCounter,
  apiKeyUsesSweep,
} from '../src/modules/api-keys/api-key-use';
import { sweepOnce } from '../src/platform/housekeeping';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker: Session;
let birchAdmin: Session;
let job: { id: string };
let carpentry: string;
let workerId: string;
let birchWorkerId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
function call(method: Method, url: string, payload?: object, session: Session = admin) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}
function withKey(token: string, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, payload, ...bearer(token) });
}

const CREDENTIAL = /^shk_[0-9a-f]{64}_[\w-]{43}$/;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const week = 'startDate=2031-04-07&endDate=2031-04-13';

interface CreatedKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  token: string;
  revokedAt: string | null;
}

let keyCount = 0;
async function newKey(scopes: string[], session: Session = admin): Promise<CreatedKey> {
  const res = await call(
    'POST',
    '/api/api-keys',
    { name: `Payroll sync ${++keyCount}`, scopes, expiresAt: inDays(30) },
    session,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedKey>();
}

async function storedKey(id: string) {
  const [row] = await withPlatform(t.db, (tx) =>
    tx.select().from(apiKeys).where(eq(apiKeys.id, id)),
  );
  return row!;
}

async function usesOf(keyId: string) {
  return withPlatform(t.db, (tx) =>
    tx
      .select({ route: apiKeyUses.route, method: apiKeyUses.method, status: apiKeyUses.status })
      .from(apiKeyUses)
      .where(eq(apiKeyUses.keyId, keyId))
      .orderBy(apiKeyUses.id),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
  birchAdmin = await t.login('admin@birch.test');
  const jobs = (await call('GET', '/api/jobs')).json<{ id: string; name: string }[]>();
  job = jobs.find((j) => j.name === 'Lakeshore Medical Office')!;
  const types = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`)).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  workerId = (await t.userByEmail('worker1@acme.test')).id;
  birchWorkerId = (await t.userByEmail('tech1@birch.test')).id;
});
afterAll(() => t.close());

describe('creating a key', () => {
  it('answers the credential once and keeps only the hash of its secret', async () => {
    const key = await newKey(['time:read']);
    expect(key.token).toMatch(CREDENTIAL);
    expect(key.token.startsWith(key.prefix)).toBe(true);
    const secret = key.token.slice(-43);
    const row = await storedKey(key.id);
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.createdByName).toBe('admin@acme.test');
    const list = (await call('GET', '/api/api-keys')).json<CreatedKey[]>();
    expect(list.find((k) => k.id === key.id)).toMatchObject({
      name: key.name,
      prefix: key.prefix,
      scopes: ['time:read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('takes a name, at least one known scope and an expiry within a year', async () => {
    const body = { name: 'Accounting', scopes: ['reports:read'], expiresAt: inDays(30) };
    const refusals: [object, string][] = [
      [{ ...body, name: ' ' }, 'apiKeyNameRequired'],
      [{ ...body, scopes: [] }, 'apiKeyScopesRequired'],
      [{ ...body, scopes: ['admin:all'] }, 'apiKeyScopeInvalid'],
      [{ ...body, expiresAt: 'soon' }, 'apiKeyExpiryInvalid'],
      [{ ...body, expiresAt: inDays(-1) }, 'apiKeyExpiryPast'],
      [{ ...body, expiresAt: inDays(367) }, 'apiKeyExpiryTooLate'],
    ];
    for (const [payload, code] of refusals) {
      const res = await call('POST', '/api/api-keys', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });

  it('is for company admins only', async () => {
    expect((await call('GET', '/api/api-keys', undefined, worker)).statusCode).toBe(403);
    const body = { name: 'Mine', scopes: ['time:read'], expiresAt: inDays(30) };
    expect((await call('POST', '/api/api-keys', body, worker)).statusCode).toBe(403);
  });
});

describe('calling with a key', () => {
  it('reaches a route of its scope, in its own company, named as the key', async () => {
    const key = await newKey(['time:read', 'time:write']);
    const created = await withKey(key.token, 'POST', '/api/time-entries', {
      hours: 2,
      entryDate: '2031-04-08',
      isPto: false,
      jobId: job.id,
      workTypeId: carpentry,
      userId: workerId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<{ id: string; userId: string }>();
    expect(entry.userId).toBe(workerId);
    const [history] = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntryHistory).where(eq(timeEntryHistory.entryId, entry.id)),
    );
    expect(history).toMatchObject({ changedBy: key.id, changedByName: `API key ${key.name}` });

    const listed = await withKey(key.token, 'GET', `/api/time-entries?userId=${workerId}&${week}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ id: string }[]>().map((e) => e.id)).toContain(entry.id);
    expect((await storedKey(key.id)).lastUsedAt).not.toBeNull();
  });

  it('is refused (403) on a route of a scope it does not hold', async () => {
    const key = await newKey(['time:read']);
    const res = await withKey(key.token, 'GET', '/api/users');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'apiKeyScopeMissing',
      params: { scope: 'staff:manage' },
    });
    const write = await withKey(key.token, 'DELETE', `/api/time-entries/${randomUUID()}`);
    expect(write.statusCode).toBe(403);
  });

  it('is refused (403) on every route that declares no API scope', async () => {
    const key = await newKey(['time:read', 'time:write', 'reports:read', 'staff:manage']);
    const refused: [Method, string][] = [
      ['GET', '/api/tenants'],
      ['GET', '/api/admin/global-admins'],
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/switch-company'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['POST', `/api/api-keys/${key.id}/revoke`],
      ['GET', '/api/kiosk'],
      ['GET', '/api/kiosks'],
      ['POST', '/api/time-entries/approve-batch'],
      ['GET', '/api/time-entries/payroll-export?startDate=2031-04-07&endDate=2031-04-13'],
    ];
    for (const [method, url] of refused) {
      const res = await withKey(key.token, method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    expect((await storedKey(key.id)).revokedAt).toBeNull();
  });

  it('answers an unknown, wrong, expired or revoked key with one and the same 401', async () => {
    const key = await newKey(['time:read']);
    const expired = await newKey(['time:read']);
    await withPlatform(t.db, (tx) =>
      tx
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, expired.id)),
    );
    const revoked = await newKey(['time:read']);
    expect((await call('POST', `/api/api-keys/${revoked.id}/revoke`)).statusCode).toBe(200);
    const last = key.token.at(-1) === 'A' ? 'B' : 'A';
    const tenantHex = key.token.slice(36, 68);
    const tokens = [
      `${key.token.slice(0, -1)}${last}`,
      `shk_${randomUUID().replace(/-/g, '')}${tenantHex}_${key.token.slice(-43)}`,
      `shk_${key.token.slice(4, 36)}${randomUUID().replace(/-/g, '')}_${key.token.slice(-43)}`,
      expired.token,
      revoked.token,
      'shk_not-a-key',
    ];
    const url = `/api/time-entries?userId=${workerId}&${week}`;
    const answers = new Set<string>();
    for (const token of tokens) {
      const res = await withKey(token, 'GET', url);
      expect(res.statusCode, token).toBe(401);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0]!)).toEqual({
      error: 'unauthorized',
      message: 'Invalid API key',
      code: 'apiKeyInvalid',
    });
    expect((await withKey(key.token, 'GET', url)).statusCode).toBe(200);
  });

  it("sees nothing of another company's data", async () => {
    const key = await newKey(['time:read', 'time:write', 'staff:manage', 'reports:read']);
    const acme = (await t.userByEmail('admin@acme.test')).companyId;
    const staff = await withKey(key.token, 'GET', '/api/users');
    expect(staff.statusCode).toBe(200);
    const people = staff.json<{ email: string; companyId: string }[]>();
    expect(people.map((p) => p.email)).toContain('worker1@acme.test');
    expect(people.map((p) => p.email)).not.toContain('tech1@birch.test');
    expect(new Set(people.map((p) => p.companyId))).toEqual(new Set([acme]));
    const theirs = await withKey(
      key.token,
      'GET',
      `/api/time-entries?userId=${birchWorkerId}&startDate=2026-01-05&endDate=2026-01-11`,
    );
    expect(theirs.statusCode).toBeLessThan(500);
    expect(theirs.statusCode === 200 ? theirs.json() : [], theirs.body).toEqual([]);
    const [theirEntry] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from time_entries where company_id <> ${acme} limit 1`,
    );
    const res = await withKey(key.token, 'DELETE', `/api/time-entries/${theirEntry!.id}`);
    expect(res.statusCode).toBe(404);
    const birchKey = await newKey(['staff:manage'], birchAdmin);
    const birchStaff = await withKey(birchKey.token, 'GET', '/api/users');
    const theirPeople = birchStaff.json<{ email: string; companyId: string }[]>();
    expect(theirPeople.map((p) => p.email)).not.toContain('worker1@acme.test');
    expect(theirPeople.map((p) => p.companyId)).not.toContain(acme);
    // An admin of another company cannot revoke the key, nor see it.
    expect(
      (await call('POST', `/api/api-keys/${key.id}/revoke`, undefined, birchAdmin)).statusCode,
    ).toBe(404);
    const theirList = (await call('GET', '/api/api-keys', undefined, birchAdmin)).json<
      { id: string }[]
    >();
    expect(theirList.map((k) => k.id)).not.toContain(key.id);
  });

  it('stops working with its tenant suspended', async () => {
    const birchKey = await newKey(['staff:manage'], birchAdmin);
    const { tenant } = await t.tenantBySubdomain('birch');
    const setStatus = (status: 'active' | 'suspended') =>
      withPlatform(t.db, (tx) =>
        tx.update(tenants).set({ status }).where(eq(tenants.id, tenant.id)),
      );
    await setStatus('suspended');
    try {
      expect((await withKey(birchKey.token, 'GET', '/api/users')).statusCode).toBe(401);
    } finally {
      await setStatus('active');
    }
    expect((await withKey(birchKey.token, 'GET', '/api/users')).statusCode).toBe(200);
  });
});

describe('limits, records and revocation', () => {
  it('refuses a key past its requests of the minute with 429', async () => {
    const key = await newKey(['time:read']);
    const url = `/api/time-entries?userId=${workerId}&${week}`;
    expect((await withKey(key.token, 'GET', url)).statusCode).toBe(200);
    // The rest of the minute's allowance, spent at once.
    await t.db.execute(
      sql`update rate_limits set count = ${API_KEY_REQUESTS_PER_MINUTE} where key = ${apiKeyCounter(key.id)}`,
    );
    const res = await withKey(key.token, 'GET', url);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'rate_limited', code: 'tooManyRequests' });
    expect(res.json().params.seconds).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the company keeps its own allowance.
    const other = await newKey(['time:read']);
    expect((await withKey(other.token, 'GET', url)).statusCode).toBe(200);
  });

  it('records every request made with a key: route, method and answer', async () => {
    const key = await newKey(['time:read']);
    await withKey(key.token, 'GET', `/api/time-entries?userId=${workerId}&${week}`);
    await withKey(key.token, 'GET', '/api/users');
    await withKey(key.token, 'GET', '/api/tenants');
    await expect
      .poll(() => usesOf(key.id))
      .toEqual([
        { method: 'GET', route: '/api/time-entries', status: 200 },
        { method: 'GET', route: '/api/users', status: 403 },
        { method: 'GET', route: '/api/tenants', status: 403 },
      ]);
  });

  it('ends a key at the next request once revoked', async () => {
    const key = await newKey(['staff:manage']);
    expect((await withKey(key.token, 'GET', '/api/users')).statusCode).toBe(200);
    const revoked = await call('POST', `/api/api-keys/${key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: key.id, revokedByName: 'admin@acme.test' });
    expect((await withKey(key.token, 'GET', '/api/users')).statusCode).toBe(401);
    // Revoking again changes nothing.
    const again = await call('POST', `/api/api-keys/${key.id}/revoke`);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const row = await storedKey(key.id);
    expect(row.revokedAt).not.toBeNull();
    const [use] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from api_key_uses where key_id = ${key.id} and status = 401`,
    );
    // Only requests of a recognised key are its uses: the refused credential is none.
    expect(use!.n).toBe(0);
  });

  it('keeps the record of uses for 400 days', async () => {
    const key = await newKey(['staff:manage']);
    await withKey(key.token, 'GET', '/api/users');
    await withKey(key.token, 'GET', '/api/users');
    await expect.poll(async () => (await usesOf(key.id)).length).toBe(2);
    await withPlatform(t.db, (tx) =>
      tx.execute(sql`update api_key_uses set at = now() - interval '401 days'
                      where id = (select min(id) from api_key_uses where key_id = ${key.id})`),
    );
    const removed = await sweepOnce(t.db, [apiKeyUsesSweep], t.ctx.log);
    expect(removed['API key uses']).toBe(1);
    expect(await usesOf(key.id)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STAFF_MESSAGES, messageText, type Profile } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { companies, mailOutbox, people, users } from '../src/db/schema';
import { fillPath, hasParams, idCarryingBody, needsSignIn } from './support/route-walk';
import { snapshotTenant, tenantSecrets, victimIds } from './support/tenant-snapshot';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

/**
 * One person, several companies: Dana Lee (dual@acme.test) works for Acme Electric (Acme's
 * second company) and for Birch Field Services (another client).
 */
let t: TestApp;
let electricId: string;
let birchId: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await withPlatform(t.db, (tx) => tx.select().from(companies));
  electricId = rows.find((c) => c.name === 'Acme Electric')!.id;
  birchId = rows.find((c) => c.name === 'Birch Field Services')!.id;
});
afterAll(() => t.close());

/** Dana's password once they change it (below). */
const NEW_PASSWORD = 'Conduit!Bend2026';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(email: string, companyId?: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(companyId ? { companyId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; refresh_token: string }>();
}

async function profile(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Profile>();
}

const switchTo = (token: string, companyId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/switch-company',
    headers: bearer(token),
    payload: { companyId },
  });

describe('one person, several companies', () => {
  it('signs in to the company asked for, lists every company, and scopes the token to one', async () => {
    const birch = await signIn('dual@acme.test', birchId);
    const me = await profile(birch.token);
    expect(me.companyId).toBe(birchId);
    expect(me.companies.map((c) => c.name)).toEqual(['Birch Field Services', 'Acme Electric']);
    expect(me.invitations).toEqual([]);

    const electric = await signIn('dual@acme.test', electricId);
    expect((await profile(electric.token)).companyName).toBe('Acme Electric');
    // A company the person does not work for is not asked for: the last one used is taken.
    const acmeId = (await t.tenantBySubdomain('acme')).company.id;
    expect((await profile((await signIn('dual@acme.test', acmeId)).token)).companyId).toBe(
      electricId,
    );
  });

  it('switches company with a new token; the old one ends; data follows the token', async () => {
    const first = await signIn('dual@acme.test', electricId);
    const jobsOf = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(token) })).json<
        { jobName?: string; name?: string }[]
      >();
    expect((await jobsOf(first.token)).map((j) => j.jobName ?? j.name)).toEqual([
      'Lakeview Substation',
    ]);

    const res = await switchTo(first.token, birchId);
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json<{ token: string; refreshToken: string }>();
    expect((await profile(next.token)).companyId).toBe(birchId);
    expect((await jobsOf(next.token)).map((j) => j.jobName ?? j.name)).toEqual([
      'Riverside Clinic',
    ]);
    // The sign-in the switch came from is over, on every device holding it.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(first.token),
    });
    expect(old.statusCode).toBe(401);
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refresh_token },
    });
    expect(oldRefresh.statusCode).toBe(401);
    // The new sign-in refreshes into the same company.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: next.refreshToken },
    });
    expect((await profile(refreshed.json<{ token: string }>().token)).companyId).toBe(birchId);
  });

  it('refuses a company the person does not work for, and operators', async () => {
    const dana = await signIn('dual@acme.test');
    const acmeId = (await t.tenantBySubdomain('acme')).company.id;
    for (const companyId of [acmeId, '00000000-0000-4000-8000-000000000000']) {
      const res = await switchTo(dana.token, companyId);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('companyNotAvailable');
    }
    expect((await switchTo(dana.token, 'not-an-id')).json().errors[0].path).toBe('companyId');
    const operator = await t.login('admin@sitehours.test');
    expect((await switchTo(operator.token, birchId)).statusCode).toBe(403);
  });

  it("deactivating one membership leaves the person's other company intact", async () => {
    const birchAdmin = await t.login('admin@birch.test');
    const dana = await signIn('dual@acme.test', electricId);
    const birchMember = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.email, 'dual@acme.test'), eq(users.companyId, birchId))),
    );
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${birchMember[0]!.id}/toggle-status`,
      headers: birchAdmin.headers,
      payload: { is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    // Still signed in to Acme Electric, which alone is listed now; Birch refuses the switch.
    const me = await profile(dana.token);
    expect(me.companies.map((c) => c.name)).toEqual(['Acme Electric']);
    expect((await switchTo(dana.token, birchId)).statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${birchMember[0]!.id}/toggle-status`,
      headers: birchAdmin.headers,
      payload: { is_active: true },
    });
  });

  it('adds an existing person as an invitation with the same answer as a new address', async () => {
    const acmeAdmin = await t.login('admin@acme.test');
    const add = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: acmeAdmin.headers,
        payload: {
          firstName: 'Dana',
          lastName: 'Lee',
          email,
          phone: '',
          hourlyRate: '30',
          role: 'standard_user',
          isActive: true,
          includeInReports: true,
          password: '',
        },
      });
    const existing = await add('dual@acme.test');
    const fresh = await add('someone.new@acme.test');
    expect(existing.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>) => {
      const { id: _a, userId: _b, user_id: _c, email: _d, ...rest } = body;
      return rest;
    };
    expect(shape(existing.json())).toEqual(shape(fresh.json()));
    expect(existing.json().hasPassword).toBe(false);

    // The existing person keeps their password and gets an invitation to accept.
    const mails = await withPlatform(t.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'dual@acme.test')),
    );
    expect(mails.at(-1)?.subject).toContain('Acme Construction added you to its crew');
    expect(mails.at(-1)?.textBody).not.toContain('reset-password');

    const dana = await signIn('dual@acme.test', electricId);
    const before = await profile(dana.token);
    expect(before.companies.map((c) => c.name)).not.toContain('Acme Construction');
    expect(before.invitations).toMatchObject([{ companyName: 'Acme Construction' }]);
    const acmeId = (await t.tenantBySubdomain('acme')).company.id;
    expect((await switchTo(dana.token, acmeId)).statusCode).toBe(403);

    const membershipId = before.invitations[0]!.membershipId;
    // Another person cannot answer it.
    const worker = await t.login('worker1@acme.test');
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${membershipId}/accept`,
      headers: worker.headers,
    });
    expect(stolen.statusCode).toBe(404);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${membershipId}/accept`,
      headers: bearer(dana.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(204);
    const after = await profile(dana.token);
    expect(after.invitations).toEqual([]);
    expect(after.companies.map((c) => c.name)).toContain('Acme Construction');
    const moved = await switchTo(dana.token, acmeId);
    expect(moved.statusCode).toBe(200);
    expect((await profile(moved.json().token)).roles).toEqual(['standard_user']);
    // Answered once only.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${membershipId}/decline`,
      headers: bearer(moved.json().token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("keeps a shared person's address and password theirs", async () => {
    const birchAdmin = await t.login('admin@birch.test');
    const [member] = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.email, 'dual@acme.test'), eq(users.companyId, birchId))),
    );
    const edit = (changes: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${member!.id}`,
        headers: birchAdmin.headers,
        payload: {
          firstName: 'Dana',
          lastName: 'Lee',
          email: 'dual@acme.test',
          phone: '',
          hourlyRate: '31',
          role: 'standard_user',
          isActive: true,
          includeInReports: true,
          password: '',
          ...changes,
        },
      });
    const email = await edit({ email: 'taken.over@birch.test' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toMatchObject([
      { path: 'email', msg: messageText(STAFF_MESSAGES.sharedPersonEmail) },
    ]);
    const password = await edit({ password: 'Takeover!Pass2026' });
    expect(password.statusCode).toBe(400);
    expect(password.json().errors[0].path).toBe('password');
    // Nothing changed: the person signs in as before.
    await signIn('dual@acme.test');
    const [person] = await withPlatform(t.db, (tx) =>
      tx.select().from(people).where(eq(people.id, member!.personId)),
    );
    expect(person!.email).toBe('dual@acme.test');
    // A rate or a name is the company's own.
    expect((await edit({ hourlyRate: '33' })).statusCode).toBe(200);
  });

  it("a new password ends the person's sign-ins in every company", async () => {
    const inBirch = await signIn('dual@acme.test', birchId);
    const inElectric = await signIn('dual@acme.test', electricId);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(inElectric.token),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const birchMe = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(inBirch.token),
    });
    expect(birchMe.statusCode).toBe(401);
    // One password for every company.
    expect(
      (await profile((await signIn('dual@acme.test', birchId, NEW_PASSWORD)).token)).companyId,
    ).toBe(birchId);
  });

  it("a token of one membership reaches nothing of the person's other company", async () => {
    // Signed in to Acme Electric: Birch (their other client) is another tenant to this token.
    const dana = await signIn('dual@acme.test', electricId, NEW_PASSWORD);
    const birch = await t.tenantBySubdomain('birch');
    const ids = [...(await victimIds(t.db, birch.tenant.id)).values()];
    const own = new Set([birch.tenant.id, birchId, 'Birch Field Services']);
    const secrets = (await tenantSecrets(t.db, birch.tenant.id)).filter((s) => !own.has(s));
    const before = await snapshotTenant(t.db, birch.tenant.id);
    const problems: string[] = [];
    const query = `companyId=${birchId}&company_id=${birchId}&userId=${ids[1]}&user_id=${ids[1]}`;
    for (const route of t.routes.filter(needsSignIn)) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      // Moving to Birch is the person's right (and ends this sign-in); tested above.
      if (route.url === '/api/auth/switch-company') continue;
      const urls = hasParams(route)
        ? ids.map((id) => `${fillPath(route.url, id)}?${query}`)
        : [`${route.url}?${query}`];
      for (const url of urls) {
        const res = await t.app.inject({
          method,
          url,
          headers: bearer(dana.token),
          ...(method === 'GET' || method === 'DELETE'
            ? {}
            : { payload: { ...idCarryingBody(ids), companyId: birchId } }),
        });
        const what = `${method} ${url} -> ${res.statusCode}`;
        if (res.statusCode >= 500 || res.statusCode === 401) problems.push(what);
        if (hasParams(route) && res.statusCode < 300) problems.push(`answered ${what}`);
        let answer = res.body;
        for (const id of ids) if (url.includes(id)) answer = answer.split(id).join('');
        const leaked = secrets.find((secret) => answer.includes(secret));
        if (leaked) problems.push(`${what} contains ${leaked}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotTenant(t.db, birch.tenant.id)).toEqual(before);
    expect((await profile(dana.token)).companyId).toBe(electricId);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { TENANT_MESSAGES, messageText } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { auditLogs, companies, mailOutbox, ptoTypes } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Several companies in one client account: the operator lists, adds and edits them; each new
 * company starts as a new account's first company does, and its people see nothing of its
 * sibling companies.
 */
let t: TestApp;
let operator: Awaited<ReturnType<TestApp['login']>>;
let acmeTenantId: string;
let acmeCompanyId: string;
let roofingId: string;
/** The account's companies before any was added here (the demo account may have several). */
let before: { id: string; name: string }[];
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('admin@sitehours.test');
  const acme = await t.tenantBySubdomain('acme');
  acmeTenantId = acme.tenant.id;
  before = await withPlatform(t.db, (tx) =>
    tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.tenantId, acmeTenantId)),
  );
  acmeCompanyId = before.find((c) => c.name === 'Acme Construction')!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, headers = operator.headers) =>
  t.app.inject({ method, url, payload, headers });
const companiesUrl = () => `/api/tenants/${acmeTenantId}/companies`;

const roofing = {
  name: 'Acme Roofing',
  settings: { timezone: 'America/Denver', dateFormat: 'YYYY-MM-DD', currency: 'CAD' },
  adminEmail: 'Rita.Moreno@AcmeRoofing.test',
  adminFirstName: 'Rita',
  adminLastName: 'Moreno',
};
const ROOFING_PASSWORD = 'Shingle!Ridge2026';

interface FieldErrorBody {
  code: string;
  errors?: { path: string; code: string }[];
}
const fieldCodes = (body: FieldErrorBody) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.code]));

describe('companies of a client account', () => {
  it("lists the account's companies with their settings and head counts", async () => {
    const res = await call('GET', companiesUrl());
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: string }[]>();
    expect(list.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    expect(list.find((c) => c.id === acmeCompanyId)).toEqual({
      id: acmeCompanyId,
      name: 'Acme Construction',
      time_zone: expect.any(String),
      date_format: expect.any(String),
      currency: expect.any(String),
      user_count: 12,
      created_at: expect.any(String),
    });
    const unknown = await call(
      'GET',
      '/api/tenants/00000000-0000-4000-8000-000000000000/companies',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('is for operators only', async () => {
    const companyAdmin = await t.login('admin@acme.test');
    const worker = await t.login('worker1@acme.test');
    for (const session of [companyAdmin, worker]) {
      for (const [method, url, body] of [
        ['GET', companiesUrl(), undefined],
        ['POST', companiesUrl(), roofing],
        ['PUT', `${companiesUrl()}/${acmeCompanyId}`, { name: 'Mine', settings: roofing.settings }],
      ] as const) {
        expect(
          (await call(method, url, body, session.headers)).statusCode,
          `${method} ${url}`,
        ).toBe(403);
      }
    }
    expect((await call('GET', companiesUrl())).json()).toHaveLength(before.length);
  });

  it('adds a company with its own Other types, its first admin and an audit entry', async () => {
    const res = await call('POST', companiesUrl(), roofing);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    roofingId = body.company.id;
    expect(body).toMatchObject({
      company: {
        name: 'Acme Roofing',
        time_zone: 'America/Denver',
        date_format: 'YYYY-MM-DD',
        currency: 'CAD',
        user_count: 1,
      },
      adminUser: { email: 'rita.moreno@acmeroofing.test', firstName: 'Rita', lastName: 'Moreno' },
      adminMail: 'welcome',
    });

    const list = (await call('GET', companiesUrl())).json();
    expect(list).toHaveLength(before.length + 1);
    expect(list.at(-1)).toMatchObject({ id: roofingId, name: 'Acme Roofing', user_count: 1 });

    // Its own 'Other' types, as every new company gets them.
    const types = await withPlatform(t.db, (tx) =>
      tx.select().from(ptoTypes).where(eq(ptoTypes.companyId, roofingId)),
    );
    expect(types.map((p) => p.name).sort()).toEqual(['Holiday', 'Sick', 'Vacation']);
    expect(types.every((p) => p.tenantId === acmeTenantId)).toBe(true);

    const [audit] = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.tenantId, acmeTenantId))
        .orderBy(desc(auditLogs.createdAt))
        .limit(1),
    );
    expect(audit).toMatchObject({
      adminEmail: 'admin@sitehours.test',
      action: 'MODIFY_DATA',
      method: 'POST',
      path: companiesUrl(),
      sessionId: null,
      details: { change: 'company_added', companyId: roofingId, name: 'Acme Roofing' },
    });

    // The admin chooses a password through the welcome link and runs the new company.
    const [mail] = await withPlatform(t.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'rita.moreno@acmeroofing.test')),
    );
    expect(mail!.subject).toContain('Acme Roofing');
    const link = /http\S+\/reset-password\/\S+/.exec(mail!.textBody)![0];
    const token = new URL(link).pathname.split('/').pop();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, email: 'rita.moreno@acmeroofing.test', password: ROOFING_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    const rita = await t.login('rita.moreno@acmeroofing.test', ROOFING_PASSWORD);
    const me = (await call('GET', '/api/auth/me', undefined, rita.headers)).json();
    expect(me).toMatchObject({ companyName: 'Acme Roofing', roles: ['company_admin'] });
  });

  it('counts the companies of each account in the lists', async () => {
    const list = (await call('GET', '/api/tenants?limit=100')).json();
    const row = list.tenants.find((r: { tenant_id: string }) => r.tenant_id === acmeTenantId);
    const companyCount = before.length + 1;
    expect(row.company_count).toBe(companyCount);
    const birch = list.tenants.find((r: { subdomain: string }) => r.subdomain === 'birch');
    expect(birch.company_count).toBe(1);

    const overview = (await call('GET', '/api/tenants/overview')).json();
    expect(overview.find((r: { tenant_id: string }) => r.tenant_id === acmeTenantId)).toMatchObject(
      { company_count: companyCount, total_users: row.user_count },
    );

    const picker = (await call('GET', '/api/admin/support/tenants')).json();
    expect(
      picker.tenants.find((r: { tenant_id: string }) => r.tenant_id === acmeTenantId),
    ).toMatchObject({ company_count: companyCount, user_count: row.user_count });
  });

  it("keeps each company's staff, jobs and settings from its sibling's admins", async () => {
    const acmeAdmin = await t.login('admin@acme.test');
    const rita = await t.login('rita.moreno@acmeroofing.test', ROOFING_PASSWORD);
    const job = await call('POST', '/api/jobs', { jobName: 'Roof over the depot' }, rita.headers);
    expect(job.statusCode, job.body).toBeLessThan(300);
    const jobId = job.json().id as string;

    // The sibling's admin sees none of it, and cannot reach it by id.
    const jobs = (await call('GET', '/api/jobs', undefined, acmeAdmin.headers)).json();
    expect(JSON.stringify(jobs)).not.toContain(jobId);
    const hijack = await call(
      'PUT',
      `/api/jobs/${jobId}`,
      { jobName: 'Hijacked' },
      acmeAdmin.headers,
    );
    expect([403, 404]).toContain(hijack.statusCode);
    const staff = await call('GET', '/api/users', undefined, acmeAdmin.headers);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).not.toContain('acmeroofing.test');
    for (const url of [`/api/companies/${roofingId}/settings`, `/api/companies/${roofingId}`]) {
      const res = await call('GET', url, undefined, acmeAdmin.headers);
      expect([403, 404], `${url} -> ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body).not.toContain('Acme Roofing');
    }
    // Nor the other way round.
    for (const url of [`/api/companies/${acmeCompanyId}/settings`, '/api/users']) {
      const res = await call('GET', url, undefined, rita.headers);
      expect(res.body).not.toContain('worker1@acme.test');
      expect(res.body).not.toContain('Acme Construction');
    }
    const ownSettings = await call(
      'GET',
      `/api/companies/${roofingId}/settings`,
      undefined,
      rita.headers,
    );
    expect(ownSettings.statusCode).toBe(200);
    expect(ownSettings.body).toContain('America/Denver');
  });

  it('invites a person who already signs in, instead of a second account', async () => {
    const res = await call('POST', companiesUrl(), {
      ...roofing,
      name: 'Acme Glazing',
      adminEmail: 'pm@acme.test',
      adminFirstName: 'Marcus',
      adminLastName: 'Reyes',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      adminMail: 'invitation',
      adminUser: { email: 'pm@acme.test' },
    });
    // Their password is still their own.
    await t.login('pm@acme.test');
  });

  it('edits a company of the account, and no other', async () => {
    const edit = {
      name: 'Acme Roofing & Siding',
      settings: { ...roofing.settings, currency: 'USD' },
    };
    const res = await call('PUT', `${companiesUrl()}/${roofingId}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: roofingId,
      name: 'Acme Roofing & Siding',
      currency: 'USD',
      time_zone: 'America/Denver',
      user_count: 1,
    });
    const [audit] = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.tenantId, acmeTenantId), eq(auditLogs.method, 'PUT')))
        .orderBy(desc(auditLogs.createdAt))
        .limit(1),
    );
    expect(audit?.details).toMatchObject({
      change: 'company_updated',
      before: { name: 'Acme Roofing', currency: 'CAD' },
      after: { name: 'Acme Roofing & Siding', currency: 'USD' },
    });

    // Birch's company through Acme's account, or Acme's through Birch's: not found.
    const birch = await t.tenantBySubdomain('birch');
    for (const url of [
      `${companiesUrl()}/${birch.company.id}`,
      `/api/tenants/${birch.tenant.id}/companies/${roofingId}`,
      `/api/tenants/00000000-0000-4000-8000-000000000000/companies/${roofingId}`,
    ]) {
      const refused = await call('PUT', url, edit);
      expect(refused.statusCode, url).toBe(404);
    }
    expect((await call('GET', `/api/tenants/${birch.tenant.id}/companies`)).json()).toEqual([
      expect.objectContaining({ id: birch.company.id, name: birch.company.name }),
    ]);
  });

  it('refuses a name the account already uses, and an operator as admin, naming the field', async () => {
    const taken = await call('POST', companiesUrl(), { ...roofing, name: ' acme construction ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toMatchObject([
      { path: 'name', msg: messageText(TENANT_MESSAGES.companyNameTaken) },
    ]);
    const renamed = await call('PUT', `${companiesUrl()}/${roofingId}`, {
      name: 'ACME CONSTRUCTION',
      settings: roofing.settings,
    });
    expect(renamed.statusCode).toBe(409);
    expect(fieldCodes(renamed.json())).toEqual({ name: 'tenantCompanyNameTaken' });
    // Keeping its own name is no clash.
    const same = await call('PUT', `${companiesUrl()}/${roofingId}`, {
      name: 'acme roofing & siding',
      settings: roofing.settings,
    });
    expect(same.statusCode).toBe(200);

    const operatorAsAdmin = await call('POST', companiesUrl(), {
      ...roofing,
      name: 'Acme Paving',
      adminEmail: 'admin@sitehours.test',
    });
    expect(operatorAsAdmin.statusCode).toBe(409);
    expect(fieldCodes(operatorAsAdmin.json())).toEqual({ adminEmail: 'tenantEmailTaken' });
    expect((await call('GET', companiesUrl())).json()).toHaveLength(before.length + 2);
  });

  it('answers bad input with 400 and the field at fault', async () => {
    const empty = await call('POST', companiesUrl(), {});
    expect(empty.statusCode).toBe(400);
    expect(fieldCodes(empty.json())).toMatchObject({
      name: 'tenantCompanyNameRequired',
      adminEmail: 'tenantAdminEmailRequired',
      adminFirstName: 'tenantAdminFirstNameRequired',
      adminLastName: 'tenantAdminLastNameRequired',
    });
    const wrong = await call('POST', companiesUrl(), {
      ...roofing,
      name: 'x'.repeat(201),
      adminEmail: 'not-an-address',
      settings: { timezone: 'Mars/Olympus', dateFormat: 'D.M.Y', currency: 'JPY' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldCodes(wrong.json())).toEqual({
      name: 'tenantCompanyNameTooLong',
      adminEmail: 'loginInvalidEmail',
      'settings.timezone': 'chooseTimeZone',
      'settings.dateFormat': 'chooseDateFormat',
      'settings.currency': 'chooseCurrency',
    });
    const noSettings = await call('PUT', `${companiesUrl()}/${roofingId}`, { name: 'Roofing' });
    expect(noSettings.statusCode).toBe(400);
    expect(fieldCodes(noSettings.json())).toEqual({ settings: 'tenantCompanySettingsRequired' });
    const badId = await call('PUT', `${companiesUrl()}/not-a-uuid`, {
      name: 'Roofing',
      settings: roofing.settings,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors?.[0]?.path).toContain('companyId');
    expect((await call('GET', companiesUrl())).json()).toHaveLength(before.length + 2);
  });

  it('adds no company to a suspended account', async () => {
    const { tenant } = await t.tenantBySubdomain('birch');
    expect((await call('POST', `/api/tenants/${tenant.id}/suspend`, {})).statusCode).toBe(200);
    const res = await call('POST', `/api/tenants/${tenant.id}/companies`, {
      ...roofing,
      name: 'Birch Annex',
      adminEmail: 'annex@birch.test',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('tenantAccountNotActive');
    expect((await call('GET', `/api/tenants/${tenant.id}/companies`)).json()).toHaveLength(1);
    await call('POST', `/api/tenants/${tenant.id}/reactivate`);
  });
});

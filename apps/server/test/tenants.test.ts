import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TENANT_MESSAGES, messageText } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { companies, mailOutbox, ptoTypes, users } from '../src/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
let operator: Awaited<ReturnType<TestApp['login']>>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('admin@sitehours.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = operator.headers) =>
  t.app.inject({ method, url, payload, headers });

const newCompany = {
  name: 'Cedar Roofing',
  subdomain: 'Cedar-Roofing',
  adminEmail: 'Owner@CedarRoofing.test',
  adminFirstName: 'Rosa',
  adminLastName: 'Diaz',
  settings: { timezone: 'America/Chicago', dateFormat: 'MM/DD/YYYY', currency: 'CAD' },
};

describe('tenants API', () => {
  it('is for global admins only', async () => {
    const companyAdmin = await t.login('admin@acme.test');
    const { company, tenant } = await t.tenantBySubdomain('acme');
    void company;
    for (const [method, url] of [
      ['GET', '/api/tenants'],
      ['GET', '/api/tenants/overview'],
      ['POST', '/api/tenants'],
      ['GET', `/api/tenants/${tenant.id}`],
      ['POST', `/api/tenants/${tenant.id}/suspend`],
      ['POST', `/api/tenants/${tenant.id}/reactivate`],
      ['POST', `/api/tenants/${tenant.id}/resend-welcome`],
    ] as const) {
      expect(
        (await call(method, url, {}, companyAdmin.headers)).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
  });

  it('creates a company with its admin, settings, Other types and a welcome mail; the link sets a password', async () => {
    const res = await call('POST', '/api/tenants', newCompany);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.tenant).toMatchObject({
      name: 'Cedar Roofing',
      subdomain: 'cedar-roofing',
      status: 'active',
    });
    expect(body.adminUser.email).toBe('owner@cedarroofing.test');

    const admin = await t.userByEmail('owner@cedarroofing.test');
    expect(admin.roles).toEqual(['company_admin']);
    expect(admin.acceptedAt).toBeNull();
    const [company] = await withPlatform(t.db, (tx) =>
      tx.select().from(companies).where(eq(companies.id, admin.companyId)),
    );
    expect(company).toMatchObject({
      timeZone: 'America/Chicago',
      currency: 'CAD',
      dateFormat: 'MM/DD/YYYY',
    });
    const types = await withPlatform(t.db, (tx) =>
      tx.select().from(ptoTypes).where(eq(ptoTypes.companyId, admin.companyId)),
    );
    expect(types.map((p) => p.name).sort()).toEqual(['Holiday', 'Sick', 'Vacation']);

    const [mail] = await withPlatform(t.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'owner@cedarroofing.test')),
    );
    expect(mail!.subject).toContain('Cedar Roofing');
    const link = /http\S+\/reset-password\/\S+/.exec(mail!.textBody)![0];
    expect(link).toContain(`email=${encodeURIComponent('owner@cedarroofing.test')}`);
    await t.ctx.mail.flush();
    expect(fs.readdirSync(path.join(t.dataDir, 'mail')).length).toBeGreaterThan(0);

    const token = new URL(link).pathname.split('/').pop();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, email: 'owner@cedarroofing.test', password: 'Cedar!Roof2026' },
    });
    expect(set.statusCode).toBe(200);
    const me = await t.login('owner@cedarroofing.test', 'Cedar!Roof2026');
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.headers })
    ).json();
    expect(profile).toMatchObject({ companyName: 'Cedar Roofing', roles: ['company_admin'] });
  });

  it('refuses a taken subdomain or admin email as field errors, and bad fields by name', async () => {
    const taken = await call('POST', '/api/tenants', {
      ...newCompany,
      adminEmail: 'other@cedar.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toMatchObject([
      { path: 'subdomain', msg: messageText(TENANT_MESSAGES.subdomainTaken) },
    ]);
    // An operator's address cannot run a company (sign-in would find the operator).
    const email = await call('POST', '/api/tenants', {
      ...newCompany,
      subdomain: 'cedar-two',
      adminEmail: 'admin@sitehours.test',
    });
    expect(email.json().errors).toMatchObject([
      { path: 'adminEmail', msg: messageText(TENANT_MESSAGES.emailTaken) },
    ]);
    const bad = await call('POST', '/api/tenants', {
      name: ' ',
      subdomain: 'no spaces!',
      adminEmail: 'x',
      settings: { currency: 'JPY' },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'name',
        'subdomain',
        'adminEmail',
        'adminFirstName',
        'adminLastName',
        'settings.currency',
      ]),
    );
  });

  it('invites a person who already signs in elsewhere to run the new client', async () => {
    const res = await call('POST', '/api/tenants', {
      ...newCompany,
      name: 'Larch Electric',
      subdomain: 'larch',
      adminEmail: 'worker1@acme.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    // The worker keeps their password and Acme; Larch waits for their answer.
    const worker = await t.login('worker1@acme.test');
    const me = (await call('GET', '/api/auth/me', undefined, worker.headers)).json();
    expect(me.companyName).toBe('Acme Construction');
    expect(me.invitations).toMatchObject([{ companyName: 'Larch Electric' }]);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${me.invitations[0].membershipId}/accept`,
      headers: worker.headers,
    });
    expect(accepted.statusCode).toBe(204);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-company',
      headers: worker.headers,
      payload: { companyId: me.invitations[0].companyId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const inLarch = (
      await call('GET', '/api/auth/me', undefined, {
        authorization: `Bearer ${moved.json().token}`,
      })
    ).json();
    expect(inLarch).toMatchObject({ companyName: 'Larch Electric', roles: ['company_admin'] });
  });

  it('applies the default settings when none are given', async () => {
    const res = await call('POST', '/api/tenants', {
      name: 'Delta Drywall',
      subdomain: 'delta',
      adminEmail: 'boss@delta.test',
      adminFirstName: 'Al',
      adminLastName: 'Vu',
    });
    expect(res.statusCode).toBe(201);
    const admin = await t.userByEmail('boss@delta.test');
    const [company] = await withPlatform(t.db, (tx) =>
      tx.select().from(companies).where(eq(companies.id, admin.companyId)),
    );
    expect(company).toMatchObject({
      timeZone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      currency: 'USD',
    });
  });

  it('pages the list with a total, and filters by status', async () => {
    const all = (await call('GET', '/api/tenants?limit=100&offset=0')).json();
    expect(all.total).toBe(all.tenants.length);
    expect(all.total).toBeGreaterThan(10);
    expect((await call('GET', '/api/tenants')).json().tenants).toHaveLength(10);
    expect(all.tenants[0]).toHaveProperty('user_count');
    const page = (await call('GET', '/api/tenants?limit=1&offset=1')).json();
    expect(page.tenants).toHaveLength(1);
    expect(page.total).toBe(all.total);
    expect(page.tenants[0].tenant_id).toBe(all.tenants[1].tenant_id);
    const beyond = (await call('GET', `/api/tenants?limit=10&offset=${all.total}`)).json();
    expect(beyond.tenants).toEqual([]);
    const acme = all.tenants.find((r: { subdomain: string }) => r.subdomain === 'acme');
    // Acme Construction's 12 people and Acme Electric's one, in one account of two companies.
    expect(acme).toMatchObject({ user_count: 13, company_count: 2 });
    expect(
      (await call('GET', '/api/tenants?status=active'))
        .json()
        .tenants.every((r: { status: string }) => r.status === 'active'),
    ).toBe(true);
    expect((await call('GET', '/api/tenants?limit=0')).statusCode).toBe(400);
  });

  it('suspends a company: users deactivated and signed out; reactivation restores exactly those', async () => {
    const { tenant } = await t.tenantBySubdomain('birch');
    // An admin had deactivated this user before the suspension: they stay inactive afterwards.
    await withPlatform(t.db, (tx) =>
      tx.update(users).set({ isActive: false }).where(eq(users.email, 'tech1@birch.test')),
    );
    const session = await t.login('admin@birch.test');

    const suspended = await call('POST', `/api/tenants/${tenant.id}/suspend`, {
      reason: 'Suspended by global admin',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().message).toBe(messageText(TENANT_MESSAGES.suspended));
    expect((await call('GET', `/api/tenants/${tenant.id}`)).json().status).toBe('suspended');
    expect((await call('GET', '/api/auth/me', undefined, session.headers)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refreshToken: session.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@birch.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect((await call('POST', `/api/tenants/${tenant.id}/suspend`, {})).statusCode).toBe(409);

    const reactivated = await call('POST', `/api/tenants/${tenant.id}/reactivate`);
    expect(reactivated.statusCode).toBe(200);
    expect((await t.userByEmail('admin@birch.test')).isActive).toBe(true);
    expect((await t.userByEmail('tech1@birch.test')).isActive).toBe(false);
    expect((await t.login('admin@birch.test')).token).toBeTruthy();
    expect((await call('POST', `/api/tenants/${tenant.id}/reactivate`)).statusCode).toBe(409);
  });

  it('resends the welcome email to the first admin', async () => {
    const { tenant } = await t.tenantBySubdomain('delta');
    const res = await call('POST', `/api/tenants/${tenant.id}/resend-welcome`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messageText(TENANT_MESSAGES.welcomeSent));
    const mails = await withPlatform(t.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'boss@delta.test')),
    );
    expect(mails).toHaveLength(2);
  });

  it('shows every company with its head counts in the overview', async () => {
    const rows = (await call('GET', '/api/tenants/overview')).json();
    const acme = rows.find((r: { subdomain: string }) => r.subdomain === 'acme');
    expect(acme).toMatchObject({
      name: 'Acme Construction',
      admin_count: 1,
      staff_count: 12,
      total_users: 13,
      company_count: 2,
      status: 'active',
    });
    expect(acme.work_type_count).toBeGreaterThanOrEqual(0);
  });

  it('answers an unknown company with 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/tenants/${id}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/tenants/${id}/suspend`, {})).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SUPPORT_MESSAGES, messageText } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { auditLogs, companies, supportSessions } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let operator: Awaited<ReturnType<TestApp['login']>>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('admin@sitehours.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function enter(
  subdomain: string,
  session = operator,
  reason = 'Customer cannot see last week',
) {
  const { tenant } = await t.tenantBySubdomain(subdomain);
  const res = await call('POST', '/api/admin/support/impersonate-tenant', session.headers, {
    tenantId: tenant.id,
    reason,
    ticketId: ' T-1042 ',
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    token: string;
    sessionId: string;
    tenant: { id: string; name: string };
    company: { id: string; name: string };
  }>();
}

const auditOf = (sessionId: string) =>
  withPlatform(t.db, (tx) =>
    tx
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.sessionId, sessionId))
      .orderBy(auditLogs.createdAt),
  );

describe('support sessions', () => {
  it('lists the companies an operator can enter, with counts and last activity', async () => {
    await t.login('worker1@acme.test');
    const res = await call('GET', '/api/admin/support/tenants', operator.headers);
    expect(res.statusCode).toBe(200);
    const acme = res.json().tenants.find((x: { name: string }) => x.name === 'Acme Construction');
    expect(acme).toMatchObject({
      company_name: 'Acme Construction',
      // Acme Construction and Acme Electric, whose one member is Dana Lee.
      company_count: 2,
      user_count: 13,
    });
    expect(acme.last_activity).not.toBeNull();
    expect(res.json().success).toBe(true);
  });

  it('needs a tenant and a non-blank reason', async () => {
    const res = await call('POST', '/api/admin/support/impersonate-tenant', operator.headers, {
      tenantId: '',
      reason: '   ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(messageText(SUPPORT_MESSAGES.selectTenantAndReason));
    const unknown = await call('POST', '/api/admin/support/impersonate-tenant', operator.headers, {
      tenantId: '00000000-0000-4000-8000-000000000000',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records a whole session: enter, reads and writes, exit; the token then acts as the company admin of that tenant only', async () => {
    const started = await enter('acme');
    expect(started).toMatchObject({
      tenant: { name: 'Acme Construction' },
      company: { name: 'Acme Construction' },
    });
    const support = bearer(started.token);

    const me = (await call('GET', '/api/auth/me', support)).json();
    expect(me).toMatchObject({
      isGlobalAdmin: true,
      companyName: 'Acme Construction',
      supportSession: {
        sessionId: started.sessionId,
        tenantName: 'Acme Construction',
        reason: 'Customer cannot see last week',
      },
    });
    expect(me.companyId).toBe(started.company.id);

    expect((await call('GET', `/api/companies/${started.company.id}`, support)).statusCode).toBe(
      200,
    );
    const birch = await t.tenantBySubdomain('birch');
    expect((await call('GET', `/api/companies/${birch.company.id}`, support)).statusCode).toBe(404);
    // Operator calls are not made with a token scoped to one tenant.
    const operatorCall = await call('GET', '/api/tenants', support);
    expect(operatorCall.statusCode).toBe(403);
    expect(operatorCall.json().message).toBe(messageText(SUPPORT_MESSAGES.operatorOnly));
    await call('POST', '/api/auth/change-password', support, {
      currentPassword: 'wrong',
      newPassword: 'x',
    });

    const exit = await call('POST', '/api/admin/support/exit-impersonation', support, {
      sessionId: started.sessionId,
      reason: messageText(SUPPORT_MESSAGES.exitReason),
    });
    expect(exit.statusCode).toBe(200);
    const plain = bearer(exit.json().token);
    expect((await call('GET', '/api/auth/me', plain)).json().supportSession).toBeNull();
    expect((await call('GET', '/api/tenants', plain)).statusCode).toBe(200);

    const trail = await auditOf(started.sessionId);
    expect(trail.map((e) => e.action)).toEqual([
      'ENTER_TENANT',
      'API_CALL',
      'VIEW_DATA',
      'VIEW_DATA',
      'VIEW_DATA',
      'API_CALL',
      'API_CALL',
      'EXIT_TENANT',
    ]);
    // The operator call the session was refused is in the trail, with the refusal.
    expect(trail[4]).toMatchObject({
      method: 'GET',
      path: '/api/tenants',
      details: { refused: { status: 403, code: 'forbidden' } },
    });
    expect(trail.find((e) => e.action === 'VIEW_DATA')).toMatchObject({
      method: 'GET',
      path: `/api/companies/${started.company.id}`,
      adminEmail: 'admin@sitehours.test',
    });
    expect(trail[0]!.details).toMatchObject({ ticketId: 'T-1042' });

    // The old support token is now powerless inside the tenant.
    const after = await call('GET', `/api/companies/${started.company.id}`, support);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'support_session_ended', expired: true });

    const logs = (await call('GET', '/api/admin/support/sessions/logs', plain)).json().data;
    expect(logs[0]).toMatchObject({
      action: 'EXIT_TENANT',
      tenant_name: 'Acme Construction',
      admin_email: 'admin@sitehours.test',
    });
  });

  it('reads but does not write in a suspended company, and audits the refused write', async () => {
    const birch = await t.tenantBySubdomain('birch');
    const suspend = await call(
      'POST',
      `/api/tenants/${birch.tenant.id}/suspend`,
      operator.headers,
      {
        reason: 'Unpaid invoice',
      },
    );
    expect(suspend.statusCode).toBe(200);
    try {
      const started = await enter('birch');
      const support = bearer(started.token);
      expect((await call('GET', '/api/jobs', support)).statusCode).toBe(200);
      const write = await call('POST', '/api/jobs', support, { name: 'Not while suspended' });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({
        error: 'tenant_suspended',
        message: messageText(SUPPORT_MESSAGES.suspendedReadOnly),
      });
      const jobs = (await call('GET', '/api/jobs', support)).json<{ name: string }[]>();
      expect(jobs.some((j) => j.name === 'Not while suspended')).toBe(false);
      const trail = await auditOf(started.sessionId);
      expect(trail.find((e) => e.action === 'MODIFY_DATA')).toMatchObject({
        method: 'POST',
        path: '/api/jobs',
        details: { refused: { status: 403, code: 'tenant_suspended' } },
      });
      // Leaving the session still works.
      const exit = await call('POST', '/api/admin/support/exit-impersonation', support, {
        sessionId: started.sessionId,
      });
      expect(exit.statusCode).toBe(200);
    } finally {
      await call('POST', `/api/tenants/${birch.tenant.id}/reactivate`, operator.headers, {});
    }
  });

  it('writes MODIFY_DATA for a write made inside the tenant', async () => {
    // Signing out inside a session ends the operator's whole sign-in: a sign-in of its own here.
    const own = await t.login('admin@sitehours.test');
    const started = await enter('acme', own);
    await call('POST', '/api/auth/logout', bearer(started.token), {});
    expect((await call('GET', '/api/auth/me', own.headers)).statusCode).toBe(401);
    const trail = await auditOf(started.sessionId);
    expect(trail.at(-1)!.action).toBe('EXIT_TENANT');
    const session = await withPlatform(t.db, (tx) =>
      tx.select().from(supportSessions).where(eq(supportSessions.id, started.sessionId)),
    );
    expect(session[0]!.endReason).toBe('Signed out');
  });

  it('keeps the session across a token refresh, and not after it ends', async () => {
    const admin = await t.login('admin@sitehours.test');
    const started = await enter('birch', admin);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: admin.refreshToken },
    });
    const { token, refresh_token } = refreshed.json();
    expect((await call('GET', '/api/auth/me', bearer(token))).json().supportSession.sessionId).toBe(
      started.sessionId,
    );
    await call('DELETE', `/api/admin/support/sessions/${started.sessionId}`, operator.headers);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: refresh_token },
    });
    expect(
      (await call('GET', '/api/auth/me', bearer(again.json().token))).json().supportSession,
    ).toBeNull();
  });

  it('enters a chosen company of a tenant and moves between its companies, audited', async () => {
    const admin = await t.login('admin@sitehours.test');
    const { tenant, company: construction } = await t.tenantBySubdomain('acme');
    const [electric] = await withPlatform(t.db, (tx) =>
      tx.select().from(companies).where(eq(companies.name, 'Acme Electric')),
    );
    const entered = await call('POST', '/api/admin/support/impersonate-tenant', admin.headers, {
      tenantId: tenant.id,
      companyId: electric!.id,
      reason: 'Electric payroll question',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const { token, sessionId } = entered.json<{ token: string; sessionId: string }>();
    const me = (await call('GET', '/api/auth/me', bearer(token))).json();
    expect(me.companyId).toBe(electric!.id);
    expect(me.companies.map((c: { name: string }) => c.name)).toEqual([
      'Acme Electric',
      'Acme Construction',
    ]);
    const jobNames = async (accessToken: string) =>
      (await call('GET', '/api/jobs', bearer(accessToken)))
        .json<{ jobName: string }[]>()
        .map((j) => j.jobName);
    expect(await jobNames(token)).toEqual(['Lakeview Substation']);

    const moved = await call('POST', '/api/auth/switch-company', bearer(token), {
      companyId: construction.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const next = moved.json<{ token: string; refreshToken: string }>();
    expect((await call('GET', '/api/auth/me', bearer(next.token))).json()).toMatchObject({
      companyId: construction.id,
      supportSession: { sessionId, companyId: construction.id },
    });
    expect(await jobNames(next.token)).toContain('Harbor Point Apartments');
    const entries = (await auditOf(sessionId)).filter((a) => a.action === 'ENTER_TENANT');
    expect(entries.map((a) => (a.details as { companyId?: string } | null)?.companyId)).toEqual([
      undefined,
      construction.id,
    ]);
    // Only the tenant's own companies: another client's is refused.
    const birch = await t.tenantBySubdomain('birch');
    const away = await call('POST', '/api/auth/switch-company', bearer(next.token), {
      companyId: birch.company.id,
    });
    expect(away.statusCode).toBe(403);
    // A refresh stays in the company moved to; the refresh token held before the move is set
    // aside without ending the sign-in.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: admin.refreshToken },
    });
    expect(stale.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: next.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(
      (await call('GET', '/api/auth/me', bearer(refreshed.json().token))).json().companyId,
    ).toBe(construction.id);
  });

  it('lets another admin stop a session, which ends it at once', async () => {
    await call('POST', '/api/admin/global-admins', operator.headers, {
      email: 'second@sitehours.test',
      password: 'Night!Desk2026',
      firstName: 'Second',
      lastName: 'Operator',
    });
    const second = await t.login('second@sitehours.test', 'Night!Desk2026');
    const started = await enter('acme', second, 'Payroll question');
    const active = (
      await call('GET', '/api/admin/support/sessions/active', operator.headers)
    ).json().data;
    expect(
      active.find((s: { session_id: string }) => s.session_id === started.sessionId),
    ).toMatchObject({
      admin_email: 'second@sitehours.test',
      admin_name: 'Second Operator',
      tenant_name: 'Acme Construction',
      reason: 'Payroll question',
      ticket_id: 'T-1042',
    });

    const stop = await call(
      'DELETE',
      `/api/admin/support/sessions/${started.sessionId}`,
      operator.headers,
    );
    expect(stop.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', bearer(started.token))).statusCode).toBe(401);
    const stillActive = (
      await call('GET', '/api/admin/support/sessions/active', operator.headers)
    ).json().data;
    expect(
      stillActive.some((s: { session_id: string }) => s.session_id === started.sessionId),
    ).toBe(false);
    const exit = (await auditOf(started.sessionId)).at(-1)!;
    expect(exit).toMatchObject({ action: 'EXIT_TENANT', adminEmail: 'second@sitehours.test' });
    expect(exit.details).toMatchObject({ endedBy: 'admin@sitehours.test' });
  });

  it('expires a session after its time and records SESSION_EXPIRED', async () => {
    const started = await enter('birch');
    await withPlatform(t.db, (tx) =>
      tx
        .update(supportSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(supportSessions.id, started.sessionId)),
    );
    const res = await call('GET', '/api/auth/me', bearer(started.token));
    expect(res.statusCode).toBe(401);
    expect((await auditOf(started.sessionId)).map((e) => e.action)).toContain('SESSION_EXPIRED');
  });

  it('starting a second session ends the first', async () => {
    const admin = await t.login('admin@sitehours.test');
    const first = await enter('acme', admin);
    const second = await enter('birch', admin);
    expect((await call('GET', '/api/auth/me', bearer(first.token))).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', bearer(second.token))).statusCode).toBe(200);
  });

  it('keeps the audit trail out of reach of any change', async () => {
    const attempt = withPlatform(t.db, async (tx) => {
      await tx.execute(sql`select set_config('role', 'sitehours_app', true)`);
      await tx.update(auditLogs).set({ action: 'VIEW_DATA' });
    });
    await expect(attempt).rejects.toThrow();
    const deletion = withPlatform(t.db, (tx) => tx.delete(auditLogs));
    await expect(deletion).rejects.toThrow();
    const routes = t.routes.filter((r) => r.url.includes('audit') || r.url.endsWith('/logs'));
    expect(routes.every((r) => r.method === 'GET')).toBe(true);
  });

  it('is for global admins only', async () => {
    const companyAdmin = await t.login('admin@acme.test');
    for (const [method, url] of [
      ['GET', '/api/admin/support/tenants'],
      ['POST', '/api/admin/support/impersonate-tenant'],
      ['POST', '/api/admin/support/exit-impersonation'],
      ['GET', '/api/admin/support/sessions/active'],
      ['GET', '/api/admin/support/sessions/logs'],
      ['DELETE', '/api/admin/support/sessions/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect(
        (await call(method, url, companyAdmin.headers, method === 'POST' ? {} : undefined))
          .statusCode,
        url,
      ).toBe(403);
    }
  });
});

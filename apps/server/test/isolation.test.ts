import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';
import { queryRows } from '../src/db/raw-query';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';
import { fillPath, hasParams, idCarryingBody, needsSignIn } from './support/route-walk';
import { pathPayload, type Own, type Payload } from './support/valid-bodies';
import { startReceiver } from './support/webhook-receiver';
import {
  foreignReferences,
  snapshotTenant,
  tenantOwnedTables,
  tenantSecrets,
  victimIds,
} from './support/tenant-snapshot';

/**
 * Every signed-in route, called by a standard user, a manager, a company admin and a support
 * session of another tenant (birch) with the victim tenant's (acme) ids in the path, the query
 * and the body. A victim id in the path is refused outright; a victim id in the body of a request
 * that is otherwise valid (proved by a control request with the attacker's own id) is refused
 * too; nothing of the victim is returned, nothing of it changes, and no row of another tenant
 * ends up pointing at it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Session {
  headers: Record<string, string>;
}
interface Attacker {
  role: string;
  session: Session;
  /** What the attacker's own profile may name of the victim (the companies they work for). */
  ownInProfile?: string[];
  /** The victim's companies the attacker works for, and one they do not. */
  theirCompanies?: string[];
  otherCompany?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MANAGER_PASSWORD = 'Cedar!Ledger2026';
const OPERATOR_PASSWORD = 'Night!Watch2026';

function send(session: Session, method: Method, url: string, payload: Payload = {}) {
  if (payload.multipart) {
    return t.app.inject({
      method,
      url,
      headers: { ...session.headers, 'content-type': payload.multipart.contentType },
      payload: payload.multipart.data,
    });
  }
  return t.app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload.body === undefined ? {} : { payload: payload.body as object }),
  });
}

/** A setup call that must succeed. */
async function ok<T = { id: string }>(
  session: Session,
  method: Method,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await send(session, method, url, { body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/**
 * Requests to routes without a path id that name exactly one victim id (of `table`) in the body
 * or query, everything else being the attacker's own. `refuse`: the route acts on that id, so the
 * request must be refused; otherwise it may answer (with the attacker's own data only).
 * `control`: the same request with the attacker's own id, sent by birch's admin, must succeed.
 */
interface Variant {
  method: Method;
  url: string;
  table: keyof Own;
  refuse: boolean;
  control: boolean;
  build: (id: string, own: Own, n: number) => { query?: string; body?: unknown };
}

const entryFor = (own: Own) => ({
  hours: 0.25,
  entryDate: '2026-01-07',
  isPto: false,
  jobId: own.jobs,
  workTypeId: own.work_types,
  userId: own.users,
});
const band = { code: '8810', minHourlyRate: 0, maxHourlyRate: 0, compRate: 1.5 };

const variants: Variant[] = [
  {
    method: 'POST',
    url: '/api/work-types',
    table: 'companies',
    refuse: true,
    control: true,
    build: (id, _own, n) => ({ body: { workTypeName: `Isolation type ${n}`, companyId: id } }),
  },
  {
    method: 'GET',
    url: '/api/work-types',
    table: 'companies',
    refuse: true,
    control: true,
    build: (id) => ({ query: `companyId=${id}&includeInactive=true` }),
  },
  {
    method: 'GET',
    url: '/api/wc-codes',
    table: 'companies',
    refuse: true,
    control: true,
    build: (id) => ({ query: `companyId=${id}` }),
  },
  {
    method: 'GET',
    url: '/api/wc-codes/match',
    table: 'work_types',
    refuse: true,
    control: true,
    build: (id) => ({ query: `workTypeId=${id}&hourlyRate=20` }),
  },
  {
    method: 'GET',
    url: '/api/wc-codes/match',
    table: 'companies',
    refuse: true,
    control: true,
    build: (id, own) => ({ query: `workTypeId=${own.work_types}&hourlyRate=20&companyId=${id}` }),
  },
  {
    method: 'POST',
    url: '/api/wc-codes',
    table: 'codeWorkType',
    refuse: true,
    control: true,
    build: (id) => ({ body: { ...band, workTypeId: id } }),
  },
  {
    method: 'POST',
    url: '/api/wc-codes/multiple',
    table: 'codeWorkType',
    refuse: true,
    control: true,
    build: (id) => ({ body: { workTypeId: id, wcCodes: [band] } }),
  },
  {
    method: 'GET',
    url: '/api/wc-band-changes',
    table: 'work_types',
    refuse: true,
    control: true,
    build: (id) => ({ query: `workTypeId=${id}` }),
  },
  {
    method: 'POST',
    url: '/api/wc-band-changes/preview',
    table: 'work_types',
    refuse: true,
    // Its bands would name one of the attacker's own codes; the work type alone is walked here.
    control: false,
    build: (id) => ({
      body: {
        workTypeId: id,
        effectiveFrom: '2026-01-05',
        bands: [{ wcCodeId: id, minHourlyRate: 0, maxHourlyRate: 0 }],
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/jobs',
    table: 'companies',
    refuse: true,
    control: true,
    build: (id, _own, n) => ({ body: { jobName: `Isolation job ${n}`, companyId: id } }),
  },
  {
    method: 'POST',
    url: '/api/jobs',
    table: 'work_types',
    refuse: true,
    control: true,
    build: (id, _own, n) => ({ body: { jobName: `Isolation job ${n}`, workTypeIds: [id] } }),
  },
  {
    method: 'POST',
    url: '/api/time-entries',
    table: 'jobs',
    refuse: true,
    control: true,
    build: (id, own) => ({ body: { ...entryFor(own), jobId: id } }),
  },
  {
    method: 'POST',
    url: '/api/time-entries',
    table: 'work_types',
    refuse: true,
    control: true,
    build: (id, own) => ({ body: { ...entryFor(own), workTypeId: id } }),
  },
  {
    method: 'POST',
    url: '/api/time-entries',
    table: 'pto_types',
    refuse: true,
    control: true,
    build: (id, own) => ({
      body: { ...entryFor(own), isPto: true, jobId: null, workTypeId: null, ptoTypeId: id },
    }),
  },
  {
    method: 'POST',
    url: '/api/time-entries',
    table: 'users',
    refuse: true,
    control: true,
    build: (id, own) => ({ body: { ...entryFor(own), userId: id } }),
  },
  {
    method: 'POST',
    url: '/api/time-entries/admin-create',
    table: 'users',
    refuse: true,
    control: true,
    build: (id, own) => ({ body: { ...entryFor(own), userId: undefined, targetUserId: id } }),
  },
  {
    method: 'POST',
    url: '/api/time-entries/approve-batch',
    table: 'time_entries',
    refuse: true,
    control: true,
    build: (id) => ({ body: { entryIds: [id] } }),
  },
  {
    method: 'POST',
    url: '/api/time-entries/approve-batch',
    table: 'companies',
    refuse: true,
    control: true,
    build: (id, own) => ({ body: { entryIds: [own.time_entries], companyId: id } }),
  },
  {
    // Another company's entry is named as refused, never reviewed.
    method: 'POST',
    url: '/api/approvals/review',
    table: 'time_entries',
    refuse: false,
    control: true,
    build: (id) => ({ body: { entryIds: [id] } }),
  },
  {
    method: 'GET',
    url: '/api/time-entries',
    table: 'users',
    refuse: false,
    control: true,
    build: (id) => ({ query: `user_id=${id}&start_date=2026-01-01&end_date=2026-01-31` }),
  },
  {
    method: 'GET',
    url: '/api/time-entries/job-worktype-report',
    table: 'jobs',
    refuse: false,
    control: true,
    build: (id) => ({ query: `startDate=2026-01-01&endDate=2026-01-31&detailed=true&jobId=${id}` }),
  },
  {
    method: 'POST',
    url: '/api/admin/support/impersonate-tenant',
    table: 'tenants',
    refuse: true,
    control: false,
    build: (id) => ({ body: { tenantId: id, reason: 'Isolation check' } }),
  },
  {
    method: 'POST',
    url: '/api/admin/support/exit-impersonation',
    // The victim's support session (of another operator), under the tenant table's key.
    table: 'tenants',
    refuse: true,
    control: false,
    build: (id) => ({ body: { sessionId: id, reason: 'Isolation check' } }),
  },
];

describe('tenant isolation', () => {
  it('has row-level security on every tenant-owned table', async () => {
    const tables = await tenantOwnedTables(t.db);
    expect(tables).toEqual(expect.arrayContaining(['companies', 'users', 'security_events']));
    const rows = await withPlatform(t.db, (tx) =>
      tx
        .select({ name: sql<string>`relname`, rls: sql<boolean>`relrowsecurity` })
        .from(sql`pg_class`)
        .where(sql`relkind = 'r' and relnamespace = current_schema()::regnamespace`),
    );
    const withoutRls = tables.filter((name) => !rows.find((r) => r.name === name)?.rls);
    expect(withoutRls).toEqual([]);
  });

  it('refuses every route to every role of another tenant, whatever ids they send', async () => {
    const acme = await t.tenantBySubdomain('acme');
    const birch = await t.tenantBySubdomain('birch');

    // Birch gets a catalogue of its own (through the API), so that every request below can be
    // valid but for the victim id it carries.
    const birchAdmin = await t.login('admin@birch.test');
    const workType = await ok(birchAdmin, 'POST', '/api/work-types', {
      workTypeName: 'Isolation Framing',
    });
    await ok(birchAdmin, 'POST', '/api/wc-codes', { ...band, workTypeId: workType.id });
    const codeWorkType = await ok(birchAdmin, 'POST', '/api/work-types', {
      workTypeName: 'Isolation Codes',
    });
    const job = await ok(birchAdmin, 'POST', '/api/jobs', {
      jobName: 'Isolation Yard',
      workTypeIds: [workType.id],
    });
    const [pto] = await ok<{ id: string }[]>(birchAdmin, 'GET', '/api/pto-types');
    const tech = await t.userByEmail('tech1@birch.test');
    const entry = await ok(birchAdmin, 'POST', '/api/time-entries/admin-create', {
      hours: 2,
      entryDate: '2026-01-06',
      isPto: false,
      jobId: job.id,
      workTypeId: workType.id,
      targetUserId: tech.id,
    });
    const own: Own = {
      companies: birch.company.id,
      tenants: birch.tenant.id,
      jobs: job.id,
      work_types: workType.id,
      codeWorkType: codeWorkType.id,
      pto_types: pto!.id,
      users: tech.id,
      time_entries: entry.id,
    };
    // Birch has no manager in the demo data: its admin adds one.
    await ok(birchAdmin, 'POST', '/api/users', {
      firstName: 'Morgan',
      lastName: 'Lane',
      email: 'manager@birch.test',
      hourlyRate: 38,
      role: 'company_manager',
      password: MANAGER_PASSWORD,
    });

    // A second operator holds a support session inside the victim: its id is a victim id too
    // (and, being another operator's, no support session elsewhere may end it).
    const operator = await t.login('admin@sitehours.test');
    await ok(operator, 'POST', '/api/admin/global-admins', {
      email: 'second.operator@sitehours.test',
      password: OPERATOR_PASSWORD,
      firstName: 'Second',
      lastName: 'Operator',
    });
    const second = await t.login('second.operator@sitehours.test', OPERATOR_PASSWORD);
    const victimSession = await ok<{ sessionId: string }>(
      second,
      'POST',
      '/api/admin/support/impersonate-tenant',
      { tenantId: acme.tenant.id, reason: 'Support inside the victim' },
    );
    const support = await ok<{ token: string }>(
      operator,
      'POST',
      '/api/admin/support/impersonate-tenant',
      { tenantId: birch.tenant.id, reason: 'Isolation check' },
    );

    // A person who works for Birch and for Acme Electric, signed in to Birch: their Acme
    // membership is in the victim tenant, and their Birch token must reach none of it.
    const [electric] = await withPlatform(t.db, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select id::text as id from companies where name = 'Acme Electric'`,
      ),
    );
    const dual = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dual@acme.test', password: DEMO_PASSWORD, companyId: birch.company.id },
    });
    const attackers: Attacker[] = [
      {
        role: 'person of two tenants',
        session: { headers: { authorization: `Bearer ${dual.json().token}` } },
        // Their own profile names the companies they work for, the victim's Acme Electric too.
        ownInProfile: [acme.tenant.id, electric!.id, 'Acme Electric'],
        // Moving to Acme Electric is theirs to do (and would end this sign-in): the attack is
        // moving to a company of the victim they do not work for.
        otherCompany: acme.company.id,
        theirCompanies: [electric!.id],
      },
      { role: 'standard user', session: await t.login('tech1@birch.test') },
      { role: 'manager', session: await t.login('manager@birch.test', MANAGER_PASSWORD) },
      { role: 'company admin', session: birchAdmin },
      {
        role: 'support session',
        session: { headers: { authorization: `Bearer ${support.token}` } },
      },
    ];

    // The victim has a webhook with a delivery and its try, all settled before the snapshot.
    const receiver = await startReceiver();
    const acmeAdmin = await t.login('admin@acme.test');
    const hook = await ok(acmeAdmin, 'POST', '/api/webhooks', {
      url: receiver.url,
      events: ['entry.created'],
    });
    const acmeJobs = await ok<{ id: string; name: string }[]>(acmeAdmin, 'GET', '/api/jobs');
    const acmeJob = acmeJobs.find((j) => j.name === 'Lakeshore Medical Office')!;
    const acmeTypes = await ok<{ id: string; name: string }[]>(
      acmeAdmin,
      'GET',
      `/api/job-work-types/job/${acmeJob.id}/work-types`,
    );
    await ok(acmeAdmin, 'POST', '/api/time-entries/admin-create', {
      hours: 1,
      entryDate: '2026-01-07',
      isPto: false,
      jobId: acmeJob.id,
      workTypeId: acmeTypes[0]!.id,
      targetUserId: (await t.userByEmail('worker1@acme.test')).id,
    });
    await receiver.waitFor(1);
    for (let settled = false; !settled; await new Promise((r) => setTimeout(r, 20))) {
      const [delivery] = await ok<{ status: string }[]>(
        acmeAdmin,
        'GET',
        `/api/webhooks/${hook.id}/deliveries`,
      );
      settled = delivery?.status === 'delivered';
    }
    await receiver.close();

    const ids = await victimIds(t.db, acme.tenant.id);
    expect(ids.get('support_sessions')).toBe(victimSession.sessionId);
    const idList = [...ids.values()];
    const victim = (table: keyof Own) =>
      table === 'codeWorkType'
        ? ids.get('work_types')!
        : table === 'tenants'
          ? ids.get('tenants')!
          : ids.get(table)!;
    const secrets = [...new Set([...(await tenantSecrets(t.db, acme.tenant.id)), ...idList])];
    const before = await snapshotTenant(t.db, acme.tenant.id);

    // Controls: each variant with birch's own id is a valid request that birch's admin may make.
    const controlFailures: string[] = [];
    for (const [n, v] of variants.entries()) {
      if (!v.control) continue;
      const { query, body } = v.build(own[v.table], own, n);
      const res = await send(birchAdmin, v.method, query ? `${v.url}?${query}` : v.url, { body });
      if (res.statusCode >= 300)
        controlFailures.push(`${v.method} ${v.url} ${v.table}: ${res.statusCode} ${res.body}`);
    }
    expect(controlFailures).toEqual([]);

    const routes = t.routes.filter(needsSignIn);
    expect(routes.length).toBeGreaterThanOrEqual(t.routes.filter(needsSignIn).length);
    const victimQuery =
      `companyId=${acme.company.id}&company_id=${acme.company.id}&user_id=${ids.get('users')}` +
      `&userId=${ids.get('users')}&jobId=${ids.get('jobs')}&workTypeId=${ids.get('work_types')}`;
    // Every body field through which a record could be named (a support session's too: without
    // one, leaving support mode would end the attacker's own session, which is its right).
    const body = { ...idCarryingBody(idList), sessionId: victimSession.sessionId };
    let tried = 0;
    const problems = {
      serverErrors: [] as string[],
      unauthenticated: [] as string[],
      answered2xx: [] as string[],
      notRefused: [] as string[],
      victimIdAccepted: [] as string[],
      leaks: [] as string[],
    };

    const attempt = async (attacker: Attacker, method: Method, url: string, given: Payload) => {
      let payload = given;
      const asked = (payload.body as { companyId?: string } | undefined)?.companyId;
      if (
        url.startsWith('/api/auth/switch-company') &&
        asked &&
        attacker.theirCompanies?.includes(asked)
      )
        payload = { body: { ...(payload.body as object), companyId: attacker.otherCompany } };
      const res = await send(attacker.session, method, url, payload);
      tried++;
      const what = `${attacker.role}: ${method} ${url} -> ${res.statusCode}`;
      if (res.statusCode >= 500) problems.serverErrors.push(`${what} ${res.body.slice(0, 200)}`);
      if (res.statusCode === 401) problems.unauthenticated.push(`${what} ${res.body}`);
      // The ids the request itself carried may be echoed ("Work type <id> not found"); anything
      // else of the victim in the answer is a leak.
      const sent = url + JSON.stringify(payload.body ?? '');
      let answer = res.body;
      for (const id of idList) if (sent.includes(id)) answer = answer.split(id).join('');
      if (url.startsWith('/api/auth/me'))
        for (const own of attacker.ownInProfile ?? []) answer = answer.split(own).join('');
      const leaked = secrets.find((s) => answer.includes(s));
      if (leaked) problems.leaks.push(`${what} contains ${leaked}`);
      return res.statusCode;
    };

    for (const attacker of attackers) {
      for (const route of routes) {
        const method = route.method as Method;
        const key = `${route.method} ${route.url}`;
        if (hasParams(route)) {
          // Victim ids in the path: refused, whatever the role.
          const payload =
            pathPayload(key, own) ?? (method === 'GET' || method === 'DELETE' ? {} : { body });
          const extra = key === 'DELETE /api/time-entries/:id' ? '&reason=Isolation' : '';
          for (const id of idList) {
            const url = `${fillPath(route.url, id)}?${victimQuery}${extra}`;
            const status = await attempt(attacker, method, url, payload);
            const refused = status === 403 || status === 404 || (status === 400 && !UUID.test(id));
            if (status >= 200 && status < 300)
              problems.answered2xx.push(`${attacker.role}: ${key} with ${id} -> ${status}`);
            else if (!refused && status !== 401 && status < 500)
              problems.notRefused.push(`${attacker.role}: ${key} with ${id} -> ${status}`);
          }
          continue;
        }
        // Victim ids in the query and in every body field that could name a record.
        await attempt(
          attacker,
          method,
          `${route.url}?${victimQuery}`,
          method === 'GET' || method === 'DELETE' ? {} : { body },
        );
        for (const [n, v] of variants.entries()) {
          if (v.method !== method || v.url !== route.url) continue;
          const id =
            v.url === '/api/admin/support/exit-impersonation'
              ? victimSession.sessionId
              : victim(v.table);
          const { query, body } = v.build(id, own, n);
          const status = await attempt(attacker, method, query ? `${v.url}?${query}` : v.url, {
            body,
          });
          if (v.refuse && status < 400)
            problems.victimIdAccepted.push(
              `${attacker.role}: ${method} ${v.url} with the victim's ${v.table} -> ${status}`,
            );
        }
      }
    }

    expect(problems).toEqual({
      serverErrors: [],
      unauthenticated: [],
      answered2xx: [],
      notRefused: [],
      victimIdAccepted: [],
      leaks: [],
    });
    expect(await snapshotTenant(t.db, acme.tenant.id)).toEqual(before);
    // No row of another tenant may point at the victim (foreign keys are checked past row-level
    // security). The audit trail and security events record the attempted URLs, so they do.
    expect(
      await foreignReferences(t.db, acme.tenant.id, idList, ['audit_logs', 'security_events']),
    ).toEqual([]);
    // Every attacker was still signed in at the end: no refusal above came from a lost session.
    for (const attacker of attackers) {
      const me = await send(attacker.session, 'GET', '/api/auth/me');
      expect(me.statusCode, attacker.role).toBe(200);
    }
    console.info(
      `isolation: ${routes.length} routes × ${attackers.length} roles = ${tried} requests, all refused, victim data unchanged`,
    );
  }, 300_000);
});

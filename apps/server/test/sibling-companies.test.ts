import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/raw-query';
import { withPlatform } from '../src/db/scoped';
import { people, users } from '../src/db/schema';
import { hashPassword } from '../src/platform/passwords';
import { fillPath, hasParams, idCarryingBody, needsSignIn } from './support/route-walk';
import { tenantOwnedTables } from './support/tenant-snapshot';
import { pathPayload, type Own, type Payload } from './support/valid-bodies';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

/**
 * Two companies of one client (Acme Construction and Acme Electric) share a tenant, so row-level
 * security does not part them: every query must. Every signed-in route is called by Acme
 * Electric's admin and by its worker with Acme Construction's ids in the path, the query and the
 * body: a path id is refused, nothing of Acme Construction is answered, nothing of it changes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN_PASSWORD = 'Breaker!Panel2026';

/** The tables that name a company, and a company's rows in each. */
async function companyRows(companyId: string, perTable?: number) {
  const tables: string[] = [];
  for (const table of await tenantOwnedTables(t.db)) {
    const [column] = await withPlatform(t.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from information_schema.columns
             where table_schema = current_schema() and table_name = ${table} and column_name = 'company_id'`,
      ),
    );
    if (column!.n > 0) tables.push(table);
  }
  const rows: Record<string, { id?: string; row: string }[]> = {};
  await withPlatform(t.db, async (tx) => {
    for (const table of tables) {
      rows[table] = await queryRows<{ id?: string; row: string }>(
        tx,
        // Tables keyed otherwise (a ledger's company and number) have no id: their rows count alone.
        sql`select to_jsonb(r)->>'id' as id, r::text as row from ${sql.identifier(table)} r
             where r.company_id = ${companyId} order by r::text
             ${perTable ? sql`limit ${perTable}` : sql``}`,
      );
    }
    rows.companies = await queryRows(
      tx,
      sql`select id::text as id, c::text as row from companies c where id = ${companyId}`,
    );
    rows.job_work_types = await queryRows(
      tx,
      sql`select l.job_id::text as id, l::text as row from job_work_types l
            join jobs j on j.id = l.job_id where j.company_id = ${companyId} order by 2`,
    );
  });
  return rows;
}

describe('companies of one client', () => {
  it('refuses every route to a sibling company, whatever ids it sends', async () => {
    const [electric] = await withPlatform(t.db, (tx) =>
      queryRows<{ id: string; tenant_id: string }>(
        tx,
        sql`select id::text, tenant_id::text from companies where name = 'Acme Electric'`,
      ),
    );
    const acme = await t.tenantBySubdomain('acme');
    // Acme Electric's admin, added as its operator would.
    await withPlatform(t.db, async (tx) => {
      const [person] = await tx
        .insert(people)
        .values({
          email: 'boss@acme-electric.test',
          passwordHash: await hashPassword(ADMIN_PASSWORD),
        })
        .returning();
      await tx.insert(users).values({
        tenantId: electric!.tenant_id,
        companyId: electric!.id,
        personId: person!.id,
        email: person!.email,
        firstName: 'Elena',
        lastName: 'Voss',
        roles: ['company_admin'],
        acceptedAt: new Date(),
      });
    });
    const attackers = [
      { role: 'company admin', session: await t.login('boss@acme-electric.test', ADMIN_PASSWORD) },
      { role: 'standard user', session: await t.login('dual@acme.test', DEMO_PASSWORD) },
    ];

    // Acme Electric's own records, so that a body is wrong only in the id under test.
    const [admin] = attackers;
    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: admin!.session.headers })).json<T>();
    const [job] = await get<{ id: string }[]>('/api/jobs');
    const [workType] = await get<{ id: string }[]>('/api/work-types');
    const [pto] = await get<{ id: string }[]>('/api/pto-types');
    const me = await get<{ id: string }>('/api/auth/me');
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/admin-create',
      headers: admin!.session.headers,
      payload: {
        hours: 2,
        entryDate: '2026-01-06',
        isPto: false,
        jobId: job!.id,
        workTypeId: workType!.id,
        targetUserId: me.id,
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const own: Own = {
      companies: electric!.id,
      tenants: electric!.tenant_id,
      jobs: job!.id,
      work_types: workType!.id,
      codeWorkType: workType!.id,
      pto_types: pto!.id,
      users: me.id,
      time_entries: entry.json<{ id: string }>().id,
    };

    const victimRows = await companyRows(acme.company.id, 25);
    const ids = [
      acme.company.id,
      ...Object.entries(victimRows)
        .filter(([table]) => table !== 'job_work_types')
        .map(([, rows]) => rows[0]?.id)
        .filter((id): id is string => Boolean(id)),
    ];
    const secrets = new Set<string>(
      Object.values(victimRows).flatMap(
        (rows) => rows.map((r) => r.id).filter(Boolean) as string[],
      ),
    );
    await withPlatform(t.db, async (tx) => {
      const named = await queryRows<{ s: string }>(
        tx,
        sql`select name as s from jobs where company_id = ${acme.company.id}
            union select email from users where company_id = ${acme.company.id}
            union select name from work_types where company_id = ${acme.company.id}`,
      );
      // A name both companies use (each has its own 'Electrical') is no sign of a leak.
      const theirs = await queryRows<{ s: string }>(
        tx,
        sql`select name as s from jobs where company_id = ${electric!.id}
            union select email from users where company_id = ${electric!.id}
            union select name from work_types where company_id = ${electric!.id}`,
      );
      const shared = new Set(theirs.map((r) => r.s));
      for (const r of named) if (!shared.has(r.s)) secrets.add(r.s);
    });
    const before = await companyRows(acme.company.id);
    const query =
      `companyId=${ids[0]}&company_id=${ids[0]}&userId=${victimRows.users![0]!.id}` +
      `&user_id=${victimRows.users![0]!.id}&jobId=${victimRows.jobs![0]!.id}`;
    const problems: string[] = [];
    let tried = 0;
    for (const attacker of attackers) {
      for (const route of t.routes.filter(needsSignIn)) {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const urls = hasParams(route)
          ? ids.map((id) => `${fillPath(route.url, id)}?${query}`)
          : [`${route.url}?${query}`];
        const key = `${route.method} ${route.url}`;
        const payload: Payload =
          (hasParams(route) ? pathPayload(key, own) : undefined) ??
          (method === 'GET' || method === 'DELETE' ? {} : { body: idCarryingBody(ids) });
        for (const url of urls) {
          const res = await t.app.inject({
            method,
            url: key === 'DELETE /api/time-entries/:id' ? `${url}&reason=Isolation` : url,
            headers: payload.multipart
              ? { ...attacker.session.headers, 'content-type': payload.multipart.contentType }
              : attacker.session.headers,
            ...(payload.multipart
              ? { payload: payload.multipart.data }
              : payload.body === undefined
                ? {}
                : { payload: payload.body as object }),
          });
          tried++;
          const what = `${attacker.role}: ${method} ${url} -> ${res.statusCode}`;
          if (res.statusCode >= 500 || res.statusCode === 401) problems.push(what);
          if (hasParams(route) && res.statusCode < 300) problems.push(`answered ${what}`);
          let answer = res.body;
          for (const id of ids) if (url.includes(id)) answer = answer.split(id).join('');
          const leaked = [...secrets].find((secret) => answer.includes(secret));
          if (leaked) problems.push(`${what} contains ${leaked}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await companyRows(acme.company.id)).toEqual(before);
    for (const attacker of attackers) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: attacker.session.headers,
      });
      expect(me.statusCode, attacker.role).toBe(200);
    }
    console.info(`sibling companies: ${tried} requests, all refused, Acme Construction unchanged`);
  }, 300_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { fillPath, hasParams, idCarryingBody, needsSignIn } from './support/route-walk';
import { snapshotTenant, tenantOwnedTables, victimIds } from './support/tenant-snapshot';
import { sql } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';

/**
 * Every signed-in route, called by accounts of another tenant with the victim tenant's ids in the
 * path and the body: nothing of the victim may be returned, and nothing of it may change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A global admin inside another tenant through a support session. */
async function supportSessionIn(subdomain: string) {
  const operator = await t.login('admin@sitehours.test');
  const { tenant } = await t.tenantBySubdomain(subdomain);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/support/impersonate-tenant',
    headers: operator.headers,
    payload: { tenantId: tenant.id, reason: 'Isolation check' },
  });
  const { token } = res.json<{ token: string }>();
  return { headers: { authorization: `Bearer ${token}` } };
}

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

  it('refuses every route to other tenants, whatever ids they send', async () => {
    const victim = await t.tenantBySubdomain('acme');
    const ids = await victimIds(t.db, victim.tenant.id);
    const idList = [...ids.values()];
    const secrets = [...idList, victim.tenant.name, 'acme.test'];
    const before = await snapshotTenant(t.db, victim.tenant.id);

    const attackers = [
      await t.login('admin@birch.test'),
      await t.login('tech1@birch.test'),
      await supportSessionIn('birch'),
    ];
    const routes = t.routes.filter(needsSignIn);
    expect(routes.length).toBeGreaterThan(0);
    let tried = 0;
    const leaks: string[] = [];

    for (const attacker of attackers) {
      for (const route of routes) {
        const urls = hasParams(route) ? idList.map((id) => fillPath(route.url, id)) : [route.url];
        for (const url of urls) {
          const withQuery = `${url}?companyId=${victim.company.id}&user_id=${idList.at(-1)}`;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: withQuery,
            headers: attacker.headers,
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : { payload: idCarryingBody(idList) }),
          });
          tried++;
          expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
          const leaked = secrets.find((s) => res.body.includes(s));
          if (leaked) leaks.push(`${route.method} ${url} -> ${res.statusCode} contains ${leaked}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshotTenant(t.db, victim.tenant.id)).toEqual(before);
    console.info(
      `isolation: ${tried} requests over ${routes.length} routes by ${attackers.length} accounts`,
    );
  });
});

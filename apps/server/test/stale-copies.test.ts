import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/raw-query';
import { WEEK_MAX_AGE_MS } from '../src/modules/time-entries/week-cache';
import { createTestApp, type TestApp } from './support/test-app';

// What an instance may serve stale when the change is made by another instance that stops between
// its commit and the notification it sends after it (ARCHITECTURE.md, "Copies in memory"): access
// never (the database notifies those changes inside their transactions, migration 0016), a
// worker's week for `WEEK_MAX_AGE_MS` at most. The other instance is played by a transaction that
// commits as a server's does (`app.publish` = 'after_commit') and then sends nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Commits `statement` as another server instance would, and never sends its notification. */
async function committedByALostInstance(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.publish', 'after_commit', true)`);
    await tx.execute(statement);
  });
}

async function within(ms: number, check: () => Promise<boolean>) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('what another instance may serve stale', () => {
  it('a role taken away counts within a second, though its instance never sent a word', async () => {
    const pm = await t.login('pm@acme.test');
    const pmId = (await t.userByEmail('pm@acme.test')).id;
    const staff = () => t.app.inject({ method: 'GET', url: '/api/users', headers: pm.headers });
    expect((await staff()).statusCode).toBe(200);
    expect((await staff()).statusCode).toBe(200); // from memory now
    await committedByALostInstance(sql`update users set roles = '{employee}' where id = ${pmId}`);
    try {
      expect(await within(1000, async () => (await staff()).statusCode === 403)).toBe(true);
    } finally {
      await t.db.execute(sql`update users set roles = '{company_manager}' where id = ${pmId}`);
    }
  });

  it('a company suspended counts within a second, though its instance never sent a word', async () => {
    const worker = await t.login('tech1@birch.test');
    const birch = await t.tenantBySubdomain('birch');
    const me = () => t.app.inject({ method: 'GET', url: '/api/jobs', headers: worker.headers });
    expect((await me()).statusCode).toBe(200);
    await committedByALostInstance(
      sql`update tenants set status = 'suspended' where id = ${birch.tenant.id}`,
    );
    try {
      expect(await within(1000, async () => (await me()).statusCode !== 200)).toBe(true);
    } finally {
      await t.db.execute(sql`update tenants set status = 'active' where id = ${birch.tenant.id}`);
    }
  });

  it("a worker's week is served stale for WEEK_MAX_AGE_MS at most", async () => {
    const worker = await t.login('worker2@acme.test');
    const workerId = (await t.userByEmail('worker2@acme.test')).id;
    const [latest] = await queryRows<{ id: string; day: string }>(
      t.db,
      sql`select id, entry_date::text as day from time_entries where user_id = ${workerId}
           order by entry_date desc limit 1`,
    );
    const url = `/api/time-entries?start_date=${latest!.day}&end_date=${latest!.day}`;
    const notesShown = async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: worker.headers });
      const shown = res.json<{ id: string; notes: string | null }[]>();
      return shown.find((e) => e.id === latest!.id)?.notes;
    };
    const before = await notesShown();
    expect(await notesShown()).toBe(before); // from memory now

    vi.useFakeTimers({ toFake: ['Date'] });
    await committedByALostInstance(
      sql`update time_entries set notes = 'changed elsewhere' where id = ${latest!.id}`,
    );
    // Nobody was told: the copy is served as it was, up to its age limit, and not a moment after.
    vi.setSystemTime(Date.now() + WEEK_MAX_AGE_MS - 1_000);
    expect(await notesShown()).toBe(before);
    vi.setSystemTime(Date.now() + 1_001);
    expect(await notesShown()).toBe('changed elsewhere');
  });
});

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withPlatform, withTenant } from '../../db/scoped';
import { companies, jobManagers, jobs, timeEntries, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { UserPrincipal } from '../../platform/principal';
import { exportPayroll } from '../exports/export-ledger.service';
import { approveBatch } from '../reports/report.service';
import { entryActor } from '../time-entries/entry-actor';
import { updateEntry } from '../time-entries/time-entry.service';
import { closePayPeriod } from './pay-periods.service';

/**
 * Acme's closed week, made on a first start with demo data through the same calls an admin
 * makes: the week four weeks back (approved) is closed and exported as a frozen, signed file;
 * one of its entries was then corrected, so the next week carries the adjustment (approved); and the
 * project manager manages a job, so Review Time has something to show.
 */
export async function addDemoPayPeriod(ctx: AppContext): Promise<void> {
  const found = await withPlatform(ctx.db, async (tx: Tx) => {
    const [acme] = await tx.select().from(companies).where(eq(companies.name, 'Acme Construction'));
    if (!acme) return null;
    const people = await tx.select().from(users).where(eq(users.companyId, acme.id));
    return { acme, people };
  });
  if (!found) return;
  const { acme, people } = found;
  const scope = { tenantId: acme.tenantId, companyId: acme.id };
  const admin = people.find((u) => u.email === 'admin@acme.test');
  const pm = people.find((u) => u.email === 'pm@acme.test');
  const worker = people.find((u) => u.email === 'worker1@acme.test');
  if (!admin || !pm || !worker) return;
  const principal: UserPrincipal = {
    kind: 'user',
    userId: admin.id,
    tenantId: scope.tenantId,
    companyId: scope.companyId,
    email: admin.email,
    roles: admin.roles as UserPrincipal['roles'],
  };
  const actor = entryActor(principal, scope);

  // The Monday four weeks back, in the company's calendar.
  const [week] = await withTenant(ctx.db, scope, (tx) =>
    queryRows<{ monday: string; sunday: string }>(
      tx,
      sql`select (date_trunc('week', (now() at time zone ${acme.timeZone})::date) - interval '28 days')::date::text as monday,
                 (date_trunc('week', (now() at time zone ${acme.timeZone})::date) - interval '22 days')::date::text as sunday`,
    ),
  );
  await closePayPeriod(ctx, actor, week!.monday);
  await exportPayroll(
    ctx,
    scope,
    { kind: 'user', userId: admin.id, email: admin.email },
    'generic',
    { startDate: week!.monday, endDate: week!.sunday },
  );

  const [entry] = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select()
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.userId, worker.id),
          eq(timeEntries.entryDate, week!.monday),
          eq(timeEntries.isPto, false),
        ),
      )
      .orderBy(asc(timeEntries.createdAt))
      .limit(1),
  );
  if (entry) {
    await updateEntry(ctx, actor, entry.id, {
      entryDate: entry.entryDate,
      hours: Number(entry.hours) - 0.5,
      notes: entry.notes ?? undefined,
      isPto: false,
      jobId: entry.jobId!,
      workTypeId: entry.workTypeId!,
      correctionReason: 'Left half an hour early for a doctor’s visit; confirmed by the foreman',
    } as Parameters<typeof updateEntry>[3]);
    // The admin approved the adjustment with the rest of that week.
    const adjustments = await withTenant(ctx.db, scope, (tx) =>
      tx
        .select({ id: timeEntries.id })
        .from(timeEntries)
        .where(eq(timeEntries.adjustsEntryId, entry.id)),
    );
    await approveBatch(
      ctx,
      scope,
      { id: admin.id, label: admin.email },
      adjustments.map((a) => a.id),
    );
  }

  await withTenant(ctx.db, scope, async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, acme.id), eq(jobs.isActive, true)))
      .orderBy(asc(jobs.name))
      .limit(1);
    if (job)
      await tx
        .insert(jobManagers)
        .values({ tenantId: scope.tenantId, jobId: job.id, userId: pm.id });
  });
}

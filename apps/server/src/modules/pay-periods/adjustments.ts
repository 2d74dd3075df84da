import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { jobs, ptoTypes, timeEntries, users, workTypes } from '../../db/schema';
import type { CompanyScope } from '../../platform/principal';
import { recordHistory } from '../time-entries/entry-history';
import { closedPeriodsFrom, nextOpenStart, payPeriodSettingOf } from './closed-periods';

/** Who makes the correction, as the entry history names them. */
export interface AdjustmentActor {
  /** The acting user's own id (kept as the adjustment's creator); none in a support session. */
  userId: string | null;
  actorId: string | null;
  actorLabel: string;
}

export interface AdjustmentItem {
  /** The entry of a closed period being corrected; it is never rewritten. */
  original: typeof timeEntries.$inferSelect;
  /** Signed hours to add, two places ('-1.50'). */
  hours: string;
  reason: string;
  /** The WC code the adjustment books to, when not the original's (a re-coding). */
  wcCode?: { id: string; code: string; compRate: string };
}

/**
 * Corrects entries of closed pay periods (decision 0027): each item becomes a new pending entry of
 * the same worker, job, work type, Other type, WC code and rates, holding the signed difference in
 * hours, dated the first day of the next open period after the original's and linked to it. Its
 * history is recorded like any new entry's. Items of zero hours write nothing. Returns the rows
 * written, in the order given.
 */
export async function createAdjustments(
  tx: Tx,
  scope: CompanyScope,
  actor: AdjustmentActor,
  items: readonly AdjustmentItem[],
): Promise<(typeof timeEntries.$inferSelect)[]> {
  const todo = items.filter((i) => Math.round(Number(i.hours) * 100) !== 0);
  if (todo.length === 0) return [];
  const setting = await payPeriodSettingOf(tx, scope);
  const earliest = todo.map((i) => i.original.entryDate).sort()[0]!;
  const closed = await closedPeriodsFrom(tx, scope, earliest);

  const rows: (typeof timeEntries.$inferInsert)[] = todo.map(
    ({ original: o, hours, reason, wcCode }) => ({
      id: randomUUID(),
      tenantId: scope.tenantId,
      companyId: scope.companyId,
      userId: o.userId,
      entryDate: nextOpenStart(o.entryDate, setting, closed),
      hours: Number(hours).toFixed(2),
      notes: null,
      isPto: o.isPto,
      jobId: o.jobId,
      workTypeId: o.workTypeId,
      ptoTypeId: o.ptoTypeId,
      wcCodeId: wcCode ? wcCode.id : o.wcCodeId,
      wcCode: wcCode ? wcCode.code : o.wcCode,
      compRate: wcCode ? wcCode.compRate : o.compRate,
      hourlyRate: o.hourlyRate,
      status: 'pending',
      createdBy: actor.userId,
      adjustsEntryId: o.id,
      adjustmentReason: reason,
    }),
  );
  const written = await tx.insert(timeEntries).values(rows).returning();

  // The names the history shows, read once for all of them.
  const ids = (pick: (r: (typeof written)[number]) => string | null) => [
    ...new Set(written.map(pick).filter((v): v is string => v !== null)),
  ];
  const workerIds = ids((r) => r.userId);
  const jobIds = ids((r) => r.jobId);
  const workTypeIds = ids((r) => r.workTypeId);
  const otherIds = ids((r) => r.ptoTypeId);
  const workers = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, workerIds));
  const jobRows = jobIds.length
    ? await tx.select({ id: jobs.id, name: jobs.name }).from(jobs).where(inArray(jobs.id, jobIds))
    : [];
  const typeRows = workTypeIds.length
    ? await tx
        .select({ id: workTypes.id, name: workTypes.name })
        .from(workTypes)
        .where(inArray(workTypes.id, workTypeIds))
    : [];
  const otherRows = otherIds.length
    ? await tx
        .select({ id: ptoTypes.id, name: ptoTypes.name })
        .from(ptoTypes)
        .where(inArray(ptoTypes.id, otherIds))
    : [];
  const nameOf = new Map<string, string>([
    ...workers.map((w) => [w.id, `${w.first} ${w.last}`.trim()] as [string, string]),
    ...jobRows.map((j) => [j.id, j.name] as [string, string]),
    ...typeRows.map((t) => [t.id, t.name] as [string, string]),
    ...otherRows.map((p) => [p.id, p.name] as [string, string]),
  ]);
  const name = (id: string | null) => (id ? (nameOf.get(id) ?? null) : null);
  const byId = new Map(written.map((r) => [r.id, r]));
  const ordered = rows.map((r) => byId.get(r.id!)!);
  await recordHistory(
    tx,
    scope,
    ordered.map((r, i) => ({
      entryId: r.id,
      action: 'create' as const,
      changedBy: actor.actorId,
      changedByName: actor.actorLabel,
      reason: todo[i]!.reason,
      after: {
        worker: name(r.userId) ?? r.userId,
        date: r.entryDate,
        hours: Number(r.hours),
        job: r.isPto ? null : name(r.jobId),
        workType: r.isPto ? null : name(r.workTypeId),
        wcCode: r.wcCode,
        otherType: r.isPto ? name(r.ptoTypeId) : null,
        notes: null,
        status: r.status,
        adjusts: r.adjustsEntryId,
        adjustsDate: todo[i]!.original.entryDate,
      },
    })),
  );
  return ordered;
}

import { and, eq, sql } from 'drizzle-orm';
import {
  adjustmentHours,
  hundredths,
  PAY_PERIOD_MESSAGES,
  PAYROLL_MESSAGES,
  type MessageCode,
  type TimeEntry,
  type TimeEntryInput,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { timeEntries } from '../../db/schema';
import { AppError, fieldError, fieldIssue } from '../../platform/errors';
import type { EntryActor } from '../time-entries/entry-actor';
import { createAdjustments } from './adjustments';
import { isDayClosed } from './closed-periods';

/**
 * Entries of closed pay periods (decision 0027): final for every role. The one change left is an
 * admin's correction of the hours, with a reason, which adds an adjustment in the next open period
 * and leaves the entry as it was; an admin's delete adds one that takes all its hours away.
 */

type EntryRow = typeof timeEntries.$inferSelect;

/** What the API adds to an entry of a closed period or an adjustment; nothing otherwise. */
export interface EntryLock {
  adjustsEntryId: string | null;
  periodClosed: boolean | null;
}

export function withLock(entry: TimeEntry, lock: EntryLock): TimeEntry {
  return {
    ...entry,
    ...(lock.adjustsEntryId ? { adjustsEntryId: lock.adjustsEntryId } : {}),
    ...(lock.periodClosed ? { periodClosed: true } : {}),
  };
}

/** Whether an entry's day lies in a closed period of its company: a column of entry reads. */
export const periodClosedColumn = sql<boolean>`exists (
  select 1 from pay_periods pp
   where pp.tenant_id = ${timeEntries.tenantId} and pp.company_id = ${timeEntries.companyId}
     and pp.status = 'closed' and ${timeEntries.entryDate} between pp.start_date and pp.end_date)`;

const locked = (code: MessageCode, path: string) =>
  new AppError(409, 'period_closed', code, { fieldErrors: [fieldIssue(path, code)] });

/** Workers and managers change no entry of a closed period and no adjustment. */
export async function refuseLockedEntry(tx: Tx, actor: EntryActor, entry: EntryRow) {
  if (actor.isAdmin) return;
  if (await isDayClosed(tx, actor.scope, entry.entryDate))
    throw locked(PAY_PERIOD_MESSAGES.entryPeriodClosed, 'entryDate');
  if (entry.adjustsEntryId) throw locked(PAY_PERIOD_MESSAGES.adjustmentNoEdit, 'hours');
}

/** The entry's hours with its adjustments so far: what a correction starts from. */
async function effectiveHours(tx: Tx, entry: EntryRow): Promise<string> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${timeEntries.hours}), 0)::text` })
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, entry.tenantId), eq(timeEntries.adjustsEntryId, entry.id)));
  return adjustmentHours(0, (hundredths(entry.hours) + hundredths(row?.total ?? '0')) / 100);
}

/** The first field of a correction that is not the hours (or notes) and differs from the entry. */
function changedField(current: EntryRow, input: TimeEntryInput): string | undefined {
  if (input.entryDate !== current.entryDate) return 'entryDate';
  if (input.targetUserId && input.targetUserId !== current.userId) return 'targetUserId';
  if (input.isPto !== current.isPto) return 'isPto';
  if (input.isPto) return input.ptoTypeId !== current.ptoTypeId ? 'ptoTypeId' : undefined;
  if (input.jobId !== current.jobId) return 'jobId';
  if (input.workTypeId !== current.workTypeId) return 'workTypeId';
  return undefined;
}

/**
 * A change of an entry: of an adjustment, refused; of an entry of a closed period, an admin's
 * correction of the hours (returns the adjustment's id). Undefined for any other entry, which is
 * changed as usual.
 */
export async function correctLockedEntry(
  tx: Tx,
  actor: EntryActor,
  current: EntryRow,
  input: TimeEntryInput,
): Promise<string | undefined> {
  if (current.adjustsEntryId) throw locked(PAY_PERIOD_MESSAGES.adjustmentNoEdit, 'hours');
  if (!(await isDayClosed(tx, actor.scope, current.entryDate))) return undefined;
  if (!actor.isAdmin) throw locked(PAY_PERIOD_MESSAGES.entryPeriodClosed, 'entryDate');
  const field = changedField(current, input);
  if (field) throw locked(PAY_PERIOD_MESSAGES.closedFieldLocked, field);
  if (!input.correctionReason)
    throw fieldError('correctionReason', PAYROLL_MESSAGES.correctionReasonRequired);
  const delta = adjustmentHours(await effectiveHours(tx, current), input.hours.toFixed(2));
  if (Number(delta) === 0) throw fieldError('hours', PAY_PERIOD_MESSAGES.nothingToAdjust);
  const [adjustment] = await createAdjustments(tx, actor.scope, actor, [
    { original: current, hours: delta, reason: input.correctionReason },
  ]);
  return adjustment!.id;
}

/**
 * A delete of an entry of a closed period: an admin's, with a reason, voids it by an adjustment
 * (true); anyone else's is refused. False for any other entry, which is deleted as usual.
 */
export async function voidLockedEntry(
  tx: Tx,
  actor: EntryActor,
  current: EntryRow,
  reason: string | undefined,
): Promise<boolean> {
  if (!(await isDayClosed(tx, actor.scope, current.entryDate))) return false;
  if (!actor.isAdmin) throw locked(PAY_PERIOD_MESSAGES.entryPeriodClosed, 'entryDate');
  if (current.adjustsEntryId) throw locked(PAY_PERIOD_MESSAGES.adjustmentNoEdit, 'hours');
  if (!reason) throw fieldError('reason', PAYROLL_MESSAGES.correctionReasonRequired);
  const remaining = await effectiveHours(tx, current);
  if (Number(remaining) === 0) throw fieldError('reason', PAY_PERIOD_MESSAGES.nothingToAdjust);
  await createAdjustments(tx, actor.scope, actor, [
    { original: current, hours: adjustmentHours(remaining, 0), reason },
  ]);
  return true;
}

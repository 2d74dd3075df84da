import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ENTRY_REFUSALS,
  judgeEntry,
  PAYROLL_MESSAGES,
  stepsClearedByChange,
  TIME_ENTRY_MESSAGES,
  type TimeEntry,
  type TimeEntryInput,
  messageText,
} from '@sitehours/contract';
import type { Queryable, Tx } from '../../db/database';
import { fixedStatement } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import { jobs, ptoTypes, timeEntries, users, workTypes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { entrySaveQueue } from './entry-save-queue';
import { weekCache, weekTags } from './week-cache';
import { entryHistory, recordHistory, snapshotOf } from './entry-history';
import { readFacts, type EntryDraft } from './time-entry.repository';
import {
  correctLockedEntry,
  periodClosedColumn,
  refuseLockedEntry,
  voidLockedEntry,
  withLock,
  type EntryLock,
} from '../pay-periods/closed-entries';
import type { EntryActor } from './entry-actor';

type EntryRow = typeof timeEntries.$inferSelect;

const workerName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

async function workerNameOf(q: Queryable, userId: string) {
  const [u] = await q
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return u ? workerName(u) : userId;
}

const reasonRequired = (path: string) =>
  fieldError(path, PAYROLL_MESSAGES.correctionReasonRequired);

/** The history of one entry (also after it was deleted), for admins. */
export async function historyOf(ctx: AppContext, actor: EntryActor, id: string) {
  if (!actor.isAdmin) throw forbidden();
  return withTenant(ctx.db, actor.scope, async (tx) => {
    const history = await entryHistory(tx, actor.scope, id);
    // An id that is no entry of this company (another tenant's, or none) is not found.
    if (history.length === 0 && !(await loadEntry(tx, actor.scope, id)))
      throw notFound(TIME_ENTRY_MESSAGES.notFound);
    return history;
  });
}

const entryColumns = {
  entry: timeEntries,
  jobName: jobs.name,
  workTypeName: workTypes.name,
  ptoName: ptoTypes.name,
  periodClosed: periodClosedColumn,
};

/** The columns of an entry its API form shows. */
type ShownEntry = Omit<
  EntryRow,
  | 'tenantId'
  | 'companyId'
  | 'compRate'
  | 'hourlyRate'
  | 'approvedBy'
  | 'createdBy'
  | 'crewId'
  | 'adjustsEntryId'
  | 'adjustmentReason'
  | 'submittedAt'
  | 'submittedBy'
  | 'reviewedAt'
  | 'reviewedBy'
>;

/** The approval steps taken on an entry before the admin's (decision 0027). */
interface EntrySteps {
  submittedAt: Date | string | null;
  reviewedAt: Date | string | null;
  reviewedByName: string | null;
}

/** Only the steps taken: an entry of a company without them reads as before. */
function stepsOf(steps: EntrySteps | undefined): Partial<TimeEntry> {
  if (!steps) return {};
  return {
    ...(steps.submittedAt ? { submittedAt: new Date(steps.submittedAt).toISOString() } : {}),
    ...(steps.reviewedAt ? { reviewedAt: new Date(steps.reviewedAt).toISOString() } : {}),
    ...(steps.reviewedAt && steps.reviewedByName ? { reviewedBy: steps.reviewedByName } : {}),
  };
}

function toTimeEntry(row: {
  entry: ShownEntry;
  jobName: string | null;
  workTypeName: string | null;
  ptoName: string | null;
  steps?: EntrySteps;
}): TimeEntry {
  const e = row.entry;
  return {
    ...stepsOf(row.steps),
    timeEntryId: e.id,
    id: e.id,
    time_entry_id: e.id,
    userId: e.userId,
    user_id: e.userId,
    entryDate: e.entryDate,
    entry_date: e.entryDate,
    hours: Number(e.hours),
    notes: e.notes,
    isPTO: e.isPto,
    isPto: e.isPto,
    is_pto: e.isPto,
    jobId: e.jobId,
    jobName: row.jobName,
    workTypeId: e.workTypeId,
    workTypeName: row.workTypeName,
    wcCodeId: e.wcCodeId,
    wcCode: e.wcCode,
    ptoTypeId: e.ptoTypeId,
    ptoName: row.ptoName,
    displayName: (e.isPto ? row.ptoName : row.jobName) ?? '',
    status: e.status,
    isPending: false,
    clientId: e.clientId,
    startedAt: e.startedAt ? new Date(e.startedAt).toISOString() : null,
    endedAt: e.endedAt ? new Date(e.endedAt).toISOString() : null,
    approvedAt: e.approvedAt?.toISOString() ?? null,
    // Only on public-works entries: an entry of a company that keeps hours only reads as before.
    ...(e.classificationId ? { classificationId: e.classificationId, equipment: e.equipment } : {}),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

function selectEntries(q: Queryable) {
  return q
    .select(entryColumns)
    .from(timeEntries)
    .leftJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .leftJoin(workTypes, eq(workTypes.id, timeEntries.workTypeId))
    .leftJoin(ptoTypes, eq(ptoTypes.id, timeEntries.ptoTypeId));
}

async function loadEntry(q: Queryable, scope: CompanyScope, id: string) {
  const [row] = await selectEntries(q).where(
    and(eq(timeEntries.id, id), eq(timeEntries.companyId, scope.companyId)),
  );
  return row
    ? withLock(toTimeEntry(row), {
        adjustsEntryId: row.entry.adjustsEntryId,
        periodClosed: row.periodClosed,
      })
    : undefined;
}

/** The worker an entry is for: oneself, or (for managers and admins) anyone in the company. */
function targetWorker(actor: EntryActor, requested: string | undefined): string {
  const target = requested ?? actor.userId;
  if (!target) throw fieldError('targetUserId', TIME_ENTRY_MESSAGES.chooseWorker);
  if (target !== actor.userId && !actor.actsForOthers)
    throw forbidden(TIME_ENTRY_MESSAGES.otherUserForbidden);
  return target;
}

/** The answer to an entry that failed a rule: 400 naming the field. */
function refused(refusal: keyof typeof ENTRY_REFUSALS) {
  const { path, message } = ENTRY_REFUSALS[refusal];
  return fieldError(path, message);
}

/** A row of the week statement: the entry's shown columns, named as the query builder names them. */
type WeekRow = ShownEntry &
  EntrySteps & {
    jobName: string | null;
    workTypeName: string | null;
    ptoName: string | null;
  };

/**
 * A worker's entries between two days: the call every timesheet makes on every open and week
 * change, so its statement is written once (see `fixedStatement`).
 */
const selectWorkerEntries = fixedStatement<WeekRow & EntryLock>(
  `select e.id, e.user_id as "userId", e.entry_date::text as "entryDate", e.hours::text as hours,
          e.notes, e.is_pto as "isPto", e.job_id as "jobId", j.name as "jobName",
          e.work_type_id as "workTypeId", w.name as "workTypeName", e.wc_code_id as "wcCodeId",
          e.wc_code as "wcCode", e.pto_type_id as "ptoTypeId", p.name as "ptoName", e.status,
          e.client_id as "clientId", e.started_at as "startedAt", e.ended_at as "endedAt",
          e.classification_id as "classificationId", e.equipment,
          e.adjusts_entry_id as "adjustsEntryId",
          exists (select 1 from pay_periods pp
                   where pp.tenant_id = e.tenant_id and pp.company_id = e.company_id
                     and pp.status = 'closed' and e.entry_date between pp.start_date and pp.end_date)
            as "periodClosed",
          e.approved_at as "approvedAt", e.created_at as "createdAt",
          e.updated_at as "updatedAt", e.submitted_at as "submittedAt",
          e.reviewed_at as "reviewedAt",
          (select trim(r.first_name || ' ' || r.last_name) from users r where r.id = e.reviewed_by)
            as "reviewedByName"
     from time_entries e
     left join jobs j on j.id = e.job_id
     left join work_types w on w.id = e.work_type_id
     left join pto_types p on p.id = e.pto_type_id
    where e.tenant_id = $1 and e.company_id = $2 and e.user_id = $3
      and e.entry_date between $4 and $5
    order by e.entry_date, e.created_at`,
  // Its prepared plan takes the worker's index thanks to migration 0010's statistics.
  { prepareAs: 'worker_entries_between' },
);

export async function listEntries(
  ctx: AppContext,
  actor: EntryActor,
  query: { userId?: string; startDate?: string; endDate?: string },
) {
  const userId = query.userId ?? actor.userId;
  if (!userId) return [];
  if (userId !== actor.userId && !actor.actsForOthers)
    throw forbidden(TIME_ENTRY_MESSAGES.otherUserForbidden);
  const { tenantId, companyId } = actor.scope;
  // Served from memory when seen before: the copy goes when one of the worker's entries, or a
  // name it shows, changes (see `week-cache.ts`).
  const weeks = weekCache(ctx.bus);
  const key = `${companyId}|${userId}|${query.startDate}|${query.endDate}`;
  const known = weeks.get(key);
  if (known) return known;
  const ticket = weeks.ticket();
  const rows = await withTenant(ctx.db, actor.scope, (tx) =>
    selectWorkerEntries(tx, [tenantId, companyId, userId, query.startDate, query.endDate]),
  );
  const entries = rows.map((r) =>
    toTimeEntry({
      entry: r,
      jobName: r.jobName,
      workTypeName: r.workTypeName,
      ptoName: r.ptoName,
      steps: r,
    }),
  );
  // Entries of closed periods and adjustments say so; others read as before (decision 0027).
  const shown = entries.map((e, i) => withLock(e, rows[i]!));
  weeks.keep(key, weekTags(tenantId, userId), shown, ticket);
  return shown;
}

/**
 * Records an entry. The WC code comes from the work type and the worker's hourly rate now; the
 * rate and the code's comp rate are kept on the entry. A client id seen before returns the entry
 * already saved under it (201 for new, 200 for a repeat).
 */
export async function createEntry(
  ctx: AppContext,
  actor: EntryActor,
  input: TimeEntryInput,
  requestedUser?: string,
) {
  const userId = targetWorker(actor, requestedUser);
  const { scope } = actor;
  const work = !input.isPto;
  const id = randomUUID();
  const hours = input.hours.toFixed(2);
  const notes = input.notes ?? null;
  const clientId = input.clientId ?? null;
  const jobId = work ? input.jobId! : null;
  const workTypeId = work ? input.workTypeId! : null;
  const ptoTypeId = work ? null : input.ptoTypeId!;
  const saved = await entrySaveQueue(ctx.db).save(scope, {
    worker: userId,
    id,
    clientId,
    day: input.entryDate,
    hours,
    notes,
    isPto: input.isPto,
    job: jobId,
    workType: workTypeId,
    ptoType: ptoTypeId,
    classification: input.classificationId ?? null,
    equipment: input.equipment ?? null,
    createdBy: actor.userId,
    changedBy: actor.actorId,
    changedByName: actor.actorLabel,
    startedAt: input.startedAt ? new Date(input.startedAt) : null,
    endedAt: input.endedAt ? new Date(input.endedAt) : null,
  });
  if (saved.outcome === 'seen') {
    if (saved.seenUser !== userId) throw conflict(TIME_ENTRY_MESSAGES.clientIdTaken, 'clientId');
    const entry = await withTenant(ctx.db, scope, (tx) => loadEntry(tx, scope, saved.seenId!));
    return { created: false, entry: entry! };
  }
  if (saved.outcome !== 'created') throw refused(saved.outcome);
  const entry = toTimeEntry({
    entry: {
      id,
      userId,
      entryDate: input.entryDate,
      hours,
      notes,
      isPto: input.isPto,
      jobId,
      workTypeId,
      ptoTypeId,
      wcCodeId: saved.wcCodeId,
      wcCode: saved.wcCode,
      classificationId: saved.classificationId,
      equipment: saved.equipment,
      status: 'pending',
      approvedAt: null,
      clientId,
      startedAt: input.startedAt ? new Date(input.startedAt) : null,
      endedAt: input.endedAt ? new Date(input.endedAt) : null,
      createdAt: saved.createdAt!,
      updatedAt: saved.updatedAt!,
    },
    jobName: saved.jobName,
    workTypeName: saved.workTypeName,
    ptoName: saved.ptoName,
  });
  return { created: true, entry };
}

async function editableEntry(tx: Tx, actor: EntryActor, id: string) {
  const [entry] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), eq(timeEntries.companyId, actor.scope.companyId)))
    .for('update');
  if (!entry) throw notFound(TIME_ENTRY_MESSAGES.notFound);
  if (entry.userId !== actor.userId && !actor.actsForOthers)
    throw notFound(TIME_ENTRY_MESSAGES.notFound);
  await refuseLockedEntry(tx, actor, entry);
  if (entry.status === 'approved' && !actor.isAdmin) {
    throw new AppError(403, 'entry_approved', TIME_ENTRY_MESSAGES.approvedNoEdit);
  }
  return entry;
}

/**
 * Changes an entry. The WC code and the kept hourly rate are resolved again only when the work
 * type or the worker changes (or the entry turns from Other into work); a change of hours, date,
 * notes or job keeps them, so figures already on payroll do not drift.
 */
export async function updateEntry(
  ctx: AppContext,
  actor: EntryActor,
  id: string,
  input: TimeEntryInput,
) {
  return withTenant(ctx.db, actor.scope, async (tx) => {
    const current = await editableEntry(tx, actor, id);
    // An entry of a closed period is corrected by an adjustment, which is the answer.
    const adjustment = await correctLockedEntry(tx, actor, current, input);
    if (adjustment) return (await loadEntry(tx, actor.scope, adjustment))!;
    if (current.status === 'approved' && !input.correctionReason)
      throw reasonRequired('correctionReason');
    const before = snapshotOf(
      (await loadEntry(tx, actor.scope, id))!,
      await workerNameOf(tx, current.userId),
    );
    const userId = input.targetUserId ? targetWorker(actor, input.targetUserId) : current.userId;
    const draft: EntryDraft = {
      worker: userId,
      day: input.entryDate,
      hours: input.hours.toFixed(2),
      isPto: input.isPto,
      job: input.isPto ? null : input.jobId!,
      workType: input.isPto ? null : input.workTypeId!,
      ptoType: input.isPto ? input.ptoTypeId! : null,
      // Not asked for: the entry keeps its own while it stays on its job.
      classification:
        input.classificationId ??
        (!input.isPto && input.jobId === current.jobId ? current.classificationId : null),
    };
    const reResolve =
      !input.isPto &&
      (current.isPto || current.workTypeId !== input.workTypeId || current.userId !== userId);
    const [facts] = await readFacts(tx, actor.scope, [draft], {
      exceptId: id,
      matchCode: () => reResolve,
    });
    const judged = judgeEntry(facts!.facts);
    if (judged.refusal) throw refused(judged.refusal);
    const code = judged.code;
    const payroll = input.isPto
      ? {
          wcCodeId: null,
          wcCode: null,
          compRate: null,
          hourlyRate: current.userId === userId ? current.hourlyRate : facts!.hourlyRate!,
        }
      : code
        ? {
            wcCodeId: code.id,
            wcCode: code.code,
            compRate: code.compRate,
            hourlyRate: facts!.hourlyRate!,
          }
        : {};
    const content = {
      userId,
      entryDate: input.entryDate,
      hours: draft.hours,
      notes: input.notes,
      isPto: input.isPto,
      jobId: input.isPto ? null : input.jobId!,
      workTypeId: input.isPto ? null : input.workTypeId!,
      ptoTypeId: input.isPto ? input.ptoTypeId! : null,
      classificationId: judged.classification?.id ?? null,
      equipment: judged.classification?.operator
        ? (input.equipment ??
          (judged.classification.id === current.classificationId ? current.equipment : null))
        : null,
      // Typed hours leave a punched entry's times as they were only if the hours still match.
      ...(input.startedAt && input.endedAt
        ? { startedAt: new Date(input.startedAt), endedAt: new Date(input.endedAt) }
        : draft.hours === current.hours
          ? { startedAt: current.startedAt, endedAt: current.endedAt }
          : { startedAt: null, endedAt: null }),
    };
    // A review was of what the entry recorded: a change takes it back, and the worker's own change
    // their submit too (decision 0027). Every change of an entry's content is written here.
    const cleared = stepsClearedByChange({
      before: current,
      after: content,
      actorUserId: actor.userId,
    });
    await tx
      .update(timeEntries)
      .set({
        ...content,
        ...(cleared.reviewed ? { reviewedAt: null, reviewedBy: null } : {}),
        ...(cleared.submitted ? { submittedAt: null, submittedBy: null } : {}),
        updatedAt: new Date(),
        ...payroll,
      })
      .where(eq(timeEntries.id, id));
    const entry = (await loadEntry(tx, actor.scope, id))!;
    await recordHistory(tx, actor.scope, [
      {
        entryId: id,
        action: 'update',
        changedBy: actor.actorId,
        changedByName: actor.actorLabel,
        reason: input.correctionReason ?? null,
        before,
        after: snapshotOf(entry, facts!.workerName!),
      },
    ]);
    return entry;
  });
}

export async function deleteEntry(ctx: AppContext, actor: EntryActor, id: string, reason?: string) {
  await withTenant(ctx.db, actor.scope, async (tx) => {
    const current = await editableEntry(tx, actor, id);
    // An entry of a closed period stays: an adjustment takes its hours away.
    if (await voidLockedEntry(tx, actor, current, reason)) return;
    if (current.status === 'approved' && !reason) throw reasonRequired('reason');
    const before = snapshotOf(
      (await loadEntry(tx, actor.scope, id))!,
      await workerNameOf(tx, current.userId),
    );
    // Recorded before the row goes: the ledger's delete event keeps the entry as it was stored.
    await recordHistory(tx, actor.scope, [
      {
        entryId: id,
        action: 'delete',
        changedBy: actor.actorId,
        changedByName: actor.actorLabel,
        reason: reason ?? null,
        before,
      },
    ]);
    await tx.delete(timeEntries).where(eq(timeEntries.id, id));
  });
  return { success: true as const, message: messageText(TIME_ENTRY_MESSAGES.deleted) };
}

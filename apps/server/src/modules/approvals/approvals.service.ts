import { sql, type SQL } from 'drizzle-orm';
import {
  APPROVAL_MESSAGES,
  mayLeadCrews,
  messageText,
  type ReviewList,
  type ReviewResponse,
  type ReviewWorker,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import type { AppContext } from '../../platform/app-context';
import { conflict, fieldError, forbidden } from '../../platform/errors';
import type { CompanyScope, Principal } from '../../platform/principal';
import { appendLedgerEvents } from '../ledger/ledger-append';
import type { DateRange } from '@sitehours/contract';

/** Who takes an approval step, inside which company. */
export interface StepActor {
  scope: CompanyScope;
  /** The acting membership; an operator in a support session has none. */
  userId: string | null;
  /** Kept as who reviewed: the membership, or the operator's id. */
  actorId: string | null;
  isAdmin: boolean;
  roles: readonly string[];
  /** As the history and the ledger name them. */
  label: string;
}

export function stepActor(principal: Principal | undefined, scope: CompanyScope): StepActor {
  if (principal?.kind === 'user')
    return {
      scope,
      userId: principal.userId,
      actorId: principal.userId,
      isAdmin: principal.roles.includes('company_admin'),
      roles: principal.roles,
      label: principal.email,
    };
  return {
    scope,
    userId: null,
    actorId: principal?.kind === 'global_admin' ? principal.adminId : null,
    isAdmin: true,
    roles: [],
    label: principal?.kind === 'global_admin' ? `${principal.email} (support)` : 'unknown',
  };
}

const uuidList = (ids: readonly string[]) =>
  ids.length
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : sql`array[]::uuid[]`;

/** Whether the company asks its workers to submit their week (decision 0027). */
export async function workerSubmitOf(tx: Tx, scope: CompanyScope): Promise<boolean> {
  const [row] = await queryRows<{ worker_submit: boolean }>(
    tx,
    sql`select worker_submit from companies where id = ${scope.companyId}`,
  );
  return row?.worker_submit ?? false;
}

/**
 * The condition on `e` (a time entry) that it is the actor's to review: every entry of the
 * company for an admin; for others the entries on the jobs they manage and in the days of the
 * crews they lead (when they may lead), never their own time. Refused with 403 for a worker
 * who neither manages nor may lead.
 */
async function reviewableCondition(tx: Tx, actor: StepActor): Promise<SQL> {
  if (actor.isAdmin) return sql`true`;
  const [me] = await queryRows<{ roles: string[]; crew_lead: boolean; is_active: boolean }>(
    tx,
    sql`select roles, crew_lead, is_active from users
         where id = ${actor.userId} and company_id = ${actor.scope.companyId}`,
  );
  if (!me?.is_active || !mayLeadCrews(me.roles, me.crew_lead))
    throw forbidden(APPROVAL_MESSAGES.notReviewer);
  const jobs = sql`select jm.job_id from job_managers jm join jobs j on j.id = jm.job_id
                    where jm.tenant_id = ${actor.scope.tenantId} and j.company_id = ${actor.scope.companyId}
                      and jm.user_id = ${actor.userId}`;
  const crews = sql`select cm.crew_id from crew_members cm join crews c on c.id = cm.crew_id
                     where cm.tenant_id = ${actor.scope.tenantId} and c.company_id = ${actor.scope.companyId}
                       and cm.user_id = ${actor.userId} and cm.is_lead`;
  return sql`(e.job_id in (${jobs}) or e.crew_id in (${crews})) and e.user_id <> ${actor.userId}`;
}

/** The signed-in worker's own membership: only they submit their week. */
function workerOf(actor: StepActor): string {
  if (!actor.userId) throw forbidden('companyOnly');
  return actor.userId;
}

const weekOf = (weekStart: string) =>
  sql`e.entry_date between ${weekStart}::date and ${weekStart}::date + 6`;

/**
 * Submits the worker's pending entries of the week (Monday to Sunday) for review. Repeating is
 * harmless; an entry added after a submit is submitted by the next one.
 */
export async function submitWeek(ctx: AppContext, actor: StepActor, weekStart: string) {
  const userId = workerOf(actor);
  const { scope } = actor;
  return withTenant(ctx.db, scope, async (tx) => {
    const week = await queryRows<{ id: string; status: string; submitted: boolean }>(
      tx,
      sql`select e.id, e.status, e.submitted_at is not null as submitted from time_entries e
           where e.company_id = ${scope.companyId} and e.user_id = ${userId} and ${weekOf(weekStart)}
           for update`,
    );
    if (week.length === 0) throw fieldError('weekStart', APPROVAL_MESSAGES.nothingToSubmit);
    const submitted = await queryRows<{ id: string; at: Date }>(
      tx,
      sql`update time_entries e set submitted_at = now(), submitted_by = ${userId}
           where e.company_id = ${scope.companyId} and e.user_id = ${userId} and ${weekOf(weekStart)}
             and e.status = 'pending' and e.submitted_at is null
       returning e.id, e.submitted_at as at`,
    );
    if (submitted.length)
      await appendLedgerEvents(
        tx,
        scope,
        submitted.map((row) => ({
          kind: 'entry.submit' as const,
          subjectId: row.id,
          actor: actor.label,
          data: { weekStart, submittedAt: new Date(row.at).toISOString() },
        })),
      );
    return {
      submitted: submitted.length,
      alreadySubmitted: week.filter((e) => e.status === 'pending' && e.submitted).length,
      message: messageText(APPROVAL_MESSAGES.submitted),
    };
  });
}

/** Takes the week back so it can be changed, until a reviewer or an admin has taken a step. */
export async function unsubmitWeek(ctx: AppContext, actor: StepActor, weekStart: string) {
  const userId = workerOf(actor);
  const { scope } = actor;
  return withTenant(ctx.db, scope, async (tx) => {
    const week = await queryRows<{ id: string; taken: boolean }>(
      tx,
      sql`select e.id, (e.status = 'approved' or e.reviewed_at is not null) as taken
            from time_entries e
           where e.company_id = ${scope.companyId} and e.user_id = ${userId} and ${weekOf(weekStart)}
             and e.submitted_at is not null
           for update`,
    );
    if (week.some((e) => e.taken)) throw conflict(APPROVAL_MESSAGES.alreadyReviewed, 'weekStart');
    const ids = week.map((e) => e.id);
    if (ids.length) {
      await tx.execute(
        sql`update time_entries set submitted_at = null, submitted_by = null
             where company_id = ${scope.companyId} and id = any(${uuidList(ids)})`,
      );
      await appendLedgerEvents(
        tx,
        scope,
        ids.map((id) => ({
          kind: 'entry.submit' as const,
          subjectId: id,
          actor: actor.label,
          data: { weekStart, withdrawn: true },
        })),
      );
    }
    return { unsubmitted: ids.length, message: messageText(APPROVAL_MESSAGES.unsubmitted) };
  });
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const hundredths = (hours: string | number) => Math.round(Number(hours) * 100);

/**
 * The entries of the range the actor reviews, grouped by worker and day, with each step's who
 * and when.
 */
export async function reviewList(
  ctx: AppContext,
  actor: StepActor,
  range: DateRange,
): Promise<ReviewList> {
  const { scope } = actor;
  return withTenant(ctx.db, scope, async (tx) => {
    const reviewable = await reviewableCondition(tx, actor);
    const workerSubmit = await workerSubmitOf(tx, scope);
    const rows = await queryRows<{
      id: string;
      user_id: string;
      worker: string;
      day: string;
      hours: string;
      is_pto: boolean;
      job_name: string | null;
      work_type_name: string | null;
      pto_name: string | null;
      notes: string | null;
      status: 'pending' | 'approved';
      submitted_at: Date | null;
      submitted_by: string | null;
      reviewed_at: Date | null;
      reviewed_by: string | null;
      approved_at: Date | null;
      approved_by: string | null;
    }>(
      tx,
      sql`select e.id, e.user_id, trim(u.first_name || ' ' || u.last_name) as worker,
                 e.entry_date::text as day, e.hours::text as hours, e.is_pto,
                 j.name as job_name, w.name as work_type_name, p.name as pto_name, e.notes, e.status,
                 e.submitted_at, trim(s.first_name || ' ' || s.last_name) as submitted_by,
                 e.reviewed_at, trim(r.first_name || ' ' || r.last_name) as reviewed_by,
                 e.approved_at, trim(a.first_name || ' ' || a.last_name) as approved_by
            from time_entries e
            join users u on u.id = e.user_id
            left join jobs j on j.id = e.job_id
            left join work_types w on w.id = e.work_type_id
            left join pto_types p on p.id = e.pto_type_id
            left join users s on s.id = e.submitted_by
            left join users r on r.id = e.reviewed_by
            left join users a on a.id = e.approved_by
           where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
             and e.entry_date between ${range.startDate} and ${range.endDate}
             and ${reviewable}
           order by lower(u.last_name), lower(u.first_name), e.user_id, e.entry_date, e.created_at`,
    );
    const workers: (ReviewWorker & { total: number })[] = [];
    for (const r of rows) {
      let worker = workers[workers.length - 1];
      if (worker?.userId !== r.user_id) {
        worker = { userId: r.user_id, name: r.worker, hours: 0, total: 0, days: [] };
        workers.push(worker);
      }
      let day = worker.days[worker.days.length - 1];
      if (day?.date !== r.day) {
        day = { date: r.day, hours: 0, entries: [] };
        worker.days.push(day);
      }
      const h = hundredths(r.hours);
      day.hours = (hundredths(day.hours) + h) / 100;
      worker.total += h;
      day.entries.push({
        id: r.id,
        hours: h / 100,
        isPto: r.is_pto,
        jobName: r.job_name,
        workTypeName: r.work_type_name,
        ptoName: r.pto_name,
        notes: r.notes,
        status: r.status,
        submittedAt: iso(r.submitted_at),
        submittedBy: r.submitted_by,
        reviewedAt: iso(r.reviewed_at),
        reviewedBy: r.reviewed_by,
        approvedAt: iso(r.approved_at),
        approvedBy: r.approved_by,
        mayReview:
          r.status === 'pending' && !r.reviewed_at && (!workerSubmit || r.submitted_at !== null),
      });
    }
    return {
      workerSubmit,
      workers: workers.map(({ total, ...w }) => ({ ...w, hours: total / 100 })),
    };
  });
}

/**
 * Reviews the given entries that are the actor's to review, in one transaction; the others are
 * named in the answer. Approved ones are left as they are, reviewed ones keep their first review,
 * and while the company asks workers to submit, unsubmitted ones wait.
 */
export async function reviewEntries(
  ctx: AppContext,
  actor: StepActor,
  entryIds: readonly string[],
): Promise<ReviewResponse> {
  const { scope } = actor;
  const ids = [...new Set(entryIds)];
  return withTenant(ctx.db, scope, async (tx) => {
    const reviewable = await reviewableCondition(tx, actor);
    const workerSubmit = await workerSubmitOf(tx, scope);
    const found = await queryRows<{
      id: string;
      status: string;
      submitted: boolean;
      reviewed: boolean;
      mine: boolean;
    }>(
      tx,
      sql`select e.id, e.status, e.submitted_at is not null as submitted,
                 e.reviewed_at is not null as reviewed, ${reviewable} as mine
            from time_entries e
           where e.company_id = ${scope.companyId} and e.id = any(${uuidList(ids)})
           for update`,
    );
    const byId = new Map(found.map((f) => [f.id, f]));
    const refused: string[] = [];
    // An id that is no entry of this company is counted, never echoed: the answer names nothing
    // the caller could not already see.
    let notFound = 0;
    const notSubmitted: string[] = [];
    const toReview: string[] = [];
    let alreadyApproved = 0;
    let alreadyReviewed = 0;
    for (const id of ids) {
      const e = byId.get(id);
      if (!e) notFound += 1;
      else if (!e.mine) refused.push(id);
      else if (e.status === 'approved') alreadyApproved += 1;
      else if (e.reviewed) alreadyReviewed += 1;
      else if (workerSubmit && !e.submitted) notSubmitted.push(id);
      else toReview.push(id);
    }
    if (toReview.length) {
      const reviewed = await queryRows<{ id: string; at: Date }>(
        tx,
        sql`update time_entries set reviewed_at = now(), reviewed_by = ${actor.actorId}
             where company_id = ${scope.companyId} and id = any(${uuidList(toReview)})
         returning id, reviewed_at as at`,
      );
      await appendLedgerEvents(
        tx,
        scope,
        reviewed.map((row) => ({
          kind: 'entry.review' as const,
          subjectId: row.id,
          actor: actor.label,
          data: { reviewedAt: new Date(row.at).toISOString() },
        })),
      );
    }
    return {
      reviewed: toReview.length,
      alreadyReviewed,
      alreadyApproved,
      notSubmitted,
      refused,
      notFound,
      message: messageText(APPROVAL_MESSAGES.reviewed),
    };
  });
}

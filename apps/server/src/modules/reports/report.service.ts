import { sql, type SQL } from 'drizzle-orm';
import {
  REPORT_MESSAGES,
  decimalToCents,
  formatCents,
  type EmployeeSummaryRow,
  type JobReportRow,
  type WeeklyReportRow,
  messageText,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { dayStates } from '../sign-offs/day-states';
import { dayQuestionsOf } from '../sign-offs/sign-off.service';
import { withTenant } from '../../db/scoped';
import type { AppContext } from '../../platform/app-context';
import { fieldError } from '../../platform/errors';
import { recordHistory } from '../time-entries/entry-history';
import { payrollLines } from '../payroll/payroll.service';
import { workerSubmitOf } from '../approvals/approvals.service';
import type { CompanyScope } from '../../platform/principal';
import { readTenant } from '../../platform/replica-reads';
import type { DateRange } from '@sitehours/contract';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Numbers arrive as numeric strings inside JSON objects built by the database. */
function numberMap(value: Record<string, string | number> | null): Record<string, number> {
  return Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k, round2(Number(v))]));
}

/**
 * The Weekly Entries report, grouped in the database: one row per employee and job / work type /
 * WC code (or Other type), with the hours and notes of each day, the ids of the entries, and a
 * status where pending wins over approved. Employees left out of reports are left out here.
 */
export async function weeklyReport(ctx: AppContext, scope: CompanyScope, range: DateRange) {
  const found = await readTenant(ctx, scope, (tx) =>
    queryRows<{
      user_id: string;
      employee_name: string;
      is_pto: boolean;
      job_id: string | null;
      job_name: string | null;
      work_type_id: string | null;
      work_type_name: string | null;
      wc_code_id: string | null;
      wc_code: string | null;
      pto_type_id: string | null;
      pto_name: string | null;
      hours: Record<string, string>;
      notes: Record<string, string>;
      entry_ids: string[][];
      any_pending: boolean;
      total: string;
    }>(
      tx,
      sql`
      with day_rows as (
        select e.user_id, e.is_pto, e.job_id, e.work_type_id, e.wc_code_id, e.wc_code, e.pto_type_id, e.entry_date,
               sum(e.hours) as hours,
               string_agg(nullif(trim(e.notes), ''), '; ' order by e.created_at) as notes,
               array_agg(e.id::text order by e.created_at) as ids,
               bool_or(e.status = 'pending') as any_pending
          from time_entries e
          join users u on u.id = e.user_id
         where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
           and e.entry_date between ${range.startDate} and ${range.endDate}
           and u.include_in_reports
         group by e.user_id, e.is_pto, e.job_id, e.work_type_id, e.wc_code_id, e.wc_code, e.pto_type_id, e.entry_date
      )
      select d.user_id, trim(u.first_name || ' ' || u.last_name) as employee_name, d.is_pto,
             d.job_id, j.name as job_name, d.work_type_id, w.name as work_type_name,
             d.wc_code_id, d.wc_code, d.pto_type_id, p.name as pto_name,
             jsonb_object_agg(d.entry_date::text, round(d.hours, 2)) as hours,
             coalesce(jsonb_object_agg(d.entry_date::text, d.notes) filter (where d.notes is not null), '{}'::jsonb) as notes,
             jsonb_agg(d.ids) as entry_ids,
             bool_or(d.any_pending) as any_pending,
             sum(d.hours) as total
        from day_rows d
        join users u on u.id = d.user_id
        left join jobs j on j.id = d.job_id
        left join work_types w on w.id = d.work_type_id
        left join pto_types p on p.id = d.pto_type_id
       group by d.user_id, u.first_name, u.last_name, d.is_pto, d.job_id, j.name, d.work_type_id, w.name,
                d.wc_code_id, d.wc_code, d.pto_type_id, p.name
       order by lower(u.last_name), lower(u.first_name), d.user_id, d.is_pto, j.name, w.name, d.wc_code, p.name`,
    ),
  );
  const entries: WeeklyReportRow[] = found.map((r) => ({
    employeeId: r.user_id,
    employeeName: r.employee_name,
    jobId: r.job_id,
    jobName: r.job_name,
    workTypeId: r.work_type_id,
    workTypeName: r.work_type_name,
    wcCodeId: r.wc_code_id,
    wcCode: r.wc_code,
    isPto: r.is_pto,
    ptoTypeId: r.pto_type_id,
    ptoName: r.pto_name,
    hours: numberMap(r.hours),
    notes: r.notes,
    entryIds: r.entry_ids.flat(),
    status: r.any_pending ? 'pending' : 'approved',
    total: round2(Number(r.total)),
  }));
  return { entries, dateRange: range };
}

/**
 * The Weekly Summary: each employee in reports with their hours per day and for the range, plus
 * the company's totals. Active employees appear even with no hours; inactive ones when they have some.
 */
export async function employeeSummary(ctx: AppContext, scope: CompanyScope, range: DateRange) {
  const found = await readTenant(ctx, scope, (tx) =>
    queryRows<{
      user_id: string;
      employee_name: string;
      hours: Record<string, string> | null;
      total: string;
    }>(
      tx,
      sql`
      with per_day as (
        select e.user_id, e.entry_date, sum(e.hours) as hours
          from time_entries e
         where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
           and e.entry_date between ${range.startDate} and ${range.endDate}
         group by e.user_id, e.entry_date
      )
      select u.id as user_id, trim(u.first_name || ' ' || u.last_name) as employee_name,
             jsonb_object_agg(d.entry_date::text, round(d.hours, 2)) filter (where d.entry_date is not null) as hours,
             coalesce(sum(d.hours), 0) as total
        from users u
        left join per_day d on d.user_id = u.id
       where u.tenant_id = ${scope.tenantId} and u.company_id = ${scope.companyId} and u.include_in_reports
         and (u.is_active or d.user_id is not null)
       group by u.id, u.first_name, u.last_name
       order by lower(u.last_name), lower(u.first_name), u.id`,
    ),
  );
  const payroll = await payrollLines(ctx, scope, range);
  const payOf = new Map(payroll.lines.map((l) => [l.employeeId, l]));
  // Meal and rest premiums only where the company applies a rule: hours-only answers stay as
  // they were.
  const withPremiums = payroll.mealRestRule !== 'none';
  const entries: EmployeeSummaryRow[] = found.map((r) => {
    const pay = payOf.get(r.user_id);
    const premiums = withPremiums
      ? {
          mealPremiumHours: pay?.mealPremiumHours ?? 0,
          restPremiumHours: pay?.restPremiumHours ?? 0,
          premiumPay: pay?.premiumPay ?? '0.00',
        }
      : {};
    return {
      employeeId: r.user_id,
      employeeName: r.employee_name,
      hours: numberMap(r.hours),
      total: round2(Number(r.total)),
      hourlyRate: pay?.hourlyRate ?? 0,
      regularHours: pay?.regularHours ?? 0,
      overtimeHours: pay?.overtimeHours ?? 0,
      doubleTimeHours: pay?.doubleTimeHours ?? 0,
      ptoHours: pay?.ptoHours ?? 0,
      grossPay: pay?.grossPay ?? '0.00',
      ...premiums,
    };
  });
  const totals = {
    hours: {} as Record<string, number>,
    total: 0,
    regularHours: 0,
    overtimeHours: 0,
    doubleTimeHours: 0,
    ptoHours: 0,
    grossPay: '0.00',
  };
  let gross = 0n;
  let premiumHours = { meal: 0, rest: 0 };
  let premiumPay = 0n;
  for (const row of entries) {
    for (const [date, hours] of Object.entries(row.hours))
      totals.hours[date] = round2((totals.hours[date] ?? 0) + hours);
    totals.total = round2(totals.total + row.total);
    totals.regularHours = round2(totals.regularHours + row.regularHours);
    totals.overtimeHours = round2(totals.overtimeHours + row.overtimeHours);
    totals.doubleTimeHours = round2(totals.doubleTimeHours + row.doubleTimeHours);
    totals.ptoHours = round2(totals.ptoHours + row.ptoHours);
    gross += decimalToCents(row.grossPay);
    premiumHours = {
      meal: premiumHours.meal + (row.mealPremiumHours ?? 0),
      rest: premiumHours.rest + (row.restPremiumHours ?? 0),
    };
    premiumPay += decimalToCents(row.premiumPay ?? '0');
  }
  totals.grossPay = formatCents(gross);
  return {
    entries,
    totals: withPremiums
      ? {
          ...totals,
          mealPremiumHours: premiumHours.meal,
          restPremiumHours: premiumHours.rest,
          premiumPay: formatCents(premiumPay),
        }
      : totals,
    dateRange: range,
    overtimeRule: payroll.rule,
  };
}

/**
 * Hours per job and work type (and WC code); detailed adds the day and the worker. Work only:
 * Other (PTO) time belongs to no job.
 */
export async function jobBreakdown(
  ctx: AppContext,
  scope: CompanyScope,
  query: DateRange & { detailed: boolean; jobId?: string },
): Promise<JobReportRow[]> {
  const jobFilter = query.jobId ? sql`and e.job_id = ${query.jobId}` : sql``;
  const detailKeys = query.detailed ? sql`e.entry_date, e.user_id,` : sql``;
  const detailCols = query.detailed
    ? sql`t.entry_date::text as date, trim(u.first_name || ' ' || u.last_name) as user_name,`
    : sql`null::text as date, null::text as user_name,`;
  const userJoin = query.detailed ? sql`join users u on u.id = t.user_id` : sql``;
  const detailGroup = query.detailed ? sql`, t.entry_date, u.id, u.first_name, u.last_name` : sql``;
  const detailOrder = query.detailed
    ? sql`t.entry_date, lower(u.last_name), lower(u.first_name),`
    : sql``;
  // The hours are summed by ids first and named after: a year of the largest company is
  // ~400,000 entries but a few hundred sums. The people left out of reports are a short list
  // checked on each entry, rather than a join to every entry's worker, which the planner made
  // a look-up per entry (840 → 250 ms for that year).
  const found = await readTenant(ctx, scope, (tx) =>
    queryRows<{
      date: string | null;
      job_id: string;
      job_name: string;
      user_name: string | null;
      wc_code: string | null;
      work_type_name: string;
      hours: string;
    }>(
      tx,
      sql`
      with totals as (
        select ${detailKeys} e.job_id, e.work_type_id, e.wc_code, sum(e.hours) as hours
          from time_entries e
         where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId} and not e.is_pto
           and e.entry_date between ${query.startDate} and ${query.endDate} ${jobFilter}
           and e.user_id <> all (array(
             select u.id from users u
              where u.tenant_id = ${scope.tenantId} and u.company_id = ${scope.companyId}
                and not u.include_in_reports))
         group by ${detailKeys} e.job_id, e.work_type_id, e.wc_code)
      select ${detailCols} t.job_id, j.name as job_name, w.name as work_type_name, t.wc_code,
             round(sum(t.hours), 2) as hours
        from totals t
        join jobs j on j.id = t.job_id
        join work_types w on w.id = t.work_type_id
        ${userJoin}
       group by t.job_id, j.name, w.name, t.wc_code ${detailGroup}
       order by ${detailOrder} lower(j.name), t.job_id, lower(w.name), t.wc_code`,
    ),
  );
  return found.map((r) => ({
    date: r.date,
    jobId: r.job_id,
    jobName: r.job_name,
    userName: r.user_name,
    wcCode: r.wc_code,
    workTypeName: r.work_type_name,
    hours: round2(Number(r.hours)),
  }));
}

/** Ids of the pending entries in the range that the reports show (for Approve All). */
export async function pendingEntryIds(ctx: AppContext, scope: CompanyScope, range: DateRange) {
  const found = await withTenant(ctx.db, scope, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`
      select e.id::text as id
        from time_entries e
        join users u on u.id = e.user_id
       where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId} and e.status = 'pending'
         and e.entry_date between ${range.startDate} and ${range.endDate}
         and u.include_in_reports
       order by e.entry_date, e.id`,
    ),
  );
  return { entryIds: found.map((r) => r.id) };
}

/**
 * The pending entries among `idList` whose worker has not signed their day, when the company
 * requires signatures before approval (decision 0026): they stay pending.
 */
async function awaitingSignature(tx: Tx, scope: CompanyScope, idList: SQL): Promise<string[]> {
  const { requireSignatures } = await dayQuestionsOf(tx, scope);
  if (!requireSignatures) return [];
  const pending = await queryRows<{ id: string; user_id: string; day: string }>(
    tx,
    sql`select id, user_id, entry_date::text as day from time_entries
         where company_id = ${scope.companyId} and id = any(${idList}) and status = 'pending'`,
  );
  if (pending.length === 0) return [];
  const days = pending.map((p) => p.day).sort();
  const states = await dayStates(tx, scope, {
    from: days[0]!,
    to: days[days.length - 1]!,
    userIds: [...new Set(pending.map((p) => p.user_id))],
  });
  const unsigned = new Set(
    states
      .filter((d) => d.signature && d.signature.state !== 'signed')
      .map((d) => `${d.userId} ${d.date}`),
  );
  return pending.filter((p) => unsigned.has(`${p.user_id} ${p.day}`)).map((p) => p.id);
}

/**
 * The pending entries among `idList` their worker has not submitted, when the company asks
 * workers to submit their week (decision 0027): they stay pending.
 */
async function awaitingSubmit(tx: Tx, scope: CompanyScope, idList: SQL): Promise<string[]> {
  if (!(await workerSubmitOf(tx, scope))) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from time_entries
         where company_id = ${scope.companyId} and id = any(${idList}) and status = 'pending'
           and submitted_at is null`,
  );
  return rows.map((r) => r.id);
}

/**
 * Approves exactly the given entries of the caller's company, in one transaction, recording who
 * approved and when. Entries already approved stay as they were, so repeating is harmless; an id
 * from elsewhere refuses the whole batch. Entries still waiting for their worker's signature or
 * submit stay pending and are counted apart.
 */
export async function approveBatch(
  ctx: AppContext,
  scope: CompanyScope,
  approver: { id: string | null; label: string },
  entryIds: string[],
) {
  const approverId = approver.id;
  const ids = [...new Set(entryIds)];
  const idList = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  return withTenant(ctx.db, scope, async (tx) => {
    const [owned] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from time_entries where company_id = ${scope.companyId} and id = any(${idList})`,
    );
    if ((owned?.count ?? 0) !== ids.length)
      throw fieldError('entryIds', REPORT_MESSAGES.foreignEntries);
    const unsigned = await awaitingSignature(tx, scope, idList);
    const unsubmitted = (await awaitingSubmit(tx, scope, idList)).filter(
      (id) => !unsigned.includes(id),
    );
    const held = [...unsigned, ...unsubmitted];
    const heldBack = held.length
      ? sql`and id <> all(array[${sql.join(
          held.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[])`
      : sql``;
    const approved = await queryRows<{ id: string }>(
      tx,
      sql`update time_entries set status = 'approved', approved_by = ${approverId}, approved_at = now(), updated_at = now()
           where company_id = ${scope.companyId} and id = any(${idList}) and status = 'pending'
             ${heldBack}
       returning id`,
    );
    await recordHistory(
      tx,
      scope,
      approved.map((row) => ({
        entryId: row.id,
        action: 'approve' as const,
        changedBy: approverId,
        changedByName: approver.label,
        before: { status: 'pending' },
        after: { status: 'approved' },
      })),
    );
    return {
      success: true as const,
      approved: approved.length,
      alreadyApproved: ids.length - approved.length - held.length,
      ...(unsigned.length ? { awaitingSignature: unsigned.length } : {}),
      ...(unsubmitted.length ? { awaitingSubmit: unsubmitted.length } : {}),
      message: messageText(REPORT_MESSAGES.approved),
    };
  });
}

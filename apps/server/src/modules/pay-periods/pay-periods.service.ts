import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  addDays,
  dayInZone,
  hundredths,
  isPeriodStart,
  PAY_PERIOD_MESSAGES,
  payPeriodOf,
  payPeriodsBetween,
  type MessageCode,
  type PayPeriod,
  type PayPeriodList,
  type PayPeriodSetting,
} from '@sitehours/contract';
import type { Queryable, Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import { companies, payPeriods, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, fieldError, fieldIssue } from '../../platform/errors';
import { changeTags } from '../../platform/invalidation-bus';
import type { CompanyScope } from '../../platform/principal';
import { appendAndSeal } from '../ledger/ledger-append';
import type { EntryActor } from '../time-entries/entry-actor';

/**
 * Pay periods (decision 0027): listed from the company's setting with their totals; closing one
 * makes its entries final for every role, reopening it (with a reason) makes them editable again.
 * Both are recorded on the period's row and in the company's ledger.
 */

/** How far back the list reaches when no range is asked for. */
const DEFAULT_LIST_DAYS = 84;

async function companyOf(q: Queryable, scope: CompanyScope) {
  const [row] = await q
    .select({
      frequency: companies.payFrequency,
      anchor: companies.payPeriodAnchor,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const setting: PayPeriodSetting = {
    frequency: row?.frequency ?? 'weekly',
    anchor: row?.anchor ?? '2024-01-01',
  };
  return { setting, today: dayInZone(new Date(), row?.timeZone ?? 'UTC') };
}

interface Totals {
  entries: number;
  pending: number;
  hundredths: number;
}

/** Entries, pending entries and hours of each day of a range: one statement. */
async function totalsByDay(tx: Tx, scope: CompanyScope, from: string, to: string) {
  const rows = await queryRows<{ day: string; entries: string; pending: string; hours: string }>(
    tx,
    sql`select entry_date::text as day, count(*)::text as entries,
               count(*) filter (where status = 'pending')::text as pending,
               sum(hours)::text as hours
          from time_entries
         where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
           and entry_date between ${from} and ${to}
         group by entry_date`,
  );
  return rows;
}

function sumDays(
  days: readonly { day: string; entries: string; pending: string; hours: string }[],
  start: string,
  end: string,
): Totals {
  const t: Totals = { entries: 0, pending: 0, hundredths: 0 };
  for (const d of days) {
    if (d.day < start || d.day > end) continue;
    t.entries += Number(d.entries);
    t.pending += Number(d.pending);
    t.hundredths += hundredths(d.hours);
  }
  return t;
}

export async function listPayPeriods(
  ctx: AppContext,
  scope: CompanyScope,
  query: { from?: string; to?: string },
): Promise<PayPeriodList> {
  return withTenant(ctx.db, scope, async (tx) => {
    const { setting, today } = await companyOf(tx, scope);
    const current = payPeriodOf(today, setting);
    const to = query.to ?? current.endDate;
    const from = query.from ?? addDays(to, -DEFAULT_LIST_DAYS);
    const ranges = payPeriodsBetween(from, to, setting);
    if (ranges.length === 0) return { ...setting, current, periods: [] };
    const first = ranges[0]!.startDate;
    const last = ranges[ranges.length - 1]!.endDate;
    const stored = await tx
      .select()
      .from(payPeriods)
      .where(
        and(
          eq(payPeriods.tenantId, scope.tenantId),
          eq(payPeriods.companyId, scope.companyId),
          lte(payPeriods.startDate, last),
          gte(payPeriods.endDate, first),
        ),
      )
      .orderBy(asc(payPeriods.startDate));
    const days = await totalsByDay(tx, scope, first, last);
    const storedOf = new Map(stored.map((s) => [s.startDate, s]));
    const periods: PayPeriod[] = ranges.map((r) => {
      const s = storedOf.get(r.startDate);
      const t = sumDays(days, r.startDate, r.endDate);
      return {
        startDate: r.startDate,
        endDate: r.endDate,
        status: s?.status ?? 'open',
        entryCount: t.entries,
        pendingCount: t.pending,
        hours: t.hundredths / 100,
        closedAt: s?.closedAt.toISOString() ?? null,
        closedBy: s?.closedByName ?? null,
        reopenedAt: s?.reopenedAt?.toISOString() ?? null,
        reopenedBy: s?.reopenedByName ?? null,
        reopenReason: s?.reopenReason ?? null,
      };
    });
    return { ...setting, current, periods: periods.reverse() };
  });
}

const startError = (code: MessageCode) => fieldError('startDate', code);

/** The period starting on a day, refused unless the day starts one under the company's setting. */
function periodStarting(startDate: string, setting: PayPeriodSetting) {
  if (!isPeriodStart(startDate, setting)) throw startError(PAY_PERIOD_MESSAGES.notPeriodStart);
  return payPeriodOf(startDate, setting);
}

/** The period's row as the list shows it. */
async function periodAnswer(tx: Tx, scope: CompanyScope, startDate: string, endDate: string) {
  const [s] = await tx
    .select()
    .from(payPeriods)
    .where(and(eq(payPeriods.companyId, scope.companyId), eq(payPeriods.startDate, startDate)));
  const t = sumDays(await totalsByDay(tx, scope, startDate, endDate), startDate, endDate);
  return {
    startDate,
    endDate,
    status: s?.status ?? 'open',
    entryCount: t.entries,
    pendingCount: t.pending,
    hours: t.hundredths / 100,
    closedAt: s?.closedAt.toISOString() ?? null,
    closedBy: s?.closedByName ?? null,
    reopenedAt: s?.reopenedAt?.toISOString() ?? null,
    reopenedBy: s?.reopenedByName ?? null,
    reopenReason: s?.reopenReason ?? null,
  } satisfies PayPeriod;
}

/**
 * Closes a period: refused while entries of it wait for approval; closing a closed period again
 * changes nothing. The company's workers are locked first, as every entry save locks its worker:
 * no entry slips into the period while it closes.
 */
export async function closePayPeriod(ctx: AppContext, actor: EntryActor, startDate: string) {
  const { scope } = actor;
  const answer = await withTenant(ctx.db, scope, async (tx) => {
    const { setting, today } = await companyOf(tx, scope);
    const period = periodStarting(startDate, setting);
    if (period.startDate > today) throw startError(PAY_PERIOD_MESSAGES.notStarted);
    const [existing] = await tx
      .select({ status: payPeriods.status })
      .from(payPeriods)
      .where(and(eq(payPeriods.companyId, scope.companyId), eq(payPeriods.startDate, startDate)))
      .for('update');
    if (existing?.status === 'closed')
      return { changed: false, period: await periodAnswer(tx, scope, startDate, period.endDate) };
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, scope.companyId))
      .orderBy(asc(users.id))
      .for('update');
    const totals = sumDays(
      await totalsByDay(tx, scope, period.startDate, period.endDate),
      period.startDate,
      period.endDate,
    );
    if (totals.pending > 0) {
      const code = PAY_PERIOD_MESSAGES.pendingEntries;
      const params = { count: totals.pending };
      throw new AppError(409, 'pending_entries', code, {
        params,
        fieldErrors: [fieldIssue('startDate', code, params)],
      });
    }
    const closedAt = new Date();
    await tx
      .insert(payPeriods)
      .values({
        ...scope,
        startDate: period.startDate,
        endDate: period.endDate,
        status: 'closed',
        closedAt,
        closedBy: actor.actorId,
        closedByName: actor.actorLabel,
      })
      .onConflictDoUpdate({
        target: [payPeriods.companyId, payPeriods.startDate, payPeriods.tenantId],
        set: {
          endDate: period.endDate,
          status: 'closed',
          closedAt,
          closedBy: actor.actorId,
          closedByName: actor.actorLabel,
        },
      });
    const hours = (totals.hundredths / 100).toFixed(2);
    await appendAndSeal(tx, scope, [
      {
        kind: 'period.close',
        subjectId: period.startDate,
        actor: actor.actorLabel,
        data: {
          startDate: period.startDate,
          endDate: period.endDate,
          frequency: setting.frequency,
          entries: totals.entries,
          hours,
        },
      },
    ]);
    return {
      changed: true,
      period: {
        startDate: period.startDate,
        endDate: period.endDate,
        status: 'closed' as const,
        entryCount: totals.entries,
        pendingCount: 0,
        hours: totals.hundredths / 100,
        closedAt: closedAt.toISOString(),
        closedBy: actor.actorLabel,
        reopenedAt: null,
        reopenedBy: null,
        reopenReason: null,
      } satisfies PayPeriod,
    };
  });
  // Every timesheet of the company shows its entries of the period as locked from now on.
  if (answer.changed) ctx.bus.invalidate([changeTags.catalog(scope.tenantId)]);
  return answer.period;
}

/** Reopens a closed period, with the admin's reason: its entries are editable again. */
export async function reopenPayPeriod(
  ctx: AppContext,
  actor: EntryActor,
  input: { startDate: string; reason: string },
) {
  const { scope } = actor;
  const period = await withTenant(ctx.db, scope, async (tx) => {
    const [existing] = await tx
      .select()
      .from(payPeriods)
      .where(
        and(eq(payPeriods.companyId, scope.companyId), eq(payPeriods.startDate, input.startDate)),
      )
      .for('update');
    if (existing?.status !== 'closed') {
      const code = PAY_PERIOD_MESSAGES.notClosed;
      throw new AppError(409, 'conflict', code, { fieldErrors: [fieldIssue('startDate', code)] });
    }
    await tx
      .update(payPeriods)
      .set({
        status: 'reopened',
        reopenedAt: new Date(),
        reopenedBy: actor.actorId,
        reopenedByName: actor.actorLabel,
        reopenReason: input.reason,
      })
      .where(eq(payPeriods.id, existing.id));
    await appendAndSeal(tx, scope, [
      {
        kind: 'period.reopen',
        subjectId: existing.startDate,
        actor: actor.actorLabel,
        data: { startDate: existing.startDate, endDate: existing.endDate, reason: input.reason },
      },
    ]);
    return periodAnswer(tx, scope, existing.startDate, existing.endDate);
  });
  ctx.bus.invalidate([changeTags.catalog(scope.tenantId)]);
  return period;
}

/**
 * A change of the company's setting may not cut through a closed period: under the new setting,
 * every closed period must still begin and end on period boundaries. Throws 409 naming `field`.
 */
export async function assertSettingFitsClosed(
  q: Queryable,
  scope: CompanyScope,
  setting: PayPeriodSetting,
  field: string,
) {
  const closed = await q
    .select({ startDate: payPeriods.startDate, endDate: payPeriods.endDate })
    .from(payPeriods)
    .where(
      and(
        eq(payPeriods.tenantId, scope.tenantId),
        eq(payPeriods.companyId, scope.companyId),
        eq(payPeriods.status, 'closed'),
      ),
    );
  const cut = closed.some(
    (p) => !isPeriodStart(p.startDate, setting) || !isPeriodStart(addDays(p.endDate, 1), setting),
  );
  if (cut) {
    const code = PAY_PERIOD_MESSAGES.settingOverlapsClosed;
    throw new AppError(409, 'conflict', code, { fieldErrors: [fieldIssue(field, code)] });
  }
}

/** The company's setting after a change of frequency or start day, checked against its closed periods. */
export async function assertPaySettingFits(
  tx: Tx,
  scope: CompanyScope,
  values: { payFrequency?: PayPeriodSetting['frequency']; payPeriodAnchor?: string },
) {
  const [current] = await tx
    .select({ frequency: companies.payFrequency, anchor: companies.payPeriodAnchor })
    .from(companies)
    .where(eq(companies.id, scope.companyId))
    .for('update');
  if (!current) return;
  const setting: PayPeriodSetting = {
    frequency: values.payFrequency ?? current.frequency,
    anchor: values.payPeriodAnchor ?? current.anchor,
  };
  const field =
    values.payFrequency !== undefined && values.payFrequency !== current.frequency
      ? 'pay_frequency'
      : 'pay_period_anchor';
  await assertSettingFitsClosed(tx, scope, setting, field);
}

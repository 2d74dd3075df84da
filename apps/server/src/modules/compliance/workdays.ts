import { sql } from 'drizzle-orm';
import {
  CLOCK_SKEW_LIMIT_SECONDS,
  OPEN_STRETCH_LIMIT_SECONDS,
  OPENS_STRETCH,
  judgeWorkday,
  premiumPayCents,
  regularRateCents,
  workWeekOf,
  type DayPeriod,
  type MealRestRule,
  type PunchKind,
  type RatedMinutes,
  type WorkdayJudgement,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { CompanyScope } from '../../platform/principal';
import type { DateRange } from '@sitehours/contract';

export interface Stretch {
  entryId: string;
  start: Date;
  end: Date;
  hours: string;
  job: string | null;
  workType: string | null;
  wcCode: string | null;
}

export interface Break {
  start: Date;
  end: Date;
  /** Whole minutes, rounded down (a 29 min 59 s meal is short). */
  minutes: number;
}

export interface Workday {
  userId: string;
  workerName: string;
  date: string;
  stretches: Stretch[];
  breaks: Break[];
  /** Whole minutes worked, rounded up once for the day. */
  workedMinutes: number;
  /** The answer at clock-out to "Were you given your rest breaks?" (null: none). */
  restBreaksGiven: boolean | null;
  /** The judgement, where the company applies meal and rest rules (otherwise null). */
  judgement: WorkdayJudgement | null;
  /** The week's regular rate, in cents per hour; and the premiums' pay, in cents. */
  regularRateCents: bigint;
  mealPremiumCents: bigint;
  restPremiumCents: bigint;
  /** Punches of the day that need a look. */
  outsideRadiusPunches: number;
  clockSkewPunches: number;
  /** Stretches the entry rules refused (their codes), kept on the punches that closed them. */
  problems: string[];
}

interface EntryRow {
  id: string;
  user_id: string;
  entry_date: string;
  started_at: Date;
  ended_at: Date;
  hours: string;
  job: string | null;
  work_type: string | null;
  wc_code: string | null;
}

interface WorkerRow {
  id: string;
  first_name: string;
  last_name: string;
  collective_bargaining: boolean;
  meal_waiver: boolean;
}

interface PunchRow {
  user_id: string;
  work_date: string;
  kind: PunchKind;
  punched_at: Date;
  rest_breaks_given: boolean | null;
  outside_radius: boolean;
  clock_skew_seconds: number | null;
  problem: string | null;
}

const seconds = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

/**
 * The periods of a workday on a minute scale the rules read: work before each break rounded up,
 * each break rounded down (decision 0025), so every rounding goes the worker's way.
 */
export function periodsOf(stretches: readonly { start: Date; end: Date }[]): {
  periods: DayPeriod[];
  breaks: Break[];
  workedMinutes: number;
} {
  const periods: DayPeriod[] = [];
  const breaks: Break[] = [];
  let workSeconds = 0;
  let breakMinutes = 0;
  stretches.forEach((s, i) => {
    const before = stretches[i - 1];
    if (before && s.start > before.end) {
      const minutes = Math.floor(seconds(before.end, s.start) / 60);
      breaks.push({ start: before.end, end: s.start, minutes });
      if (minutes > 0) {
        const at = Math.ceil(workSeconds / 60) + breakMinutes;
        periods.push({ kind: 'meal', start: at, end: at + minutes });
        breakMinutes += minutes;
      }
    }
    const start = Math.ceil(workSeconds / 60) + breakMinutes;
    workSeconds += seconds(s.start, s.end);
    const end = Math.ceil(workSeconds / 60) + breakMinutes;
    if (end > start) periods.push({ kind: 'work', start, end });
  });
  return { periods, breaks, workedMinutes: Math.ceil(workSeconds / 60) };
}

/** Monday of the first week and Sunday of the last: premiums are paid at the week's rate. */
function wholeWeeks(range: DateRange): DateRange {
  const end = new Date(`${workWeekOf(range.endDate)}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return { startDate: workWeekOf(range.startDate), endDate: end.toISOString().slice(0, 10) };
}

/**
 * The punched workdays of a company between two days, judged under its meal and rest rule, in
 * worker and date order. Read inside the caller's tenant transaction.
 */
export async function readWorkdays(
  tx: Tx,
  scope: CompanyScope,
  range: DateRange,
  rule: MealRestRule,
): Promise<Workday[]> {
  const { tenantId, companyId } = scope;
  const weeks = wholeWeeks(range);
  const [entries, rates, workers, dayPunches, attested] = await Promise.all([
    queryRows<EntryRow>(
      tx,
      sql`
      select e.id, e.user_id, e.entry_date::text as entry_date, e.started_at, e.ended_at,
             e.hours::text as hours, j.name as job, w.name as work_type, e.wc_code
        from time_entries e
        left join jobs j on j.id = e.job_id
        left join work_types w on w.id = e.work_type_id
       where e.tenant_id = ${tenantId} and e.company_id = ${companyId} and not e.is_pto
         and e.started_at is not null
         and e.entry_date between ${range.startDate} and ${range.endDate}
       order by e.user_id, e.entry_date, e.started_at`,
    ),
    // Every work entry of the weeks touched, typed or punched: the regular rate is the week's.
    queryRows<{ user_id: string; entry_date: string; hours: string; hourly_rate: string }>(
      tx,
      sql`
      select e.user_id, e.entry_date::text as entry_date, e.hours::text as hours,
             e.hourly_rate::text as hourly_rate
        from time_entries e
       where e.tenant_id = ${tenantId} and e.company_id = ${companyId} and not e.is_pto
         and e.entry_date between ${weeks.startDate} and ${weeks.endDate}`,
    ),
    queryRows<WorkerRow>(
      tx,
      sql`
      select id, first_name, last_name, collective_bargaining, meal_waiver
        from users where tenant_id = ${tenantId} and company_id = ${companyId}`,
    ),
    queryRows<PunchRow>(
      tx,
      sql`
      select user_id, work_date::text as work_date, kind, punched_at, rest_breaks_given,
             outside_radius, clock_skew_seconds, problem
        from punches
       where tenant_id = ${tenantId} and company_id = ${companyId}
         and work_date between ${range.startDate} and ${range.endDate}
       order by user_id, punched_at, created_at`,
    ),
    // The breaks question the worker answered when signing the day (decision 0026).
    queryRows<{ user_id: string; work_date: string; breaks: boolean | null }>(
      tx,
      sql`
      select user_id, work_date::text as work_date, (answers->>'breaks')::boolean as breaks
        from day_signoffs
       where tenant_id = ${tenantId} and company_id = ${companyId}
         and work_date between ${range.startDate} and ${range.endDate}`,
    ),
  ]);
  const attestedOf = new Map(attested.map((a) => [`${a.user_id} ${a.work_date}`, a.breaks]));

  const workerOf = new Map(workers.map((w) => [w.id, w]));
  const weekRates = new Map<string, RatedMinutes[]>();
  for (const r of rates) {
    const key = `${r.user_id} ${workWeekOf(r.entry_date)}`;
    // Two-place hours are whole hundredths; minutes × 100 keeps them exact (cents × minutes).
    const list = weekRates.get(key) ?? [];
    list.push({ minutes: Math.round(Number(r.hours) * 6000), rate: r.hourly_rate });
    weekRates.set(key, list);
  }
  const days = new Map<
    string,
    { userId: string; date: string; entries: EntryRow[]; punches: PunchRow[] }
  >();
  const dayOf = (userId: string, date: string) => {
    const key = `${userId} ${date}`;
    let day = days.get(key);
    if (!day) days.set(key, (day = { userId, date, entries: [], punches: [] }));
    return day;
  };
  for (const e of entries) dayOf(e.user_id, e.entry_date).entries.push(e);
  for (const p of dayPunches) dayOf(p.user_id, p.work_date).punches.push(p);

  const out: Workday[] = [];
  for (const day of days.values()) {
    const worker = workerOf.get(day.userId);
    const stretches: Stretch[] = day.entries
      .map((e) => ({
        entryId: e.id,
        start: new Date(e.started_at),
        end: new Date(e.ended_at),
        hours: e.hours,
        job: e.job,
        workType: e.work_type,
        wcCode: e.wc_code,
      }))
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    const { periods, breaks, workedMinutes } = periodsOf(stretches);
    const outs = day.punches.filter((p) => p.kind === 'out');
    // The day's signature attests the whole day; else the answer given at clock-out.
    const restBreaksGiven =
      attestedOf.get(`${day.userId} ${day.date}`) ??
      (outs.length ? (outs[outs.length - 1]!.rest_breaks_given ?? null) : null);
    const judgement =
      rule === 'california' && stretches.length > 0
        ? judgeWorkday({
            periods,
            waived: { firstMeal: worker?.meal_waiver, secondMeal: worker?.meal_waiver },
            restBreaksGiven,
            mealRulesExempt: worker?.collective_bargaining ?? false,
          })
        : null;
    // Rates in hundredth-minutes: the rate is the same whatever the unit of time.
    const week = weekRates.get(`${day.userId} ${workWeekOf(day.date)}`) ?? [];
    out.push({
      userId: day.userId,
      workerName: worker ? `${worker.first_name} ${worker.last_name}`.trim() : day.userId,
      date: day.date,
      stretches,
      breaks,
      workedMinutes,
      restBreaksGiven,
      judgement,
      regularRateCents: regularRateCents(week),
      mealPremiumCents: premiumPayCents(week, judgement?.mealPremiumHours ?? 0),
      restPremiumCents: premiumPayCents(week, judgement?.restPremiumHours ?? 0),
      outsideRadiusPunches: day.punches.filter((p) => p.outside_radius).length,
      clockSkewPunches: day.punches.filter(
        (p) => Math.abs(p.clock_skew_seconds ?? 0) > CLOCK_SKEW_LIMIT_SECONDS,
      ).length,
      problems: day.punches.flatMap((p) => (p.problem ? [p.problem] : [])),
    });
  }
  return out.sort(
    (a, b) => a.workerName.localeCompare(b.workerName) || a.date.localeCompare(b.date),
  );
}

/**
 * Workers whose last punch opened a stretch longer ago than a shift could last: a punch left
 * running (they forgot to clock out), for the admin to correct.
 */
export async function openStretches(tx: Tx, scope: CompanyScope, now = new Date()) {
  const rows = await queryRows<{
    user_id: string;
    first_name: string;
    last_name: string;
    kind: PunchKind;
    punched_at: Date;
    work_date: string;
  }>(
    tx,
    sql`
    select distinct on (p.user_id) p.user_id, u.first_name, u.last_name, p.kind, p.punched_at,
           p.work_date::text as work_date
      from punches p join users u on u.id = p.user_id
     where p.tenant_id = ${scope.tenantId} and p.company_id = ${scope.companyId}
     order by p.user_id, p.punched_at desc, p.created_at desc`,
  );
  return rows
    .filter(
      (r) =>
        (OPENS_STRETCH.has(r.kind) || r.kind === 'meal_start') &&
        seconds(new Date(r.punched_at), now) > OPEN_STRETCH_LIMIT_SECONDS,
    )
    .map((r) => ({
      userId: r.user_id,
      workerName: `${r.first_name} ${r.last_name}`.trim(),
      date: r.work_date,
      since: new Date(r.punched_at),
    }));
}

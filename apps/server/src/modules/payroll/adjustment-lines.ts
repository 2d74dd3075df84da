import { sql } from 'drizzle-orm';
import { formatCents, overtimeRuleFor, workWeekOf, type OvertimeRule } from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { CompanyScope } from '../../platform/principal';
import { weekDelta, type WeekFact } from './adjustment-delta';
import type { PayrollLine } from './payroll-line';
import type { DateRange } from '@sitehours/contract';

/** A line that pays the corrections of a closed pay week once, marked as such in every file. */
export interface AdjustmentLine extends PayrollLine {
  lineType: 'adjustment';
  /** The closed pay period the corrected week belongs to (the week itself if none is known). */
  adjustsStart: string;
  adjustsEnd: string;
  /** The range's adjustments paid by this line. */
  adjustments: number;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Adjustment lines of a range (decision 0027): per worker and per original pay week, what the
 * range's adjustments add to what the week paid. Adjustments are entries dated in a later open
 * period that correct an entry of a closed one; each counts on the corrected entry's day (an
 * adjustment of an adjustment, on the first entry's). Workers left out of reports are left out
 * here too, as in the period's own lines.
 */
export async function adjustmentLines(
  tx: Tx,
  scope: CompanyScope,
  range: DateRange,
  rule: OvertimeRule,
): Promise<AdjustmentLine[]> {
  // The worker and original week of each of the range's adjustments: usually none, one index read.
  const touched = await queryRows<{ user_id: string; day: string }>(
    tx,
    sql`
    select distinct e.user_id, coalesce(o2.entry_date, o.entry_date)::text as day
      from time_entries e
      join time_entries o on o.id = e.adjusts_entry_id
      left join time_entries o2 on o2.id = o.adjusts_entry_id
     where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
       and e.adjusts_entry_id is not null
       and e.entry_date between ${range.startDate} and ${range.endDate}`,
  );
  if (touched.length === 0) return [];
  const weeks = new Set(touched.map((t) => `${t.user_id}|${workWeekOf(t.day)}`));
  const users = [...new Set(touched.map((t) => t.user_id))];
  const mondays = touched.map((t) => workWeekOf(t.day)).sort();
  const first = mondays[0]!;
  const last = addDays(mondays.at(-1)!, 6);
  const facts = await queryRows<{
    user_id: string;
    day: string;
    hours: string;
    rate: string;
    is_pto: boolean;
    pto_type: string | null;
    in_range: boolean;
  }>(
    tx,
    sql`
    select e.user_id, coalesce(o2.entry_date, o.entry_date, e.entry_date)::text as day,
           e.hours::text as hours, e.hourly_rate::text as rate, e.is_pto, p.name as pto_type,
           (e.adjusts_entry_id is not null and e.entry_date >= ${range.startDate}) as in_range
      from time_entries e
      left join time_entries o on o.id = e.adjusts_entry_id
      left join time_entries o2 on o2.id = o.adjusts_entry_id
      left join pto_types p on p.id = e.pto_type_id
     where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
       and e.user_id in (${sql.join(
         users.map((u) => sql`${u}`),
         sql`, `,
       )})
       -- Every entry of the weeks is dated from their first Monday on: an adjustment comes after
       -- the entry it corrects.
       and e.entry_date between ${first} and ${range.endDate}
       and coalesce(o2.entry_date, o.entry_date, e.entry_date) between ${first} and ${last}`,
  );
  const people = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    hourly_rate: string;
    collective_bargaining: boolean;
  }>(
    tx,
    sql`
    select u.id, u.first_name, u.last_name, u.email, u.hourly_rate, u.collective_bargaining
      from users u
     where u.tenant_id = ${scope.tenantId} and u.company_id = ${scope.companyId}
       and u.include_in_reports
       and u.id in (${sql.join(
         users.map((u) => sql`${u}`),
         sql`, `,
       )})
     order by lower(u.last_name), lower(u.first_name), u.id`,
  );
  const periods = await queryRows<{ start_date: string; end_date: string }>(
    tx,
    sql`
    select start_date::text as start_date, end_date::text as end_date
      from pay_periods
     where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
       and end_date >= ${first} and start_date <= ${last}`,
  );
  const byWeek = new Map<string, WeekFact[]>();
  for (const f of facts) {
    const key = `${f.user_id}|${workWeekOf(f.day)}`;
    if (!weeks.has(key)) continue;
    byWeek.set(key, [
      ...(byWeek.get(key) ?? []),
      {
        date: f.day,
        hours: Number(f.hours),
        rate: f.rate,
        isPto: f.is_pto,
        ptoType: f.pto_type,
        inRange: f.in_range,
      },
    ]);
  }
  const lines: AdjustmentLine[] = [];
  for (const p of people) {
    const own = [...byWeek.keys()].filter((k) => k.startsWith(`${p.id}|`)).sort();
    for (const key of own) {
      const monday = key.slice(key.indexOf('|') + 1);
      const delta = weekDelta(byWeek.get(key)!, overtimeRuleFor(rule, p.collective_bargaining));
      const period = periods.find((x) => x.start_date <= monday && x.end_date >= monday);
      lines.push({
        lineType: 'adjustment',
        adjustsStart: period?.start_date ?? monday,
        adjustsEnd: period?.end_date ?? addDays(monday, 6),
        adjustments: delta.adjustments,
        employeeId: p.id,
        employeeName: `${p.first_name} ${p.last_name}`.trim(),
        firstName: p.first_name,
        lastName: p.last_name,
        email: p.email,
        hourlyRate: Number(p.hourly_rate),
        regularHours: delta.regularHours,
        overtimeHours: delta.overtimeHours,
        doubleTimeHours: delta.doubleTimeHours,
        ptoHours: delta.ptoHours,
        ptoByType: delta.ptoByType,
        grossPay: formatCents(delta.grossCents),
      });
    }
  }
  return lines;
}

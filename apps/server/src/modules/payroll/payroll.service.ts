import { sql } from 'drizzle-orm';
import {
  decimalToCents,
  formatCents,
  grossPayCents,
  overtimeRuleFor,
  premiumCents,
  splitOvertime,
  type DayHours,
  type MealRestRule,
  type OvertimeRule,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import type { AppContext } from '../../platform/app-context';
import type { CompanyScope } from '../../platform/principal';
import { premiumsByWorker } from '../compliance/premiums';
import { adjustmentLines } from './adjustment-lines';
import { readTenant } from '../../platform/replica-reads';
import type { DateRange } from '@sitehours/contract';
import type { PayrollLine } from './payroll-line';

export async function overtimeRuleOf(tx: Tx, scope: CompanyScope): Promise<OvertimeRule> {
  const [row] = await queryRows<{ overtime_rule: OvertimeRule }>(
    tx,
    sql`select overtime_rule from companies where id = ${scope.companyId}`,
  );
  return row?.overtime_rule ?? 'none';
}

/**
 * Regular, overtime, double-time and PTO hours and gross pay per employee in reports, from the
 * stored entries: hours per day and straight-time pay (each entry's hours at the rate kept on
 * it) come from the database; the company's overtime rule splits the hours (a worker under a
 * collective bargaining agreement keeps only the federal weekly rule, Labor Code 514). Where the
 * company applies a meal and rest rule, each line carries the worker's premiums, paid in gross.
 * Adjustments (corrections of a closed period dated in this range) are not the range's own
 * hours: they come apart as adjustment lines that pay their difference to the original week.
 */
export async function payrollLines(ctx: AppContext, scope: CompanyScope, range: DateRange) {
  return withTenant(ctx.db, scope, async (tx) => {
    const [company] = await queryRows<{
      overtime_rule: OvertimeRule;
      meal_rest_rule: MealRestRule;
    }>(tx, sql`select overtime_rule, meal_rest_rule from companies where id = ${scope.companyId}`);
    const rule = company?.overtime_rule ?? 'none';
    const mealRestRule = company?.meal_rest_rule ?? 'none';
    const premiums = await premiumsByWorker(tx, scope, range, mealRestRule);
    const people = await queryRows<{
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      hourly_rate: string;
      collective_bargaining: boolean;
      work_pay: string | null;
      pto_pay: string | null;
    }>(
      tx,
      sql`
      select u.id, u.first_name, u.last_name, u.email, u.hourly_rate, u.collective_bargaining,
             sum(e.hours * e.hourly_rate) filter (where not e.is_pto) as work_pay,
             sum(e.hours * e.hourly_rate) filter (where e.is_pto) as pto_pay
        from users u
        left join time_entries e on e.user_id = u.id and e.company_id = ${scope.companyId}
             and e.entry_date between ${range.startDate} and ${range.endDate}
             and e.adjusts_entry_id is null
       where u.tenant_id = ${scope.tenantId} and u.company_id = ${scope.companyId} and u.include_in_reports
         and (u.is_active or e.id is not null)
       group by u.id, u.tenant_id
       order by lower(u.last_name), lower(u.first_name), u.id`,
    );
    const days = await queryRows<{
      user_id: string;
      entry_date: string;
      work: string;
      pto: string;
    }>(
      tx,
      sql`
      select e.user_id, e.entry_date::text as entry_date,
             coalesce(sum(e.hours) filter (where not e.is_pto), 0) as work,
             coalesce(sum(e.hours) filter (where e.is_pto), 0) as pto
        from time_entries e
       where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
         and e.entry_date between ${range.startDate} and ${range.endDate}
         and e.adjusts_entry_id is null
       group by e.user_id, e.entry_date`,
    );
    const ptoTypes = await queryRows<{ user_id: string; name: string; hours: string }>(
      tx,
      sql`
      select e.user_id, p.name, sum(e.hours) as hours
        from time_entries e join pto_types p on p.id = e.pto_type_id
       where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId} and e.is_pto
         and e.entry_date between ${range.startDate} and ${range.endDate}
         and e.adjusts_entry_id is null
       group by e.user_id, p.name`,
    );
    const daysOf = new Map<string, DayHours[]>();
    for (const d of days) {
      daysOf.set(d.user_id, [
        ...(daysOf.get(d.user_id) ?? []),
        { date: d.entry_date, workHours: Number(d.work), ptoHours: Number(d.pto) },
      ]);
    }
    const lines: PayrollLine[] = people.map((p) => {
      const own = daysOf.get(p.id) ?? [];
      const split = splitOvertime(own, overtimeRuleFor(rule, p.collective_bargaining));
      const workHours = own.reduce((sum, d) => sum + d.workHours, 0);
      const gross = grossPayCents({
        workPay: p.work_pay ?? '0',
        ptoPay: p.pto_pay ?? '0',
        workHours,
        split,
      });
      const premium = premiums.get(p.id);
      const premiumFields =
        mealRestRule === 'none'
          ? {}
          : {
              mealPremiumHours: premium?.mealPremiumHours ?? 0,
              restPremiumHours: premium?.restPremiumHours ?? 0,
              premiumPay: formatCents(premium?.premiumCents ?? 0n),
            };
      return {
        employeeId: p.id,
        employeeName: `${p.first_name} ${p.last_name}`.trim(),
        firstName: p.first_name,
        lastName: p.last_name,
        email: p.email,
        hourlyRate: Number(p.hourly_rate),
        regularHours: split.regular,
        overtimeHours: split.overtime,
        doubleTimeHours: split.doubleTime,
        ptoHours: split.pto,
        ptoByType: Object.fromEntries(
          ptoTypes.filter((t) => t.user_id === p.id).map((t) => [t.name, Number(t.hours)]),
        ),
        grossPay: formatCents(gross + (premium?.premiumCents ?? 0n)),
        ...premiumFields,
      };
    });
    const adjustments = await adjustmentLines(tx, scope, range, rule);
    return { rule, mealRestRule, lines, adjustments };
  });
}

const round2 = (value: number | string) => Math.round(Number(value) * 100) / 100;

/**
 * Workers' compensation payroll per class code: hours, straight-time wages at the rate kept on
 * each entry (the overtime premium is left out, as premium audits do), the comp rate and the
 * estimated premium. Every worker counts here, also those left out of the weekly reports. The
 * reconciliation says how its total meets the other tabs': Other (PTO) hours, work hours without
 * a WC code and the workers left out of the reports make the difference.
 */
export async function wcPayroll(ctx: AppContext, scope: CompanyScope, range: DateRange) {
  const { found, sums } = await readTenant(ctx, scope, async (tx) => ({
    found: await wcRows(tx, scope, range),
    sums: await hourSums(tx, scope, range),
  }));
  let hours = 0;
  let wages = 0n;
  let premium = 0n;
  const out = found.map((r) => {
    const w = decimalToCents(r.wages);
    const p = premiumCents(w, r.comp_rate);
    hours += Number(r.hours);
    wages += w;
    premium += p;
    return {
      wcCode: r.wc_code,
      workTypes: r.work_types,
      compRate: Number(r.comp_rate).toFixed(2),
      hours: round2(r.hours),
      wages: formatCents(w),
      premium: formatCents(p),
    };
  });
  const wcHours = round2(hours);
  return {
    rows: out,
    totals: {
      hours: wcHours,
      wages: formatCents(wages),
      premium: formatCents(premium),
    },
    dateRange: range,
    reconciliation: {
      wcHours,
      otherHours: round2(sums.other),
      uncodedHours: round2(Number(sums.work) - Number(sums.coded)),
      allHours: round2(sums.all_hours),
      notInReportsHours: round2(sums.not_in_reports),
      reportHours: round2(Number(sums.all_hours) - Number(sums.not_in_reports)),
      reportWorkHours: round2(sums.report_work),
    },
  };
}

/** The hours of the range summed the ways the tabs count them (exact decimals, as text). */
async function hourSums(tx: Tx, scope: CompanyScope, range: DateRange) {
  const [sums] = await queryRows<{
    all_hours: string;
    other: string;
    work: string;
    coded: string;
    not_in_reports: string;
    report_work: string;
  }>(
    tx,
    sql`
    select coalesce(sum(e.hours), 0) as all_hours,
           coalesce(sum(e.hours) filter (where e.is_pto), 0) as other,
           coalesce(sum(e.hours) filter (where not e.is_pto), 0) as work,
           coalesce(sum(e.hours) filter (where not e.is_pto and e.wc_code is not null
                                          and e.work_type_id is not null), 0) as coded,
           coalesce(sum(e.hours) filter (where not u.include_in_reports), 0) as not_in_reports,
           coalesce(sum(e.hours) filter (where not e.is_pto and u.include_in_reports), 0) as report_work
      from time_entries e join users u on u.id = e.user_id
     where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
       and e.entry_date between ${range.startDate} and ${range.endDate}`,
  );
  return sums!;
}

function wcRows(tx: Tx, scope: CompanyScope, range: DateRange) {
  return queryRows<{
    wc_code: string;
    comp_rate: string;
    work_types: string[];
    hours: string;
    wages: string;
  }>(
    tx,
    sql`
      select e.wc_code, e.comp_rate::text as comp_rate, array_agg(distinct w.name order by w.name) as work_types,
             sum(e.hours) as hours, sum(e.hours * e.hourly_rate) as wages
        from time_entries e join work_types w on w.id = e.work_type_id
       where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId} and not e.is_pto
         and e.wc_code is not null
         and e.entry_date between ${range.startDate} and ${range.endDate}
       group by e.wc_code, e.comp_rate
       order by e.wc_code, e.comp_rate`,
  );
}

/** Every entry of the range with its worker, for exports that list time activities. */
export async function entryLines(ctx: AppContext, scope: CompanyScope, range: DateRange) {
  return withTenant(ctx.db, scope, async (tx) => ({
    company:
      (
        await queryRows<{ name: string }>(
          tx,
          sql`select name from companies where id = ${scope.companyId}`,
        )
      )[0]?.name ?? '',
    entries: await queryRows<{
      entry_date: string;
      employee: string;
      job: string | null;
      work_type: string | null;
      pto: string | null;
      hours: string;
      notes: string | null;
    }>(
      tx,
      sql`
      select e.entry_date::text as entry_date, trim(u.first_name || ' ' || u.last_name) as employee,
             j.name as job, w.name as work_type, p.name as pto, e.hours::text as hours, e.notes
        from time_entries e
        join users u on u.id = e.user_id
        left join jobs j on j.id = e.job_id
        left join work_types w on w.id = e.work_type_id
        left join pto_types p on p.id = e.pto_type_id
       where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId} and u.include_in_reports
         and e.entry_date between ${range.startDate} and ${range.endDate}
         and e.adjusts_entry_id is null
       order by e.entry_date, lower(u.last_name), lower(u.first_name), e.created_at`,
    ),
  }));
}

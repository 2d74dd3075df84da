import { sql } from 'drizzle-orm';
import {
  auditPayroll,
  bandsInForce,
  codeUnderBands,
  formatCents,
  formatHundredths,
  overtimeRuleFor,
  wcPremiumCents,
  wcStateRule,
  type OvertimeRule,
  type WcAuditResponse,
  type WcBand,
  type WcBandChangeBand,
  type WcThresholdCheck,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { AppContext } from '../../platform/app-context';
import type { CompanyScope } from '../../platform/principal';
import { readTimeCards } from '../compliance/time-cards.service';
import type { TimeCards } from '../compliance/time-cards';
import { readTenant } from '../../platform/replica-reads';
import type { DateRange } from '@sitehours/contract';

/** The state whose rules apply: the WC setting, else the address's state. */
export async function stateRuleOf(tx: Tx, scope: CompanyScope) {
  const [company] = await queryRows<{
    name: string;
    state: string | null;
    wc_state: string | null;
    overtime_rule: OvertimeRule;
  }>(
    tx,
    sql`select name, state, wc_state, overtime_rule from companies where id = ${scope.companyId}`,
  );
  const source: 'setting' | 'address' | 'none' = company?.wc_state
    ? 'setting'
    : company?.state?.trim()
      ? 'address'
      : 'none';
  const rule = wcStateRule(company?.wc_state ?? company?.state);
  return {
    company: company?.name ?? '',
    overtimeRule: company?.overtime_rule ?? 'none',
    stateRule: { ...rule, source },
  };
}

/** A work type's codes with their bands of today, and the applied changes of their bands. */
export async function bandHistory(tx: Tx, scope: CompanyScope, workTypeIds: readonly string[]) {
  if (workTypeIds.length === 0) return new Map<string, BandHistory>();
  const ids = sql.join(
    workTypeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const codes = await queryRows<{
    id: string;
    work_type_id: string;
    code: string;
    comp_rate: string;
    min_hourly_rate: string;
    max_hourly_rate: string;
    is_active: boolean;
  }>(
    tx,
    sql`select id, work_type_id, code, comp_rate::text as comp_rate,
               min_hourly_rate::text as min_hourly_rate, max_hourly_rate::text as max_hourly_rate,
               is_active
          from wc_codes
         where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
           and work_type_id in (${ids})
         order by code, id`,
  );
  const changes = await queryRows<{
    work_type_id: string;
    effective_from: string;
    bands: WcBandChangeBand[];
  }>(
    tx,
    sql`select work_type_id, effective_from::text as effective_from, bands
          from wc_band_changes
         where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
           and work_type_id in (${ids}) and applied_at is not null
         order by created_at, id`,
  );
  const out = new Map<string, BandHistory>();
  for (const id of workTypeIds) {
    const own = codes.filter((c) => c.work_type_id === id);
    out.set(id, {
      codes: new Map(
        own.map((c) => [c.id, { code: c.code, compRate: c.comp_rate, isActive: c.is_active }]),
      ),
      current: own.map((c) => ({
        wcCodeId: c.id,
        minHourlyRate: c.min_hourly_rate,
        maxHourlyRate: c.max_hourly_rate,
      })),
      changes: changes
        .filter((c) => c.work_type_id === id)
        .map((c) => ({ effectiveFrom: c.effective_from, bands: c.bands })),
    });
  }
  return out;
}
export interface BandHistory {
  codes: Map<string, { code: string; compRate: string; isActive: boolean }>;
  current: WcBand[];
  changes: { effectiveFrom: string; bands: WcBandChangeBand[] }[];
}

interface AuditEntryRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  collective_bargaining: boolean;
  entry_date: string;
  hours: string;
  hourly_rate: string;
  is_pto: boolean;
  adjustment: boolean;
  work_type_id: string | null;
  wc_code_id: string | null;
  wc_code: string | null;
  comp_rate: string | null;
}

/**
 * The WC audit packet of a policy period: payroll per worker and class code under the state's
 * rules (overtime split week by week within the period), totals per class code, and each
 * dual-wage work type's entries checked against the bands in force on the period's first day.
 */
export async function wcAudit(
  ctx: AppContext,
  scope: CompanyScope,
  range: DateRange,
  options: { withTimeCards?: boolean; now?: Date } = {},
): Promise<{ audit: WcAuditResponse; timeCards?: TimeCards }> {
  return readTenant(ctx, scope, async (tx) => {
    const { company, overtimeRule, stateRule } = await stateRuleOf(tx, scope);
    const rows = await queryRows<AuditEntryRow>(
      tx,
      sql`
      select e.id, e.user_id, u.first_name, u.last_name, u.collective_bargaining,
             e.entry_date::text as entry_date, e.hours::text as hours,
             e.hourly_rate::text as hourly_rate, e.is_pto, e.adjusts_entry_id is not null as adjustment,
             e.work_type_id, e.wc_code_id, e.wc_code, e.comp_rate::text as comp_rate
        from time_entries e join users u on u.id = e.user_id
       where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
         and e.entry_date between ${range.startDate} and ${range.endDate}
       order by e.user_id, e.entry_date, e.created_at, e.id`,
    );
    const workers = new Map(
      rows.map((r) => [
        r.user_id,
        {
          name: `${r.first_name} ${r.last_name}`.trim(),
          rule: overtimeRuleFor(overtimeRule, r.collective_bargaining),
        },
      ]),
    );
    const lines = auditPayroll({
      entries: rows.map((r) => ({
        userId: r.user_id,
        date: r.entry_date,
        hours: r.hours,
        hourlyRate: r.hourly_rate,
        wcCode: r.is_pto ? null : r.wc_code,
        compRate: r.comp_rate,
        isPto: r.is_pto,
        adjustment: r.adjustment,
      })),
      overtimeRuleOf: (id) => workers.get(id)?.rule ?? 'none',
      stateRule,
    }).sort(
      (a, b) =>
        workers.get(a.userId)!.name.localeCompare(workers.get(b.userId)!.name) ||
        a.userId.localeCompare(b.userId) ||
        a.wcCode.localeCompare(b.wcCode) ||
        a.compRate.localeCompare(b.compRate),
    );

    // Per class code (and comp rate, should it have changed within the period): the premium on
    // the code's total, as the insurer computes it.
    const codes = new Map<
      string,
      {
        wcCode: string;
        compRate: string;
        workers: Set<string>;
        hours: bigint;
        straight: bigint;
        ot: bigint;
        reportable: bigint;
      }
    >();
    for (const l of lines) {
      const k = `${l.wcCode}\u0000${l.compRate}`;
      const c = codes.get(k) ?? {
        wcCode: l.wcCode,
        compRate: l.compRate,
        workers: new Set<string>(),
        hours: 0n,
        straight: 0n,
        ot: 0n,
        reportable: 0n,
      };
      c.workers.add(l.userId);
      c.hours += l.hours;
      c.straight += l.straightCents;
      c.ot += l.overtimePremiumCents;
      c.reportable += l.reportableCents;
      codes.set(k, c);
    }
    const classCodes = [...codes.values()]
      .sort((a, b) => a.wcCode.localeCompare(b.wcCode) || a.compRate.localeCompare(b.compRate))
      .map((c) => ({
        wcCode: c.wcCode,
        compRate: Number(c.compRate).toFixed(2),
        workers: c.workers.size,
        hours: formatHundredths(c.hours),
        straightWages: formatCents(c.straight),
        overtimePremium: formatCents(c.ot),
        reportablePayroll: formatCents(c.reportable),
        premium: formatCents(wcPremiumCents(stateRule, c.reportable, c.hours, c.compRate)),
      }));
    const all = [...codes.values()];
    const total = (pick: (c: (typeof all)[number]) => bigint) =>
      all.reduce((sum, c) => sum + pick(c), 0n);
    const premiumTotal = total((c) => wcPremiumCents(stateRule, c.reportable, c.hours, c.compRate));

    const thresholdChecks = await checkThresholds(tx, scope, range, rows, workers);
    const audit: WcAuditResponse = {
      dateRange: range,
      company,
      stateRule,
      lines: lines.map((l) => ({
        userId: l.userId,
        workerName: workers.get(l.userId)!.name,
        wcCode: l.wcCode,
        compRate: Number(l.compRate).toFixed(2),
        hours: formatHundredths(l.hours),
        straightWages: formatCents(l.straightCents),
        overtimePremium: formatCents(l.overtimePremiumCents),
        reportablePayroll: formatCents(l.reportableCents),
        premium: formatCents(l.premiumCents),
      })),
      classCodes,
      totals: {
        hours: formatHundredths(total((c) => c.hours)),
        straightWages: formatCents(total((c) => c.straight)),
        overtimePremium: formatCents(total((c) => c.ot)),
        reportablePayroll: formatCents(total((c) => c.reportable)),
        premium: formatCents(premiumTotal),
      },
      thresholdChecks,
    };
    const timeCards = options.withTimeCards
      ? await readTimeCards(tx, scope, range, { now: options.now })
      : undefined;
    return { audit, timeCards };
  });
}

/**
 * The work types with several codes split by rate (dual wage), each entry of the period checked
 * against the bands in force on the period's first day: those whose code differs are listed.
 */
async function checkThresholds(
  tx: Tx,
  scope: CompanyScope,
  range: DateRange,
  rows: readonly AuditEntryRow[],
  workers: Map<string, { name: string }>,
): Promise<WcThresholdCheck[]> {
  const types = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select w.id, w.name from work_types w
         where w.tenant_id = ${scope.tenantId} and w.company_id = ${scope.companyId}
           and (select count(*) from wc_codes c
                 where c.work_type_id = w.id and c.is_active
                   and not (c.min_hourly_rate = 0 and c.max_hourly_rate = 0)) > 1
         order by lower(w.name), w.id`,
  );
  const history = await bandHistory(
    tx,
    scope,
    types.map((t) => t.id),
  );
  return types.map((t) => {
    const h = history.get(t.id)!;
    const bands = bandsInForce(h.changes, h.current, range.startDate);
    const active = new Set([...h.codes].filter(([, c]) => c.isActive).map(([id]) => id));
    const entries = rows.filter((r) => r.work_type_id === t.id && !r.is_pto && !r.adjustment);
    const mismatches = entries.flatMap((r) => {
      const expected = codeUnderBands(bands, active, r.hourly_rate);
      if (expected === r.wc_code_id) return [];
      return [
        {
          entryId: r.id,
          date: r.entry_date,
          workerName: workers.get(r.user_id)?.name ?? '',
          hourlyRate: r.hourly_rate,
          hours: r.hours,
          wcCode: r.wc_code,
          expectedWcCode: expected ? (h.codes.get(expected)?.code ?? null) : null,
        },
      ];
    });
    return {
      workTypeId: t.id,
      workTypeName: t.name,
      asOf: range.startDate,
      bands: bands
        .filter((b) => active.has(b.wcCodeId))
        .map((b) => ({ ...b, wcCode: h.codes.get(b.wcCodeId)?.code ?? '' })),
      entriesChecked: entries.length,
      mismatches,
    };
  });
}

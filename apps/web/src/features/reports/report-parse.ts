import type { OvertimeRule } from '@sitehours/contract/rules';
import type {
  EmployeeSummaryResponse,
  EmployeeSummaryRow,
  Job,
  WcPayrollResponse,
} from '@sitehours/contract/schemas';

/** What the report tabs keep of the contract's report answers (company spec §7 "Reports"). */

/**
 * Regular, overtime, double-time and PTO hours and gross pay, as the server splits them; and the
 * meal and rest premiums, sent only for a company that applies a meal and rest rule.
 */
export type PayHours = Pick<
  EmployeeSummaryRow,
  | 'regularHours'
  | 'overtimeHours'
  | 'doubleTimeHours'
  | 'ptoHours'
  | 'grossPay'
  | 'mealPremiumHours'
  | 'restPremiumHours'
  | 'premiumPay'
>;

export interface EmployeeSummaryReport {
  rows: EmployeeSummaryRow[];
  overtimeRule: OvertimeRule;
  /** The company's split over all rows. */
  totals: PayHours;
  /** The answer carries meal and rest premiums: the summary shows their columns. */
  premiums: boolean;
}

/** The summary answer: rows, the company's overtime rule and the split of the totals. */
export const employeeSummaryReport = (body: EmployeeSummaryResponse): EmployeeSummaryReport => ({
  rows: body.entries,
  overtimeRule: body.overtimeRule,
  totals: body.totals,
  premiums: body.totals.premiumPay !== undefined,
});

export type WcPayrollReport = Pick<WcPayrollResponse, 'rows' | 'totals' | 'reconciliation'>;

export interface JobOption {
  value: string;
  label: string;
}

/**
 * The job filter's options (active jobs), by name; jobs sharing a name are told apart by their
 * address or city.
 */
export function jobFilterOptions(list: readonly Job[]): JobOption[] {
  const jobs = list
    .filter((j) => j.isActive)
    .map((j) => ({
      id: j.jobId,
      name: j.jobName,
      place: [j.address, j.city].find((p): p is string => !!p && p.trim() !== ''),
    }));
  const counts = new Map<string, number>();
  for (const j of jobs) counts.set(j.name, (counts.get(j.name) ?? 0) + 1);
  return jobs
    .map((j) => ({
      value: j.id,
      label: (counts.get(j.name) ?? 0) > 1 && j.place ? `${j.name} (${j.place})` : j.name,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

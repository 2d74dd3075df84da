import type { WcBandChangeRequest, WorkTypeWithCodes } from '@sitehours/contract/schemas';

/** A policy period: its first and last day (yyyy-MM-dd). */
export interface PolicyPeriod {
  startDate: string;
  endDate: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default policy period: the year to date of `today`'s year. */
export function defaultPolicyPeriod(today: string): PolicyPeriod {
  return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
}

/** The period to ask for, or null while either day is missing or the end is before the start. */
export function periodToLoad(period: { startDate: string; endDate: string }): PolicyPeriod | null {
  if (!DAY.test(period.startDate) || !DAY.test(period.endDate)) return null;
  return period.endDate < period.startDate ? null : period;
}

/** The name the audit packet is saved under when the server names none. */
export function wcAuditFallbackName(period: PolicyPeriod, format: 'csv' | 'pdf'): string {
  return `wc-audit-${period.startDate}-to-${period.endDate}.${format}`;
}

/** One band of the threshold form, as typed. */
export interface BandDraft {
  wcCodeId: string;
  code: string;
  min: string;
  max: string;
}

/** Work types whose codes split by hourly rate: those a threshold change applies to. */
export function dualWageTypes(types: readonly WorkTypeWithCodes[]): WorkTypeWithCodes[] {
  return types.filter(
    (t) =>
      t.wcCodes.filter((c) => c.isActive && !(c.minHourlyRate === 0 && c.maxHourlyRate === 0))
        .length > 1,
  );
}

/** The form's bands for a work type: its active codes with the bands of today. */
export function bandDrafts(type: WorkTypeWithCodes | undefined): BandDraft[] {
  return (type?.wcCodes ?? [])
    .filter((c) => c.isActive)
    .sort((a, b) => a.minHourlyRate - b.minHourlyRate)
    .map((c) => ({
      wcCodeId: c.id,
      code: c.code,
      min: c.minHourlyRate.toFixed(2),
      max: c.maxHourlyRate.toFixed(2),
    }));
}

/** The request for the typed bands; the server checks every number and names the field. */
export function bandChangeRequest(
  workTypeId: string,
  effectiveFrom: string,
  bands: readonly BandDraft[],
): WcBandChangeRequest {
  return {
    workTypeId,
    effectiveFrom,
    bands: bands.map((b) => ({
      wcCodeId: b.wcCodeId,
      minHourlyRate: Number(b.min),
      maxHourlyRate: Number(b.max),
    })),
  };
}

/** A signed amount of money as shown: "-17.87" → "−$17.87". */
export function signedMoney(amount: string): string {
  return amount.startsWith('-') ? `−$${amount.slice(1)}` : `$${amount}`;
}

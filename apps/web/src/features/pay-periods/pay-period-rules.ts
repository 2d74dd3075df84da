import { addDays } from '@sitehours/contract/rules';

/** What the Pay Periods screen decides, apart from React. */

export interface PeriodFacts {
  startDate: string;
  endDate: string;
  status: 'open' | 'closed' | 'reopened';
  pendingCount: number;
}

/** Why a period cannot be closed now, or undefined when it can. */
export function closeBlocked(
  period: PeriodFacts,
  today: string,
): 'closed' | 'notStarted' | 'pending' | undefined {
  if (period.status === 'closed') return 'closed';
  if (period.startDate > today) return 'notStarted';
  if (period.pendingCount > 0) return 'pending';
  return undefined;
}

/** The `from` of the next "Show earlier": three months before the earliest period shown. */
export function earlierFrom(shownFrom: string): string {
  return addDays(shownFrom, -84);
}

/** Hours as the screen shows them: two places at most, no trailing zeros. */
export function shownHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}

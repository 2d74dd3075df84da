/**
 * Pay periods (decision 0027): the ranges of calendar days a company pays by. Weekly and
 * every-two-weeks periods start on the anchor's weekday, every 7 or 14 days from the anchor (before
 * it as well as after); twice a month runs from the 1st to the 15th and from the 16th to the
 * month's last day. Days are calendar days written yyyy-MM-dd, so no time zone or daylight saving
 * change moves a boundary.
 */

export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

/** A company's pay period setting. */
export interface PayPeriodSetting {
  frequency: PayFrequency;
  /** A day on which a weekly or every-two-weeks period starts. */
  anchor: string;
}

/** The company's setting before it chooses one: weekly, Monday to Sunday. */
export const DEFAULT_PAY_PERIOD_SETTING: PayPeriodSetting = {
  frequency: 'weekly',
  anchor: '2024-01-01',
};

/** One pay period: its first and last day, both included. */
export interface PayPeriodRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a yyyy-MM-dd day. */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

function dayText(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` calendar days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days);
}

const floorDiv = (a: number, b: number) => Math.floor(a / b);

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The pay period a day belongs to. */
export function payPeriodOf(day: string, setting: PayPeriodSetting): PayPeriodRange {
  if (setting.frequency === 'semimonthly') {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const month = `${y}-${pad(m)}`;
    return d <= 15
      ? { startDate: `${month}-01`, endDate: `${month}-15` }
      : { startDate: `${month}-16`, endDate: `${month}-${pad(lastDayOfMonth(y, m))}` };
  }
  const length = setting.frequency === 'weekly' ? 7 : 14;
  const anchor = dayNumber(setting.anchor);
  const start = anchor + floorDiv(dayNumber(day) - anchor, length) * length;
  return { startDate: dayText(start), endDate: dayText(start + length - 1) };
}

/** The first day of the period after the given one. */
export function nextPeriodStart(period: PayPeriodRange, setting: PayPeriodSetting): string {
  return payPeriodOf(addDays(period.endDate, 1), setting).startDate;
}

/** The period before the one a day belongs to. */
export function previousPayPeriod(day: string, setting: PayPeriodSetting): PayPeriodRange {
  return payPeriodOf(addDays(payPeriodOf(day, setting).startDate, -1), setting);
}

/** Whether a day is the first day of a pay period. */
export function isPeriodStart(day: string, setting: PayPeriodSetting): boolean {
  return payPeriodOf(day, setting).startDate === day;
}

/** Every period that holds a day from `from` to `to` (both included), oldest first. */
export function payPeriodsBetween(
  from: string,
  to: string,
  setting: PayPeriodSetting,
): PayPeriodRange[] {
  const periods: PayPeriodRange[] = [];
  if (to < from) return periods;
  let period = payPeriodOf(from, setting);
  while (period.startDate <= to) {
    periods.push(period);
    period = payPeriodOf(addDays(period.endDate, 1), setting);
  }
  return periods;
}

/** Hours of a correction as an adjustment books them: new minus old, exact to the hundredth. */
export function adjustmentHours(oldHours: string | number, newHours: string | number): string {
  const delta = Math.round(Number(newHours) * 100) - Math.round(Number(oldHours) * 100);
  const sign = delta < 0 ? '-' : '';
  const abs = Math.abs(delta);
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}

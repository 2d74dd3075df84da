/** Relative times of the support screens ('5 minutes ago'), with Intl.RelativeTimeFormat. */

const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number; below: number }[] = [
  { unit: 'second', seconds: 1, below: 60 },
  { unit: 'minute', seconds: 60, below: 3600 },
  { unit: 'hour', seconds: 3600, below: 86_400 },
  { unit: 'day', seconds: 86_400, below: 7 * 86_400 },
  { unit: 'week', seconds: 7 * 86_400, below: 30 * 86_400 },
  { unit: 'month', seconds: 30 * 86_400, below: 365 * 86_400 },
  { unit: 'year', seconds: 365 * 86_400, below: Number.POSITIVE_INFINITY },
];

/**
 * Full date and time in digits, as the locale writes them ('5/20/2026, 3:04:05 PM'): the
 * `title` of a relative time, for `useFormat().dateTime`.
 */
export const FULL_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** A calendar date in digits ('5/20/2026'), for `useFormat().dateTime`. */
export const NUMERIC_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
};

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatter(locale: string): Intl.RelativeTimeFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, f);
  }
  return f;
}

export function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '3 minutes ago', 'yesterday', 'now' ('hace 3 minutos', 'ayer', 'ahora' in es-US): the locale
 * is the interface language's (`useFormat().locale`). A moment slightly in the future (clock
 * skew between server and browser) reads 'now'. Missing or invalid values give `fallback`.
 */
export function formatRelativeTime(
  value: string | Date | null | undefined,
  options: { now?: number; locale?: string; fallback?: string } = {},
): string {
  const date = toDate(value);
  if (!date) return options.fallback ?? '';
  const now = options.now ?? Date.now();
  let diff = (date.getTime() - now) / 1000;
  if (diff > 0 && diff < 60) diff = 0;
  const abs = Math.abs(diff);
  const step = UNITS.find((u) => abs < u.below) ?? UNITS[UNITS.length - 1]!;
  const amount = Math.round(diff / step.seconds);
  // Avoid '-0 seconds': Intl treats -0 as past ('0 seconds ago'); 'now' reads better.
  return formatter(options.locale ?? 'en').format(amount === 0 ? 0 : amount, step.unit);
}

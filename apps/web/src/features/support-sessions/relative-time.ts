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
 * '3 minutes ago', 'yesterday', 'now'. A moment slightly in the future (clock skew between server
 * and browser) reads 'now'. Missing or invalid values give `fallback`.
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

/** Full date and time for a tooltip or a `<time>` title. */
export function formatDateTime(value: string | Date | null | undefined, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleString(locale) : '';
}

/** Calendar date (the tenant's created date in the picker). */
export function formatDate(value: string | Date | null | undefined, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale) : '';
}

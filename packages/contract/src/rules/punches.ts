/**
 * Clock in and out: what a worker may punch next, how a punched stretch becomes hours, and
 * whether a punch was made at the job's site (decisions 0024 and 0025).
 */

/** How a company records time: hours per entry (the default) or start and end times. */
export const TIME_CAPTURE_VALUES = ['hours', 'times'] as const;
export type TimeCapture = (typeof TIME_CAPTURE_VALUES)[number];

/** Which meal and rest period rules judge punched workdays. */
export const MEAL_REST_RULE_VALUES = ['none', 'california'] as const;
export type MealRestRule = (typeof MEAL_REST_RULE_VALUES)[number];

export const PUNCH_KINDS = ['in', 'switch', 'meal_start', 'meal_end', 'out'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];

/** Where a worker stands: off the clock, working on a stretch, or on a meal break. */
export type ClockState = 'off' | 'working' | 'meal';

/** The state a punch leaves the worker in. */
export const STATE_AFTER: Record<PunchKind, ClockState> = {
  in: 'working',
  switch: 'working',
  meal_start: 'meal',
  meal_end: 'working',
  out: 'off',
};

/** Punches that open a stretch of work, and so name its job and work type. */
// Marked pure: a screen that reads only the clock-time helpers below downloads none of this.
export const OPENS_STRETCH: ReadonlySet<PunchKind> = /* @__PURE__ */ new Set([
  'in',
  'switch',
  'meal_end',
]);
/** Punches that close the stretch running before them. */
export const CLOSES_STRETCH: ReadonlySet<PunchKind> = /* @__PURE__ */ new Set([
  'switch',
  'meal_start',
  'out',
]);

export type PunchRefusal = 'already_clocked_in' | 'not_clocked_in' | 'on_meal' | 'not_on_meal';

/** Whether `kind` may follow `state`; the refusal when it may not. */
export function punchRefusal(state: ClockState, kind: PunchKind): PunchRefusal | undefined {
  if (kind === 'in') return state === 'off' ? undefined : 'already_clocked_in';
  if (kind === 'meal_end') return state === 'meal' ? undefined : 'not_on_meal';
  if (state === 'off') return 'not_clocked_in';
  // A meal break ends with End meal; Clock out from a meal is allowed (the meal stays a gap).
  if (state === 'meal' && kind !== 'out') return 'on_meal';
  return undefined;
}

/** A device clock this far from the server's is flagged (seconds). */
export const CLOCK_SKEW_LIMIT_SECONDS = 5 * 60;
/** A stretch still open after this long is an exception: a punch left running. */
export const OPEN_STRETCH_LIMIT_SECONDS = 16 * 60 * 60;

/**
 * Hours of a punched stretch, as stored on its entry (two places): seconds counted exactly and
 * rounded up to the hundredth of an hour (36 seconds), never in the employer's favour. Two-place
 * hours are exact in the payroll rules, which count hundredths.
 */
export function stretchHours(seconds: number): string {
  const hundredths = Math.ceil(Math.max(0, Math.floor(seconds)) / 36);
  return (hundredths / 100).toFixed(2);
}

/** Whole minutes of a duration in seconds, rounded up (time worked) or down (a meal break). */
export const minutesUp = (seconds: number) => Math.ceil(seconds / 60);
export const minutesDown = (seconds: number) => Math.floor(seconds / 60);

/** A duration as clock time, "7:05"; exact, as screens show punched time. */
export function formatClockDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine), enough for a site's radius. */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A job's site: its position and the radius within which punches are on site. */
export interface Site extends Position {
  radiusM: number;
}

/**
 * Where a punch stands against the job's site: its distance, and whether it is outside the
 * radius. The device's stated accuracy is given the benefit of the doubt (a fix 40 m off with
 * 50 m accuracy may be on site). Outside is flagged for review, never refused.
 */
export function siteCheck(
  site: Site | null,
  at: (Position & { accuracyM?: number | null }) | null,
): { distanceM: number | null; outsideRadius: boolean } {
  if (!site || !at) return { distanceM: null, outsideRadius: false };
  const distance = distanceMeters(site, at);
  const slack = Math.min(Math.max(at.accuracyM ?? 0, 0), 500);
  return { distanceM: Math.round(distance), outsideRadius: distance - slack > site.radiusM };
}

export const SITE_RADIUS_MIN_M = 25;
export const SITE_RADIUS_MAX_M = 10_000;
export const SITE_RADIUS_DEFAULT_M = 200;

/** The calendar day of an instant in a time zone ("2026-11-23"): a punched workday's date. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The wall-clock time of an instant in a time zone, 24-hour ("07:05"). */
export function timeInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

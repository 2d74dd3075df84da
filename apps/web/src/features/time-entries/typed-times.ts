import { PUNCH_MESSAGES } from '@sitehours/contract/messages';
import { DAY_HOURS_MAX, isEntryDate, stretchHours } from '@sitehours/contract/rules';
import type { CapturedTimes, EntryFormErrors, EntryFormValues } from './entry-form-rules';

/**
 * A start and end typed in the entry form, where the company captures times (decision 0025): the
 * instants they name in the company's time zone, across midnight and the changes of the clocks.
 * Only the entry form needs them, so they are downloaded with it, not with the timesheet.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const HOUR_MS = 3_600_000;

/** The zone's offset from UTC at an instant, in minutes (Los Angeles in winter: -480). */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * The instant a day and a wall-clock time ("2026-11-23", "07:00") name in a zone, or null when
 * either is not one. Across a change of the clocks it reads as a watch does: a time that occurs
 * twice (clocks back) is the first; a time that never occurs (clocks forward) is moved forward by
 * the gap ("02:30" becomes 03:30 summer time).
 */
export function instantInZone(day: string, time: string, timeZone: string): Date | null {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    Number(t[3] ?? 0),
  );
  if (new Date(wall).toISOString().slice(0, 10) !== day) return null;
  // The offsets before and after any change of the clocks near that time.
  const before = zoneOffsetMinutes(wall - 12 * HOUR_MS, timeZone);
  const after = zoneOffsetMinutes(wall + 12 * HOUR_MS, timeZone);
  const early = wall - before * 60_000;
  const late = wall - after * 60_000;
  const earlyFits = zoneOffsetMinutes(early, timeZone) === before;
  const lateFits = zoneOffsetMinutes(late, timeZone) === after;
  if (earlyFits && lateFits) return new Date(Math.min(early, late));
  if (earlyFits) return new Date(early);
  if (lateFits) return new Date(late);
  // In the gap: read with the offset in force before it, which lands after the gap.
  return new Date(early);
}

/** The day after a yyyy-MM-dd day. */
const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};

export interface TypedStretch {
  startedAt: string;
  endedAt: string;
  /** Exact seconds between them. */
  seconds: number;
  /** The end fell before the start: it is on the next day. */
  overnight: boolean;
}

/**
 * A start and end typed on an entry's day, as instants (ISO, UTC) in the zone: an end before the
 * start is on the next day (a night shift). Null when a time is missing or not a time; an end
 * equal to the start gives zero seconds (refused by the form and the API).
 */
export function typedStretch(
  day: string,
  start: string,
  end: string,
  timeZone: string,
): TypedStretch | null {
  if (!TIME.test(start) || !TIME.test(end)) return null;
  const overnight = end < start;
  const from = instantInZone(day, start, timeZone);
  const to = instantInZone(overnight ? nextDay(day) : day, end, timeZone);
  if (!from || !to) return null;
  return {
    startedAt: from.toISOString(),
    endedAt: to.toISOString(),
    seconds: Math.floor((to.getTime() - from.getTime()) / 1000),
    overnight,
  };
}

/** The typed start and end of the form's values, for work only (Other entries keep hours). */
export function stretchOf(
  values: Pick<EntryFormValues, 'entryType' | 'entryDate' | 'startTime' | 'endTime'>,
  timeZone: string,
): TypedStretch | null {
  if (values.entryType !== 'work') return null;
  return typedStretch(values.entryDate.trim(), values.startTime, values.endTime, timeZone);
}

/** The start and end's own checks: both given, the end after the start, at most a day apart. */
function timesErrors(
  values: Pick<EntryFormValues, 'entryDate' | 'startTime' | 'endTime'>,
  stretch: TypedStretch | null,
): EntryFormErrors {
  if (!values.startTime) return { startTime: PUNCH_MESSAGES.enterTimes };
  if (!values.endTime) return { endTime: PUNCH_MESSAGES.enterTimes };
  // A day that is not one is the date field's error.
  if (!stretch)
    return isEntryDate(values.entryDate.trim()) ? { startTime: PUNCH_MESSAGES.invalidTime } : {};
  if (stretch.seconds <= 0) return { endTime: PUNCH_MESSAGES.startAfterEnd };
  if (stretch.seconds > DAY_HOURS_MAX * 3600) return { endTime: PUNCH_MESSAGES.tooLong };
  return {};
}

/**
 * The entry form's times where the company captures them (for `entryFormErrors`, `saveRequest`
 * and `previewEntry`): the typed start and end as instants with the hours the API will derive
 * from them (to the hundredth, rounded up), and the fields' errors.
 */
export function capturedTimes(
  values: Pick<EntryFormValues, 'entryType' | 'entryDate' | 'startTime' | 'endTime'>,
  timeZone: string,
): CapturedTimes {
  const stretch = stretchOf(values, timeZone);
  return {
    stretch:
      stretch && stretch.seconds > 0
        ? {
            startedAt: stretch.startedAt,
            endedAt: stretch.endedAt,
            hours: Number(stretchHours(stretch.seconds)),
          }
        : null,
    errors: timesErrors(values, stretch),
  };
}

import {
  dayInZone,
  formatCents,
  formatClockDuration,
  formulaSafe,
  minutesUp,
  timeInZone,
  workWeekOf,
  type MealJudgement,
  type MealRestRule,
  type TimeCardFormat,
} from '@sitehours/contract';
import { csvFile } from '../../platform/csv-file';
import type { Workday } from './workdays';
import type { DateRange } from '@sitehours/contract';

/**
 * California time cards (Labor Code 1174(d), Wage Order 16 section 7): for each worker and day,
 * when each work period and meal period began and ended, the hours worked, the rest breaks the
 * worker attested and the meal and rest premiums owed, with each worker's week totals. Built
 * once here as a model; written as a CSV (one row per period, sortable) or a PDF (a section per
 * worker, a table per day). Times are the company's wall clock, as auditors read time cards
 * ("7:00 AM"); durations are h:mm and decimal hours to two places (decision 0025).
 */

/** An entry with typed hours only (no start and end): listed with its hours, "no punches". */
export interface TypedEntry {
  userId: string;
  workerName: string;
  date: string;
  hours: string;
  job: string | null;
  workType: string | null;
  wcCode: string | null;
}

export interface TimeCardSource {
  company: { name: string; timeZone: string };
  range: DateRange;
  rule: MealRestRule;
  generatedAt: Date;
  workdays: Workday[];
  typed: TypedEntry[];
}

export type CardRow =
  | {
      kind: 'work';
      /** 1, 2, …: the work period's place in the day. */
      number: number;
      in: Date;
      out: Date;
      job: string | null;
      workType: string | null;
      wcCode: string | null;
      /** Its length to the minute, rounded up, for reading; and the hours of its entry. */
      minutes: number;
      hours: string;
    }
  | { kind: 'meal'; start: Date; end: Date; minutes: number }
  | {
      kind: 'typed';
      job: string | null;
      workType: string | null;
      wcCode: string | null;
      hours: string;
    };

export interface DayCard {
  date: string;
  /** Whether any time of the day was punched (otherwise: typed hours, "no punches"). */
  punched: boolean;
  rows: CardRow[];
  /** Time worked in hundredths of a minute: punched minutes and typed hours, both exact. */
  workedHm: number;
  restAttested: RestAttested;
  /** The meal periods' judgement, as text ("Meal 1 missed"); empty when none was due. */
  mealFindings: string[];
  mealPremiumHours: number;
  restPremiumHours: number;
  regularRateCents: bigint;
  mealPremiumCents: bigint;
  restPremiumCents: bigint;
}

export type RestAttested = 'Yes' | 'No' | 'Not answered' | '';

export interface WeekTotal {
  /** Monday of the work week, and the first and last day of it the range covers. */
  week: string;
  firstDay: string;
  lastDay: string;
  days: number;
  workedHm: number;
  mealPremiumHours: number;
  restPremiumHours: number;
  mealPremiumCents: bigint;
  restPremiumCents: bigint;
}

export interface WorkerCards {
  userId: string;
  workerName: string;
  days: DayCard[];
  weeks: WeekTotal[];
}

export interface TimeCards {
  company: { name: string; timeZone: string };
  range: DateRange;
  rule: MealRestRule;
  generatedAt: Date;
  workers: WorkerCards[];
}

// ---------------------------------------------------------------------------------------------
// Display

/** Wall-clock time in the company's zone, 12-hour as US time cards show it: "7:05 AM". */
export function clockTime(instant: Date, timeZone: string): string {
  const [h = 0, m = 0] = timeInZone(instant, timeZone).split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A day as US readers write it: "04/07/2025". */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const weekday = (iso: string) => WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!;

/** Hundredths of a minute as clock time, "7:50" (to the nearest minute; exact for punches). */
export const hmClock = (hm: number) => formatClockDuration(Math.round(hm / 100));
/** …and as decimal hours to two places, "7.83", computed from the minutes for display only. */
export const hmDecimal = (hm: number) => (Math.round(hm / 60) / 100).toFixed(2);

const hoursToHm = (hours: string) => Math.round(Number(hours) * 100) * 60;

function mealFinding(m: MealJudgement): string {
  const name = `Meal ${m.meal}`;
  switch (m.outcome) {
    case 'ok':
      return `${name} on time`;
    case 'waived':
      return `${name} waived`;
    case 'missed':
      return `${name} missed`;
    case 'short':
      return `${name} short (${m.minutes ?? 0} min)`;
    case 'late':
      return `${name} late (began after ${formatClockDuration(m.startedAfterMinutes ?? 0)} of work)`;
  }
}

const restAttestedOf = (answer: boolean | null): RestAttested =>
  answer === null ? 'Not answered' : answer ? 'Yes' : 'No';

// ---------------------------------------------------------------------------------------------
// Building

function punchedDay(day: Workday): DayCard {
  const rows: CardRow[] = [];
  const breaks = [...day.breaks];
  day.stretches.forEach((s, i) => {
    const before = breaks[0];
    if (i > 0 && before && before.end.getTime() <= s.start.getTime()) {
      rows.push({ kind: 'meal', start: before.start, end: before.end, minutes: before.minutes });
      breaks.shift();
    }
    rows.push({
      kind: 'work',
      number: rows.filter((r) => r.kind === 'work').length + 1,
      in: s.start,
      out: s.end,
      job: s.job,
      workType: s.workType,
      wcCode: s.wcCode,
      minutes: minutesUp(Math.max(0, s.end.getTime() - s.start.getTime()) / 1000),
      hours: s.hours,
    });
  });
  const j = day.judgement;
  return {
    date: day.date,
    punched: true,
    rows,
    workedHm: day.workedMinutes * 100,
    restAttested: restAttestedOf(day.restBreaksGiven),
    mealFindings: j ? j.meals.map(mealFinding) : [],
    mealPremiumHours: j?.mealPremiumHours ?? 0,
    restPremiumHours: j?.restPremiumHours ?? 0,
    regularRateCents: day.regularRateCents,
    mealPremiumCents: day.mealPremiumCents,
    restPremiumCents: day.restPremiumCents,
  };
}

function typedDay(date: string): DayCard {
  return {
    date,
    punched: false,
    rows: [],
    workedHm: 0,
    restAttested: '',
    mealFindings: [],
    mealPremiumHours: 0,
    restPremiumHours: 0,
    regularRateCents: 0n,
    mealPremiumCents: 0n,
    restPremiumCents: 0n,
  };
}

function weekTotals(days: DayCard[]): WeekTotal[] {
  const weeks = new Map<string, WeekTotal>();
  for (const d of days) {
    const week = workWeekOf(d.date);
    const w = weeks.get(week) ?? {
      week,
      firstDay: d.date,
      lastDay: d.date,
      days: 0,
      workedHm: 0,
      mealPremiumHours: 0,
      restPremiumHours: 0,
      mealPremiumCents: 0n,
      restPremiumCents: 0n,
    };
    w.lastDay = d.date;
    w.days += 1;
    w.workedHm += d.workedHm;
    w.mealPremiumHours += d.mealPremiumHours;
    w.restPremiumHours += d.restPremiumHours;
    w.mealPremiumCents += d.mealPremiumCents;
    w.restPremiumCents += d.restPremiumCents;
    weeks.set(week, w);
  }
  return [...weeks.values()];
}

/**
 * The time cards: one per worker and day, in worker-name and date order. A day with punches and
 * typed hours shows both; a day with typed hours only is listed with them and no punches.
 */
export function buildTimeCards(source: TimeCardSource): TimeCards {
  const workers = new Map<
    string,
    { userId: string; workerName: string; days: Map<string, DayCard> }
  >();
  const workerOf = (userId: string, workerName: string) => {
    let w = workers.get(userId);
    if (!w) workers.set(userId, (w = { userId, workerName, days: new Map() }));
    return w;
  };
  for (const day of source.workdays) {
    if (day.stretches.length === 0) continue;
    workerOf(day.userId, day.workerName).days.set(day.date, punchedDay(day));
  }
  for (const e of source.typed) {
    const w = workerOf(e.userId, e.workerName);
    let card = w.days.get(e.date);
    if (!card) w.days.set(e.date, (card = typedDay(e.date)));
    card.rows.push({
      kind: 'typed',
      job: e.job,
      workType: e.workType,
      wcCode: e.wcCode,
      hours: e.hours,
    });
    card.workedHm += hoursToHm(e.hours);
  }
  return {
    company: source.company,
    range: source.range,
    rule: source.rule,
    generatedAt: source.generatedAt,
    workers: [...workers.values()]
      .sort((a, b) => a.workerName.localeCompare(b.workerName) || a.userId.localeCompare(b.userId))
      .map((w) => {
        const days = [...w.days.values()].sort((a, b) => a.date.localeCompare(b.date));
        return { userId: w.userId, workerName: w.workerName, days, weeks: weekTotals(days) };
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// CSV

const RULE_NAMES: Record<MealRestRule, string> = {
  none: 'None',
  california: 'California (Labor Code 512 and 226.7, Wage Order 16)',
};

/** The generation time in the company's zone: "04/14/2025 9:03 AM PDT". */
export function generatedText(at: Date, timeZone: string): string {
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `${usDate(dayInZone(at, timeZone))} ${clockTime(at, timeZone)} ${zone}`;
}

export const TIME_CARD_CSV_HEADER = [
  'Employee',
  'Employee ID',
  'Date',
  'Day',
  'Row',
  'In Date',
  'In Time',
  'Out Date',
  'Out Time',
  'Job',
  'Work Type',
  'WC Code',
  'Period (h:mm)',
  'Period Hours',
  'Meal Minutes',
  'Hours Worked (h:mm)',
  'Hours Worked',
  'Rest Breaks Attested',
  'Meal Periods',
  'Meal Premium Hours',
  'Rest Premium Hours',
  'Regular Rate',
  'Meal Premium Pay',
  'Rest Premium Pay',
  'Note',
] as const;

type CsvCell = (typeof TIME_CARD_CSV_HEADER)[number];

/**
 * One row per work period, meal period and typed entry, then the day's total row and, after each
 * work week, the week's: the "Row" column tells them apart, so an auditor can filter and sort.
 * Dates are yyyy-MM-dd (they sort as text), times "7:00 AM" in the company's zone. Text cells
 * go through `formulaSafe`; after the table and a blank line, the company, range, zone, rule
 * and generation time.
 */
export function timeCardsCsv(cards: TimeCards): string {
  const tz = cards.company.timeZone;
  const rows: string[][] = [[...TIME_CARD_CSV_HEADER]];
  const line = (cells: Partial<Record<CsvCell, string>>) =>
    rows.push(TIME_CARD_CSV_HEADER.map((h) => cells[h] ?? ''));
  for (const w of cards.workers) {
    const who = { Employee: formulaSafe(w.workerName), 'Employee ID': formulaSafe(w.userId) };
    const weeks = [...w.weeks];
    w.days.forEach((d, i) => {
      const day = { ...who, Date: d.date, Day: weekday(d.date) };
      for (const r of d.rows) {
        if (r.kind === 'work')
          line({
            ...day,
            Row: 'Work period',
            'In Date': dayInZone(r.in, tz),
            'In Time': clockTime(r.in, tz),
            'Out Date': dayInZone(r.out, tz),
            'Out Time': clockTime(r.out, tz),
            Job: formulaSafe(r.job),
            'Work Type': formulaSafe(r.workType),
            'WC Code': formulaSafe(r.wcCode),
            'Period (h:mm)': formatClockDuration(r.minutes),
            'Period Hours': r.hours,
          });
        else if (r.kind === 'meal')
          line({
            ...day,
            Row: 'Meal period',
            'In Date': dayInZone(r.start, tz),
            'In Time': clockTime(r.start, tz),
            'Out Date': dayInZone(r.end, tz),
            'Out Time': clockTime(r.end, tz),
            'Meal Minutes': String(r.minutes),
          });
        else
          line({
            ...day,
            Row: 'Hours entered',
            Job: formulaSafe(r.job),
            'Work Type': formulaSafe(r.workType),
            'WC Code': formulaSafe(r.wcCode),
            'Period (h:mm)': hmClock(hoursToHm(r.hours)),
            'Period Hours': r.hours,
            Note: 'no punches',
          });
      }
      line({
        ...day,
        Row: 'Day total',
        'Hours Worked (h:mm)': hmClock(d.workedHm),
        'Hours Worked': hmDecimal(d.workedHm),
        'Rest Breaks Attested': d.restAttested,
        'Meal Periods': d.mealFindings.join('; '),
        'Meal Premium Hours': String(d.mealPremiumHours),
        'Rest Premium Hours': String(d.restPremiumHours),
        'Regular Rate': d.punched ? formatCents(d.regularRateCents) : '',
        'Meal Premium Pay': formatCents(d.mealPremiumCents),
        'Rest Premium Pay': formatCents(d.restPremiumCents),
        Note: d.punched ? '' : 'no punches',
      });
      const next = w.days[i + 1];
      const week = weeks[0];
      if (week && (!next || workWeekOf(next.date) !== week.week)) {
        weeks.shift();
        line({
          ...who,
          Date: week.lastDay,
          Day: weekday(week.lastDay),
          Row: 'Week total',
          'Hours Worked (h:mm)': hmClock(week.workedHm),
          'Hours Worked': hmDecimal(week.workedHm),
          'Meal Premium Hours': String(week.mealPremiumHours),
          'Rest Premium Hours': String(week.restPremiumHours),
          'Meal Premium Pay': formatCents(week.mealPremiumCents),
          'Rest Premium Pay': formatCents(week.restPremiumCents),
          Note: `Week of ${week.week}`,
        });
      }
    });
  }
  const about = [
    [],
    ['Company', formulaSafe(cards.company.name)],
    ['Date range', `${cards.range.startDate} to ${cards.range.endDate}`],
    ['Time zone', formulaSafe(tz)],
    ['Meal and rest rule', RULE_NAMES[cards.rule]],
    ['Generated', generatedText(cards.generatedAt, tz)],
  ];
  return csvFile([...rows, ...about]) + '\r\n';
}

export const timeCardsFileName = (format: TimeCardFormat, range: DateRange) =>
  `time-cards_${range.startDate}_to_${range.endDate}.${format}`;

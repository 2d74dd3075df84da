import { describe, expect, it } from 'vitest';
import { judgeWorkday } from '@sitehours/contract';
import {
  buildTimeCards,
  clockTime,
  hmDecimal,
  timeCardsCsv,
  type TimeCardSource,
  type TypedEntry,
} from './time-cards';
import { pdfText } from '../../platform/pdf-document';
import { timeCardsPdf } from './time-cards-pdf';
import { periodsOf, type Workday } from './workdays';

const TZ = 'America/Los_Angeles';
/** An instant given as Pacific daylight time, as the time cards show it. */
const pdt = (day: string, time: string) => new Date(`${day}T${time}-07:00`);

function workday(
  date: string,
  spans: [string, string, string?][],
  options: { rest?: boolean | null; waived?: boolean } = {},
): Workday {
  const stretches = spans.map(([start, end, endDay], i) => {
    const s = pdt(date, start);
    const e = pdt(endDay ?? date, end);
    return {
      entryId: `e${i}`,
      start: s,
      end: e,
      hours: ((e.getTime() - s.getTime()) / 3_600_000).toFixed(2),
      job: 'Main St',
      workType: 'Framing',
      wcCode: '5403',
    };
  });
  const { periods, breaks, workedMinutes } = periodsOf(stretches);
  const restBreaksGiven = options.rest === undefined ? true : options.rest;
  const judgement = judgeWorkday({
    periods,
    restBreaksGiven,
    waived: { firstMeal: options.waived, secondMeal: options.waived },
  });
  return {
    userId: 'u1',
    workerName: 'Ana López',
    date,
    stretches,
    breaks,
    workedMinutes,
    restBreaksGiven,
    judgement,
    regularRateCents: 3000n,
    mealPremiumCents: BigInt(judgement.mealPremiumHours) * 3000n,
    restPremiumCents: BigInt(judgement.restPremiumHours) * 3000n,
    outsideRadiusPunches: 0,
    clockSkewPunches: 0,
    problems: [],
  };
}

const source = (workdays: Workday[], typed: TypedEntry[] = []): TimeCardSource => ({
  company: { name: 'Acme Construction', timeZone: TZ },
  range: { startDate: '2025-04-07', endDate: '2025-04-13' },
  rule: 'california',
  generatedAt: new Date('2025-04-14T16:00:00Z'),
  workdays,
  typed,
});

/** A day's card as the table an auditor reads: one line per row, then the day's figures. */
function table(day: Workday) {
  const [card] = buildTimeCards(source([day])).workers[0]!.days;
  return {
    rows: card!.rows.map((r) =>
      r.kind === 'work'
        ? `work ${clockTime(r.in, TZ)} - ${clockTime(r.out, TZ)} ${r.minutes} min ${r.hours} h`
        : r.kind === 'meal'
          ? `meal ${clockTime(r.start, TZ)} - ${clockTime(r.end, TZ)} ${r.minutes} min`
          : `typed ${r.hours} h`,
    ),
    worked: hmDecimal(card!.workedHm),
    meals: card!.mealFindings,
    rest: card!.restAttested,
    premiums: [card!.mealPremiumHours, card!.restPremiumHours],
  };
}

describe('a time card', () => {
  it('shows a day with a meal: two work periods around it', () => {
    expect(
      table(
        workday('2025-04-07', [
          ['07:00:00', '11:30:00'],
          ['12:00:00', '15:30:00'],
        ]),
      ),
    ).toEqual({
      rows: [
        'work 7:00 AM - 11:30 AM 270 min 4.50 h',
        'meal 11:30 AM - 12:00 PM 30 min',
        'work 12:00 PM - 3:30 PM 210 min 3.50 h',
      ],
      worked: '8.00',
      meals: ['Meal 1 on time'],
      rest: 'Yes',
      premiums: [0, 0],
    });
  });

  it('shows a day without a meal: one period, the meal missed and its premium', () => {
    expect(table(workday('2025-04-08', [['07:00:00', '15:30:00']], { rest: null }))).toEqual({
      rows: ['work 7:00 AM - 3:30 PM 510 min 8.50 h'],
      worked: '8.50',
      meals: ['Meal 1 missed'],
      rest: 'Not answered',
      premiums: [1, 0],
    });
  });

  it('keeps a shift past midnight on the day it began', () => {
    const day = workday('2025-04-09', [
      ['18:00:00', '22:00:00'],
      ['22:30:00', '02:15:30', '2025-04-10'],
    ]);
    expect(table(day)).toEqual({
      rows: [
        'work 6:00 PM - 10:00 PM 240 min 4.00 h',
        'meal 10:00 PM - 10:30 PM 30 min',
        // 3 h 45 min 30 s: shown to the minute, rounded up.
        'work 10:30 PM - 2:15 AM 226 min 3.76 h',
      ],
      worked: '7.77',
      meals: ['Meal 1 on time'],
      rest: 'Yes',
      premiums: [0, 0],
    });
    const csv = timeCardsCsv(buildTimeCards(source([day])));
    expect(csv).toContain(
      'Ana López,u1,2025-04-09,Wed,Work period,2025-04-09,10:30 PM,2025-04-10,2:15 AM,',
    );
    expect(csv).toContain(',Day total,,,,,,,,,,,7:46,7.77,Yes,Meal 1 on time,0,0,30.00,0.00,0.00,');
  });

  it('shows a waived meal as waived, with no premium', () => {
    expect(table(workday('2025-04-10', [['07:00:00', '12:45:00']], { waived: true }))).toEqual({
      rows: ['work 7:00 AM - 12:45 PM 345 min 5.75 h'],
      worked: '5.75',
      meals: ['Meal 1 waived'],
      rest: 'Yes',
      premiums: [0, 0],
    });
  });

  it('lists typed hours as entered, with no punches, and adds them to the week', () => {
    const cards = buildTimeCards(
      source(
        [workday('2025-04-07', [['07:00:00', '11:00:00']])],
        [
          {
            userId: 'u1',
            workerName: 'Ana López',
            date: '2025-04-11',
            hours: '7.25',
            job: '=HYPERLINK("x")',
            workType: null,
            wcCode: null,
          },
        ],
      ),
    );
    const [worker] = cards.workers;
    expect(worker!.days.map((d) => [d.date, d.punched, hmDecimal(d.workedHm)])).toEqual([
      ['2025-04-07', true, '4.00'],
      ['2025-04-11', false, '7.25'],
    ]);
    expect(worker!.weeks).toEqual([
      expect.objectContaining({ week: '2025-04-07', days: 2, workedHm: (240 + 435) * 100 }),
    ]);
    const csv = timeCardsCsv(cards);
    expect(csv.startsWith('\uFEFFEmployee,')).toBe(true);
    expect(csv).toContain('\r\n');
    // Formula-safe text cells.
    expect(csv).toContain(`,Hours entered,,,,,"'=HYPERLINK(""x"")",`);
    expect(csv).toContain(',Week total,,,,,,,,,,,11:15,11.25,');
  });
});

/** The text of an uncompressed PDF's text operators, a line each. */
const drawn = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((tj) =>
      [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

describe('the PDF', () => {
  it('draws what the standard fonts can', () => {
    expect(pdfText('José Łukasz 李')).toBe('José Lukasz ?');
    expect(pdfText('a\u0000b\nc')).toBe('a b c');
  });

  it('starts a page per worker and numbers them', async () => {
    const other = { ...workday('2025-04-08', [['07:00:00', '15:30:00']]), userId: 'u2' };
    other.workerName = 'Bo Chen';
    const pdf = await timeCardsPdf(
      buildTimeCards(source([workday('2025-04-07', [['07:00:00', '11:00:00']]), other])),
      { compress: false },
    );
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(drawn(pdf)).toContain('Page 2 of 2');
    expect(drawn(pdf)).toContain('Bo Chen');
    expect(drawn(pdf)).toContain('Ana López');
  });

  it('says so when there is nothing to show', async () => {
    const pdf = await timeCardsPdf(buildTimeCards(source([])), { compress: false });
    expect(drawn(pdf)).toContain('No time was recorded in this range.');
  });
});

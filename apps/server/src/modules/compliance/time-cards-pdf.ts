import {
  dayInZone,
  formatCents,
  formatClockDuration,
  type MealRestRule,
} from '@sitehours/contract';
import {
  clockTime,
  generatedText,
  hmClock,
  hmDecimal,
  usDate,
  weekday,
  type CardRow,
  type DayCard,
  type TimeCards,
  type WorkerCards,
} from './time-cards';
import { landscapeDocument, PAGE } from '../../platform/pdf-document';

/**
 * The time cards as a PDF (pdfkit): US Letter, landscape, text only, in Helvetica, one of the
 * fonts every PDF reader has, so it is built offline with no font files. A section per worker,
 * starting on a new page; a table per day, kept whole on one page; each worker's week totals;
 * on every page the company, the range, the generation time and "Page n of N".
 */

const TOP = 84;
const BOTTOM = PAGE.height - 44;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW = 14;
const LINE = 12;
const GREY = '#e6e6e6';

type Align = 'left' | 'right';
interface Column {
  title: string;
  width: number;
  align?: Align;
}

const DAY_COLUMNS: Column[] = [
  { title: 'Period', width: 60 },
  { title: 'In', width: 85 },
  { title: 'Out', width: 110 },
  { title: 'Job', width: 185 },
  { title: 'Work type', width: 140 },
  { title: 'WC code', width: 50 },
  { title: 'h:mm', width: 45, align: 'right' },
  { title: 'Hours', width: 45, align: 'right' },
];

const WEEK_COLUMNS: Column[] = [
  { title: 'Work week', width: 190 },
  { title: 'Days', width: 50, align: 'right' },
  { title: 'Hours worked (h:mm)', width: 120, align: 'right' },
  { title: 'Hours worked', width: 90, align: 'right' },
  { title: 'Meal premium hours', width: 100, align: 'right' },
  { title: 'Rest premium hours', width: 100, align: 'right' },
  { title: 'Premium pay', width: 70, align: 'right' },
];

export async function timeCardsPdf(
  cards: TimeCards,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const tz = cards.company.timeZone;
  const { doc, bytes, write } = landscapeDocument(
    {
      title: `Time cards ${cards.range.startDate} to ${cards.range.endDate}`,
      author: cards.company.name,
      createdAt: cards.generatedAt,
    },
    options,
  );

  let y = TOP;
  const row = (columns: Column[], cells: string[], style: { bold?: boolean; fill?: string }) => {
    if (style.fill)
      doc
        .rect(PAGE.margin, y - 3, WIDTH, ROW)
        .fill(style.fill)
        .fillColor('black');
    let x = PAGE.margin;
    columns.forEach((c, i) => {
      write(cells[i] ?? '', x + 3, y, c.width - 6, { bold: style.bold, align: c.align });
      x += c.width;
    });
    y += ROW;
  };
  const newPage = () => {
    doc.addPage();
    y = TOP;
  };
  const workerHeading = (w: WorkerCards, continued: boolean) => {
    write(`${w.workerName}${continued ? ' (continued)' : ''}`, PAGE.margin, y, WIDTH, {
      bold: true,
      size: 13,
    });
    y += 22;
  };

  if (cards.workers.length === 0) {
    write('No time was recorded in this range.', PAGE.margin, y, WIDTH, { size: 11 });
  }
  cards.workers.forEach((w, i) => {
    if (i > 0) newPage();
    workerHeading(w, false);
    for (const d of w.days) {
      const lines = dayLines(d, cards.rule);
      const height = 16 + ROW * (d.rows.length + 1) + LINE * lines.length + 12;
      if (y + height > BOTTOM && y > TOP + 30) {
        newPage();
        workerHeading(w, true);
      }
      write(
        `${weekday(d.date)} ${usDate(d.date)}${d.punched ? '' : ' - no punches'}`,
        PAGE.margin,
        y,
        WIDTH,
        {
          bold: true,
          size: 10,
        },
      );
      y += 16;
      row(
        DAY_COLUMNS,
        DAY_COLUMNS.map((c) => c.title),
        { bold: true, fill: GREY },
      );
      for (const r of d.rows) row(DAY_COLUMNS, rowCells(r, d.date, tz), {});
      for (const l of lines) {
        write(l, PAGE.margin + 3, y + 2, WIDTH - 6);
        y += LINE;
      }
      y += 12;
    }
    const height = 18 + ROW * (w.weeks.length + 1);
    if (y + height > BOTTOM) {
      newPage();
      workerHeading(w, true);
    }
    write('Week totals', PAGE.margin, y, WIDTH, { bold: true, size: 10 });
    y += 16;
    row(
      WEEK_COLUMNS,
      WEEK_COLUMNS.map((c) => c.title),
      { bold: true, fill: GREY },
    );
    for (const week of w.weeks)
      row(
        WEEK_COLUMNS,
        [
          `${usDate(week.firstDay)} - ${usDate(week.lastDay)}`,
          String(week.days),
          hmClock(week.workedHm),
          hmDecimal(week.workedHm),
          String(week.mealPremiumHours),
          String(week.restPremiumHours),
          `$${formatCents(week.mealPremiumCents + week.restPremiumCents)}`,
        ],
        {},
      );
  });

  // Every page's header and footer, now that the number of pages is known.
  const range = `${usDate(cards.range.startDate)} - ${usDate(cards.range.endDate)}`;
  const pages = doc.bufferedPageRange();
  for (let p = 0; p < pages.count; p++) {
    doc.switchToPage(pages.start + p);
    // Drawn in the bottom margin: with no margin left, pdfkit adds no page for it.
    doc.page.margins.bottom = 0;
    write(cards.company.name, PAGE.margin, PAGE.margin, WIDTH / 2, { bold: true, size: 12 });
    write(
      `Generated ${generatedText(cards.generatedAt, tz)}`,
      PAGE.margin + WIDTH / 2,
      PAGE.margin + 2,
      WIDTH / 2,
      {
        align: 'right',
      },
    );
    write(
      `Time cards, ${range}. Times in ${tz}.${cards.rule === 'california' ? ' Meal and rest periods judged under California law.' : ''}`,
      PAGE.margin,
      PAGE.margin + 18,
      WIDTH,
    );
    doc
      .moveTo(PAGE.margin, PAGE.margin + 34)
      .lineTo(PAGE.margin + WIDTH, PAGE.margin + 34)
      .lineWidth(0.5)
      .stroke();
    write(`Page ${p + 1} of ${pages.count}`, PAGE.margin, PAGE.height - 30, WIDTH, {
      align: 'right',
      size: 8,
    });
  }
  doc.end();
  return bytes;
}

/** The cells of a table row: a work period, a meal period or hours entered without times. */
function rowCells(r: CardRow, date: string, tz: string): string[] {
  const at = (instant: Date) => {
    const day = dayInZone(instant, tz);
    return day === date
      ? clockTime(instant, tz)
      : `${clockTime(instant, tz)} (${usDate(day).slice(0, 5)})`;
  };
  if (r.kind === 'work')
    return [
      `Work ${r.number}`,
      at(r.in),
      at(r.out),
      r.job ?? '',
      r.workType ?? '',
      r.wcCode ?? '',
      formatClockDuration(r.minutes),
      r.hours,
    ];
  if (r.kind === 'meal')
    return [
      'Meal',
      at(r.start),
      at(r.end),
      `Off duty, ${r.minutes} min`,
      '',
      '',
      formatClockDuration(r.minutes),
      '',
    ];
  return ['Entered', '-', '-', r.job ?? '', r.workType ?? '', r.wcCode ?? '', '', r.hours];
}

/** The lines under a day's table: hours worked, rest, meals, and premiums where owed. */
function dayLines(d: DayCard, rule: MealRestRule): string[] {
  const worked = `Hours worked: ${hmClock(d.workedHm)} (${hmDecimal(d.workedHm)})`;
  if (!d.punched) return [`${worked}. Hours entered without start and end times.`];
  const rest = `Rest breaks attested: ${d.restAttested}`;
  if (rule === 'none') return [`${worked}.   ${rest}.`];
  const meals = d.mealFindings.length
    ? `Meal periods: ${d.mealFindings.join('; ')}`
    : 'Meal periods: none due';
  const premiums =
    `Meal premium: ${d.mealPremiumHours} h, $${formatCents(d.mealPremiumCents)}.   ` +
    `Rest premium: ${d.restPremiumHours} h, $${formatCents(d.restPremiumCents)}.   ` +
    `Regular rate: $${formatCents(d.regularRateCents)}/h`;
  return [`${worked}.   ${rest}.   ${meals}.`, premiums];
}

import { formulaSafe, type WcAuditResponse } from '@sitehours/contract';
import { csvFile } from '../../platform/csv-file';
import type { TimeCards } from '../compliance/time-cards';
import { clockTime, generatedText, usDate, weekday } from '../compliance/time-cards';
import { landscapeDocument, PAGE } from '../../platform/pdf-document';

/**
 * The WC audit packet as files an insurer's auditor reads: a CSV (sections one under another,
 * every text cell formula-safe) and a PDF (summary, payroll per worker and class code, threshold
 * checks, then the supporting time cards of the period).
 */

export const wcAuditFileName = (format: 'csv' | 'pdf', range: WcAuditResponse['dateRange']) =>
  `wc-audit-${range.startDate}-to-${range.endDate}.${format}`;

const counted = (a: WcAuditResponse) =>
  a.stateRule.overtimePremium === 'included' ? 'included' : 'excluded';
const basisText = (a: WcAuditResponse) =>
  a.stateRule.basis === 'hours'
    ? 'hours worked (premium = hours x rate per hour)'
    : 'payroll (premium = reportable payroll x comp rate %)';

function summaryLines(a: WcAuditResponse): [string, string][] {
  return [
    ['Company', a.company],
    ['Policy period', `${a.dateRange.startDate} to ${a.dateRange.endDate}`],
    [
      'State',
      `${a.stateRule.state || '(none)'}${a.stateRule.source === 'address' ? ' (company address)' : ''}`,
    ],
    ['Premium basis', basisText(a)],
    ['Overtime premium', `${counted(a)}: ${a.stateRule.authority}`],
  ];
}

const LINE_HEADER = [
  'Worker',
  'WC code',
  'Comp rate',
  'Hours',
  'Straight-time wages',
  'Overtime premium',
  'Reportable payroll',
  'Estimated premium',
];
const CODE_HEADER = [
  'WC code',
  'Comp rate',
  'Workers',
  'Hours',
  'Straight-time wages',
  'Overtime premium',
  'Reportable payroll',
  'Estimated premium',
];
const CHECK_HEADER = [
  'Work type',
  'Date',
  'Worker',
  'Hourly rate',
  'Hours',
  'WC code',
  'Code under the bands in force',
];

export function wcAuditCsv(a: WcAuditResponse): string {
  const safe = (row: readonly string[]) => row.map((c) => formulaSafe(c));
  const rows: string[][] = [
    ['WC audit packet'],
    ...summaryLines(a).map((l) => safe(l)),
    [],
    ['Payroll per worker and class code'],
    LINE_HEADER,
    ...a.lines.map((l) =>
      safe([
        l.workerName,
        l.wcCode,
        l.compRate,
        l.hours,
        l.straightWages,
        l.overtimePremium,
        l.reportablePayroll,
        l.premium,
      ]),
    ),
    [],
    ['Totals per class code'],
    CODE_HEADER,
    ...a.classCodes.map((c) =>
      safe([
        c.wcCode,
        c.compRate,
        String(c.workers),
        c.hours,
        c.straightWages,
        c.overtimePremium,
        c.reportablePayroll,
        c.premium,
      ]),
    ),
    safe([
      'Total',
      '',
      '',
      a.totals.hours,
      a.totals.straightWages,
      a.totals.overtimePremium,
      a.totals.reportablePayroll,
      a.totals.premium,
    ]),
    [],
    [`Threshold checks (bands in force on ${a.dateRange.startDate})`],
    CHECK_HEADER,
    ...a.thresholdChecks.flatMap((t) =>
      t.mismatches.map((m) =>
        safe([
          t.workTypeName,
          m.date,
          m.workerName,
          m.hourlyRate,
          m.hours,
          m.wcCode ?? '',
          m.expectedWcCode ?? '(no code)',
        ]),
      ),
    ),
  ];
  return csvFile(rows);
}

// ---------------------------------------------------------------------------------------------
// PDF

const TOP = 84;
const BOTTOM = PAGE.height - 44;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW = 14;
const GREY = '#e6e6e6';

interface Column {
  title: string;
  width: number;
  right?: boolean;
}
const money = (title: string, width = 85): Column => ({ title, width, right: true });

export async function wcAuditPdf(
  a: WcAuditResponse,
  cards: TimeCards,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { doc, bytes, write } = landscapeDocument(
    {
      title: `WC audit packet ${a.dateRange.startDate} to ${a.dateRange.endDate}`,
      author: a.company,
      createdAt: cards.generatedAt,
    },
    options,
  );

  let y = TOP;
  const newPage = () => {
    doc.addPage();
    y = TOP;
  };
  const heading = (text: string) => {
    if (y + 60 > BOTTOM) newPage();
    write(text, PAGE.margin, y, WIDTH, { bold: true, size: 13 });
    y += 22;
  };
  const table = (
    columns: Column[],
    rows: string[][],
    bold: (i: number) => boolean = () => false,
  ) => {
    const header = () => {
      doc
        .rect(PAGE.margin, y - 3, WIDTH, ROW)
        .fill(GREY)
        .fillColor('black');
      drawRow(
        columns.map((c) => c.title),
        true,
      );
    };
    const drawRow = (cells: string[], isBold: boolean) => {
      let x = PAGE.margin;
      columns.forEach((c, i) => {
        write(cells[i] ?? '', x + 3, y, c.width - 6, {
          bold: isBold,
          align: c.right ? 'right' : 'left',
        });
        x += c.width;
      });
      y += ROW;
    };
    header();
    rows.forEach((r, i) => {
      if (y + ROW > BOTTOM) {
        newPage();
        header();
      }
      drawRow(r, bold(i));
    });
    y += 12;
  };

  // Summary
  heading('WC audit packet');
  for (const [label, value] of summaryLines(a)) {
    write(label, PAGE.margin, y, 120, { bold: true });
    write(value, PAGE.margin + 120, y, WIDTH - 120);
    y += ROW;
  }
  y += 10;
  heading('Totals per class code');
  const codeColumns: Column[] = [
    { title: 'WC code', width: 70 },
    money('Comp rate', 70),
    money('Workers', 60),
    money('Hours', 70),
    money('Straight-time wages', 110),
    money('Overtime premium', 100),
    money('Reportable payroll', 110),
    money('Estimated premium', 130),
  ];
  table(
    codeColumns,
    [
      ...a.classCodes.map((c) => [
        c.wcCode,
        c.compRate,
        String(c.workers),
        c.hours,
        c.straightWages,
        c.overtimePremium,
        c.reportablePayroll,
        c.premium,
      ]),
      [
        'Total',
        '',
        '',
        a.totals.hours,
        a.totals.straightWages,
        a.totals.overtimePremium,
        a.totals.reportablePayroll,
        a.totals.premium,
      ],
    ],
    (i) => i === a.classCodes.length,
  );

  // Per worker
  newPage();
  heading('Payroll per worker and class code');
  table(
    [
      { title: 'Worker', width: 170 },
      { title: 'WC code', width: 55 },
      money('Comp rate', 60),
      money('Hours', 60),
      money('Straight-time wages', 100),
      money('Overtime premium', 90),
      money('Reportable payroll', 90),
      money('Estimated premium', 95),
    ],
    a.lines.map((l) => [
      l.workerName,
      l.wcCode,
      l.compRate,
      l.hours,
      l.straightWages,
      l.overtimePremium,
      l.reportablePayroll,
      l.premium,
    ]),
  );

  // Threshold checks
  heading(`Threshold checks: bands in force on ${usDate(a.dateRange.startDate)}`);
  if (a.thresholdChecks.length === 0) {
    write('No work type splits its WC codes by hourly rate.', PAGE.margin, y, WIDTH);
    y += ROW + 8;
  }
  for (const t of a.thresholdChecks) {
    const bands = t.bands
      .map((b) => `${b.wcCode}: ${b.minHourlyRate} to ${b.maxHourlyRate}`)
      .join('; ');
    write(
      `${t.workTypeName} (${bands}): ${t.entriesChecked} entries checked, ${t.mismatches.length} with another code`,
      PAGE.margin,
      y,
      WIDTH,
      { bold: true },
    );
    y += ROW + 2;
    if (t.mismatches.length)
      table(
        [
          { title: 'Date', width: 80 },
          { title: 'Worker', width: 220 },
          money('Hourly rate', 90),
          money('Hours', 70),
          { title: 'WC code', width: 100 },
          { title: 'Code under the bands in force', width: 160 },
        ],
        t.mismatches.map((m) => [
          usDate(m.date),
          m.workerName,
          m.hourlyRate,
          m.hours,
          m.wcCode ?? '',
          m.expectedWcCode ?? '(no code)',
        ]),
      );
  }

  // Supporting time cards: every day of every worker, as the time cards show them.
  newPage();
  heading('Supporting time cards');
  if (cards.workers.length === 0)
    write('No time was recorded in this period.', PAGE.margin, y, WIDTH);
  const tz = cards.company.timeZone;
  const clock = (d: Date) => clockTime(d, tz);
  for (const w of cards.workers) {
    heading(w.workerName);
    table(
      [
        { title: 'Day', width: 110 },
        { title: 'Period', width: 60 },
        { title: 'In', width: 70 },
        { title: 'Out', width: 70 },
        { title: 'Job', width: 190 },
        { title: 'Work type', width: 120 },
        { title: 'WC code', width: 50 },
        money('Hours', 50),
      ],
      w.days.flatMap((d) =>
        d.rows.map((r, i) => {
          const day = i === 0 ? `${weekday(d.date)} ${usDate(d.date)}` : '';
          if (r.kind === 'work')
            return [
              day,
              `Work ${r.number}`,
              clock(r.in),
              clock(r.out),
              r.job ?? '',
              r.workType ?? '',
              r.wcCode ?? '',
              r.hours,
            ];
          if (r.kind === 'meal')
            return [
              day,
              'Meal',
              clock(r.start),
              clock(r.end),
              `Off duty, ${r.minutes} min`,
              '',
              '',
              '',
            ];
          return [day, 'Entered', '-', '-', r.job ?? '', r.workType ?? '', r.wcCode ?? '', r.hours];
        }),
      ),
    );
  }

  const pages = doc.bufferedPageRange();
  for (let p = 0; p < pages.count; p++) {
    doc.switchToPage(pages.start + p);
    doc.page.margins.bottom = 0;
    write(a.company, PAGE.margin, PAGE.margin, WIDTH / 2, { bold: true, size: 12 });
    write(
      `Generated ${generatedText(cards.generatedAt, tz)}`,
      PAGE.margin + WIDTH / 2,
      PAGE.margin + 2,
      WIDTH / 2,
      { align: 'right' },
    );
    write(
      `WC audit packet, ${usDate(a.dateRange.startDate)} - ${usDate(a.dateRange.endDate)}. State ${a.stateRule.state || '(none)'}, overtime premium ${counted(a)}.`,
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

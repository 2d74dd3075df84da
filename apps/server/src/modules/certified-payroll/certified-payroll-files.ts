import {
  decimalUnits,
  formatCents,
  formatRateUnits,
  formulaSafe,
  isMessageCode,
  messageText,
  type CertifiedPayroll,
  type CertifiedPayrollFormat,
  type CertifiedPayrollRow,
} from '@sitehours/contract';
import { csvFile } from '../../platform/csv-file';
import { landscapeDocument, PAGE, pdfText } from '../../platform/pdf-document';
import { usDate, weekday } from '../compliance/time-cards';

/**
 * The files of a week's certified payroll (decision 0028), all built from the one
 * `CertifiedPayroll` document and nothing else, so that a file can never show more than the
 * document holds (the identifying number comes masked, "xxx-xx-6789"):
 * - a PDF in the layout of form WH-347 (the DOL's Rev. Dec. 2008 numbering: payroll on page 1,
 *   the statement of compliance of 29 CFR 5.5(a)(3)(ii) after it), SiteHours' own rendering;
 * - a CSV, one line per worker and classification, every figure of the PDF;
 * - a CSV in the column layout of LCPtracker's payroll upload template.
 * docs/certified-payroll.md describes each one and the sources of the layouts.
 */

const NO_WORK = 'No work performed during this week';

const WAGE_LAW: Record<CertifiedPayroll['project']['wageLaw'], string> = {
  federal: 'Davis-Bacon and Related Acts (federal)',
  state: 'State prevailing wage',
};
const FRINGE_PAID: Record<CertifiedPayroll['fringePaidAs'], string> = {
  plan: 'To approved plans, funds or programs',
  cash: 'In cash',
};
const OVERTIME_METHOD: Record<CertifiedPayroll['overtimeRate'], string> = {
  weightedAverage: 'half the week’s weighted regular rate (29 CFR 778.115)',
  classificationWorked:
    'half the rate of the classification worked, as agreed before the work (29 CFR 778.419)',
};

/** Safe in a file name on every system and in a content-disposition header. */
const fileNamePart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60)
    .replace(/[-.]+$/, '');

export function certifiedPayrollFileName(doc: CertifiedPayroll, format: CertifiedPayrollFormat) {
  const project =
    fileNamePart(doc.project.projectNumber ?? '') ||
    fileNamePart(doc.project.contractNumber ?? '') ||
    fileNamePart(doc.project.name) ||
    'job';
  const base = `certified-payroll-${project}-${doc.payrollNumber}-${doc.weekEnding}`;
  if (format === 'pdf') return `${base}.pdf`;
  return format === 'csv' ? `${base}.csv` : `${base}-lcptracker.csv`;
}

/** The file of a format, as the download route sends it. */
export async function certifiedPayrollFile(doc: CertifiedPayroll, format: CertifiedPayrollFormat) {
  const fileName = certifiedPayrollFileName(doc, format);
  if (format === 'pdf')
    return { fileName, contentType: 'application/pdf', body: await certifiedPayrollPdf(doc) };
  const body = format === 'csv' ? certifiedPayrollCsv(doc) : certifiedPayrollLcpTracker(doc);
  return { fileName, contentType: 'text/csv; charset=utf-8', body };
}

// ---------------------------------------------------------------------------------------------
// Figures shared by the files

const isZero = (decimal: string) => decimalUnits(decimal) === 0n;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * A row's fringe in dollars, cash in lieu or paid to plans: its hours × the rate per hour, to
 * the cent, half up (hours and rates in ten-thousandths, their product in hundred-millionths).
 */
function rowFringeCents(row: CertifiedPayrollRow, ratePerHour: string): bigint {
  const hours = decimalUnits(row.straightTimeHours) + decimalUnits(row.overtimeHours);
  const product = hours * decimalUnits(ratePerHour);
  return product / 1_000_000n + ((product % 1_000_000n) * 2n >= 1_000_000n ? 1n : 0n);
}

/**
 * The warnings explained when the payroll was signed (WH-347 4(c), "exceptions"): the warning's
 * English text and the explanation, with the user id of the worker it is about.
 */
function exceptionsOf(doc: CertifiedPayroll) {
  const explanations = doc.signature?.explanations ?? {};
  const listed = new Set<string>();
  const exceptions = doc.warnings.flatMap((w) => {
    const explanation = explanations[w.key];
    if (explanation === undefined) return [];
    listed.add(w.key);
    const exception = isMessageCode(w.code) ? messageText(w.code, w.params) : w.code;
    return [{ userId: w.userId, exception, explanation }];
  });
  // An explanation whose warning is no longer listed still belongs to what was signed.
  for (const [key, explanation] of Object.entries(explanations))
    if (!listed.has(key)) exceptions.push({ userId: null, exception: key, explanation });
  return exceptions;
}

const signedAtText = (iso: string) => {
  const utc = new Date(iso).toISOString();
  return `${utc.slice(0, 10)} ${utc.slice(11, 19)} UTC`;
};

// ---------------------------------------------------------------------------------------------
// CSV: a flat table that imports anywhere

const DAY_COLUMNS = [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [
  `Day ${d} date`,
  `Day ${d} S hours`,
  `Day ${d} O hours`,
]);

export const CERTIFIED_PAYROLL_CSV_HEADER = [
  'Contractor',
  'Contractor address',
  'Project',
  'Project location',
  'Project number',
  'Contract number',
  'Awarding agency',
  'Wage law',
  'Payroll number',
  'Final',
  'Week start',
  'Week ending',
  'No work performed',
  'Fringe benefits paid',
  'Overtime rate',
  'Status',
  'Signed by',
  'Signatory title',
  'Signed at (UTC)',
  'SHA-256',
  'Worker',
  'Identifying number',
  'Withholding exemptions',
  'Classification',
  'Equipment',
  ...DAY_COLUMNS,
  'S hours',
  'O hours',
  'Basic rate',
  'Cash fringe per hour',
  'Plan fringe per hour',
  'S rate',
  'O rate',
  'Gross this classification',
  'Worker project hours',
  'Worker all work hours',
  'Worker project gross',
  'Worker all work gross',
  'Worker plan fringe',
  'FICA',
  'Withholding tax',
  'Other deductions',
  'Other deductions note',
  'Total deductions',
  'Net wages paid',
  'Exceptions',
];

/**
 * One line per worker and classification. The payroll's own fields repeat on every line, so a
 * line stands alone once imported; the worker's week (hours and gross of all rows, deductions,
 * net pay) is on the worker's first line only, so that adding up a column gives the payroll's
 * total. A week without work is one line saying so.
 */
export function certifiedPayrollCsv(doc: CertifiedPayroll): string {
  const safe = (row: readonly string[]) => row.map((c) => formulaSafe(c));
  const exceptions = exceptionsOf(doc);
  const exceptionText = (userId: string | null) =>
    exceptions
      .filter((e) => e.userId === userId)
      .map((e) => `${e.exception} Explanation: ${e.explanation}`)
      .join('; ');
  const payrollWide = exceptionText(null);
  const payroll = [
    doc.contractor.name,
    doc.contractor.address,
    doc.project.name,
    doc.project.location,
    doc.project.projectNumber ?? '',
    doc.project.contractNumber ?? '',
    doc.project.awardingAgency,
    WAGE_LAW[doc.project.wageLaw],
    String(doc.payrollNumber),
    yesNo(doc.isFinal),
    doc.weekStart,
    doc.weekEnding,
    yesNo(doc.noWorkPerformed),
    FRINGE_PAID[doc.fringePaidAs],
    doc.overtimeRate === 'weightedAverage' ? 'Weighted average' : 'Classification worked',
    doc.status === 'signed' ? 'Signed' : 'Unsigned',
    doc.signature?.signatoryName ?? '',
    doc.signature?.signatoryTitle ?? '',
    doc.signature?.signedAt ?? '',
    doc.sha256 ?? '',
  ];
  const workerColumns = CERTIFIED_PAYROLL_CSV_HEADER.length - payroll.length - 1;

  const lines: string[][] = [];
  if (doc.noWorkPerformed || doc.workers.length === 0)
    lines.push(safe([...payroll, ...Array<string>(workerColumns).fill(''), payrollWide]));
  for (const w of doc.workers)
    w.rows.forEach((r, i) => {
      const first = i === 0;
      const d = w.deductions;
      const week = first
        ? [
            w.projectHours,
            w.allWorkHours,
            w.projectGross,
            w.allWorkGross,
            w.planFringe,
            d?.fica ?? '',
            d?.withholding ?? '',
            d?.other ?? '',
            d?.otherNote ?? '',
            d?.total ?? '',
            w.netPay ?? '',
          ]
        : Array<string>(11).fill('');
      const exceptionsHere = [first ? exceptionText(w.userId) : '', payrollWide]
        .filter(Boolean)
        .join('; ');
      lines.push(
        safe([
          ...payroll,
          w.name,
          w.identifyingNumber,
          '',
          r.classificationName,
          r.equipment ?? '',
          ...doc.dates.flatMap((date, day) => [
            date,
            r.straightTimeByDay[day] ?? '',
            r.overtimeByDay[day] ?? '',
          ]),
          r.straightTimeHours,
          r.overtimeHours,
          r.baseRate,
          r.cashFringeRate,
          r.planFringeRate,
          r.straightTimeRate,
          r.overtimeRate,
          r.grossProject,
          ...week,
          exceptionsHere,
        ]),
      );
    });
  return csvFile([CERTIFIED_PAYROLL_CSV_HEADER, ...lines]);
}

// ---------------------------------------------------------------------------------------------
// LCPtracker: the columns of its payroll upload template, as far as they are known

const LCP_DAYS = [1, 2, 3, 4, 5, 6, 7];

export const LCPTRACKER_HEADER = [
  'payroll_number',
  'project_code',
  'contract_id',
  'work_order',
  'week_end_date',
  'check_num',
  'ssn',
  'employee_ID',
  'class_code',
  'gross_employee_pay',
  'all_projects',
  'wages_paid_in_lieu_of_fringes',
  'total_paid',
  ...LCP_DAYS.map((d) => `st_hrs_date${d}`),
  ...LCP_DAYS.map((d) => `ov_hrs_date${d}`),
  ...LCP_DAYS.map((d) => `ov_hrsx2_date${d}`),
  'Total_Hours_All_Projects',
  'ep_haw',
  'ep_pension',
  'ep_vac_hol',
  'ep_train',
  'ep_all_other',
  'vol_cont_pension',
  'vol_emp_pay_med',
  'dts_fed_tax',
  'dts_fica',
  'dts_medicare',
  'dts_state_tax',
  'dts_sdi',
  'dts_dues',
  'dts_savings',
  'dts_other',
  'dts_total',
  'trav_subs',
  'pay_rate',
  'OT_rate',
  '2OT_rate',
  'prnotes',
  'Payment_date',
  'first_name',
  'last_name',
];

/**
 * One line per worker and classification, in the column order of LCPtracker's payroll upload
 * template. LCPtracker keeps the gross of this project without the cash paid in lieu of fringe
 * benefits, which has its own column, so the hourly rates here are the basic rates paid. Amounts
 * of the worker's whole week (deductions, net pay) are on the worker's first line only; the
 * all-work figures, which describe the week, are on each line. Columns SiteHours does not keep
 * are empty. docs/certified-payroll.md lists what each column holds and what is unconfirmed.
 */
export function certifiedPayrollLcpTracker(doc: CertifiedPayroll): string {
  const payroll: Record<string, string> = {
    payroll_number: String(doc.payrollNumber),
    project_code: doc.project.projectNumber ?? '',
    contract_id: doc.project.contractNumber ?? '',
    week_end_date: usDate(doc.weekEnding),
  };
  const line = (cells: Record<string, string>) =>
    LCPTRACKER_HEADER.map((column) => formulaSafe(cells[column] ?? ''));

  const lines: string[][] = [];
  if (doc.noWorkPerformed || doc.workers.length === 0)
    lines.push(line({ ...payroll, prnotes: NO_WORK }));
  for (const w of doc.workers) {
    const { firstName, lastName } = w;
    w.rows.forEach((r, i) => {
      const d = i === 0 ? w.deductions : null;
      const cash = decimalUnits(r.cashFringeRate);
      const cashCents = rowFringeCents(r, r.cashFringeRate);
      const cells: Record<string, string> = {
        ...payroll,
        ssn: w.identifyingNumber,
        employee_ID: w.userId,
        class_code: r.classificationName,
        gross_employee_pay: formatCents(decimalUnits(r.grossProject) / 100n - cashCents),
        all_projects: w.allWorkGross,
        wages_paid_in_lieu_of_fringes: formatCents(cashCents),
        total_paid: i === 0 ? (w.netPay ?? '') : '',
        Total_Hours_All_Projects: w.allWorkHours,
        ep_all_other: formatCents(rowFringeCents(r, r.planFringeRate)),
        dts_fed_tax: d?.withholding ?? '',
        dts_fica: d?.fica ?? '',
        dts_other: d?.other ?? '',
        dts_total: d?.total ?? '',
        pay_rate: formatRateUnits(decimalUnits(r.straightTimeRate) - cash),
        OT_rate: formatRateUnits(decimalUnits(r.overtimeRate) - cash),
        prnotes: [
          r.equipment ? `Equipment: ${r.equipment}` : '',
          d?.otherNote ? `Other deductions: ${d.otherNote}` : '',
        ]
          .filter(Boolean)
          .join('; '),
        first_name: firstName,
        last_name: lastName,
      };
      LCP_DAYS.forEach((day, at) => {
        cells[`st_hrs_date${day}`] = r.straightTimeByDay[at] ?? '';
        cells[`ov_hrs_date${day}`] = r.overtimeByDay[at] ?? '';
        cells[`ov_hrsx2_date${day}`] = '0.00';
      });
      lines.push(line(cells));
    });
  }
  return csvFile([LCPTRACKER_HEADER, ...lines]);
}

// ---------------------------------------------------------------------------------------------
// PDF: the WH-347 layout

const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the body of a page starts, under the line the footer pass writes at the top. */
const TOP = PAGE.margin + 22;
const BOTTOM = PAGE.height - 48;
const LINE = 10;
const GREY = '#e6e6e6';
const TABLE_SIZE = 7;
const HEADER_SIZE = 6;
const HEADER_LINE = 7.5;
const TEXT_SIZE = 8.5;

interface Column {
  /** The header's lines, top to bottom. */
  title: string[];
  width: number;
  right?: boolean;
}
const DAY_WIDTH = 23;
const COLUMNS: Column[] = [
  { title: ['(1) Name and', 'individual', 'identifying no.'], width: 88 },
  { title: ['(2) No.', 'of with-', 'holding', 'exempt.'], width: 30 },
  { title: ['(3) Work classification'], width: 133 },
  { title: ['O', 'or', 'S'], width: 10 },
  ...Array.from({ length: 7 }, () => ({ title: [], width: DAY_WIDTH, right: true })),
  { title: ['(5)', 'Total', 'hours'], width: 28, right: true },
  { title: ['(6) Rate', 'of pay'], width: 36, right: true },
  { title: ['(7) Gross', 'earned:', 'project /', 'all work'], width: 62, right: true },
  { title: ['FICA'], width: 32, right: true },
  { title: ['With-', 'holding', 'tax'], width: 34, right: true },
  { title: ['Other'], width: 32, right: true },
  { title: ['Total', 'deduc-', 'tions'], width: 34, right: true },
  { title: ['(9) Net', 'wages paid', 'for week'], width: 40, right: true },
];
const FIRST_DAY = 4;
const FIRST_DEDUCTION = FIRST_DAY + 7 + 3;
const leftOf = (column: number) =>
  PAGE.margin + COLUMNS.slice(0, column).reduce((sum, c) => sum + c.width, 0);

const hoursCell = (hours: string) => (isZero(hours) ? '' : hours);

/** 1 → "1st", 22 → "22nd", for the statement's "the 2nd day of November". */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
const dayOfMonthText = (iso: string) => {
  const month = new Date(`${iso}T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `the ${ordinal(Number(iso.slice(8, 10)))} day of ${month}, ${iso.slice(0, 4)}`;
};

/** Under the payroll and in the remarks: what column 6 holds, the fringes, the overtime rule. */
function fringeAndOvertimeNotes(doc: CertifiedPayroll): string[] {
  if (doc.noWorkPerformed || doc.workers.length === 0) return [];
  const perClassification = (pick: (r: CertifiedPayrollRow) => string) => {
    // A classification whose rates change within the week is listed with each of its rates.
    const seen = new Set<string>();
    for (const w of doc.workers)
      for (const r of w.rows) if (!isZero(pick(r))) seen.add(`${r.classificationName} ${pick(r)}`);
    return [...seen].join('; ');
  };
  const cash = perClassification((r) => r.cashFringeRate);
  const plan = perClassification((r) => r.planFringeRate);
  return [
    ...(cash
      ? [`Cash paid in lieu of fringe benefits, included in column 6, per hour: ${cash}.`]
      : []),
    ...(plan
      ? [
          `Fringe benefits paid to plans, funds or programs, per hour: ${plan}; ${doc.totals.planFringe} this week.`,
        ]
      : []),
    `Overtime premium: ${OVERTIME_METHOD[doc.overtimeRate]}.`,
  ];
}

/**
 * The WH-347 layout: the payroll on as many pages as the workers need, each under the form's
 * heading, a worker's rows kept on one page; then the statement of compliance with the
 * electronic signature. A week without work prints the heading and says so.
 */
export async function certifiedPayrollPdf(
  doc: CertifiedPayroll,
  options: { compress?: boolean; generatedAt?: Date } = {},
): Promise<Buffer> {
  const sig = doc.signature;
  const {
    doc: pdf,
    bytes,
    write,
  } = landscapeDocument(
    {
      title: `Certified payroll no. ${doc.payrollNumber}, week ending ${doc.weekEnding}, ${doc.project.name}`,
      author: doc.contractor.name,
      createdAt: sig ? new Date(sig.signedAt) : (options.generatedAt ?? new Date()),
    },
    options,
  );
  let y = TOP;
  let pageUsed = false;
  const newPage = () => {
    if (pageUsed) pdf.addPage();
    pageUsed = true;
    y = TOP;
  };

  // Page 1 of the form: the heading, repeated on every page of the payroll.
  const heading = () => {
    newPage();
    write('PAYROLL', PAGE.margin, y, WIDTH / 2, { bold: true, size: 13 });
    write(
      'Certified payroll in the layout of form WH-347 (U.S. Department of Labor)',
      PAGE.margin + WIDTH / 2,
      y + 3,
      WIDTH / 2,
      { align: 'right' },
    );
    y += 20;
    const half = WIDTH / 2;
    const field = (label: string, value: string, x: number) => {
      write(label, x, y, 132, { bold: true });
      write(value, x + 132, y, half - 138);
    };
    const fields: [string, string][] = [
      ['Contractor or subcontractor', doc.contractor.name],
      ['Address', doc.contractor.address],
      ['Payroll no.', String(doc.payrollNumber)],
      ['For week ending', usDate(doc.weekEnding)],
      ['Project and location', [doc.project.name, doc.project.location].filter(Boolean).join(', ')],
      [
        'Project or contract no.',
        [doc.project.projectNumber, doc.project.contractNumber].filter(Boolean).join(' / '),
      ],
      ['Awarding agency', doc.project.awardingAgency],
      ['Wage law', WAGE_LAW[doc.project.wageLaw]],
    ];
    for (let i = 0; i < fields.length; i += 2) {
      field(...fields[i]!, PAGE.margin);
      field(...fields[i + 1]!, PAGE.margin + half);
      y += 12;
    }
    y += 2;
    if (doc.isFinal) {
      write('FINAL', PAGE.margin, y, 80, { bold: true, size: 12 });
      y += 16;
    }
  };

  const cells = (values: readonly string[], bold = false, size = TABLE_SIZE) => {
    COLUMNS.forEach((c, i) =>
      write(values[i] ?? '', leftOf(i) + 2, y, c.width - 4, {
        bold,
        size,
        align: c.right ? 'right' : 'left',
      }),
    );
  };
  const line = (values: readonly string[], bold = false) => {
    cells(values, bold);
    y += LINE;
  };
  const tableHeader = () => {
    const height = LINE + 4 * HEADER_LINE + 2;
    pdf
      .rect(PAGE.margin, y - 3, WIDTH, height)
      .fill(GREY)
      .fillColor('black');
    const group = { bold: true, size: TABLE_SIZE };
    write('(4) Day and date', leftOf(FIRST_DAY) + 2, y, 7 * DAY_WIDTH - 4, group);
    write('(8) Deductions', leftOf(FIRST_DEDUCTION) + 2, y, 128, group);
    y += LINE;
    const titles = COLUMNS.map((c, i) => {
      const date = doc.dates[i - FIRST_DAY];
      return date ? [weekday(date), `${date.slice(5, 7)}/${date.slice(8, 10)}`] : c.title;
    });
    for (let at = 0; at < 4; at++) {
      cells(
        titles.map((t) => t[at] ?? ''),
        true,
        HEADER_SIZE,
      );
      y += HEADER_LINE;
    }
    y += 4;
  };
  const separator = () => {
    pdf
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + WIDTH, y)
      .lineWidth(0.25)
      .stroke();
    y += 3;
  };

  heading();
  if (doc.noWorkPerformed || doc.workers.length === 0) {
    y += 10;
    write(`${NO_WORK}.`, PAGE.margin, y, WIDTH, { bold: true, size: 11 });
    y += 20;
  } else {
    tableHeader();
    let workersOnPage = 0;
    for (const w of doc.workers) {
      // Column 7 shows "project/all work" when the worker also did other work that week; a
      // worker with several rows gets a week line that carries it, with columns 8 and 9.
      const otherWork = w.allWorkGross !== w.projectGross;
      const weekLine = w.rows.length > 1 || otherWork;
      const height = (2 * w.rows.length + (weekLine ? 1 : 0)) * LINE + 3;
      if (workersOnPage > 0 && y + height > BOTTOM) {
        heading();
        tableHeader();
        workersOnPage = 0;
      }
      workersOnPage++;
      const d = w.deductions;
      const week = [d?.fica ?? '', d?.withholding ?? '', d?.other ?? '', d?.total ?? ''];
      w.rows.forEach((r, i) => {
        const first = i === 0;
        line([
          first ? w.name : '',
          '',
          r.classificationName,
          'O',
          ...r.overtimeByDay.map(hoursCell),
          hoursCell(r.overtimeHours),
          isZero(r.overtimeHours) ? '' : r.overtimeRate,
          r.grossProject,
          ...(first && !weekLine ? [...week, w.netPay ?? ''] : []),
        ]);
        line([
          first ? w.identifyingNumber : '',
          '',
          r.equipment ? `Equipment: ${r.equipment}` : '',
          'S',
          ...r.straightTimeByDay.map(hoursCell),
          r.straightTimeHours,
          r.straightTimeRate,
        ]);
      });
      if (weekLine)
        line(
          [
            '',
            '',
            'Week total',
            '',
            ...Array<string>(7).fill(''),
            w.projectHours,
            '',
            otherWork ? `${w.projectGross}/${w.allWorkGross}` : w.projectGross,
            ...week,
            w.netPay ?? '',
          ],
          true,
        );
      separator();
    }
    if (y + LINE > BOTTOM) heading();
    line(
      [
        'Totals, this project',
        '',
        '',
        '',
        ...Array<string>(7).fill(''),
        doc.totals.projectHours,
        '',
        doc.totals.projectGross,
      ],
      true,
    );
    y += 6;
    const notes = [
      'Column 4: S straight-time hours, O overtime hours (over 40 in the workweek). Column 6: the hourly rate paid for S and for O.',
      ...fringeAndOvertimeNotes(doc),
    ];
    for (const note of notes) {
      if (y + LINE > BOTTOM) heading();
      write(note, PAGE.margin, y, WIDTH, { size: 8 });
      y += LINE;
    }
  }

  // Page 2 of the form: the statement of compliance, in the words WH-347 prints.
  const paragraph = (
    text: string,
    style: { bold?: boolean; indent?: number; size?: number } = {},
  ) => {
    const indent = style.indent ?? 0;
    const font = () =>
      pdf.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size ?? TEXT_SIZE);
    font();
    const shown = pdfText(text);
    const height = pdf.heightOfString(shown, { width: WIDTH - indent });
    if (y + height > BOTTOM) {
      newPage();
      font();
    }
    pdf.text(shown, PAGE.margin + indent, y, { width: WIDTH - indent });
    y += height + 5;
  };
  const checkbox = (checked: boolean, text: string) => {
    pdf
      .rect(PAGE.margin + 12, y, 8, 8)
      .lineWidth(0.75)
      .stroke();
    if (checked) write('X', PAGE.margin + 13.7, y - 0.2, 8, { bold: true, size: 8 });
    paragraph(text, { bold: true, indent: 28 });
  };

  newPage();
  write('STATEMENT OF COMPLIANCE', PAGE.margin, y, WIDTH / 2, { bold: true, size: 12 });
  write(
    `Date: ${sig ? usDate(new Date(sig.signedAt).toISOString().slice(0, 10)) : '(not signed)'}`,
    PAGE.margin + WIDTH / 2,
    y + 2,
    WIDTH / 2,
    { align: 'right' },
  );
  y += 22;
  const signatory = sig ? `${sig.signatoryName}, ${sig.signatoryTitle}` : '(not signed)';
  const contractor = doc.contractor.name;
  paragraph(`I, ${signatory}, do hereby state:`);
  paragraph(
    `(1) That I pay or supervise the payment of the persons employed by ${contractor} on the ` +
      `${doc.project.name}; that during the payroll period commencing on ` +
      `${dayOfMonthText(doc.weekStart)}, and ending ${dayOfMonthText(doc.weekEnding)}, all ` +
      'persons employed on said project have been paid the full weekly wages earned, that no ' +
      'rebates have been or will be made either directly or indirectly to or on behalf of said ' +
      `${contractor} from the full weekly wages earned by any person and that no deductions ` +
      'have been made either directly or indirectly from the full wages earned by any person, ' +
      'other than permissible deductions as defined in Regulations, Part 3 (29 CFR Subtitle A), ' +
      'issued by the Secretary of Labor under the Copeland Act, as amended (48 Stat. 948, 63 ' +
      'Stat. 108, 72 Stat. 967; 76 Stat. 357; 40 U.S.C. 3145), and described below:',
  );
  const otherNotes = [...new Set(doc.workers.flatMap((w) => w.deductions?.otherNote ?? []))];
  paragraph(
    `The deductions of column 8: FICA, withholding tax${otherNotes.length ? `, other: ${otherNotes.join('; ')}` : ''}.`,
    { indent: 12 },
  );
  paragraph(
    '(2) That any payrolls otherwise under this contract required to be submitted for the above ' +
      'period are correct and complete; that the wage rates for laborers or mechanics contained ' +
      'therein are not less than the applicable wage rates contained in any wage determination ' +
      'incorporated into the contract; that the classifications set forth therein for each ' +
      'laborer or mechanic conform with the work he performed.',
  );
  paragraph(
    '(3) That any apprentices employed in the above period are duly registered in a bona fide ' +
      'apprenticeship program registered with a State apprenticeship agency recognized by the ' +
      'Bureau of Apprenticeship and Training, United States Department of Labor, or if no such ' +
      'recognized agency exists in a State, are registered with the Bureau of Apprenticeship ' +
      'and Training, United States Department of Labor.',
  );
  paragraph('(4) That:');
  checkbox(
    doc.fringePaidAs === 'plan',
    '(a) WHERE FRINGE BENEFITS ARE PAID TO APPROVED PLANS, FUNDS, OR PROGRAMS',
  );
  paragraph(
    '- in addition to the basic hourly wage rates paid to each laborer or mechanic listed in the ' +
      'above referenced payroll, payments of fringe benefits as listed in the contract have been ' +
      'or will be made to appropriate programs for the benefit of such employees, except as ' +
      'noted in section 4(c) below.',
    { indent: 28 },
  );
  checkbox(doc.fringePaidAs === 'cash', '(b) WHERE FRINGE BENEFITS ARE PAID IN CASH');
  paragraph(
    '- Each laborer or mechanic listed in the above referenced payroll has been paid, as ' +
      'indicated on the payroll, an amount not less than the sum of the applicable basic hourly ' +
      'wage rate plus the amount of the required fringe benefits as listed in the contract, ' +
      'except as noted in section 4(c) below.',
    { indent: 28 },
  );
  paragraph('(c) EXCEPTIONS', { bold: true, indent: 28 });
  const exceptions = exceptionsOf(doc);
  if (exceptions.length === 0) paragraph('None.', { indent: 40 });
  else {
    const column = (WIDTH - 40) / 2;
    const [left, right] = [PAGE.margin + 40, PAGE.margin + 40 + column];
    if (y + 3 * LINE > BOTTOM) newPage();
    write('EXCEPTION (CRAFT)', left, y, column - 8, { bold: true, size: 8 });
    write('EXPLANATION', right, y, column, { bold: true, size: 8 });
    y += LINE + 2;
    for (const e of exceptions) {
      pdf.font('Helvetica').fontSize(8);
      const [exception, explanation] = [pdfText(e.exception), pdfText(e.explanation)];
      const height = Math.max(
        pdf.heightOfString(exception, { width: column - 8 }),
        pdf.heightOfString(explanation, { width: column }),
      );
      if (y + height > BOTTOM) {
        newPage();
        pdf.font('Helvetica').fontSize(8);
      }
      pdf.text(exception, left, y, { width: column - 8 });
      pdf.text(explanation, right, y, { width: column });
      y += height + 4;
    }
    y += 2;
  }
  paragraph('REMARKS:', { bold: true });
  const remarks = [
    ...fringeAndOvertimeNotes(doc),
    ...(doc.noWorkPerformed || doc.workers.length === 0 ? [`${NO_WORK}.`] : []),
    ...(doc.isFinal ? ['This is the final payroll of the project.'] : []),
  ];
  for (const remark of remarks) paragraph(remark, { indent: 12 });
  paragraph(`NAME AND TITLE: ${signatory}`, { bold: true });
  paragraph(
    sig
      ? `SIGNATURE: signed electronically by ${sig.signatoryName}${sig.signedByEmail ? ` (${sig.signedByEmail})` : ''} on ${signedAtText(sig.signedAt)}${doc.sha256 ? ` (SHA-256 ${doc.sha256})` : ''}`
      : 'SIGNATURE: not signed. This is a preview of the week’s figures, not a certified payroll.',
    { bold: true },
  );
  paragraph(
    'THE WILLFUL FALSIFICATION OF ANY OF THE ABOVE STATEMENTS MAY SUBJECT THE CONTRACTOR OR ' +
      'SUBCONTRACTOR TO CIVIL OR CRIMINAL PROSECUTION. SEE SECTION 1001 OF TITLE 18 AND SECTION ' +
      '231 OF TITLE 31 OF THE UNITED STATES CODE.',
    { bold: true },
  );

  // Every page: what it is, and its number.
  const pages = pdf.bufferedPageRange();
  for (let p = 0; p < pages.count; p++) {
    pdf.switchToPage(pages.start + p);
    pdf.page.margins.bottom = 0;
    write(
      `${contractor} - payroll no. ${doc.payrollNumber} - week ending ${usDate(doc.weekEnding)} - ${doc.project.name}`,
      PAGE.margin,
      PAGE.margin,
      WIDTH * 0.7,
      { size: 8 },
    );
    if (doc.status !== 'signed')
      write('PREVIEW - NOT SIGNED', PAGE.margin + WIDTH * 0.7, PAGE.margin, WIDTH * 0.3, {
        bold: true,
        size: 8,
        align: 'right',
      });
    write(
      'SiteHours’ rendering of the WH-347 layout, not the DOL’s own form.',
      PAGE.margin,
      PAGE.height - 30,
      WIDTH / 2,
      { size: 8 },
    );
    write(`Page ${p + 1} of ${pages.count}`, PAGE.margin + WIDTH / 2, PAGE.height - 30, WIDTH / 2, {
      align: 'right',
      size: 8,
    });
  }
  pdf.end();
  return bytes;
}

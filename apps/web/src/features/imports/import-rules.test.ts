import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@sitehours/contract/messages';
import { IMPORT_FIELDS, IMPORT_KINDS, IMPORT_MAX_BYTES } from '@sitehours/contract/rules';
import type { ImportRow, ImportSummary } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import english from '@/locales/en/imports.json';
import spanish from '@/locales/es/imports.json';
import {
  checkImportFile,
  columnSample,
  exportFileName,
  filterCount,
  filterRows,
  importStep,
  mappingChoices,
  mappingRequest,
  previewPage,
  progressPercent,
  refusalMessage,
  rejectedFileName,
  rowErrorMessage,
  rowsToImport,
  undoOffered,
  unmappedRequired,
} from './import-rules';

const summary = (over: Partial<ImportSummary> = {}): ImportSummary => ({
  id: 'imp-1',
  kind: 'staff',
  fileName: 'crew.xlsx',
  status: 'draft',
  rowCount: 5,
  processed: 0,
  counts: { create: 2, update: 1, unchanged: 1, error: 1 },
  createdAt: '2026-03-02T15:00:00.000Z',
  createdBy: 'Alex Admin',
  appliedAt: null,
  undoableUntil: null,
  undoneAt: null,
  undoneBy: null,
  ...over,
});

const row = (line: number, outcome: ImportRow['outcome']): ImportRow => ({
  line,
  outcome,
  key: `worker${line}@acme.test`,
  changed: [],
  errors: [],
});

describe('the file chosen', () => {
  it('is refused in the browser when larger than 10 MB, or empty', () => {
    expect(checkImportFile({ size: IMPORT_MAX_BYTES + 1 })).toBe(IMPORT_MESSAGES.fileTooLarge);
    expect(checkImportFile({ size: 0 })).toBe(IMPORT_MESSAGES.fileEmpty);
  });
  it('goes to the server up to 10 MB, which reads the rest', () => {
    expect(checkImportFile({ size: IMPORT_MAX_BYTES })).toBeNull();
    expect(checkImportFile({ size: 1 })).toBeNull();
  });
});

describe('the step shown', () => {
  it('is the mapping of a draft, or its preview when asked', () => {
    expect(importStep('draft', null)).toBe('map');
    expect(importStep('draft', 'preview')).toBe('preview');
    expect(importStep('draft', 'anything')).toBe('map');
  });
  it('continues an import stopped half-way, and shows the result of one done or undone', () => {
    expect(importStep('applying', 'preview')).toBe('apply');
    expect(importStep('applied', null)).toBe('result');
    expect(importStep('undone', 'preview')).toBe('result');
  });
});

describe('the mapping', () => {
  it("starts from the draft's mapping, dropping a column the file does not have", () => {
    const choices = mappingChoices(
      'staff',
      { firstName: 0, lastName: 1, email: 7, phone: null },
      3,
    );
    expect(choices).toEqual({
      firstName: '0',
      lastName: '1',
      email: '',
      phone: '',
      hourlyRate: '',
      role: '',
      isActive: '',
    });
  });
  it('sends every field of the kind, null for one not in the file', () => {
    expect(mappingRequest('jobs', { jobName: '2', city: '0', other: '5' })).toEqual({
      jobName: 2,
      address: null,
      city: 0,
      state: null,
      zipCode: null,
      isActive: null,
    });
  });
  it('names the required fields without a column, in the order of the fields', () => {
    const choices = mappingChoices('staff', { firstName: 0, phone: 1 }, 2);
    expect(unmappedRequired('staff', choices)).toEqual(['lastName', 'email', 'hourlyRate']);
    const all = mappingChoices('workTypes', { workTypeName: 0, wcCode: 1, compRate: 2 }, 3);
    expect(unmappedRequired('workTypes', all)).toEqual([]);
  });
  it("shows a column's first values, skipping empty cells", () => {
    const sample = [
      ['Ann', ''],
      ['', ''],
      ['Bob', ' '],
      ['Carla', ''],
      ['Dee', ''],
    ];
    expect(columnSample(sample, '0')).toEqual(['Ann', 'Bob', 'Carla']);
    expect(columnSample(sample, '1')).toEqual([]);
    expect(columnSample(sample, '')).toEqual([]);
    expect(columnSample(sample, '9')).toEqual([]);
  });
});

describe('the preview', () => {
  const rows = [row(2, 'create'), row(3, 'error'), row(4, 'update'), row(5, 'error')];

  it('filters the rows by outcome, in the order of the file', () => {
    expect(filterRows(rows, 'all')).toHaveLength(4);
    expect(filterRows(rows, 'error').map((r) => r.line)).toEqual([3, 5]);
    expect(filterRows(rows, 'unchanged')).toEqual([]);
  });
  it("counts each filter's rows from the summary", () => {
    expect(filterCount(summary(), 'all')).toBe(5);
    expect(filterCount(summary(), 'error')).toBe(1);
  });
  it('shows a hundred rows a page, and keeps the page within those there are', () => {
    const many = Array.from({ length: 1000 }, (_, i) => row(i + 2, 'create'));
    const first = previewPage(many, 1);
    expect(first.rows).toHaveLength(100);
    expect(first).toMatchObject({ page: 1, pageCount: 10, first: 1, last: 100 });
    const last = previewPage(many.slice(0, 250), 9);
    expect(last).toMatchObject({ page: 3, pageCount: 3, first: 201, last: 250 });
    expect(last.rows[0]!.line).toBe(202);
    expect(previewPage([], 4)).toMatchObject({ rows: [], page: 1, pageCount: 1, first: 0 });
  });
  it('imports the rows to create or update: unchanged ones need no write', () => {
    expect(rowsToImport(summary().counts)).toBe(3);
    expect(rowsToImport({ create: 0, update: 0, unchanged: 4, error: 2 })).toBe(0);
  });
  it("says a row's error by its code, or in the server's words for a code it does not know", () => {
    expect(
      rowErrorMessage({ field: 'phone', code: 'staffInvalidPhone', message: 'Please enter…' }),
    ).toEqual({ code: 'staffInvalidPhone' });
    expect(
      rowErrorMessage({
        field: 'email',
        code: 'importRowKeyTwice',
        params: { row: 4 },
        message: 'The same record is on row 4 too.',
      }),
    ).toEqual({ code: 'importRowKeyTwice', params: { row: 4 } });
    expect(rowErrorMessage({ field: 'email', code: 'not a code', message: 'Bad email' })).toBe(
      'Bad email',
    );
  });
});

describe('the progress of the import', () => {
  it("is the share of the file's rows written, whole percent", () => {
    expect(progressPercent(0, 1000, false)).toBe(0);
    expect(progressPercent(250, 1000, false)).toBe(25);
    expect(progressPercent(333, 1000, false)).toBe(33);
  });
  it('reaches 100 only once the server says every row is written', () => {
    expect(progressPercent(1000, 1000, false)).toBe(99);
    expect(progressPercent(998, 1000, true)).toBe(100);
    expect(progressPercent(0, 0, false)).toBe(0);
    expect(progressPercent(0, 0, true)).toBe(100);
  });
});

describe('undo', () => {
  const now = Date.parse('2026-03-03T12:00:00.000Z');
  it('is offered for an applied import until its day is over', () => {
    const applied = summary({ status: 'applied', undoableUntil: '2026-03-03T15:00:00.000Z' });
    expect(undoOffered(applied, now)).toBe(true);
    expect(undoOffered(applied, Date.parse('2026-03-03T15:00:00.000Z'))).toBe(false);
  });
  it('is not offered for a draft or an import already undone', () => {
    expect(undoOffered(summary(), now)).toBe(false);
    expect(
      undoOffered(summary({ status: 'undone', undoableUntil: '2026-03-04T00:00:00.000Z' }), now),
    ).toBe(false);
  });
});

describe('a failed call', () => {
  const refused = (status: number, body: unknown) => new ApiError('refused', { status, body });
  it("is said in the server's words when the server refused it", () => {
    expect(
      refusalMessage(
        refused(409, { message: 'An import can be undone…', code: 'importUndoExpired' }),
      ),
    ).toBe('importUndoExpired');
    expect(
      refusalMessage(
        refused(400, {
          message: 'This file could not be read as CSV or XLSX.',
          code: 'importFileUnreadable',
          errors: [{ path: 'file', msg: 'This file…', code: 'importFileUnreadable' }],
        }),
      ),
    ).toBe('importFileUnreadable');
  });
  it('is left to the generic texts when the server failed or could not be reached', () => {
    expect(refusalMessage(refused(500, { message: 'Internal Server Error' }))).toBeNull();
    expect(refusalMessage(refused(0, undefined))).toBeNull();
    expect(refusalMessage(new Error('boom'))).toBeNull();
  });
});

describe('file names', () => {
  it('names the rejected rows after the file, and the lists after their kind', () => {
    expect(rejectedFileName('crew list.xlsx')).toBe('crew list-rejected.csv');
    expect(rejectedFileName('.csv')).toBe('import-rejected.csv');
    expect(exportFileName('workTypes', 'xlsx')).toBe('sitehours-workTypes.xlsx');
  });
});

describe('the texts', () => {
  it('name every field of every kind, in English and Spanish', () => {
    const keys = new Set(IMPORT_KINDS.flatMap((kind) => IMPORT_FIELDS[kind].map((f) => f.key)));
    for (const key of keys) {
      expect(english, key).toHaveProperty([`field.${key}`]);
      expect(spanish, key).toHaveProperty([`field.${key}`]);
    }
    expect(spanish['field.hourlyRate']).toBe('Tarifa por hora');
    expect(spanish['field.wcCode']).toBe('Código WC');
    expect(spanish['field.compRate']).toBe('Tasa (%)');
  });
});

import { IMPORT_MESSAGES, type Message, type MessageCode } from '@sitehours/contract/messages';
import { IMPORT_FIELDS, IMPORT_MAX_BYTES, type ImportKind } from '@sitehours/contract/rules';
import type { ImportOutcome, ImportRow, ImportSummary } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { isMessageCode } from '@/app/i18n/english-messages';

/** The view logic of the Import screen (decision 0029): its steps, mapping, preview and progress. */

/** What the file picker offers: the two formats the server reads. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The formats each list downloads in (the export's query). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * What is wrong with a chosen file before it is sent: larger than the server takes, or empty. The
 * server reads the rest (format, rows) and says what it finds.
 */
export function checkImportFile(file: { size: number }): MessageCode | null {
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.fileTooLarge;
  if (file.size === 0) return IMPORT_MESSAGES.fileEmpty;
  return null;
}

/** The steps of an import, in order: the list of steps at the top shows where the admin is. */
export const IMPORT_STEPS = ['start', 'map', 'preview', 'apply'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number] | 'result';

/**
 * The step an opened import shows. An import being applied (stopped half-way: the tab was
 * closed) continues where it stopped; a finished or undone one shows its result; a draft shows
 * its preview when asked (`?step=preview`), else its mapping.
 */
export function importStep(
  status: ImportSummary['status'],
  requested: string | null,
): Exclude<ImportStep, 'start'> {
  switch (status) {
    case 'applying':
      return 'apply';
    case 'applied':
    case 'undone':
      return 'result';
    case 'draft':
      return requested === 'preview' ? 'preview' : 'map';
  }
}

/** The column chosen for each field, as the mapping's selects hold it ('' = not in the file). */
export type MappingChoices = Record<string, string>;

/** The selects' values from the import's mapping, dropping a column the file does not have. */
export function mappingChoices(
  kind: ImportKind,
  mapping: Readonly<Record<string, number | null | undefined>>,
  columnCount: number,
): MappingChoices {
  const choices: MappingChoices = {};
  for (const { key } of IMPORT_FIELDS[kind]) {
    const column = mapping[key];
    choices[key] =
      typeof column === 'number' && column >= 0 && column < columnCount ? String(column) : '';
  }
  return choices;
}

/** The mapping sent with the preview: each field's column, null for one not in the file. */
export function mappingRequest(
  kind: ImportKind,
  choices: MappingChoices,
): Record<string, number | null> {
  const mapping: Record<string, number | null> = {};
  for (const { key } of IMPORT_FIELDS[kind]) {
    const chosen = choices[key] ?? '';
    mapping[key] = chosen === '' ? null : Number(chosen);
  }
  return mapping;
}

/** The required fields no column is chosen for: the preview waits until each has one. */
export function unmappedRequired(kind: ImportKind, choices: MappingChoices): string[] {
  return IMPORT_FIELDS[kind]
    .filter((field) => field.required && (choices[field.key] ?? '') === '')
    .map((field) => field.key);
}

/** The first values the file holds in a column (skipping empty cells), to show what it holds. */
export function columnSample(
  sample: readonly (readonly string[])[],
  column: string,
  max = 3,
): string[] {
  if (column === '') return [];
  const index = Number(column);
  const values: string[] = [];
  for (const row of sample) {
    const value = row[index]?.trim() ?? '';
    if (value !== '') values.push(value);
    if (values.length === max) break;
  }
  return values;
}

/** Rows the import writes: those to create or update (unchanged ones need no write). */
export function rowsToImport(counts: ImportSummary['counts']): number {
  return counts.create + counts.update;
}

/**
 * How far the apply calls are, as a whole percentage of the file's rows: 100 only once the
 * server says every row is written.
 */
export function progressPercent(processed: number, rowCount: number, done: boolean): number {
  if (done) return 100;
  if (rowCount <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((processed * 100) / rowCount)));
}

/** The preview's filter: every row, or those of one outcome. */
export const OUTCOME_FILTERS = ['all', 'create', 'update', 'unchanged', 'error'] as const;
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number];

/** The rows the filter keeps, in the file's order. */
export function filterRows(rows: readonly ImportRow[], filter: OutcomeFilter): ImportRow[] {
  return filter === 'all' ? [...rows] : rows.filter((row) => row.outcome === filter);
}

/** How many rows a filter keeps, from the counts of the preview. */
export function filterCount(summary: ImportSummary, filter: OutcomeFilter): number {
  return filter === 'all' ? summary.rowCount : summary.counts[filter];
}

/** Rows shown at once: a file of thousands of rows stays quick to show and to scroll. */
export const PREVIEW_PAGE_SIZE = 100;

export interface PreviewPage {
  rows: ImportRow[];
  /** The page shown (1-based), brought within the pages there are. */
  page: number;
  pageCount: number;
  /** The places of its first and last rows among those kept (1-based; 0 and 0 when none). */
  first: number;
  last: number;
}

/** One page of the rows kept. */
export function previewPage(
  rows: readonly ImportRow[],
  page: number,
  size = PREVIEW_PAGE_SIZE,
): PreviewPage {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const slice = rows.slice((shown - 1) * size, shown * size);
  const first = slice.length > 0 ? (shown - 1) * size + 1 : 0;
  return {
    rows: slice,
    page: shown,
    pageCount,
    first,
    last: slice.length > 0 ? first + slice.length - 1 : 0,
  };
}

/** The colour of each outcome's badge. */
export function outcomeColor(outcome: ImportOutcome): string {
  switch (outcome) {
    case 'create':
      return 'green';
    case 'update':
      return 'blue';
    case 'unchanged':
      return 'gray';
    case 'error':
      return 'red';
  }
}

/**
 * A row's error as the screen shows it: by its code and values when the catalogue knows the
 * code (so it is said in the interface language), else in the server's English words.
 */
export function rowErrorMessage(error: ImportRow['errors'][number]): Message | string {
  if (!isMessageCode(error.code)) return error.message;
  return error.params ? { code: error.code, params: error.params } : { code: error.code };
}

/** Whether Undo is still offered: until `undoableUntil`, a day after the import was applied. */
export function undoOffered(summary: ImportSummary, now: number): boolean {
  if (summary.status !== 'applied' || summary.undoableUntil === null) return false;
  return Date.parse(summary.undoableUntil) > now;
}

/** The file's name without its extension (`staff.xlsx` → `staff`). */
const baseName = (fileName: string) => fileName.replace(/\.[^.]*$/, '') || 'import';

/** The name the rejected rows are saved under when the server names none. */
export function rejectedFileName(fileName: string): string {
  return `${baseName(fileName)}-rejected.csv`;
}

/** The name a list is saved under when the server names none. */
export function exportFileName(kind: ImportKind, format: ExportFormat): string {
  return `sitehours-${kind}.${format}`;
}

/**
 * What the server said when it refused a call (4xx): the file it cannot read, an import undone
 * too late. Null for anything else (a server error, no connection), which the screen says in
 * its generic words.
 */
export function refusalMessage(error: unknown): ShownMessage | null {
  if (!(error instanceof ApiError) || error.sessionExpired) return null;
  if (error.status < 400 || error.status >= 500) return null;
  return error.serverMessage ?? error.fieldErrors[0]?.msg ?? null;
}

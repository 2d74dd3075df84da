import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { FORMULA_START, IMPORT_MAX_ROWS, normalizeHeader } from '@sitehours/contract';

/**
 * An uploaded list (decision 0029) read into a table of text: a CSV in whatever encoding and
 * separator a spreadsheet saved it with, or the first sheet of an XLSX workbook. Every cell is
 * text as the spreadsheet shows it; nothing in the file is ever evaluated.
 */

/** A file's header row and its data rows, every row as long as the header. */
export interface ImportTable {
  headers: string[];
  rows: string[][];
}

/** Why a file was refused; the route answers with `importFileUnreadable`, `…Empty`, `…TooManyRows`. */
export class ImportFileRejected extends Error {
  constructor(readonly reason: 'unreadable' | 'empty' | 'too_many_rows') {
    super(reason);
    this.name = 'ImportFileRejected';
  }
}

/** A list wider than this is not one the mapping step can show: the file is refused. */
export const IMPORT_MAX_COLUMNS = 200;

/**
 * exceljs reads a whole workbook into memory, about 13 bytes for each byte of its XML. The upload
 * is at most 10 MB, but a ZIP can hold a thousand times its size ("zip bomb"), so the XML is
 * bounded too, before exceljs sees it: 32 MB still holds 20,000 rows of 30 columns.
 */
const XLSX_MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;

/**
 * Reads an uploaded CSV or XLSX file. The header is the first row with any text; rows without
 * any are dropped. Throws {@link ImportFileRejected}.
 */
export async function readImportFile(bytes: Buffer): Promise<ImportTable> {
  const rows = isZip(bytes) ? await readWorkbook(bytes) : readText(bytes);
  return tableOf(rows);
}

const unreadable = () => new ImportFileRejected('unreadable');

/**
 * A cell as stored: trimmed, and without the apostrophe an export puts before text that would
 * otherwise start a formula (`formulaSafe`), so that an exported list comes back unchanged.
 */
function cellOf(text: string): string {
  const value = text.trim();
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * Keeps a row that has any text, and refuses the file as soon as it has more rows than the
 * header and {@link IMPORT_MAX_ROWS}, so that reading stops there.
 */
function keepRow(rows: string[][], cells: readonly string[]): void {
  const row = cells.map(cellOf);
  if (row.every((cell) => cell === '')) return;
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileRejected('too_many_rows');
  rows.push(row);
}

/**
 * The table: as wide as the last column with any text (in the header or below it, so that no
 * data is dropped), each header made unique and named ("Column 3" when blank).
 */
function tableOf(rows: readonly string[][]): ImportTable {
  const width = rows.reduce((w, row) => Math.max(w, row.findLastIndex((c) => c !== '') + 1), 0);
  if (width > IMPORT_MAX_COLUMNS) throw unreadable();
  const [header, ...data] = rows.map((row) =>
    Array.from({ length: width }, (_, i) => row[i] ?? ''),
  );
  if (!header || data.length === 0) throw new ImportFileRejected('empty');
  return { headers: uniqueHeaders(header), rows: data };
}

/**
 * Headers on one line (a header wrapped in its cell reads "Hourly Rate"), told apart as the
 * mapping compares them ("Email" and "email" are one name).
 */
function uniqueHeaders(cells: readonly string[]): string[] {
  const seen = new Set<string>();
  const key = (name: string) => normalizeHeader(name) || name;
  return cells.map((cell, i) => {
    const base = cell === '' ? `Column ${i + 1}` : cell.replace(/\s+/g, ' ');
    let name = base;
    for (let n = 2; seen.has(key(name)); n += 1) name = `${base} ${n}`;
    seen.add(key(name));
    return name;
  });
}

// Text files -------------------------------------------------------------------------------

/** Text as spreadsheets save it: a byte order mark says the encoding; else UTF-8 or Windows-1252. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel's "CSV" on Windows saves in the system's code page: accents of "José Peña" as one byte.
    return windows1252(bytes);
  }
}

/** Windows-1252's characters for bytes 0x80 to 0x9F; five of them are unassigned. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Latin-1 except for bytes 0x80 to 0x9F (curly quotes, the euro sign, dashes). Decoded here:
 * Node 20's TextDecoder takes the 'windows-1252' label for Latin-1 and leaves those bytes as
 * control characters.
 */
const windows1252 = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);

/** Tab, line feed, vertical tab (a line break inside a cell, in some exports), form feed, CR. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d]);

/**
 * Bytes of an image, a PDF or an old binary .xls decode to text with NULs or full of other
 * control characters; a list has none, or a stray one.
 */
function looksBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || (code >= 0x7f && code <= 0x9f)) controls += 1;
  }
  return controls * 100 > text.length;
}

/** Excel's own hint on the first line of a CSV: `sep=;`. */
const SEPARATOR_LINE = /^sep=([,;\t])\r?\n/i;

function readText(bytes: Buffer): string[][] {
  let text = decodeText(bytes);
  if (looksBinary(text)) throw unreadable();
  const hint = SEPARATOR_LINE.exec(text);
  if (hint) text = text.slice(hint[0].length);
  const rows: string[][] = [];
  let refused: ImportFileRejected | undefined;
  Papa.parse<string[]>(text, {
    ...(hint ? { delimiter: hint[1] } : { delimitersToGuess: [',', ';', '\t'] }),
    // Row by row: a file of blank lines never becomes millions of empty rows in memory.
    step: (result, parser) => {
      try {
        // A quote opened and never closed: the rest of the file would be one cell.
        if (result.errors.some((e) => e.code === 'MissingQuotes')) throw unreadable();
        keepRow(rows, result.data);
      } catch (error) {
        if (!(error instanceof ImportFileRejected)) throw error;
        refused = error;
        parser.abort();
      }
    },
  });
  if (refused) throw refused;
  return rows;
}

// XLSX workbooks ---------------------------------------------------------------------------

const isZip = (bytes: Buffer) =>
  bytes.length > 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;

async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  checkWorkbookZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw unreadable();
  }
  // The first sheet people see that has any text; hidden ones hold lookups, not the list.
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible') continue;
    const rows = readSheet(sheet);
    if (rows.length > 0) return rows;
  }
  return [];
}

function readSheet(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell((cell, column) => {
      const text = cellText(cell);
      if (text.trim() === '') return;
      if (column > IMPORT_MAX_COLUMNS) throw unreadable();
      while (cells.length < column - 1) cells.push('');
      cells.push(text);
    });
    keepRow(rows, cells);
  });
  return rows;
}

/**
 * A cell as the spreadsheet shows it, never computed here: a formula gives the result the
 * spreadsheet saved with it, or its own text (`=A2*2`) when none was saved.
 */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (
    value !== null &&
    typeof value === 'object' &&
    ('formula' in value || 'sharedFormula' in value)
  ) {
    return value.result === undefined ? `=${cell.formula}` : valueText(value.result, cell.numFmt);
  }
  return valueText(value, cell.numFmt);
}

function valueText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return numberText(value, numFmt);
  if (value instanceof Date) return dateText(value);
  if ('error' in value) return value.error;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  // A link's text may itself be rich text, though exceljs types it as a string.
  if ('hyperlink' in value) return valueText(value.text, numFmt);
  return '';
}

/**
 * A number as a plain decimal, never an exponent, to the 15 significant digits a spreadsheet
 * shows (so 0.1+0.2 is 0.3); a percentage as shown ("5.25%" for 0.0525), as a CSV would save it.
 */
function numberText(value: number, numFmt: string | undefined): string {
  if (!Number.isFinite(value)) return '';
  const percent = (numFmt ?? '').replace(/"[^"]*"|\\./g, '').includes('%');
  return percent ? `${plainDecimal(value * 100)}%` : plainDecimal(value);
}

function plainDecimal(value: number): string {
  const text = String(Number(value.toPrecision(15)));
  const exponent = /^(-?)(\d+)(?:\.(\d+))?e([-+]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign, whole = '', fraction = '', power] = exponent;
  const digits = whole + fraction;
  const point = whole.length + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A date cell as yyyy-MM-dd; spreadsheets keep no time zone, exceljs gives them as UTC. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 10);
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * The ZIP around an XLSX, checked before it is unzipped for real: a workbook's parts are there,
 * nothing is encrypted, and the parts unzip to no more than they declare and no more than
 * {@link XLSX_MAX_UNZIPPED_BYTES} in all (each is inflated here with that bound, so a part lying
 * about its size stops at it). Any other ZIP (a .docx, an archive of CSVs) is unreadable.
 */
function checkWorkbookZip(bytes: Buffer): void {
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  // ZIP64 marks its directory with 0xFFFFFFFF: no workbook of 10 MB needs it.
  if (at + bytes.readUInt32LE(end + 12) > end) throw unreadable();
  const names = new Set<string>();
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    total += size;
    if (flags & 1 || (method !== 0 && method !== 8) || total > XLSX_MAX_UNZIPPED_BYTES) {
      throw unreadable();
    }
    checkPartSize(bytes, bytes.readUInt32LE(at + 42), packed, size, method);
    names.add(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw unreadable();
}

/** The end-of-directory record: in the last 22 bytes, or before a comment of up to 64 KB. */
function endOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw unreadable();
}

function checkPartSize(bytes: Buffer, local: number, packed: number, size: number, method: number) {
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) throw unreadable();
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + packed > bytes.length) throw unreadable();
  if (method === 0) {
    if (packed !== size) throw unreadable();
    return;
  }
  try {
    inflateRawSync(bytes.subarray(start, start + packed), { maxOutputLength: Math.max(size, 1) });
  } catch {
    throw unreadable();
  }
}

import ExcelJS from 'exceljs';
import { formulaSafe, IMPORT_FIELDS, type ImportKind } from '@sitehours/contract';
import { csvFile } from '../../platform/csv-file';

/**
 * A company's list in the import's own layout (decision 0029): one column per field, headed by
 * the field's key, so that the file maps back exactly when it is imported again. Every cell is
 * text made formula-safe, in the CSV as in the XLSX, and the reader takes the apostrophe off.
 */

/** One row per record: field key → its value as the import reads it ("25.50", "true"). */
export type ImportExportRow = Readonly<Record<string, string | undefined>>;

function exportCells(kind: ImportKind, rows: readonly ImportExportRow[]): string[][] {
  const keys = IMPORT_FIELDS[kind].map((field) => field.key);
  return [keys, ...rows.map((row) => keys.map((key) => formulaSafe(row[key])))];
}

export const importExportCsv = (kind: ImportKind, rows: readonly ImportExportRow[]): string =>
  csvFile(exportCells(kind, rows));

/**
 * The same list as a workbook: one sheet named after the kind, a bold header row kept in view.
 * Cells are written as strings, never as formulas or numbers, so what opens is what was stored.
 */
export async function importExportXlsx(
  kind: ImportKind,
  rows: readonly ImportExportRow[],
): Promise<Buffer> {
  const [header = [], ...body] = exportCells(kind, rows);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((key) => ({ width: Math.max(12, key.length + 4) }));
  sheet.addRow(header).font = { bold: true };
  sheet.addRows(body);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

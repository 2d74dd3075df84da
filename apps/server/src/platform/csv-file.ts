import Papa from 'papaparse';

/**
 * A CSV file as spreadsheets open it: a UTF-8 byte order mark, CRLF lines, cells quoted only
 * when they must be. Text cells are made formula-safe by the caller, where each row is built.
 */
export const csvFile = (rows: readonly (readonly string[])[]): string =>
  '\uFEFF' + Papa.unparse(rows as string[][], { newline: '\r\n', quotes: false });

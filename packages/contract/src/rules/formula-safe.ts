/**
 * Text that a spreadsheet would run as a formula: a cell starting with `=`, `+`, `-` or `@`, or
 * with a tab or carriage return (which some spreadsheets skip before looking for the formula).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number ('-12.50'): a spreadsheet reads it as the number it is, nothing more. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell of an export file (the server's payroll CSVs and QuickBooks IIF, the Reports screen's
 * CSVs), safe to open in a spreadsheet: text that starts with a formula character gets a leading
 * apostrophe, as OWASP recommends ("CSV injection"); spreadsheets show such a cell as plain text
 * and hide the apostrophe. Every export writes its text cells through this one function. A plain
 * decimal number, negative ones included, is left as it is: it is data, not a formula.
 */
export function formulaSafe(text: string | null | undefined): string {
  const value = text ?? '';
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

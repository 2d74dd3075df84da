/**
 * Text that a spreadsheet would run as a formula: a cell starting with `=`, `+`, `-` or `@`, or
 * with a tab or carriage return (which some spreadsheets skip before looking for the formula).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of an export file (CSV, IIF), safe to open in a spreadsheet: text that starts with a
 * formula character gets a leading apostrophe, as OWASP recommends ("CSV injection"). Spreadsheets
 * show the apostrophe-led cell as plain text and hide the apostrophe. Every export writes its text
 * cells (names, e-mails, notes, job and work type names) through this one function; numbers
 * (hours, rates, amounts, including negative ones) are written as they are, never through it.
 */
export function formulaSafe(text: string | null | undefined): string {
  const value = text ?? '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that begins with `=`, `+`, `-` or `@` (and tab
 * or carriage return, which some programs skip before looking) as a formula. A text cell that
 * begins so gets a leading apostrophe, which spreadsheets show as text and do not run. Only for
 * text: numbers and money are written as numbers and never pass through here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

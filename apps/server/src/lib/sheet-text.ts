/**
 * Text a person typed, made safe to hand out in a spreadsheet. A cell that starts with `=`, `+`,
 * `-` or `@` (or a tab or carriage return, which some programs skip before looking) is read as a
 * formula once the sheet is saved as CSV or pasted elsewhere, so `=HYPERLINK(...)` in a block
 * number would run on the reader's machine. Such text gets a leading `'`, the prefix spreadsheet
 * programs themselves use for "this is text" (OWASP, CSV injection). Numbers stay numbers: a
 * negative number cell is a number, not a formula. Text already quoted that way by hand
 * (`'=x`) gets one more, so reading it back gives the person's own quote.
 */
const NEEDS_PREFIX = /^'*[=+\-@\t\r]/;

export function sheetCell<T>(value: T): T | string {
  return typeof value === 'string' && NEEDS_PREFIX.test(value) ? `'${value}` : value;
}

/** A row of cells through `sheetCell`, for `worksheet.addRow`. */
export const sheetRow = <T>(values: readonly T[]): (T | string)[] => values.map(sheetCell);

/**
 * The reverse, for a sheet read back in: a `'` that stands before one of those characters is the
 * prefix an export added, so an exported sheet imports as the text that was exported. Any other
 * `'` is the person's own and stays. The sheet import must pass every text cell through this
 * before it checks the value (big-slab-import.ts, which another change owns).
 */
export function sheetTextFromCell(text: string): string {
  return text.startsWith("'") && NEEDS_PREFIX.test(text.slice(1)) ? text.slice(1) : text;
}

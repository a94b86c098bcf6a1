/** Byte order mark: lets Excel open the UTF-8 file with Japanese text intact. */
export const utf8Bom = '\uFEFF';

// Spreadsheets run a cell starting with these as a formula (CSV injection); tab and CR count as well.
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts neutralised with a leading apostrophe, always quoted, quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV record ending in CRLF (RFC 4180). */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

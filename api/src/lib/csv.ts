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

/** A number a spreadsheet must keep as written (a phone number's leading 0): digits and - ( ) only. */
const keptAsText = /^[0-9][0-9()-]*$/;

/**
 * A value that must stay text in a spreadsheet: Excel drops the leading 0 of 「0312345678」, so such a
 * value is written as the constant formula ="0312345678", which spreadsheets show as the text itself.
 * Anything else is an ordinary, neutralised cell.
 */
export class TextCell {
  constructor(readonly value: string) {}
}

type CsvValue = string | number | null | undefined | TextCell;

function cellOf(value: CsvValue): string {
  if (!(value instanceof TextCell)) return csvCell(value);
  return keptAsText.test(value.value) ? `"=""${value.value}"""` : csvCell(value.value);
}

/** One CSV record ending in CRLF (RFC 4180). */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(cellOf).join(',')}\r\n`;
}

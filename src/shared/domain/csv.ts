/**
 * CSV as spreadsheets read it (RFC 4180): a cell holding a quote, a comma or a line break is
 * quoted with its quotes doubled; lines end in CRLF. A text that starts like a formula (= + - @,
 * or a tab or carriage return before one) gets a leading apostrophe, so a customer's name can never
 * run as a formula in the shop's spreadsheet (CSV injection).
 */

/** Put before the header so Excel reads the file as UTF-8 (Thai intact). */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

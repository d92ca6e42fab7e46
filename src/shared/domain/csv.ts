/**
 * CSV as spreadsheets read it (RFC 4180): a cell holding a quote, a comma or a line break is
 * quoted with its quotes doubled; lines end in CRLF. A text that starts like a formula (= + - @,
 * or a tab or carriage return before one) gets a leading apostrophe, so a customer's name can never
 * run as a formula in the shop's spreadsheet (CSV injection).
 */

/** Put before the header so Excel reads the file as UTF-8 (Thai intact). */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Digits that are text, not a number (a phone number): Excel reads a plain 0891234567 as the
 * number 891234567. Made by `digitsText`.
 */
export interface DigitsText {
  digits: string;
}

export type CsvValue = string | number | DigitsText | null | undefined;

/**
 * A phone number as a cell every spreadsheet shows with its leading 0: the formula ="0891234567",
 * whose value is that text (docs/decisions/0044-phones-in-the-csv-export.md). Only a string of
 * digits is written so, so nothing a customer typed can run; anything else is an ordinary cell
 * (under the formula rule above).
 */
export function digitsText(value: string | null | undefined): DigitsText | string {
  return value && /^\d+$/.test(value) ? { digits: value } : (value ?? '');
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    return /^\d+$/.test(value.digits) ? `"=""${value.digits}"""` : csvCell(value.digits);
  }
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/csv.ts';
import { csvCell, csvRow, digitsText } from './csv.ts';

describe('csv', () => {
  it('quotes cells with quotes, commas and line breaks, and reads back the same', () => {
    const values = ['ปุ๋ย "สูตรเร็ว", 25 กก.', 'บ้านเลขที่ 1\r\nหมู่ 2', 'plain', '12.50', ''];
    const line = csvRow(values);
    expect(line).toBe('"ปุ๋ย ""สูตรเร็ว"", 25 กก.","บ้านเลขที่ 1\r\nหมู่ 2",plain,12.50,\r\n');
    expect(parseCsv(line + csvRow(['a', 'b']))).toEqual([values, ['a', 'b']]);
  });

  it('turns a text that starts like a formula into plain text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+66800000000')).toBe("'+66800000000");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('0812345678')).toBe('0812345678');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });
});

describe('digits that are text', () => {
  it('writes a phone number as ="…", so spreadsheets keep its leading 0, and nothing else so', () => {
    expect(csvCell(digitsText('0891234567'))).toBe('"=""0891234567"""');
    expect(parseCsv(csvRow([digitsText('0891234567'), 'x']))).toEqual([['="0891234567"', 'x']]);
    // Anything but digits stays an ordinary cell, under the formula rule.
    expect(csvCell(digitsText('=1+1'))).toBe("'=1+1");
    expect(csvCell(digitsText('089 123'))).toBe('089 123');
    expect(csvCell(digitsText(''))).toBe('');
    expect(csvCell(digitsText(null))).toBe('');
    expect(csvCell({ digits: '=cmd|x' })).toBe("'=cmd|x");
  });
});

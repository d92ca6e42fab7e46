import { describe, expect, it } from 'vitest';
import { lineUnits } from './thai-line-breaks.ts';

const texts = (text: string) => lineUnits(text).map((unit) => unit.text);

describe('lineUnits: where a line of Thai may break (issue 37)', () => {
  it('keeps a substance the dictionary does not know whole: never "ไพมี/โทรซีน"', () => {
    expect(texts('เกษตรอยุธยา ไพมีโทรซีน Pro 50% WG หยุดเพลี้ยกระโดดสีน้ำตาล 500 กรัม')).toEqual([
      'เกษตรอยุธยา',
      'ไพมีโทรซีน',
      'Pro',
      '50%',
      'WG',
      'หยุดเพลี้ย',
      'กระโดดสีน้ำตาล',
      '500 กรัม',
    ]);
    expect(texts('ยาฆ่าแมลงไพมีโทรซีนสำหรับนาข้าว')).toContain('ไพมีโทรซีน');
    expect(texts('คุมวัชพืชด้วยบิวทาคลอร์ก่อนหญ้างอก').join('|')).not.toMatch(/บิวทา\|คลอร์|คลอ\|ร์/);
  });

  it('breaks "ประกาศความเป็นส่วนตัว" before ความ, never inside ส่วนตัว', () => {
    expect(texts('ประกาศความเป็นส่วนตัว')).toEqual(['ประกาศ', 'ความเป็นส่วนตัว']);
  });

  it('keeps a count with its word: "(276 รีวิว)" and "500 กรัม" are one unit each', () => {
    expect(lineUnits('4.5 (276 รีวิว)')).toEqual([
      { gap: '', text: '4.5' },
      { gap: ' ', text: '(276 รีวิว)' },
    ]);
    expect(texts('(276 รีวิว)')).toEqual(['(276 รีวิว)']);
  });

  it('breaks after a slash or a hyphen, and keeps punctuation with the word before it', () => {
    expect(texts('สารปรับสภาพ/สารอื่นๆ')).toEqual(['สารปรับ', 'สภาพ/', 'สารอื่นๆ']);
    expect(texts('ไร่ทอง (ไกลโฟเซต-ไอโซโพรพิลแอมโมเนียม)')).toEqual([
      'ไร่ทอง',
      '(ไกลโฟเซต-',
      'ไอโซโพรพิลแอมโมเนียม)',
    ]);
  });

  it('gives the text back whole: the units and their gaps are the text', () => {
    for (const text of [
      ' ข้อมูลของฉันและความเป็นส่วนตัว ',
      'ทุ่งเขียว 2,4-ดี ไดเมทิลแอมโมเนียม 84% SL  กำจัดวัชพืชใบกว้าง 1 ลิตร',
      'Admin Panel',
    ]) {
      expect(
        lineUnits(text)
          .map((unit) => unit.gap + unit.text)
          .join(''),
      ).toBe(text);
    }
  });
});

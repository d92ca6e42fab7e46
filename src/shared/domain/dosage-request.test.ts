import { describe, expect, it } from 'vitest';
import { dosageRequestSchema } from '../contracts/dosage.ts';
import { areaProblems, waterProblem } from './dosage.ts';

describe('the request', () => {
  const request = {
    productId: 1,
    crop: 'corn',
    target: 'fall-armyworm',
    area: { rai: 7, ngan: 2, wa: 0 },
    sprayer: 'knapsack',
  };

  it('takes the worked example and an edited water per rai', () => {
    expect(dosageRequestSchema.safeParse(request).success).toBe(true);
    expect(dosageRequestSchema.safeParse({ ...request, waterPerRaiLitres: 1000 }).success).toBe(
      true,
    );
  });

  it.each([
    ['an empty area', { area: { rai: 0, ngan: 0, wa: 0 } }],
    ['under one ตารางวา', { area: { rai: 0, ngan: 0, wa: 0.99 } }],
    ['0.001 ไร่ (0.4 ตารางวา)', { area: { rai: 0.001, ngan: 0, wa: 0 } }],
    ['1e-300 ไร่', { area: { rai: 1e-300, ngan: 0, wa: 0 } }],
    ['infinite ไร่', { area: { rai: Number.POSITIVE_INFINITY, ngan: 0, wa: 0 } }],
    ['4 งาน', { area: { rai: 1, ngan: 4, wa: 0 } }],
    ['half a งาน', { area: { rai: 1, ngan: 1.5, wa: 0 } }],
    ['400 ตารางวา', { area: { rai: 0, ngan: 0, wa: 400 } }],
    ['negative ไร่', { area: { rai: -1, ngan: 0, wa: 10 } }],
    ['over 100,000 ไร่', { area: { rai: 100_001, ngan: 0, wa: 0 } }],
    ['no water', { waterPerRaiLitres: 0 }],
    ['too much water', { waterPerRaiLitres: 1001 }],
    ['another sprayer', { sprayer: 'plane' }],
  ])('refuses %s', (_, change) => {
    expect(dosageRequestSchema.safeParse({ ...request, ...change }).success).toBe(false);
  });

  it('says why an area is refused, in Thai', () => {
    for (const area of [
      { rai: 0, ngan: 0, wa: 0 },
      { rai: 1e-300, ngan: 0, wa: 0 },
    ]) {
      const parsed = dosageRequestSchema.safeParse({ ...request, area });
      expect(parsed.error?.issues[0]?.message).toBe(
        'กรุณากรอกพื้นที่อย่างน้อย 1 ตารางวา (งาน 0–3, ตารางวา 0–399.99)',
      );
    }
  });

  it('takes one ตารางวา, however it is written', () => {
    for (const area of [
      { rai: 0, ngan: 0, wa: 1 },
      { rai: 0.0025, ngan: 0, wa: 0 },
    ]) {
      expect(
        dosageRequestSchema.safeParse({ ...request, area }).success,
        JSON.stringify(area),
      ).toBe(true);
    }
  });
});

describe('the page’s own check of what is typed', () => {
  const areas = [
    { rai: 7, ngan: 2, wa: 0 },
    { rai: 0, ngan: 0, wa: 0.01 },
    { rai: 0, ngan: 0, wa: 1 },
    { rai: 0.0025, ngan: 0, wa: 0 },
    { rai: 1e-300, ngan: 0, wa: 0 },
    { rai: 0, ngan: 0, wa: 0 },
    { rai: 0, ngan: 4, wa: 0 },
    { rai: 0, ngan: 1.5, wa: 0 },
    { rai: 0, ngan: 0, wa: 399.99 },
    { rai: 0, ngan: 0, wa: 400 },
    { rai: -1, ngan: 0, wa: 5 },
    { rai: 100_000, ngan: 3, wa: 0 },
    { rai: 100_000.5, ngan: 0, wa: 0 },
    { rai: Number.NaN, ngan: 0, wa: 0 },
  ];

  it('refuses exactly the areas the request schema refuses, each field with its Thai message', () => {
    for (const area of areas) {
      const schema = dosageRequestSchema.shape.area.safeParse(area).success;
      expect(Object.keys(areaProblems(area)).length === 0, JSON.stringify(area)).toBe(schema);
    }
    expect(areaProblems({ rai: 0, ngan: 4, wa: 400 })).toEqual({
      ngan: 'งานต้องเป็นจำนวนเต็ม 0–3',
      wa: 'ตารางวาต้องอยู่ระหว่าง 0–399.99',
    });
    expect(areaProblems({ rai: 0, ngan: 0, wa: 0 })).toEqual({
      area: 'กรุณากรอกพื้นที่อย่างน้อย 1 ตารางวา (งาน 0–3, ตารางวา 0–399.99)',
    });
    expect(areaProblems({ rai: 0.0001, ngan: 0, wa: 0 })).toEqual({
      area: 'กรุณากรอกพื้นที่อย่างน้อย 1 ตารางวา (งาน 0–3, ตารางวา 0–399.99)',
    });
  });

  it('takes water per rai from 1 to 1,000 litres', () => {
    expect(waterProblem(1)).toBeNull();
    expect(waterProblem(1000)).toBeNull();
    expect(waterProblem(0.5)).toBe('น้ำต่อไร่ต้องอยู่ระหว่าง 1–1,000 ลิตร');
    expect(waterProblem(1000.5)).toBe('น้ำต่อไร่ต้องอยู่ระหว่าง 1–1,000 ลิตร');
    expect(waterProblem(Number.NaN)).toBe('น้ำต่อไร่ต้องอยู่ระหว่าง 1–1,000 ลิตร');
  });
});

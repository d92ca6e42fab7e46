import { describe, expect, it } from 'vitest';
import {
  areaInRai,
  calculateDosage,
  cheapestPacks,
  type DosageInput,
  PACK_SEARCH_CAP,
  type PackOption,
  toBaseUnit,
} from './dosage.ts';

/** The sizes: 100 ml ฿120, 500 ml ฿450, 1 L ฿800 (prices in satang). */
const SIZES: PackOption[] = [
  { id: 1, size: 100, unit: 'ml', price: 12_000, inStock: true },
  { id: 2, size: 500, unit: 'ml', price: 45_000, inStock: true },
  { id: 3, size: 1, unit: 'l', price: 80_000, inStock: true },
];

const input = (overrides: Partial<DosageInput> = {}): DosageInput => ({
  area: { rai: 7, ngan: 2, wa: 0 },
  sprayer: 'knapsack',
  waterPerRaiLitres: 80,
  use: { rate: { amount: 20, unit: 'ml', per: '20l' } },
  moaGroups: ['IRAC 28'],
  recentGroups: [],
  variants: SIZES,
  ...overrides,
});

function resultOf(dosage: DosageInput) {
  const outcome = calculateDosage(dosage);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

describe('the worked example of the issue', () => {
  it('7 ไร่ 2 งาน, knapsack 80 L/rai, 20 ml per 20 L: 7.5 rai, 600 L, 30 tanks, 20 ml a tank, 600 ml; 500 ml + 100 ml for ฿570', () => {
    const result = resultOf(input());
    expect(result.areaRai).toBe(7.5);
    expect(result.waterLitres).toBe(600);
    expect(result.tanks).toBe(30);
    expect(result.productPerTank).toEqual({ amount: 20, unit: 'ml' });
    expect(result.productTotal).toEqual({ amount: 600, unit: 'ml' });
    // ฿570 beats one 1 L (฿800) and six 100 ml (฿720).
    expect(result.packs).toEqual([
      { variantId: 2, quantity: 1 },
      { variantId: 1, quantity: 1 },
    ]);
    expect(result.packsPrice).toBe(57_000);
  });
});

describe('area, water and tanks', () => {
  it('reads ไร่-งาน-ตารางวา as 1 ไร่ = 4 งาน = 400 ตารางวา', () => {
    expect(areaInRai({ rai: 1, ngan: 0, wa: 0 })).toBe(1);
    expect(areaInRai({ rai: 0, ngan: 4, wa: 0 })).toBe(1);
    expect(areaInRai({ rai: 0, ngan: 0, wa: 400 })).toBe(1);
    expect(areaInRai({ rai: 2, ngan: 1, wa: 100 })).toBe(2.5);
  });

  it('rounds tanks of 20 L up, and a whole number of tanks is not one too many', () => {
    expect(resultOf(input({ area: { rai: 0, ngan: 0, wa: 100 } })).tanks).toBe(1); // 20 L
    expect(resultOf(input({ area: { rai: 0, ngan: 0, wa: 101 } })).tanks).toBe(2); // 20.2 L
    expect(resultOf(input({ area: { rai: 0, ngan: 0, wa: 1 } })).tanks).toBe(1); // 0.2 L
    // 0.1 rai at 100 L/rai is 10.000000000000002 L in floating point: one tank.
    const tenth = resultOf(input({ area: { rai: 0.1, ngan: 0, wa: 0 }, waterPerRaiLitres: 200 }));
    expect(tenth.waterLitres).toBe(20);
    expect(tenth.tanks).toBe(1);
  });

  it('takes each sprayer’s water per rai unless the customer gives one', () => {
    const water = (sprayer: DosageInput['sprayer']) =>
      resultOf(input({ sprayer, waterPerRaiLitres: undefined, area: { rai: 1, ngan: 0, wa: 0 } }))
        .waterLitres;
    expect(water('knapsack')).toBe(80);
    expect(water('motor')).toBe(100);
    expect(water('drone')).toBe(3);
    expect(
      resultOf(
        input({
          waterPerRaiLitres: undefined,
          area: { rai: 1, ngan: 0, wa: 0 },
          use: { rate: { amount: 20, unit: 'ml', per: '20l' }, waterPerRaiLitres: 60 },
        }),
      ).waterLitres,
    ).toBe(60);
  });
});

describe('rates', () => {
  it('turns a per-20 L rate into per rai with the water: 20 ml per 20 L at 100 L/rai is 100 ml a rai', () => {
    const result = resultOf(input({ area: { rai: 1, ngan: 0, wa: 0 }, waterPerRaiLitres: 100 }));
    expect(result.productTotal).toEqual({ amount: 100, unit: 'ml' });
    expect(result.productPerTank).toEqual({ amount: 20, unit: 'ml' });
    expect(result.tanks).toBe(5);
  });

  it('keeps a drone’s product per rai at the ground dose and makes its 20 L of mix stronger', () => {
    const result = resultOf(
      input({ sprayer: 'drone', waterPerRaiLitres: undefined, area: { rai: 10, ngan: 0, wa: 0 } }),
    );
    // 20 ml per 20 L at the knapsack's 80 L/rai: 80 ml a rai, 800 ml for 10 rai, in 30 L of water.
    expect(result.waterLitres).toBe(30);
    expect(result.tanks).toBe(2);
    expect(result.productTotal).toEqual({ amount: 800, unit: 'ml' });
    // 80 ml in each 3 L: 533.33 ml in 20 L of the drone's mix.
    expect(result.productPerTank).toEqual({ amount: 533.33, unit: 'ml' });
  });

  it('uses the label’s water per rai as the drone’s ground dose when the use gives one', () => {
    const result = resultOf(
      input({
        sprayer: 'drone',
        area: { rai: 1, ngan: 0, wa: 0 },
        use: { rate: { amount: 20, unit: 'ml', per: '20l' }, waterPerRaiLitres: 60 },
      }),
    );
    expect(result.productTotal).toEqual({ amount: 60, unit: 'ml' });
  });

  it('multiplies a per-rai rate by the area and spreads it over the water', () => {
    const result = resultOf(
      input({
        area: { rai: 2, ngan: 2, wa: 0 },
        waterPerRaiLitres: 80,
        use: { rate: { amount: 240, unit: 'ml', per: 'rai' } },
      }),
    );
    expect(result.productTotal).toEqual({ amount: 600, unit: 'ml' });
    expect(result.waterLitres).toBe(200);
    expect(result.tanks).toBe(10);
    expect(result.productPerTank).toEqual({ amount: 60, unit: 'ml' }); // 240 ml in 80 L
  });

  it('refuses rates per kg of seed and per tree with a Thai reason', () => {
    const seed = calculateDosage(
      input({ use: { rate: { amount: 7, unit: 'ml', per: 'kg_seed' } } }),
    );
    expect(seed).toEqual({
      ok: false,
      code: 'RATE_BASIS_UNSUPPORTED',
      message: 'ฉลากให้อัตราต่อกิโลกรัมเมล็ดพันธุ์ ซึ่งเครื่องคำนวณตามพื้นที่ยังไม่รองรับ กรุณาดูอัตราบนฉลาก',
    });
    const tree = calculateDosage(input({ use: { rate: { amount: 50, unit: 'g', per: 'tree' } } }));
    expect(tree).toMatchObject({ ok: false, code: 'RATE_BASIS_UNSUPPORTED' });
  });
});

describe('units', () => {
  it('converts l to ml and kg to g', () => {
    expect(toBaseUnit(1, 'l')).toEqual({ amount: 1000, unit: 'ml' });
    expect(toBaseUnit(0.25, 'kg')).toEqual({ amount: 250, unit: 'g' });
    expect(toBaseUnit(1.1, 'l')).toEqual({ amount: 1100, unit: 'ml' });
  });

  it('answers a rate in litres in ml and matches it with packs in ml', () => {
    const result = resultOf(
      input({
        area: { rai: 3, ngan: 0, wa: 0 },
        use: { rate: { amount: 0.2, unit: 'l', per: 'rai' } },
      }),
    );
    expect(result.productTotal).toEqual({ amount: 600, unit: 'ml' });
    expect(result.packsPrice).toBe(57_000);
  });

  it('weighs a rate in g against packs in kg, and never offers packs of another measure', () => {
    const result = resultOf(
      input({
        area: { rai: 5, ngan: 0, wa: 0 },
        waterPerRaiLitres: 80,
        use: { rate: { amount: 6, unit: 'g', per: '20l' } },
        variants: [
          ...SIZES,
          { id: 10, size: 100, unit: 'g', price: 15_000, inStock: true },
          { id: 11, size: 1, unit: 'kg', price: 90_000, inStock: true },
        ],
      }),
    );
    expect(result.productTotal).toEqual({ amount: 120, unit: 'g' });
    expect(result.packs).toEqual([{ variantId: 10, quantity: 2 }]);
    expect(result.packsPrice).toBe(30_000);
  });
});

describe('the packs', () => {
  it('leaves out sizes that are out of stock', () => {
    const packs = cheapestPacks(600, 'ml', [
      { ...(SIZES[0] as PackOption), inStock: false },
      ...SIZES.slice(1),
    ]);
    // Without 100 ml: one 1 L (฿800) beats two 500 ml (฿900).
    expect(packs).toEqual({ packs: [{ variantId: 3, quantity: 1 }], price: 80_000 });
  });

  it('uses only the size the customer picked when one is given', () => {
    const result = resultOf(input({ variantId: 1 }));
    expect(result.packs).toEqual([{ variantId: 1, quantity: 6 }]);
    expect(result.packsPrice).toBe(72_000);
  });

  it('warns NO_PACKS with no pack when nothing in stock fits', () => {
    const result = resultOf(
      input({ variants: SIZES.map((size) => ({ ...size, inStock: false })) }),
    );
    expect(result.packs).toEqual([]);
    expect(result.packsPrice).toBe(0);
    expect(result.warnings).toContainEqual({
      code: 'NO_PACKS',
      message: 'ขณะนี้ไม่มีขนาดบรรจุในสต็อกที่ใช้กับปริมาณนี้ได้',
    });
  });

  it('takes fewest packs of equally cheap sets', () => {
    const packs = cheapestPacks(1000, 'ml', [
      { id: 1, size: 500, unit: 'ml', price: 40_000, inStock: true },
      { id: 2, size: 1, unit: 'l', price: 80_000, inStock: true },
    ]);
    expect(packs).toEqual({ packs: [{ variantId: 2, quantity: 1 }], price: 80_000 });
  });

  it('covers a 1,000-rai request within the search cap, quickly and cheapest per unit', () => {
    const started = performance.now();
    const result = resultOf(
      input({ area: { rai: 1000, ngan: 0, wa: 0 }, waterPerRaiLitres: 1000 }),
    );
    expect(result.productTotal).toEqual({ amount: 1_000_000, unit: 'ml' });
    expect(result.packs).toEqual([{ variantId: 3, quantity: 1000 }]);
    expect(result.packsPrice).toBe(80_000_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('fills what is past the cap with the best-value pack and still covers the total', () => {
    // Sizes 999 ml and 1,000 ml share a 1 ml step: 100,000 L is 100,000,000 steps, past the cap.
    const odd: PackOption[] = [
      { id: 1, size: 999, unit: 'ml', price: 79_000, inStock: true },
      { id: 2, size: 1000, unit: 'ml', price: 80_000, inStock: true },
    ];
    const total = 100_000_000;
    expect(total).toBeGreaterThan(PACK_SEARCH_CAP);
    const packs = cheapestPacks(total, 'ml', odd);
    const covered = (packs?.packs ?? []).reduce(
      (sum, pack) => sum + (pack.variantId === 1 ? 999 : 1000) * pack.quantity,
      0,
    );
    expect(covered).toBeGreaterThanOrEqual(total);
    expect(covered - total).toBeLessThan(1000);
  });

  it('covers the total and no cheaper set exists (brute force over small cases)', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 200; round++) {
      const count = 1 + random(3);
      const options: PackOption[] = Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        size: 50 * (1 + random(10)),
        unit: 'ml',
        price: 1_000 * (1 + random(30)),
        inStock: true,
      }));
      const total = 1 + random(1500);
      const answer = cheapestPacks(total, 'ml', options);
      if (!answer) throw new Error('an in-stock size always fits');
      const sizeOf = (id: number) => options.find((option) => option.id === id)?.size ?? 0;
      const covered = answer.packs.reduce(
        (sum, pack) => sum + sizeOf(pack.variantId) * pack.quantity,
        0,
      );
      expect(covered).toBeGreaterThanOrEqual(total);
      expect(answer.price).toBe(
        answer.packs.reduce(
          (sum, pack) =>
            sum + (options.find((o) => o.id === pack.variantId)?.price ?? 0) * pack.quantity,
          0,
        ),
      );
      const packCount = answer.packs.reduce((sum, pack) => sum + pack.quantity, 0);
      // Every set of up to 35 of each size (a 50 ml size covers 1,500 ml with 30).
      const best = bruteForce(total, options);
      expect([answer.price, packCount]).toEqual([best.price, best.packs]);
    }
  });
});

function bruteForce(total: number, options: PackOption[]) {
  let best = { price: Number.POSITIVE_INFINITY, packs: Number.POSITIVE_INFINITY };
  const walk = (index: number, covered: number, price: number, packs: number) => {
    if (covered >= total) {
      if (price < best.price || (price === best.price && packs < best.packs))
        best = { price, packs };
      return;
    }
    if (index === options.length) return;
    const option = options[index] as PackOption;
    for (let quantity = 0; quantity <= 35; quantity++) {
      walk(
        index + 1,
        covered + option.size * quantity,
        price + option.price * quantity,
        packs + quantity,
      );
    }
  };
  walk(0, 0, 0, 0);
  return best;
}

describe('the warnings', () => {
  it('always says อ่านฉลากก่อนใช้, first', () => {
    expect(resultOf(input()).warnings).toEqual([{ code: 'READ_LABEL', message: 'อ่านฉลากก่อนใช้' }]);
  });

  it('names the label’s maximum applications and interval, and the pre-harvest interval', () => {
    const result = resultOf(
      input({
        use: { rate: { amount: 20, unit: 'ml', per: '20l' }, maxApplications: 4, intervalDays: 7 },
        phiDays: 14,
      }),
    );
    expect(result.warnings).toEqual([
      { code: 'READ_LABEL', message: 'อ่านฉลากก่อนใช้' },
      {
        code: 'MAX_APPLICATIONS',
        message: 'ฉลากให้ใช้ไม่เกิน 4 ครั้งต่อรอบการปลูก ห่างกันอย่างน้อย 7 วัน',
      },
      { code: 'PRE_HARVEST_INTERVAL', message: 'หยุดใช้ก่อนเก็บเกี่ยวอย่างน้อย 14 วัน' },
    ]);
  });

  it('warns ROTATION when a group of this product was bought for this crop in the last 30 days', () => {
    const result = resultOf(
      input({ moaGroups: ['IRAC 28', 'IRAC 4A'], recentGroups: ['IRAC 4A', 'IRAC 5'] }),
    );
    expect(result.warnings).toContainEqual({
      code: 'ROTATION',
      message: 'ใน 30 วันที่ผ่านมาคุณซื้อสารกลุ่ม IRAC 4A สำหรับพืชนี้แล้ว ควรสลับไปใช้สารกลุ่มอื่นเพื่อลดการดื้อยา',
    });
    expect(
      resultOf(input({ recentGroups: ['IRAC 5'] })).warnings.map((warning) => warning.code),
    ).not.toContain('ROTATION');
  });
});

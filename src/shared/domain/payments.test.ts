import { describe, expect, it } from 'vitest';
import {
  formatPromptpayId,
  isPromptpayId,
  isVatExempt,
  methodRefusal,
  methodsFor,
  type PaymentChoices,
  shareDiscount,
  vatInside,
  vatSplit,
} from './payments.ts';

const SHOP: PaymentChoices = {
  promptpayEnabled: true,
  transferEnabled: true,
  codEnabled: true,
  codMaxSatang: 500_000,
  defaultMethod: 'promptpay',
  hasPromptpayId: true,
  hasBankAccount: true,
};

describe('which methods may pay', () => {
  it('offers cash on delivery up to the limit, to the satang', () => {
    expect(methodsFor(SHOP, { amountDueSatang: 500_000 })).toEqual([
      'promptpay',
      'bank_transfer',
      'cod',
    ]);
    expect(methodsFor(SHOP, { amountDueSatang: 500_001 })).toEqual(['promptpay', 'bank_transfer']);
    expect(methodRefusal(SHOP, 'cod', { amountDueSatang: 500_001 })).toBe('COD_OVER_LIMIT');
  });

  it('offers nothing the shop turned off or cannot be paid by', () => {
    expect(methodsFor({ ...SHOP, codEnabled: false }, { amountDueSatang: 100 })).toEqual([
      'promptpay',
      'bank_transfer',
    ]);
    expect(methodsFor({ ...SHOP, hasPromptpayId: false }, { amountDueSatang: 100 })).toEqual([
      'bank_transfer',
      'cod',
    ]);
    expect(
      methodsFor(
        { ...SHOP, hasBankAccount: false, promptpayEnabled: false },
        { amountDueSatang: 100 },
      ),
    ).toEqual(['cod']);
  });

  it('counts the COD fee against the limit, and refuses COD for goods that may not go by it', () => {
    const dueBy = (method: string) => (method === 'cod' ? 500_001 : 499_000);
    expect(methodsFor(SHOP, { amountDueSatang: dueBy })).toEqual(['promptpay', 'bank_transfer']);
    expect(
      methodRefusal(SHOP, 'cod', { amountDueSatang: 100, codRefusedBy: ['ไซเปอร์เมทริน'] }),
    ).toBe('COD_NOT_FOR_PRODUCTS');
    expect(methodRefusal(SHOP, 'cod', { amountDueSatang: 100, codRefusedBy: [] })).toBeNull();
  });
});

describe('PromptPay ids', () => {
  it.each([
    ['0812223333', true],
    ['1234567890123', true],
    ['812223333', false],
    ['08122233334', false],
    ['12345678901234', false],
    ['08-1222-3333', false],
  ])('%s → %s', (id, ok) => {
    expect(isPromptpayId(id)).toBe(ok);
  });

  it('are shown in the groups a person types them by', () => {
    expect(formatPromptpayId('0812223333')).toBe('081-222-3333');
    expect(formatPromptpayId('0105551234567')).toBe('0-1055-51234-56-7');
  });
});

describe('VAT', () => {
  it('exempts pesticides, hormones and soil conditioners, not equipment or an unknown product', () => {
    expect(isVatExempt('insecticides')).toBe(true);
    expect(isVatExempt('others')).toBe(true);
    expect(isVatExempt('equipments')).toBe(false);
    expect(isVatExempt(null)).toBe(false);
  });

  it('finds the VAT inside a VAT-inclusive amount', () => {
    expect(vatInside(107_00, 700)).toBe(7_00);
    expect(vatInside(1_00, 700)).toBe(7);
    expect(vatInside(0, 700)).toBe(0);
  });

  it('shares a discount in proportion, adding up to it exactly', () => {
    expect(shareDiscount([100, 200], 30)).toEqual([10, 20]);
    const shares = shareDiscount([333, 333, 334], 100);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(shareDiscount([0, 0], 10)).toEqual([0, 0]);
  });

  it('splits a receipt: the discount on the lines it applied to, delivery taxable', () => {
    const lines = [
      { totalSatang: 1_000_00, vatExempt: true, discounted: true },
      { totalSatang: 1_070_00, vatExempt: false, discounted: true },
      { totalSatang: 500_00, vatExempt: false, discounted: false },
    ];
    const split = vatSplit(lines, 207_00, 50_00, { registered: true, rateBasisPoints: 700 });
    expect(split.exemptSatang).toBe(900_00);
    expect(split.taxableSatang).toBe(963_00 + 500_00 + 50_00);
    expect(split.exemptSatang + split.taxableSatang).toBe(2_570_00 - 207_00 + 50_00);
    expect(split.vatSatang).toBe(vatInside(1_513_00, 700));
  });

  it('charges none for a shop not registered', () => {
    const lines = [{ totalSatang: 1_070_00, vatExempt: false, discounted: false }];
    expect(vatSplit(lines, 0, 0, { registered: false, rateBasisPoints: 700 })).toEqual({
      exemptSatang: 1_070_00,
      taxableSatang: 0,
      vatSatang: 0,
    });
  });
});

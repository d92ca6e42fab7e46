import { describe, expect, it } from 'vitest';
import { deliveryLimitsOf, FREE_SHIPPING, type ShippingRules, shippingFeeOf } from './shipping.ts';

const SHOP: ShippingRules = {
  flatFeeSatang: 5_000,
  freeFromSatang: 100_000,
  remoteProvinces: ['แม่ฮ่องสอน', 'นราธิวาส'],
  remoteFeeSatang: 3_000,
  codFeeSatang: 2_000,
  codeWaivesFee: false,
};
const parcel = { netSatang: 50_000, province: 'พระนครศรีอยุธยา', cod: false, codeApplied: false };

describe('the shipping fee', () => {
  it('is nothing until the shop sets fees', () => {
    expect(shippingFeeOf(FREE_SHIPPING, { ...parcel, cod: true, province: 'นราธิวาส' })).toBe(0);
  });

  it('charges the flat fee below the free-shipping amount and waives it from there, to the satang', () => {
    expect(shippingFeeOf(SHOP, parcel)).toBe(5_000);
    expect(shippingFeeOf(SHOP, { ...parcel, netSatang: 99_999 })).toBe(5_000);
    expect(shippingFeeOf(SHOP, { ...parcel, netSatang: 100_000 })).toBe(0);
    expect(
      shippingFeeOf({ ...SHOP, freeFromSatang: null }, { ...parcel, netSatang: 9_999_999 }),
    ).toBe(5_000);
  });

  it('adds the remote surcharge and the COD fee, which free shipping does not waive', () => {
    expect(shippingFeeOf(SHOP, { ...parcel, province: 'แม่ฮ่องสอน' })).toBe(8_000);
    expect(
      shippingFeeOf(SHOP, { ...parcel, netSatang: 200_000, province: ' นราธิวาส ', cod: true }),
    ).toBe(5_000);
    expect(shippingFeeOf(SHOP, { ...parcel, province: null, cod: true })).toBe(7_000);
  });

  it('lets a code waive the flat fee only when the shop says so', () => {
    expect(shippingFeeOf(SHOP, { ...parcel, codeApplied: true })).toBe(5_000);
    expect(shippingFeeOf({ ...SHOP, codeWaivesFee: true }, { ...parcel, codeApplied: true })).toBe(
      0,
    );
    expect(
      shippingFeeOf({ ...SHOP, codeWaivesFee: true }, { ...parcel, codeApplied: true, cod: true }),
    ).toBe(2_000);
  });
});

describe('what can carry a cart', () => {
  it('names the products that refuse COD and keeps the carriers every product allows', () => {
    const limits = deliveryLimitsOf([
      { name: 'พาราควอต', codAllowed: false, refusedCarriers: ['flash', 'jt'] },
      { name: 'ปุ๋ยหมัก', codAllowed: true, refusedCarriers: ['kerry'] },
      { name: 'กรรไกรตัดกิ่ง', codAllowed: true, refusedCarriers: [] },
    ]);
    expect(limits.codRefusedBy).toEqual(['พาราควอต']);
    expect(limits.carriers).toEqual(['thailandpost', 'spx', 'other']);
  });

  it('lets anything go by anything when nothing refuses', () => {
    expect(deliveryLimitsOf([])).toEqual({
      codRefusedBy: [],
      carriers: ['thailandpost', 'flash', 'jt', 'kerry', 'spx', 'other'],
    });
  });
});

import type { ShippingAddressInput } from '../../shared/contracts/addresses.ts';

/** A shipping address in Ayutthaya that the sub-district list knows (ภาชี, 13140). */
export function sampleAddress(overrides: Partial<ShippingAddressInput> = {}): ShippingAddressInput {
  return {
    recipient: 'สมศรี ใจดี',
    phone: '081-234-5678',
    line1: '45 หมู่ 2 ถ.อยุธยา-ภาชี',
    subdistrict: 'ภาชี',
    district: 'ภาชี',
    province: 'พระนครศรีอยุธยา',
    postcode: '13140',
    ...overrides,
  };
}

/** A Bangkok address (แขวง/เขต). */
export function bangkokAddress(
  overrides: Partial<ShippingAddressInput> = {},
): ShippingAddressInput {
  return sampleAddress({
    line1: '99/1 ซ.เจริญนคร 12',
    subdistrict: 'คลองต้นไทร',
    district: 'คลองสาน',
    province: 'กรุงเทพมหานคร',
    postcode: '10600',
    ...overrides,
  });
}

import { getProvinces, searchAddressByPostalCode } from 'thai-address-universal';

let known: Promise<string[]> | undefined;

/** The 77 provinces as the address data (thai-address-universal) spells them, in Thai order. */
export function thaiProvinces(): Promise<string[]> {
  known ??= getProvinces().then((provinces) =>
    provinces.map((province) => province.nameTh).sort(new Intl.Collator('th').compare),
  );
  return known;
}

/** The province of a postcode, or null when the address data does not know it. */
export async function provinceOfPostcode(postcode: string): Promise<string | null> {
  const rows = await searchAddressByPostalCode(postcode, 50);
  return rows.find((row) => row.postal_code === postcode)?.province ?? null;
}

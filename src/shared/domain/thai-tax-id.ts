/**
 * The Thai 13-digit tax id (a company's, or a person's citizen id), whose last digit checks the
 * first twelve: each of them times 13 down to 2, summed; the check digit is (11 − sum mod 11)
 * mod 10. Kept for the shop's own id and a buyer's on a tax invoice.
 */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(value[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** A branch as the Revenue Department writes it: "00000" for the head office, else 5 digits. */
export const HEAD_OFFICE_BRANCH = '00000';
export function isBranchNumber(value: string): boolean {
  return /^\d{5}$/.test(value);
}

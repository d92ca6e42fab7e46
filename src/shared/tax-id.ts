/**
 * A Thai tax id (เลขประจำตัวผู้เสียภาษี, the same 13 digits as a national id for a person): 12
 * digits and a check digit. Digit i (from 0) weighs 13 − i; the check digit is
 * (11 − sum mod 11) mod 10.
 */
export function taxIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** 13 digits whose last one is the check digit of the twelve before it. */
export function isValidTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return taxIdCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** The head office's branch number; a branch is any other 5 digits. */
export const HEAD_OFFICE_BRANCH = '00000';

export function isValidBranch(value: string): boolean {
  return /^\d{5}$/.test(value);
}

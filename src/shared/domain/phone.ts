/** A Thai phone number: digits only once spaces and dashes are gone, 9 or 10 digits, leading 0. */
export const THAI_PHONE_PATTERN = /^0\d{8,9}$/;

export function normalizePhone(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isThaiPhone(input: string): boolean {
  return THAI_PHONE_PATTERN.test(normalizePhone(input));
}

/** Shows 10 digits as 3-3-4 (081-234-5678); anything else unchanged. */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone)
    ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`
    : phone;
}

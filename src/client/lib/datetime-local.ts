/** Bangkok has no daylight saving: always UTC+7. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** ISO time → the value of an <input type="datetime-local">, read as Bangkok time. */
export function isoToBangkokInput(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value (Bangkok time) → ISO time; '' when it is not a date. */
export function bangkokInputToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  const date = new Date(`${value}:00+07:00`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** Now, as a datetime-local value in Bangkok time: the default for a new article or news. */
export function nowBangkokInput(now = new Date()): string {
  return isoToBangkokInput(now.toISOString());
}

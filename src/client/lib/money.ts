import { bahtToSatang, type Satang } from '../../shared/domain/money.ts';

/** An answer with its money fields in satang (null stays null). */
export type InSatang<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? Satang | null : Satang;
};

/**
 * The API speaks baht; the client keeps satang from the answer onward. Call this once, where an
 * answer arrives (a loader or a feature's call), naming its money fields; screens then show the
 * amounts with `formatBaht` and never convert again.
 */
export function inSatang<T extends object, K extends keyof T>(
  answer: T,
  fields: readonly K[],
): InSatang<T, K> {
  const converted: Record<string, unknown> = { ...(answer as Record<string, unknown>) };
  for (const field of fields) {
    const baht = answer[field];
    converted[field as string] = typeof baht === 'number' ? bahtToSatang(baht) : null;
  }
  return converted as InSatang<T, K>;
}

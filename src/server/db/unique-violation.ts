/**
 * The constraint a unique violation names, looking through driver and ORM wrappers (node-postgres
 * gives it as `constraint`, PGlite only in the message); null when the error is something else.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = String(candidate.message ?? '').match(/constraint "([^"]+)"/);
      return match?.[1] ?? '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

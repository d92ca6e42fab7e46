/** What each answer kept for the visit forgets, so that the next ask asks again. */
const forgetters = new Set<() => void>();

/**
 * An answer that changes rarely (the crops and their pests, the highest price), asked once per
 * visit: every caller shares the first ask, and a failed one is asked again next time.
 */
export function oncePerVisit<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  forgetters.add(() => {
    answer = undefined;
  });
  return () => {
    answer ??= ask().catch((error: unknown) => {
      answer = undefined;
      throw error;
    });
    return answer;
  };
}

/** Forgets every answer kept for the visit: a new visit (each component test file is one). */
export function forgetVisit(): void {
  for (const forget of forgetters) forget();
}

/**
 * A read shared by everyone who asks for it in the same turn of the event loop. It is sent once
 * that turn's callers have all asked (`setImmediate` runs after the turn's I/O callbacks), so
 * every caller still gets an answer read after it asked, and sees whatever was committed before;
 * a caller that asks once the read is on its way waits for the next one. Fifty requests that
 * arrive together cost one query instead of fifty.
 */
export function shareReads<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | null = null;
  return () => {
    next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        next = null;
        read().then(resolve, reject);
      });
    });
    return next;
  };
}

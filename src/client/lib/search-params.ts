/**
 * The URL's search with some keys changed: an empty value drops its key, so a list's defaults
 * stay out of the URL (`?q=ข้าว&page=2`, not `?q=ข้าว&category=&page=2`).
 */
export function withChanges(current: URLSearchParams, change: Record<string, string>) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

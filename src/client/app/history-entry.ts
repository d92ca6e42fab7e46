/**
 * React Router keys its scroll positions by the history entry's key, and every entry a document
 * was freshly loaded into has the same key ("default"): a page typed into the address bar then
 * opened where the previous fresh page was left. A fresh load's entry gets its own key here, as a
 * link click would give it. A reload and back/forward keep the entry's state, key included, so
 * they still restore where the reader was.
 */
export function keyFreshHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const stamped =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { key?: unknown }).key === 'string';
  if (stamped) return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...(typeof state === 'object' ? state : {}), key }, '');
}

/**
 * Gives the history entry the page was opened on a key of its own. react-router keys every
 * entry it adds, but reads the first one's as "default", in every document of the tab. What is
 * remembered per entry (where it was scrolled, src/lib/scrollPositions.ts; the search's results,
 * src/features/listings/useSearchResults.ts) would then be shared by all those first entries:
 * an address typed afresh would open where another page was scrolled. A reload keeps the key
 * (it is in history.state). Called before the app's history is created (src/app/App.tsx).
 */
export function keyFirstEntry(): void {
  if (historyEntryKey() !== null) return;
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === 'object' ? state : {};
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}

/**
 * The key of the history entry the browser is on: react-router keeps it in history.state (null
 * where there is none: a memory history, another script's state).
 */
export function historyEntryKey(): string | null {
  const state: unknown = window.history.state;
  const key =
    state !== null && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : null;
}

/**
 * Gives the history entry the page was opened on a key of its own. react-router keys every
 * entry it adds, but reads the first one's as "default", in every document of the tab. What is
 * remembered per entry (where it was scrolled, src/lib/scrollPositions.ts; the search's results,
 * src/features/listings/useSearchResults.ts) would then be shared by all those first entries:
 * an address typed afresh would open where another page was scrolled. A reload keeps the key
 * (it is in history.state). Called before the app's history is created (src/app/App.tsx).
 */
export function keyFirstEntry(): void {
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === 'object' ? state : {};
  if (typeof (current as { key?: unknown }).key === 'string') return;
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}

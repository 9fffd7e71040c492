/**
 * The page chunks being fetched (src/app/routes.tsx counts each load). A click on a link moves
 * the router at once, but React keeps the page before on screen, in a transition, until the
 * next page's chunk has arrived: without a sign, a slow network looked like a dead click (QA,
 * 7 December 2026: 3 s with the old page and no spinner). PageLoadBar (src/app/layout) shows
 * one while this count is above zero.
 */
let pending = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  pending += by;
  for (const listener of listeners) listener();
}

/** Counts `load` as a page load until it settles; returns it. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  changed(1);
  const done = () => changed(-1);
  load.then(done, done);
  return load;
}

export function pageLoadsPending(): number {
  return pending;
}

export function subscribePageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import { createElement, lazy, type ComponentType } from 'react';

/** What a chunk's loader resolves to: its module, with the component as default export. */
export type ComponentModule<P> = { default: ComponentType<P> };

/** The components whose last load failed, each with what makes it load again. */
const failed = new Set<() => void>();

/**
 * React.lazy, except that a chunk which failed to arrive can be asked for again. React.lazy
 * keeps its loader's rejection for good: after one network blip, or a deploy that renamed the
 * chunk, the component would throw the same error on every render until the page is reloaded.
 * Here a failure is remembered, and `retryFailedLoads()` (the "Réessayer" of ErrorBoundary)
 * gives each failed component a fresh React.lazy, so its next render calls the loader again
 * (the browser fetches a module whose fetch failed anew: checked in Chromium, and
 * tests/e2e/chunkFailure.e2e.mjs). docs/decisions.md "A part that fails to load".
 */
export function lazyRetry<P extends object>(
  load: () => Promise<ComponentModule<P>>,
): ComponentType<P> {
  const attempt = () =>
    load().catch((e: unknown) => {
      failed.add(reset);
      throw e;
    });
  let Lazy = lazy(attempt);
  function reset() {
    Lazy = lazy(attempt);
  }
  function LazyRetry(props: P) {
    return createElement(Lazy as ComponentType<P>, props);
  }
  return LazyRetry;
}

/** Gives every component whose chunk failed to load a new try at its next render. */
export function retryFailedLoads(): void {
  for (const reset of failed) reset();
  failed.clear();
}

import { createElement, lazy, type ComponentType } from 'react';
import { failedModuleUrl, ReloadNeededError } from './chunkError';

/** Any component: the loader's module says which props it takes (`M[K]`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own
type AnyComponent = ComponentType<any>;

/** The components whose last load failed, each with what makes it load again. */
const failed = new Set<() => void>();

/**
 * React.lazy, except that a chunk which failed to arrive can be asked for again. React.lazy
 * keeps its loader's rejection for good: after one network blip, or a deploy that renamed the
 * chunk, the component would throw the same error on every render until the page is reloaded.
 * Here a failure is remembered, and `retryFailedLoads()` (the "Réessayer" of ErrorBoundary)
 * gives each failed component a fresh React.lazy, so its next render loads it again.
 *
 * The browser keeps a failed import too: Chromium 150 answers a second `import()` of the same
 * address with the first failure, without fetching (tests/e2e/chunkFailure.e2e.mjs caught it,
 * December 2026). So a retry calls the loader again and, when that fails too, imports the
 * address the failure named (failedModuleUrl) with a query of its own (`?retry=1`, 2…), which is
 * another module to the browser and is fetched; its own imports are the app's modules as loaded,
 * and its component is taken by name (`name`: a chunk keeps the names of its entry's exports).
 * Where the failure names no address (Safari), the loader's failure stands. When that import
 * fails too although the address answers now, the network is back but the browser kept the
 * failure of a module the chunk imports, which no new query reaches: ReloadNeededError, and
 * the boundary asks for a reload. docs/decisions.md "A part that fails to load".
 */
export function lazyRetry<M extends Record<K, AnyComponent>, K extends string = 'default'>(
  load: () => Promise<M>,
  /** The module's export that is the component, when it is not its default export. */
  name: K = 'default' as K,
): M[K] {
  type Loaded = Partial<Record<K, AnyComponent>>;
  let failedUrl: string | null = null;
  let tries = 0;
  const attempt = (loader: () => Promise<Loaded>) => () =>
    loader().then(
      (module) => {
        const component = module[name];
        // (a chunk without that export: not the module asked for)
        if (!component) throw new Error(`lazyRetry: no export ${name} in the module loaded`);
        return { default: component };
      },
      (e: unknown) => {
        failedUrl = failedModuleUrl(e) ?? failedUrl;
        failed.add(reset);
        throw e;
      },
    );
  let Lazy = lazy(attempt(load));
  /** The loader again, then, if the browser answers with the failure it kept, the address anew. */
  const again = () =>
    load().catch((e: unknown): Promise<Loaded> => {
      const url = failedModuleUrl(e) ?? failedUrl;
      if (!url) throw e;
      tries += 1;
      const address = url.split('?')[0]!;
      return (import(/* @vite-ignore */ `${address}?retry=${tries}`) as Promise<Loaded>).catch(
        async () => {
          // still offline: the same failure; online again: one the page keeps until a reload
          throw (await answers(address)) ? new ReloadNeededError(e) : e;
        },
      );
    });
  function reset() {
    Lazy = lazy(attempt(again));
  }
  function LazyRetry(props: object) {
    return createElement(Lazy as unknown as ComponentType<object>, props);
  }
  return LazyRetry as unknown as M[K];
}

/** Whether the network fetches `address` now (bypassing the HTTP cache). */
function answers(address: string): Promise<boolean> {
  return fetch(address, { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
}

/** Gives every component whose chunk failed to load a new try at its next render. */
export function retryFailedLoads(): void {
  for (const reset of failed) reset();
  failed.clear();
}

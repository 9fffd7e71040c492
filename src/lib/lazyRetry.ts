import { createElement, lazy, type ComponentType } from 'react';
import { ReloadNeededError } from './chunkError';
import { retryableImport } from './retryImport';

/** Any component: the loader's module says which props it takes (`M[K]`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own
type AnyComponent = ComponentType<any>;

/** The components whose last load failed, each with what makes it load again. */
const failed = new Set<() => void>();

export interface LazyRetryOptions {
  /**
   * A whole page (src/app/routes.tsx): nothing on it was typed yet when its chunk fails, so
   * when only a reload can bring it (ReloadNeededError), the page reloads itself, once a
   * minute at most (reloadOnce); and a first failure while the browser says it is online is
   * retried at once, since it may be a module another page failed to fetch a moment ago
   * (QA, 7 December 2026: after one offline click, every page sharing that module failed).
   */
  page?: boolean;
}

/**
 * React.lazy, except that a chunk which failed to arrive can be asked for again. React.lazy
 * keeps its loader's rejection for good: after one network blip, or a deploy that renamed the
 * chunk, the component would throw the same error on every render until the page is reloaded.
 * Here a failure is remembered, and `retryFailedLoads()` (the "Réessayer" of ErrorBoundary)
 * gives each failed component a fresh React.lazy, so its next render loads it again, through
 * retryableImport (src/lib/retryImport.ts: the browser keeps a failed import). Its component is
 * taken by name (`name`: a chunk keeps the names of its entry's exports). When a retry finds
 * the network back but the chunk still unable to run, ReloadNeededError: a part's boundary asks
 * for a reload; a page reloads itself. docs/decisions.md "A part that fails to load".
 */
export function lazyRetry<M extends Record<K, AnyComponent>, K extends string = 'default'>(
  load: () => Promise<M>,
  /** The module's export that is the component, when it is not its default export. */
  name: K = 'default' as K,
  { page = false }: LazyRetryOptions = {},
): M[K] {
  type Loaded = Partial<Record<K, AnyComponent>>;
  const loader = retryableImport<Loaded>(load);
  const loadPage = (): Promise<Loaded> =>
    loader()
      .catch((e: unknown) => (navigator.onLine ? loader() : Promise.reject(e)))
      .catch((e: unknown) =>
        e instanceof ReloadNeededError ? reloadOnce<Loaded>(e) : Promise.reject(e),
      );
  const attempt = () =>
    (page ? loadPage() : loader()).then(
      (module) => {
        const component = module[name];
        // (a chunk without that export: not the module asked for)
        if (!component) throw new Error(`lazyRetry: no export ${name} in the module loaded`);
        return { default: component };
      },
      (e: unknown) => {
        failed.add(reset);
        throw e;
      },
    );
  let Lazy = lazy(attempt);
  function reset() {
    Lazy = lazy(attempt);
  }
  function LazyRetry(props: object) {
    return createElement(Lazy as unknown as ComponentType<object>, props);
  }
  return LazyRetry as unknown as M[K];
}

/** Where reloadOnce notes the address it reloaded, and when. */
const RELOADED_KEY = 'maktabi.reloadedFor';
/** A page that failed again within this long of reloading itself asks instead (no loop). */
const RELOAD_AGAIN_MS = 60_000;

/**
 * Reloads the page (its address is the one that failed: the router has moved to it), unless it
 * did so less than a minute ago for the same address, or cannot note it: then `e` stands and
 * the boundary asks for the reload. Never settles when it reloads (the spinner stays meanwhile).
 */
function reloadOnce<T>(e: ReloadNeededError): Promise<T> {
  const href = window.location.href;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
      href: string;
      at: number;
    } | null;
    if (last?.href === href && Date.now() - last.at < RELOAD_AGAIN_MS) throw e;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    return Promise.reject(e);
  }
  window.location.reload();
  return new Promise<T>(() => undefined);
}

/** Gives every component whose chunk failed to load a new try at its next render. */
export function retryFailedLoads(): void {
  for (const reset of failed) reset();
  failed.clear();
}

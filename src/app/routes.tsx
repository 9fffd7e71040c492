/**
 * The spec's route table (§2), built from src/config/paths.ts, where each page is named once.
 * Every page is its own chunk.
 */
import { type ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { routeEntries, type RouteEntry, type RouteName } from '@/config/paths';
import { lazyRetry } from '@/lib/lazyRetry';
import { trackPageLoad } from '@/lib/pageLoads';
import { RequireAuth, RequireSignedOut, SignUpGuard } from './guards';
import { Layout } from './layout/Layout';

type PageModule = { default: ComponentType };

interface LazyPage {
  Page: ComponentType;
  /** Loads the chunk (once); the page then renders without suspending. */
  preload: () => Promise<PageModule>;
}

/**
 * React.lazy, plus a synchronous path once the chunk is already loaded: a page preloaded at
 * start-up renders at once, without suspending (React holds a revealed Suspense boundary back
 * for a moment, which would delay the first paint of the page's content).
 */
function lazyPage(
  loader: () => Promise<PageModule>,
  /**
   * Whether the page reloads itself when only a reload brings its chunk (lazyRetry's `page`):
   * not inside the admin's area, whose session a reload locks (its boundary asks instead).
   */
  reloads: boolean,
): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () =>
    // counted while on its way: PageLoadBar shows it, the page before still on screen
    trackPageLoad(
      loader().then((m) => {
        loaded = m.default;
        return m;
      }),
    );
  // a chunk that did not arrive can be asked for again (the page's « Réessayer »)
  const Lazy = lazyRetry(preload, 'default', { page: reloads });
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}

/** One chunk per module of src/pages, loaded when its route is first shown. */
const pageModules = import.meta.glob<PageModule>('../pages/**/*.tsx');

const pages = new Map(
  routeEntries.map(([name, route]) => {
    const loader = pageModules[`../pages/${route.page}.tsx`];
    if (!loader) throw new Error(`Route ${name}: no page module src/pages/${route.page}.tsx`);
    return [name, lazyPage(loader, !('parent' in route && route.parent === 'admin'))];
  }),
);

/** Public pages whose chunk can be fetched while the backend and auth check load. */
const PRELOADABLE = routeEntries
  .filter(([, r]) => r.preload)
  .map(([name, r]) => [r.path, pages.get(name)!.preload] as const);

/**
 * Starts downloading the current page's chunk in parallel with the start-up work; resolves
 * when it is there (never rejects: a failed preload just leaves the page to load lazily).
 */
export function preloadPage(pathname: string): Promise<void> {
  const hit = PRELOADABLE.find(([pattern]) => matchPath(pattern, pathname));
  return hit
    ? hit[1]().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** The route of one table entry, guarded when it has an access level, with its children. */
function route(name: RouteName, r: RouteEntry): RouteObject {
  const { Page } = pages.get(name)!;
  const element =
    r.access === 'signedOut' ? (
      <RequireSignedOut>
        <Page />
      </RequireSignedOut>
    ) : r.access === 'signUp' ? (
      <SignUpGuard>
        <Page />
      </SignUpGuard>
    ) : r.access ? (
      <RequireAuth role={r.access === 'signedIn' ? undefined : r.access}>
        <Page />
      </RequireAuth>
    ) : (
      <Page />
    );
  if (r.index) return { index: true, element };
  const children = routeEntries.filter(([, c]) => c.parent === name).map(([n, c]) => route(n, c));
  return { path: r.path, element, ...(children.length > 0 && { children }) };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: routeEntries.filter(([, r]) => !r.parent).map(([name, r]) => route(name, r)),
  },
];

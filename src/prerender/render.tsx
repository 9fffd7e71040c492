/**
 * Build-time rendering of the public pages' first screen (docs/decisions.md "The first screen
 * from HTML"): the same route table and components as the app, rendered in Node by
 * vite.config.ts (plugin prerenderPages) into the served HTML, so the page paints before any
 * JavaScript runs. Rendered as a signed-out visitor with a backend that never answers: each
 * page shows what it shows while its data loads (a skeleton), which is what the app's own first
 * render shows too, so taking over moves nothing (src/app/takeOver.ts).
 *
 * Node only: never imported by the app.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AuthContext, type AuthContextValue } from '@/hooks/AuthContext';
import { BackendProvider } from '@/hooks/useBackend';
import { PageMetaSink, type ResolvedPageMeta } from '@/hooks/usePageMeta';
import type { Backend } from '@/services';
import { AppRoutes } from '@/app/GuardedRouter';
import { earlyReadsFor } from '@/app/earlyReads';
import { dataOrigins, type Preconnect } from '@/lib/env';

const never = () => new Promise<never>(() => undefined);

/**
 * The backend as render sees it: its kind (the build's, as in the app) and nothing else. Any
 * other use while rendering is a bug (data is read in effects, which do not run here).
 */
const known: Record<string, unknown> = {
  kind: import.meta.env.VITE_BACKEND,
  ...(import.meta.env.VITE_BACKEND === 'local' && { resetDemoData: never }),
};
const noBackend = new Proxy(known as unknown as Backend, {
  get(target, name) {
    if (typeof name === 'symbol' || name in target) return (target as never)[name];
    throw new Error(`Prérendu : le backend (${name}) est lu pendant le rendu`);
  },
});

/** A visitor who is not signed in, as the app knows it once the auth check has answered. */
const signedOutVisitor: AuthContextValue = {
  user: null,
  profile: null,
  loading: false,
  signedOut: false,
  login: never,
  loginWithGoogle: never,
  signup: never,
  logout: never,
  refreshProfile: never,
  resetPassword: never,
  // Called from effects, which the prerender does not run.
  prepareSignIn: never,
};

/** The app at `url` as a static stream (prerender waits for every lazy chunk). */
async function markup(url: string, onMeta: (meta: ResolvedPageMeta) => void): Promise<string> {
  const { prelude } = await prerender(
    <BackendProvider backend={noBackend}>
      <AuthContext.Provider value={signedOutVisitor}>
        <PageMetaSink.Provider value={onMeta}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </PageMetaSink.Provider>
      </AuthContext.Provider>
    </BackendProvider>,
    // React writes a large boundary after the shell, completed by an inline script, so that the
    // shell paints first; here the whole page is the shell.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The markup of the app at `url` (a path), as inner HTML of #root: plain markup, which needs no
 * script to show (an inline script would also be refused by the CSP); and the page's title and
 * description (usePageMeta), or null when the page sets none.
 */
export async function render(
  url: string,
): Promise<{ html: string; meta: ResolvedPageMeta | null }> {
  let meta: ResolvedPageMeta | null = null;
  const html = await markup(url, (m) => (meta = m));
  if (/<script|<template/i.test(html))
    throw new Error(`Prérendu de ${url} : une partie de la page attend encore (script en ligne)`);
  return { html, meta };
}

/**
 * The origins the page at `path` (a rendered path) connects to from its HTML: where its first
 * data and photos come from (src/lib/env.ts), for a page that reads data as it starts
 * (src/app/earlyReads.ts); none for a page that reads nothing (the static pages).
 */
export function preconnectsFor(path: string): Preconnect[] {
  const reads = earlyReadsFor(path, '', '2000-01-01', () => undefined);
  return reads.length > 0 ? dataOrigins(import.meta.env.VITE_BACKEND) : [];
}

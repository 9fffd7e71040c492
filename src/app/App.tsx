import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { AuthProvider } from '@/hooks/AuthContext';
import { buttonClass } from '@/components/buttonClass';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { common } from '@/i18n/fr/common';
import type { Backend } from '@/services';
import { BackendProvider } from '@/hooks/useBackend';
import { BootShell } from './BootShell';
import { AppRoutes, GuardedRouter } from './GuardedRouter';
import { preloadPage } from './routes';
import { keyFirstEntry } from '@/lib/firstEntryKey';
import { guardHistory } from '@/lib/guardedHistory';
import { reportError } from '@/lib/reportError';
import { takeOver } from './takeOver';

// Start-up work in parallel: the backend chunk (and its auth check) with the page's first reads,
// started by the start-up entry before this code has even arrived (./startUp.ts: the same
// module, already there when the boot script loaded it), and the page's own chunk.
const backendReady = Promise.all([
  import('./startUp').then((m) => m.earlyBackend),
  preloadPage(window.location.pathname),
]).then(([backend]) => backend);
keyFirstEntry();
const history = guardHistory(createBrowserHistory({ v5Compat: true }));

function StartupError({ error }: { error: unknown }) {
  const variables = (error as { variables?: string[] }).variables;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24">
      <h1 className="text-2xl font-bold text-slate-900">
        {variables ? common.configErrorTitle : common.startupOfflineTitle}
      </h1>
      <p className="mt-3 text-slate-700">
        {variables ? common.configErrorBody : common.networkError}
      </p>
      {variables ? (
        <ul className="mt-3 list-disc pl-6 font-mono text-sm text-slate-800">
          {variables.map((v) => (
            <li key={v}>{v}</li>
          ))}
        </ul>
      ) : (
        // Offline at start-up: reloading loads what could not be (src/lib/shareUntilRejected.ts
        // would too, but the page's start-up is one promise, taken at module load).
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass('primary', 'mt-6')}
        >
          {common.retry}
        </button>
      )}
    </div>
  );
}

/**
 * Rendered beside the app's first real screen (the page, or the start-up error): before the
 * browser paints it, it takes the place of the prerendered page, if any (src/app/takeOver.ts).
 */
function TakeOver() {
  useLayoutEffect(takeOver, []);
  return null;
}

export function App() {
  const [backend, setBackend] = useState<Backend | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    // A transition: React renders the first screen in slices of a few milliseconds, yielding
    // to the browser between them, instead of one long task (docs/decisions.md "Start-up
    // without long tasks").
    backendReady.then(
      (b) => startTransition(() => setBackend(b)),
      (e: unknown) => {
        reportError(e);
        setError(e);
      },
    );
  }, []);
  if (error)
    return (
      <>
        <StartupError error={error} />
        <TakeOver />
      </>
    );
  if (!backend) return <BootShell />;
  return (
    <BackendProvider backend={backend}>
      <AuthProvider fallback={<BootShell />}>
        <GuardedRouter history={history}>
          {/* the last resort: a failure outside any page (the nav bar, the layout) */}
          <ErrorBoundary variant="page">
            <AppRoutes />
          </ErrorBoundary>
        </GuardedRouter>
        <TakeOver />
      </AuthProvider>
    </BackendProvider>
  );
}

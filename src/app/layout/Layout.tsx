import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FullPageSpinner } from '@/components/Spinner';
import { common } from '@/i18n/fr/common';
import { FavoriteAfterSignIn, hasPendingFavorite } from '@/features/favorites';
import { useAuth } from '@/hooks/useAuth';
import { lazyRetry } from '@/lib/lazyRetry';
import { EmulatorBanner } from './EmulatorBanner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageLoadBar } from './PageLoadBar';
import { RoleRefusedNotice } from './RoleRefusedNotice';
import { MAIN_ID, ScrollRestoration } from './ScrollRestoration';

/** Toasts load after the first paint (see AppToaster). */
const AppToaster = lazyRetry(() => import('./AppToaster'));

export function Layout() {
  const { profile } = useAuth();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-sand-50">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {common.skipToContent}
      </a>
      <ScrollRestoration />
      <PageLoadBar />
      <EmulatorBanner />
      <Navbar />
      {/* min-h-screen: the footer starts below the fold, so loading content never shifts it;
          a page that loads nothing (404) marks itself data-fits-screen and keeps its footer in view */}
      <main
        id={MAIN_ID}
        // focused on a change of page (ScrollRestoration) and by the skip link: not a control, no ring
        className="min-h-screen flex-1 outline-none has-[[data-fits-screen]]:min-h-0"
        tabIndex={-1}
      >
        {/* a page that fails (its chunk did not arrive, or a bug) says so under the nav bar;
            another address renders afresh */}
        <RoleRefusedNotice />
        <ErrorBoundary variant="page" resetKey={pathname}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ErrorBoundary variant="none">
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </ErrorBoundary>
      {profile && hasPendingFavorite() && (
        <ErrorBoundary variant="none">
          <Suspense fallback={null}>
            <FavoriteAfterSignIn />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

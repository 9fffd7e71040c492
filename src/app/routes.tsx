/**
 * The spec's route table (§2), in one place. Every page is its own chunk.
 */
import { lazy, type ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './guards';
import { Layout } from './layout/Layout';

const load = {
  HomePage: () => import('@/pages/HomePage'),
  SearchPage: () => import('@/pages/SearchPage'),
  ListingPage: () => import('@/pages/ListingPage'),
  LoginPage: () => import('@/pages/auth/LoginPage'),
  SignupPage: () => import('@/pages/auth/SignupPage'),
  RegisterHostPage: () => import('@/pages/auth/RegisterHostPage'),
  RegisterTenantPage: () => import('@/pages/auth/RegisterTenantPage'),
  ForgotPasswordPage: () => import('@/pages/auth/ForgotPasswordPage'),
  HelpPage: () => import('@/pages/static/HelpPage'),
  SupportPage: () => import('@/pages/static/SupportPage'),
  HostGuidePage: () => import('@/pages/static/HostGuidePage'),
  HostResourcesPage: () => import('@/pages/static/HostResourcesPage'),
  TermsPage: () => import('@/pages/static/TermsPage'),
  PrivacyPage: () => import('@/pages/static/PrivacyPage'),
  DashboardPage: () => import('@/pages/DashboardPage'),
  ProfilePage: () => import('@/pages/ProfilePage'),
  FavoritesPage: () => import('@/pages/FavoritesPage'),
  HostDashboardPage: () => import('@/pages/host/HostDashboardPage'),
  NewListingPage: () => import('@/pages/host/NewListingPage'),
  AdminLayout: () => import('@/pages/admin/AdminLayout'),
  AdminPage: () => import('@/pages/admin/AdminPage'),
  AdminUserPage: () => import('@/pages/admin/AdminUserPage'),
  NotFoundPage: () => import('@/pages/NotFoundPage'),
};

type PageModule = { default: ComponentType };

/**
 * React.lazy, plus a synchronous path once the chunk is already loaded: a page preloaded at
 * start-up renders at once, without suspending (React holds a revealed Suspense boundary back
 * for a moment, which would delay the first paint of the page's content).
 */
function lazyPage(loader: () => Promise<PageModule>): ComponentType {
  let loaded: ComponentType | null = null;
  const remember = () =>
    loader().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(remember);
  loaders.set(loader, remember);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Page;
}
const loaders = new Map<() => Promise<PageModule>, () => Promise<PageModule>>();

const HomePage = lazyPage(load.HomePage);
const SearchPage = lazyPage(load.SearchPage);
const ListingPage = lazyPage(load.ListingPage);
const LoginPage = lazyPage(load.LoginPage);
const SignupPage = lazyPage(load.SignupPage);
const RegisterHostPage = lazyPage(load.RegisterHostPage);
const RegisterTenantPage = lazyPage(load.RegisterTenantPage);
const ForgotPasswordPage = lazyPage(load.ForgotPasswordPage);
const HelpPage = lazyPage(load.HelpPage);
const SupportPage = lazyPage(load.SupportPage);
const HostGuidePage = lazyPage(load.HostGuidePage);
const HostResourcesPage = lazyPage(load.HostResourcesPage);
const TermsPage = lazyPage(load.TermsPage);
const PrivacyPage = lazyPage(load.PrivacyPage);
const DashboardPage = lazyPage(load.DashboardPage);
const ProfilePage = lazyPage(load.ProfilePage);
const FavoritesPage = lazyPage(load.FavoritesPage);
const HostDashboardPage = lazyPage(load.HostDashboardPage);
const NewListingPage = lazyPage(load.NewListingPage);
const AdminLayout = lazyPage(load.AdminLayout);
const AdminPage = lazyPage(load.AdminPage);
const AdminUserPage = lazyPage(load.AdminUserPage);
const NotFoundPage = lazyPage(load.NotFoundPage);

/** Public pages whose chunk can be fetched while the backend and auth check load. */
const PRELOADABLE: [string, () => Promise<PageModule>][] = [
  ['/', load.HomePage],
  ['/search', load.SearchPage],
  ['/listing/:id', load.ListingPage],
  ['/login', load.LoginPage],
  ['/signup', load.SignupPage],
];

/**
 * Starts downloading the current page's chunk in parallel with the start-up work; resolves
 * when it is there (never rejects: a failed preload just leaves the page to load lazily).
 */
export function preloadPage(pathname: string): Promise<void> {
  const hit = PRELOADABLE.find(([pattern]) => matchPath(pattern, pathname));
  const remember = hit && loaders.get(hit[1] as () => Promise<PageModule>);
  return remember
    ? remember().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/listing/:id', element: <ListingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/register-host', element: <RegisterHostPage /> },
      { path: '/register-tenant', element: <RegisterTenantPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/support', element: <SupportPage /> },
      { path: '/host/guide', element: <HostGuidePage /> },
      { path: '/host/resources', element: <HostResourcesPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: '/profile',
        element: (
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        ),
      },
      {
        path: '/favorites',
        element: (
          <RequireAuth role="tenant">
            <FavoritesPage />
          </RequireAuth>
        ),
      },
      {
        path: '/host/dashboard',
        element: (
          <RequireAuth role="host">
            <HostDashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: '/host/listings/new',
        element: (
          <RequireAuth role="host">
            <NewListingPage />
          </RequireAuth>
        ),
      },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminPage /> },
          { path: 'user/:userId', element: <AdminUserPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

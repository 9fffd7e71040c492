/**
 * The spec's route table (§2), in one place. Every page is its own chunk.
 */
import { lazy } from 'react';
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

const HomePage = lazy(load.HomePage);
const SearchPage = lazy(load.SearchPage);
const ListingPage = lazy(load.ListingPage);
const LoginPage = lazy(load.LoginPage);
const SignupPage = lazy(load.SignupPage);
const RegisterHostPage = lazy(load.RegisterHostPage);
const RegisterTenantPage = lazy(load.RegisterTenantPage);
const ForgotPasswordPage = lazy(load.ForgotPasswordPage);
const HelpPage = lazy(load.HelpPage);
const SupportPage = lazy(load.SupportPage);
const HostGuidePage = lazy(load.HostGuidePage);
const HostResourcesPage = lazy(load.HostResourcesPage);
const TermsPage = lazy(load.TermsPage);
const PrivacyPage = lazy(load.PrivacyPage);
const DashboardPage = lazy(load.DashboardPage);
const ProfilePage = lazy(load.ProfilePage);
const FavoritesPage = lazy(load.FavoritesPage);
const HostDashboardPage = lazy(load.HostDashboardPage);
const NewListingPage = lazy(load.NewListingPage);
const AdminLayout = lazy(load.AdminLayout);
const AdminPage = lazy(load.AdminPage);
const AdminUserPage = lazy(load.AdminUserPage);
const NotFoundPage = lazy(load.NotFoundPage);

/** Public pages whose chunk can be fetched while the backend and auth check load. */
const PRELOADABLE: [string, () => Promise<unknown>][] = [
  ['/', load.HomePage],
  ['/search', load.SearchPage],
  ['/listing/:id', load.ListingPage],
  ['/login', load.LoginPage],
  ['/signup', load.SignupPage],
];

/** Starts downloading the current page's chunk in parallel with the start-up work. */
export function preloadPage(pathname: string): void {
  const hit = PRELOADABLE.find(([pattern]) => matchPath(pattern, pathname));
  void hit?.[1]().catch(() => undefined);
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

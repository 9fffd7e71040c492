/**
 * The spec's route table (§2), in one place. Every page is its own chunk.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from './guards';
import { Layout } from './layout/Layout';

const HomePage = lazy(() => import('@/pages/HomePage'));
const SearchPage = lazy(() => import('@/pages/SearchPage'));
const ListingPage = lazy(() => import('@/pages/ListingPage'));
const LoginPage = lazy(() => import('@/pages/auth/LoginPage'));
const SignupPage = lazy(() => import('@/pages/auth/SignupPage'));
const RegisterHostPage = lazy(() => import('@/pages/auth/RegisterHostPage'));
const RegisterTenantPage = lazy(() => import('@/pages/auth/RegisterTenantPage'));
const ForgotPasswordPage = lazy(() => import('@/pages/auth/ForgotPasswordPage'));
const HelpPage = lazy(() => import('@/pages/static/HelpPage'));
const SupportPage = lazy(() => import('@/pages/static/SupportPage'));
const HostGuidePage = lazy(() => import('@/pages/static/HostGuidePage'));
const HostResourcesPage = lazy(() => import('@/pages/static/HostResourcesPage'));
const TermsPage = lazy(() => import('@/pages/static/TermsPage'));
const PrivacyPage = lazy(() => import('@/pages/static/PrivacyPage'));
const DashboardPage = lazy(() => import('@/pages/DashboardPage'));
const ProfilePage = lazy(() => import('@/pages/ProfilePage'));
const FavoritesPage = lazy(() => import('@/pages/FavoritesPage'));
const HostDashboardPage = lazy(() => import('@/pages/host/HostDashboardPage'));
const NewListingPage = lazy(() => import('@/pages/host/NewListingPage'));
const AdminLayout = lazy(() => import('@/pages/admin/AdminLayout'));
const AdminPage = lazy(() => import('@/pages/admin/AdminPage'));
const AdminUserPage = lazy(() => import('@/pages/admin/AdminUserPage'));
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));

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
      { path: '/dashboard', element: <RequireAuth><DashboardPage /></RequireAuth> },
      { path: '/profile', element: <RequireAuth><ProfilePage /></RequireAuth> },
      { path: '/favorites', element: <RequireAuth role="tenant"><FavoritesPage /></RequireAuth> },
      { path: '/host/dashboard', element: <RequireAuth role="host"><HostDashboardPage /></RequireAuth> },
      { path: '/host/listings/new', element: <RequireAuth role="host"><NewListingPage /></RequireAuth> },
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

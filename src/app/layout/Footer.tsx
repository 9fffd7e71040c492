import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { common, footer, nav } from '@/i18n/fr/common';
import { paths } from '@/config/paths';
import { AuthContext } from '@/hooks/AuthContext';
import { useSignedInLink } from '@/hooks/useSignedInLink';
import { DemoReset } from './DemoReset';

export function Footer() {
  // « Devenir hôte » takes a signed-in host to their dashboard (src/hooks/useSignedInLink.ts)
  const linkFor = useSignedInLink();
  // Someone signed in has an account: in its place, their bookings, as in the navigation bar.
  // (Outside the auth provider, or at build time, the reader is a visitor: useSignedInLink.)
  const signedIn = useContext(AuthContext)?.user != null;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-xl font-extrabold text-white">{common.appName}</p>
          <p className="mt-3 max-w-md text-sm leading-6">{footer.blurb}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {footer.tenantsTitle}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="hover:text-white hover:underline" to={paths.search()}>
                {footer.searchOffices}
              </Link>
            </li>
            <li>
              {signedIn ? (
                <Link className="hover:text-white hover:underline" to={paths.dashboard()}>
                  {nav.dashboard}
                </Link>
              ) : (
                <Link
                  className="hover:text-white hover:underline"
                  to={paths.signup({ role: 'tenant' })}
                >
                  {footer.signupTenant}
                </Link>
              )}
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.help()}>
                {footer.help}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.support()}>
                {footer.support}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {footer.hostsTitle}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link
                className="hover:text-white hover:underline"
                to={linkFor(paths.signup({ role: 'host' }))}
              >
                {footer.becomeHost}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.hostGuide()}>
                {footer.hostGuide}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.hostResources()}>
                {footer.hostResources}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {footer.year} {common.appName}. {footer.rights}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <Link className="hover:text-white hover:underline" to={paths.terms()}>
              {footer.terms}
            </Link>
            <Link className="hover:text-white hover:underline" to={paths.privacy()}>
              {footer.privacy}
            </Link>
            <DemoReset />
          </div>
        </div>
      </div>
    </footer>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/useDismiss';
import { useMayLeave } from '@/hooks/useLeaveGuard';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { initialsOf } from '@/domain/initials';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/hooks/useAuth';
import { common, nav } from '@/i18n/fr/common';
import { paths, readRedirect, ROUTES } from '@/config/paths';
import { NotificationBell } from '@/features/notifications';
import { MessagesNavLink } from '@/features/messages/MessagesNavLink';
import { useUnreadMessages } from '@/lib/unreadMessages';
import { makeWayForPanel } from '@/lib/toastsMakeWay';

/**
 * The pages of signing in or up, whose own `redirect` the header's « Connexion » carries on (no
 * parameter in their paths: compared as the router does, whatever the case, a final "/" allowed).
 */
const SIGN_IN_PAGES = new Set<string>(
  Object.values(ROUTES)
    .filter((r) => 'signIn' in r)
    .map((r) => r.path),
);

/**
 * Where the header's « Connexion » goes from `pathname` + `search`: the login page, which then
 * brings the visitor back to this page (a listing with its dates chosen, a search), rather than
 * to the home page; from the home page, the plain login (home is where it goes anyway); from a
 * sign-in page, with that page's own `redirect`. A prerendered page stands for many addresses
 * (a listing's id is "_" in it, a search has no query): it keeps the plain login until the app
 * takes over (src/app/takeOver.ts).
 */
function loginFrom(pathname: string, search: string): string {
  if (import.meta.env.SSR || pathname === paths.home()) return paths.login();
  if (SIGN_IN_PAGES.has(pathname.toLowerCase().replace(/\/+$/, '')))
    return paths.login({ redirect: readRedirect(search) });
  return paths.login({ redirect: pathname + search });
}

// one line each: from 1024 px they stand in a row, tighter up to 1280 px, where a host's
// five links, « Ajouter » and their menu must fit beside the name (QA: « Tableau de bord hôte »
// wrapped over two lines at 1024 px)
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium lg:max-xl:px-2 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

export function Navbar() {
  const { user, profile, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  /** The one-row menu (Tailwind's lg): where the bell goes in the page's order. */
  const wide = useMediaQuery('(min-width: 1024px)');
  const menuRef = useRef<HTMLDivElement>(null);
  const mobileRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // the closed phone menu hides the Messages link and its count: its button shows a dot
  const unread = useUnreadMessages();
  const unreadHidden = user && !mobileOpen && unread.count > 0;

  // Close the menus on navigation.
  useEffect(() => {
    setMenuOpen(false);
    setMobileOpen(false);
  }, [location.pathname]);

  // Escape from inside the open menu gives the focus back to its button (the item that had it
  // disappears with the menu); a press outside leaves the focus where it went.
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, [menuRef], (how) => {
    if (how === 'escape' && menuRef.current?.contains(document.activeElement))
      menuButtonRef.current?.focus();
    setMenuOpen(false);
  });

  // The phone menu closes like the user menu: Escape (the user menu first, when it is open in
  // it; the focus back on the toggle) or a press outside it and its toggle.
  useDismiss(mobileOpen, [mobileRef, toggleRef], (how) => {
    if (how === 'escape') {
      if (menuOpen) return;
      const focused = document.activeElement;
      if (mobileRef.current?.contains(focused) || toggleRef.current?.contains(focused))
        toggleRef.current?.focus();
    }
    setMobileOpen(false);
  });

  const mayLeave = useMayLeave();
  const onLogout = async () => {
    // The menu closes with its button: the focus waits on the menu's own, where the dialog
    // below gives it back if the user stays.
    menuButtonRef.current?.focus();
    setMenuOpen(false);
    // Unsaved work on the page (a listing, the profile) is lost with the user: its dialog asks
    // first, as a link would (docs/decisions.md#leave-guard).
    if (!(await mayLeave(paths.home()))) return;
    await logout();
    navigate(paths.home());
  };

  const role = profile?.role;
  const links = user ? (
    <>
      <NavLink to={paths.search()} className={linkClass}>
        {nav.search}
      </NavLink>
      <NavLink to={paths.dashboard()} className={linkClass}>
        {nav.dashboard}
      </NavLink>
      <MessagesNavLink className={linkClass} />
      {role === 'tenant' && (
        <NavLink to={paths.favorites()} className={linkClass}>
          {nav.favorites}
        </NavLink>
      )}
      {role === 'host' && (
        <NavLink to={paths.hostDashboard()} className={linkClass}>
          {nav.hostDashboard}
        </NavLink>
      )}
      <NavLink to={paths.profile()} className={linkClass}>
        {nav.profile}
      </NavLink>
    </>
  ) : (
    <>
      <NavLink to={paths.search()} className={linkClass}>
        {nav.search}
      </NavLink>
      <NavLink to={loginFrom(location.pathname, location.search)} className={linkClass}>
        {nav.login}
      </NavLink>
      <Link
        to={paths.signup()}
        className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {nav.signup}
      </Link>
    </>
  );

  const displayName = profile?.fullName || user?.displayName || user?.email || '';
  const email = profile?.email || user?.email || '';

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={nav.mainNav}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4"
      >
        <Link to={paths.home()} className="text-2xl font-extrabold tracking-tight text-brand-700">
          {common.appName}
        </Link>
        {/* In the page's order where it shows: beside the menu button on a phone, after the
            user menu from 1024 px (moved with CSS, it was focused before the links it follows) */}
        {!wide && <NotificationBell className="ml-auto" />}
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls="nav-links"
          aria-describedby={unreadHidden ? 'nav-unread' : undefined}
          onClick={() => {
            // the menu opens where a toast stands: the toast goes
            if (!mobileOpen) makeWayForPanel();
            setMobileOpen(!mobileOpen);
          }}
          className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <span className="sr-only">{nav.menu}</span>
          {unreadHidden && (
            <span
              aria-hidden="true"
              data-testid="menu-unread-dot"
              className="absolute right-0.5 top-0 h-2.5 w-2.5 rounded-full bg-red-700 ring-2 ring-white"
            />
          )}
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        {/* the button's description, not a word of its name; hidden, read only through it */}
        {unreadHidden && (
          <span id="nav-unread" hidden>
            {unread.text}
          </span>
        )}
        <div
          ref={mobileRef}
          id="nav-links"
          // On a phone, a panel under the bar, scrolled within the window's height (a phone held
          // sideways is 390 px high: the user menu's « Se déconnecter » must stay reachable). It
          // closes when the focus moves on past it (Tab after its last item), as the user menu
          // does; a focus lost to nowhere (relatedTarget null) keeps it open.
          onBlur={(e) => {
            const next = e.relatedTarget;
            if (
              mobileOpen &&
              next instanceof Node &&
              !e.currentTarget.contains(next) &&
              !toggleRef.current?.contains(next)
            )
              setMobileOpen(false);
          }}
          className={`${mobileOpen ? 'flex' : 'hidden'} absolute left-0 right-0 top-16 max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto overscroll-contain border-b border-slate-200 bg-white p-4 lg:static lg:flex lg:max-h-none lg:flex-row lg:items-center lg:overflow-visible lg:border-0 lg:p-0`}
        >
          {links}
          {role === 'host' && (
            <Link
              to={paths.newListing()}
              className="whitespace-nowrap rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {nav.addListing}
            </Link>
          )}
          {user && (
            <div
              className="relative"
              ref={menuRef}
              // A disclosure, not a menu (no role="menu", so no aria-haspopup): it closes when the
              // focus moves on past it (Tab after "Se déconnecter"), as it does on a press outside
              // (useDismiss above). A focus lost to nowhere (relatedTarget null: the window left,
              // or Safari's press on a button, which does not focus it) keeps it open.
              onBlur={(e) => {
                const next = e.relatedTarget;
                if (menuOpen && next instanceof Node && !e.currentTarget.contains(next))
                  setMenuOpen(false);
              }}
            >
              <button
                ref={menuButtonRef}
                type="button"
                aria-expanded={menuOpen}
                aria-controls="user-menu"
                onClick={() => setMenuOpen((v) => !v)}
                className="flex items-center gap-2 rounded-full border border-slate-300 py-1 pl-1 pr-3 text-sm text-slate-800 hover:bg-slate-50 lg:max-xl:pr-1"
              >
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800"
                >
                  {profile?.profilePhoto ? (
                    <img
                      src={profile.profilePhoto}
                      alt=""
                      width={32}
                      height={32}
                      className="h-8 w-8 object-cover"
                    />
                  ) : (
                    initialsOf(profile, displayName)
                  )}
                </span>
                <span className="sr-only">{nav.userMenu}</span>
                {/* from 1024 to 1280 px the initials stand for it (still the button's name) */}
                <span className="max-w-[10rem] truncate lg:max-xl:sr-only">{displayName}</span>
              </button>
              {menuOpen && (
                <div
                  id="user-menu"
                  // in the phone menu's flow, under its button (the panel scrolls to it); a popup
                  // under the button on the one-row menu
                  className="mt-2 w-full rounded-xl border border-slate-200 bg-white p-2 shadow-lg lg:absolute lg:right-0 lg:w-64"
                >
                  <div className="border-b border-slate-100 px-3 py-2">
                    <p className="truncate font-semibold text-slate-900">{displayName}</p>
                    <p className="truncate text-sm text-slate-600">{email}</p>
                  </div>
                  <button
                    type="button"
                    onClick={onLogout}
                    className="mt-1 w-full rounded-md px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    {nav.logout}
                  </button>
                </div>
              )}
            </div>
          )}
          {wide && <NotificationBell />}
        </div>
      </nav>
    </header>
  );
}

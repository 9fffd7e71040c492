import { useState } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { Button } from '@/components/forms';
import { paths } from '@/config/paths';
import type { Role } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { usePageMeta } from '@/hooks/usePageMeta';
import { authText as m } from '@/i18n/fr/auth';
import { common } from '@/i18n/fr/common';
import { t } from '@/i18n/t';
import { reportError } from '@/lib/reportError';
import { AuthCard } from './AuthCard';

/** What the notice says of the account asked for: of the other role, or any other account. */
const ASKED = {
  host: { why: m.otherHostAccount, signOut: m.signOutForHost },
  tenant: { why: m.otherTenantAccount, signOut: m.signOutForTenant },
  another: { why: m.otherAccount, signOut: m.signOutForAccount },
} as const;

/** What the notice says of the account signed in, and where it takes it back: its dashboard. */
const ACCOUNT = {
  tenant: {
    named: m.signedInTenant,
    unnamed: m.signedInTenantNoEmail,
    back: { to: paths.dashboard(), text: m.backToDashboard },
  },
  host: {
    named: m.signedInHost,
    unnamed: m.signedInHostNoEmail,
    back: { to: paths.hostDashboard(), text: m.backToHostDashboard },
  },
} as const;

/**
 * A sign-up page opened by someone already signed in (src/app/guards.tsx, SignUpGuard). An
 * account has one role and there is no switching it, so the account asked for is another one,
 * created signed out: the notice says with which account the person is signed in, signs them
 * out on request (the page's own form then shows, at the same address, with the role it asked
 * for) or takes them back to their dashboard.
 */
export function SignedInNotice({
  account,
  wanted,
}: {
  /** The role of the account signed in. */
  account: Role;
  /** The role of the account the page creates; null when the page lets one choose (/signup). */
  wanted: Role | null;
}) {
  const { user, profile, logout } = useAuth();
  const [busy, setBusy] = useState(false);
  const asked = ASKED[wanted !== null && wanted !== account ? wanted : 'another'];
  // the e-mail address stays out of the title (the tab's, the history's) and the description
  usePageMeta({ title: m.signedInTitle, description: asked.why });
  const email = profile?.email ?? user?.email ?? null;
  const { named, unnamed, back } = ACCOUNT[account];
  const who = email === null ? unnamed : t(named, { email });

  const onSignOut = async () => {
    setBusy(true);
    try {
      // signed out, the guard shows the page's form instead of this notice
      await logout();
    } catch (e) {
      reportError(e, 'Error signing out:');
      toast.error(common.genericError);
      setBusy(false);
    }
  };

  return (
    <AuthCard title={m.signedInTitle}>
      {/* an e-mail address is one long word: it wraps anywhere rather than overflow a phone */}
      <p className="text-slate-700 wrap-anywhere">
        {who} {asked.why}
      </p>
      <Button type="button" className="mt-6 w-full" busy={busy} onClick={() => void onSignOut()}>
        {busy ? m.signingOut : asked.signOut}
      </Button>
      <p className="mt-6 text-center text-sm">
        <Link to={back.to} className="font-semibold text-brand-700 hover:underline">
          {back.text}
        </Link>
      </p>
    </AuthCard>
  );
}

/** The notice's own chunk, loaded by the guard only when someone arrives signed in. */
export default SignedInNotice;

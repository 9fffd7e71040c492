import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  startTransition,
  type ReactNode,
} from 'react';
import { useBackend } from '@/hooks/useBackend';
import type { SignUpInput, UserProfile } from '@/domain/types';
import type { AuthUser } from '@/services';
import { FullPageSpinner } from '@/components/Spinner';
import { forgetTabDrafts } from '@/lib/tabDrafts';
import { reportError } from '@/lib/reportError';

/** localStorage key of the cached profile (spec §3). */
export const PROFILE_CACHE_KEY = 'userProfile';

export interface AuthContextValue {
  user: AuthUser | null;
  profile: UserProfile | null;
  loading: boolean;
  /**
   * The user signed out from this tab (logout), as opposed to arriving signed out: a guarded
   * page then sends them home, not to /login?redirect=... (spec §6: logging out returns to /).
   */
  signedOut: boolean;
  /** Signs in and returns the freshly read profile (null when none exists). */
  login(email: string, password: string): Promise<UserProfile | null>;
  loginWithGoogle(): Promise<UserProfile | null>;
  signup(input: SignUpInput): Promise<UserProfile>;
  logout(): Promise<void>;
  refreshProfile(): Promise<void>;
  resetPassword(email: string): Promise<void>;
  /** On a page where someone is about to sign in or up: loads what it needs (AuthService.prepare). */
  prepareSignIn(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

function cacheProfile(profile: UserProfile | null) {
  try {
    if (profile) localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify(profile));
    else localStorage.removeItem(PROFILE_CACHE_KEY);
  } catch {
    // storage unavailable: the cache is an optimisation only
  }
}

/** The role of the profile cached in localStorage (spec §4: redirect after login). */
export function cachedProfileRole(): string | null {
  try {
    const raw = localStorage.getItem(PROFILE_CACHE_KEY);
    return raw ? ((JSON.parse(raw) as { role?: string }).role ?? null) : null;
  } catch {
    return null;
  }
}

export function AuthProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const backend = useBackend();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [loading, setLoading] = useState(true);
  const [signedOut, setSignedOut] = useState(false);
  const currentUid = useRef<string | null>(null);

  const fetchProfile = useCallback(
    async (uid: string, logLabel: string): Promise<UserProfile | null> => {
      try {
        const p = await backend.users.getProfile(uid);
        if (currentUid.current !== uid) return p;
        // Spec §4: when the document does not exist, the profile stays unset.
        if (p) {
          setProfile(p);
          cacheProfile(p);
        }
        return p;
      } catch (error) {
        reportError(error, logLabel);
        return null;
      }
    },
    [backend],
  );

  useEffect(() => {
    // The end of loading shows the page itself: rendered as a transition, in slices that leave
    // the browser free between them (docs/decisions.md "Start-up without long tasks").
    const settle = () => startTransition(() => setLoading(false));
    return backend.auth.onAuthChange((u) => {
      const previous = currentUid.current;
      currentUid.current = u?.uid ?? null;
      setUser(u);
      if (u) setSignedOut(false);
      if (u && u.uid !== previous) setProfile(null);
      if (!u) {
        setProfile(null);
        cacheProfile(null);
        settle();
        return;
      }
      void fetchProfile(u.uid, 'Error fetching user profile:').finally(settle);
    });
  }, [backend, fetchProfile]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      profile,
      loading,
      signedOut,
      async login(email, password) {
        const u = await backend.auth.signIn(email, password);
        currentUid.current = u.uid;
        setSignedOut(false);
        setUser(u);
        return fetchProfile(u.uid, 'Error fetching user profile:');
      },
      async loginWithGoogle() {
        const u = await backend.auth.signInWithGoogle();
        currentUid.current = u.uid;
        setSignedOut(false);
        setUser(u);
        return fetchProfile(u.uid, 'Error fetching user profile:');
      },
      async signup(input) {
        const p = await backend.auth.signUp(input);
        currentUid.current = p.uid;
        setSignedOut(false);
        setProfile(p);
        cacheProfile(p);
        return p;
      },
      async logout() {
        await backend.auth.signOut();
        currentUid.current = null;
        forgetTabDrafts();
        // In the same render as the user going: the guard of the page left reads it.
        setSignedOut(true);
        setUser(null);
        setProfile(null);
        cacheProfile(null);
      },
      async refreshProfile() {
        const uid = currentUid.current;
        if (!uid) return;
        await fetchProfile(uid, 'Error refreshing user profile:');
      },
      resetPassword: (email) => backend.auth.sendPasswordReset(email),
      prepareSignIn: () => backend.auth.prepare(),
    }),
    [user, profile, loading, signedOut, backend, fetchProfile],
  );

  // Spec §4: nothing renders until the initial check is done.
  return (
    <AuthContext.Provider value={value}>
      {loading ? (fallback ?? <FullPageSpinner />) : children}
    </AuthContext.Provider>
  );
}

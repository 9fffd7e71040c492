/**
 * Auth after the first screen (src/services/firebase/auth.ts, docs/decisions.md "Auth after the
 * first screen"): a visitor hears "signed out" before the Auth SDK loads, and the SDK loads only
 * once the first screen is done, unless they sign in first; anyone who may have a session waits
 * for Auth, and the backend's reads wait for it too.
 */
import type { FirebaseContext } from '@/services/firebase/context';
import type { AuthService, AuthUser } from '@/services';
import { ServiceError } from '@/services';
import type { FirebaseHandles } from '@/lib/firebase';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';

const firstScreen = vi.hoisted(() => {
  let done: () => void = () => undefined;
  return {
    wait: vi.fn(() => new Promise<void>((resolve) => (done = resolve))),
    finish: () => done(),
  };
});
vi.mock('@/lib/afterFirstScreen', () => ({ afterFirstScreen: firstScreen.wait }));

/** The session behind the facade: what Auth would say, driven by the test. */
const sdk = vi.hoisted(() => ({
  listeners: [] as ((u: AuthUser | null) => void)[],
  created: 0,
  signIn: vi.fn(),
}));
vi.mock('@/services/firebase/authSession', () => ({
  createAuthSession: (): Partial<AuthService> => {
    sdk.created += 1;
    return {
      onAuthChange(cb) {
        sdk.listeners.push(cb);
        return () => (sdk.listeners = sdk.listeners.filter((l) => l !== cb));
      },
      signIn: sdk.signIn,
    };
  },
}));
vi.mock('@/lib/reportError', () => ({ reportError: vi.fn() }));

const { createAuthService } = await import('@/services/firebase/auth');
const { loadFirebaseBackend } = await import('@/services/firebase');

const ALICE: AuthUser = {
  uid: 'alice',
  email: 'alice@demo.ma',
  displayName: 'Alice',
  password: true,
};
const flush = () => new Promise((r) => setTimeout(r, 0));

function context(visitor: boolean, loadAuth = vi.fn(() => Promise.resolve({}))) {
  return {
    ctx: { visitor: Promise.resolve(visitor), loadAuth } as unknown as FirebaseContext,
    loadAuth,
  };
}

beforeEach(() => {
  sdk.listeners = [];
  sdk.created = 0;
  sdk.signIn.mockReset();
  firstScreen.wait.mockClear();
});

describe('the auth service without the Auth SDK up front', () => {
  it('tells a visitor "signed out" at once and loads Auth after the first screen', async () => {
    const { ctx, loadAuth } = context(true);
    const heard: (AuthUser | null)[] = [];
    createAuthService(ctx).onAuthChange((u) => heard.push(u));
    await flush();
    expect(heard).toEqual([null]);
    expect(loadAuth).not.toHaveBeenCalled();
    expect(firstScreen.wait).toHaveBeenCalledTimes(1);

    firstScreen.finish();
    await flush();
    expect(loadAuth).toHaveBeenCalledTimes(1);
    expect(sdk.listeners).toHaveLength(1);
    // Auth's own first answer, the same, is not told twice.
    sdk.listeners[0]!(null);
    expect(heard).toEqual([null]);
    // A sign-in in another tab, then a sign-out.
    sdk.listeners[0]!(ALICE);
    sdk.listeners[0]!(null);
    expect(heard).toEqual([null, ALICE, null]);
  });

  it('makes anyone who may be signed in wait for Auth, and tells only its answer', async () => {
    const { ctx, loadAuth } = context(false);
    const heard: (AuthUser | null)[] = [];
    createAuthService(ctx).onAuthChange((u) => heard.push(u));
    await flush();
    expect(firstScreen.wait).not.toHaveBeenCalled();
    expect(loadAuth).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([]);
    sdk.listeners[0]!(ALICE);
    expect(heard).toEqual([ALICE]);
  });

  it('loads Auth at once for a sign-in made before the first screen is done', async () => {
    const { ctx, loadAuth } = context(true);
    const auth = createAuthService(ctx);
    auth.onAuthChange(() => undefined);
    sdk.signIn.mockResolvedValue(ALICE);
    await expect(auth.signIn('alice@demo.ma', 'secret')).resolves.toEqual(ALICE);
    expect(sdk.signIn).toHaveBeenCalledWith('alice@demo.ma', 'secret');
    expect(loadAuth).toHaveBeenCalledTimes(1);
    // The listener that follows shares the same session.
    firstScreen.finish();
    await flush();
    expect(sdk.created).toBe(1);
  });

  it('prepare() loads Auth before the first screen is done, once, and never fails', async () => {
    const loadAuth = vi
      .fn<() => Promise<object>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({});
    const { ctx } = context(true, loadAuth);
    const auth = createAuthService(ctx);
    auth.onAuthChange(() => undefined);
    // Offline: nothing thrown, nothing unhandled, and the next call tries again.
    expect(() => auth.prepare()).not.toThrow();
    await flush();
    expect(loadAuth).toHaveBeenCalledTimes(1);
    auth.prepare();
    await flush();
    expect(loadAuth).toHaveBeenCalledTimes(2);
    expect(sdk.created).toBe(1);
    // Loaded: the sign-in and the listener after the first screen share that session.
    auth.prepare();
    sdk.signIn.mockResolvedValue(ALICE);
    await auth.signIn('alice@demo.ma', 'secret');
    firstScreen.finish();
    await flush();
    expect(loadAuth).toHaveBeenCalledTimes(2);
    expect(sdk.created).toBe(1);
  });

  it('stops listening when unsubscribed before Auth has loaded', async () => {
    const { ctx } = context(true);
    const heard: (AuthUser | null)[] = [];
    const stop = createAuthService(ctx).onAuthChange((u) => heard.push(u));
    await flush();
    stop();
    firstScreen.finish();
    await flush();
    expect(sdk.listeners).toHaveLength(0);
    expect(heard).toEqual([null]);
  });

  it('says "unavailable" when Auth cannot load, and tries again on the next call', async () => {
    const loadAuth = vi
      .fn<() => Promise<object>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({});
    const { ctx } = context(false, loadAuth);
    const auth = createAuthService(ctx);
    const heard: (AuthUser | null)[] = [];
    auth.onAuthChange((u) => heard.push(u));
    await flush();
    // Signed out rather than a page that waits forever.
    expect(heard).toEqual([null]);
    sdk.signIn.mockResolvedValue(ALICE);
    await expect(auth.signIn('alice@demo.ma', 'secret')).resolves.toEqual(ALICE);
    expect(loadAuth).toHaveBeenCalledTimes(2);
  });

  it('maps a failed load to the ServiceError "unavailable"', async () => {
    const { ctx } = context(
      true,
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await createAuthService(ctx)
      .signIn('alice@demo.ma', 'secret')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe('unavailable');
  });
});

describe('loadFirebaseBackend', () => {
  const app = initializeApp({ projectId: 'demo-lazy-auth', apiKey: 'demo' }, 'lazy-auth');
  function handles(visitor: boolean) {
    let release: () => void = () => undefined;
    const loadAuth = vi.fn(() => new Promise<object>((r) => (release = () => r({}))));
    const h = {
      env: { useEmulators: false },
      app,
      db: getFirestore(app),
      loadAuth,
      authNow: () => null,
      visitor: Promise.resolve(visitor),
    } as unknown as FirebaseHandles;
    return { h, loadAuth, release: () => release() };
  }

  it('hands a visitor the backend without waiting for Auth', async () => {
    const { h, loadAuth } = handles(true);
    const backend = await loadFirebaseBackend(h);
    expect(backend.kind).toBe('firebase');
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it('waits for Auth when a session may be persisted, so that reads carry it', async () => {
    const { h, loadAuth, release } = handles(false);
    let backend: unknown = null;
    void loadFirebaseBackend(h).then((b) => (backend = b));
    await flush();
    expect(loadAuth).toHaveBeenCalledTimes(1);
    expect(backend).toBeNull();
    release();
    await flush();
    expect(backend).not.toBeNull();
  });
});

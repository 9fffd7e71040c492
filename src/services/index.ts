/**
 * Picks the backend at build time (VITE_BACKEND, replaced by a constant in vite.config.ts), so
 * the production bundle carries no local-backend code and the demo needs no Firebase project.
 * Both are loaded as separate chunks: the first page's JavaScript stays small.
 */
import { sessionMayBePersisted } from '@/lib/persistedSession';
import { shareUntilRejected } from '@/lib/shareUntilRejected';
import type { Backend } from './types';
import type { EarlyRead } from './earlyReads';

export type { Backend } from './types';
export type { EarlyRead } from './earlyReads';
export * from './types';

export type LocalBackend = Backend & { resetDemoData(): Promise<void> };

/** The backend, loaded once; loaded again if its chunk could not be (offline). */
export const loadBackend: () => Promise<Backend> = shareUntilRejected(() =>
  import.meta.env.VITE_BACKEND === 'local'
    ? import('./local').then((m) => m.createLocalBackend({ latencyMs: 50 }))
    : loadFirebase(),
);

/**
 * The Firebase backend. Where a session may be persisted in this browser, Auth's chunks are
 * fetched beside the backend's, which waits for them before it reads; a visitor's wait for none
 * (docs/decisions.md "Auth after the first screen").
 */
function loadFirebase(): Promise<Backend> {
  void sessionMayBePersisted(import.meta.env.VITE_FIREBASE_API_KEY ?? '').then((maybe) => {
    // The chunks loadFirebaseBackend (./firebase/index.ts) waits for: the two lists go together.
    if (maybe) void Promise.all([import('@/lib/firebaseAuth'), import('./firebase/authSession')]);
  });
  return import('./firebase').then((m) => m.loadFirebaseBackend());
}

export function isLocalBackend(b: Backend): b is LocalBackend {
  return b.kind === 'local' && 'resetDemoData' in b;
}

/**
 * The backend with the current page's first reads already under way (src/services/earlyReads.ts):
 * they start the moment both the backend and the list of reads are there. The early-read code
 * is its own small chunk.
 */
export function loadBackendReading(reads: Promise<EarlyRead[]>): Promise<Backend> {
  return Promise.all([loadBackend(), reads, import('./earlyReads')]).then(([backend, early, m]) =>
    m.withEarlyReads(backend, early),
  );
}

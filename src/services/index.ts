/**
 * Picks the backend at build time (VITE_BACKEND, replaced by a constant in vite.config.ts), so
 * the production bundle carries no local-backend code and the demo needs no Firebase project.
 * Both are loaded as separate chunks: the first page's JavaScript stays small.
 */
import type { Backend } from './types';

export type { Backend } from './types';
export * from './types';

export type LocalBackend = Backend & { resetDemoData(): Promise<void> };

let backendPromise: Promise<Backend> | null = null;

export function loadBackend(): Promise<Backend> {
  if (!backendPromise) {
    backendPromise =
      import.meta.env.VITE_BACKEND === 'local'
        ? import('./local').then((m) => m.createLocalBackend({ latencyMs: 50 }))
        : import('./firebase').then((m) => m.createFirebaseBackend());
  }
  return backendPromise;
}

export function isLocalBackend(b: Backend): b is LocalBackend {
  return b.kind === 'local' && 'resetDemoData' in b;
}

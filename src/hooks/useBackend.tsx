import { createContext, useContext, type ReactNode } from 'react';
import type { Backend } from '@/services';

const BackendContext = createContext<Backend | null>(null);

export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

/** The backend services (firebase or local), as loaded at start-up. */
export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend must be used within a BackendProvider');
  return backend;
}

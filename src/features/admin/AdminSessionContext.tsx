/**
 * The unlocked admin session, shared by the routes under /admin. It lives in React state only
 * (see src/pages/admin/AdminLayout.tsx): reloading the page, or leaving /admin, locks it again.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminSession } from '@/services';

export interface AdminSessionValue {
  session: AdminSession;
  /** Ends the session (session.lock()) and returns to the password gate. */
  lock: () => Promise<void>;
}

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

export function AdminSessionProvider({
  value,
  children,
}: {
  value: AdminSessionValue;
  children: ReactNode;
}) {
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession must be used within an AdminSessionProvider');
  return value;
}

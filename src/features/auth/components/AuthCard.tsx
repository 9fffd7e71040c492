import { useEffect, type ReactNode } from 'react';
import { useAuth } from '@/hooks/useAuth';

/**
 * The frame of every page where someone signs in, signs up or resets a password. Opening one
 * loads what that needs (AuthService.prepare) without waiting for the first screen to settle, so
 * that « Continuer avec Google » opens its popup in the click's own task.
 */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { prepareSignIn } = useAuth();
  useEffect(prepareSignIn, [prepareSignIn]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

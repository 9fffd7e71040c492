import { Spinner } from '@/components/Spinner';
import { common } from '@/i18n/fr/common';

/**
 * What shows while the backend and the first auth check load: the same bar as index.html's
 * static shell (painted before any JavaScript runs), so start-up never flashes a blank page.
 */
export function BootShell() {
  return (
    <div className="min-h-screen bg-sand-50">
      <div className="h-16 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <span className="text-2xl font-extrabold tracking-tight text-brand-700">
            {common.appName}
          </span>
        </div>
      </div>
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner />
      </div>
    </div>
  );
}

import { common } from '@/i18n/fr/common';
import { storageEmulatorOff } from '@/lib/env';

/** On the emulators without Storage (npm run dev:firebase): says that photo uploads are off. */
export function EmulatorBanner() {
  if (!storageEmulatorOff()) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900">
      {common.storageEmulatorOff}
    </p>
  );
}

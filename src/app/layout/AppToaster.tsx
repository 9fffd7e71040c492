import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { onPanelOpening } from '@/lib/toastsMakeWay';

/**
 * At most this many toasts on screen: a new one dismisses the others. Each says what just
 * happened, and the newest is what the user did last; a QA pass (6 December 2026) paused,
 * reactivated and paused a listing on a phone and saw three toasts stacked over 300 px of the
 * host dashboard, the card being changed among them.
 */
export const TOASTS_SHOWN = 1;

/**
 * The app's toasts, loaded after the first paint (Layout lazy-loads this module): the toast
 * library and its CSS-in-JS engine stay out of the first page's JavaScript. A toast raised
 * before it mounts waits in react-hot-toast's store and shows when it does.
 *
 * They appear below the sticky navigation (h-16, src/app/layout/Navbar.tsx), never over it: on
 * a phone a centred toast would otherwise cover the "Menu" button for its 4 seconds
 * (longer while the pointer rests on it, which pauses it).
 */
export default function AppToaster() {
  // …and make way for the phone menu and the notifications panel, which open there too
  useEffect(() => onPanelOpening(() => toast.dismiss()), []);
  // the store lists the newest first
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const older of toasts.filter((x) => x.visible).slice(TOASTS_SHOWN))
      toast.dismiss(older.id);
  }, [toasts]);
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 80 }}
      toastOptions={{ duration: 4000, ariaProps: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}

import { Toaster } from 'react-hot-toast';

/**
 * The app's toasts, loaded after the first paint (Layout lazy-loads this module): the toast
 * library and its CSS-in-JS engine stay out of the first page's JavaScript. A toast raised
 * before it mounts waits in react-hot-toast's store and shows when it does.
 */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: 4000, ariaProps: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}

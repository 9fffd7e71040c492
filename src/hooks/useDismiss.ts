import { useEffect, useRef, type RefObject } from 'react';

/** How a popup was dismissed: a press outside it, or the Escape key. */
export type Dismissal = 'outside' | 'escape';

/**
 * While `open`, calls `onDismiss` when the pointer is pressed outside every element of `inside`
 * (the popup and what opens it), and, unless `escape` is false, when Escape is pressed
 * anywhere. The navigation's user menu and phone menu and the notification bell close this way
 * (src/app/layout/Navbar.tsx, src/features/notifications/BellButton.tsx). The latest
 * `inside` and `onDismiss` are used, so callers need not memoise them.
 */
export function useDismiss(
  open: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  onDismiss: (how: Dismissal) => void,
  { escape = true }: { escape?: boolean } = {},
): void {
  const latest = useRef({ inside, onDismiss });
  useEffect(() => {
    latest.current = { inside, onDismiss };
  });

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node | null;
      if (!latest.current.inside.some((ref) => ref.current?.contains(target)))
        latest.current.onDismiss('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') latest.current.onDismiss('escape');
    };
    document.addEventListener('mousedown', onDown);
    if (escape) document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, escape]);
}

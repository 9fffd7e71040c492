import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/forms';
import { useFocusTrap } from './useFocusTrap';

/**
 * A modal confirmation: focus goes to the safe choice, Tab stays inside, Escape and the
 * backdrop cancel; on close the focus returns to the opener when it is still on the page, or
 * goes where `returnFocus` says (a deletion that removed the opener: HostDashboardPage.tsx).
 */
export function ConfirmDialog({
  title,
  children,
  field,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  returnFocus,
  initialFocus,
}: {
  title: string;
  children: ReactNode;
  /**
   * What the decision takes besides (the admin's optional reason: PendingBookingsTab), under
   * the text and apart from it, so that the dialog's description stays the text alone.
   */
  field?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  confirmDisabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /**
   * Asked on close: the element to focus instead of the opener, e.g. when the confirmed action
   * took the opener off the page (the focus would fall to <body>); null leaves the focus to the
   * opener, when it is still on the page.
   */
  returnFocus?: () => HTMLElement | null;
  /**
   * Where the focus starts instead of the safe choice: the `field` the dialog is opened to fill
   * (the admin's reason, above the buttons: writing it is not deciding).
   */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // The latest returnFocus, for the cleanup below (which the first render's effect holds).
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });
  // Focus goes back to the control that opened the dialog, when it is still on the page, unless
  // the caller says where it goes. (Declared before the focus trap, so it records the opener
  // before focus moves inside.)
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const latest = returnFocusRef;
    return () => {
      const chosen = latest.current?.();
      if (chosen) chosen.focus();
      else if (opener?.isConnected) focusBack(opener);
    };
  }, []);
  useFocusTrap(ref, {
    onEscape: () => !busy && onCancel(),
    initialFocus: initialFocus ?? cancelRef,
  });
  // The safe choice has the focus, but a short screen shows the dialog from its title (focusing
  // the button scrolled the dialog to it: QA, 6 December 2026).
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50"
        onClick={() => !busy && onCancel()}
      />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        // a short screen (a phone turned, or its keyboard open) scrolls the dialog, whose title
        // and buttons stay reachable (QA, 6 December 2026)
        // (a long word, such as a title without spaces, wraps rather than widen it)
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl wrap-anywhere"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-slate-700">
          {children}
        </div>
        {field && <div className="mt-4">{field}</div>}
        {/* on a phone, stacked in their Tab order (« Annuler » first, as on a wider screen);
            wider, on one row, each label on one line (the dialog's wrap-anywhere let them shrink
            into two: QA, 6 December 2026), the second under the first if they do not fit */}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400 sm:whitespace-nowrap"
          >
            {cancelLabel}
          </button>
          <Button
            type="button"
            variant="danger"
            // as tall as « Annuler » (its border) when they are stacked on a phone
            className="border border-transparent sm:whitespace-nowrap"
            onClick={onConfirm}
            busy={busy}
            disabled={confirmDisabled}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Gives the focus back to `opener`; when it cannot take it (a link of the phone menu, which
 * closed behind the dialog), to the button that shows what holds it (its aria-controls), rather
 * than to <body> (QA, 6 December 2026).
 */
function focusBack(opener: HTMLElement) {
  opener.focus();
  if (document.activeElement === opener) return;
  for (let el = opener.parentElement; el; el = el.parentElement) {
    if (!el.id) continue;
    const control = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(el.id)}"]`);
    if (control) {
      control.focus();
      return;
    }
  }
}

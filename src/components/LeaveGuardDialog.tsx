import type { HeldNavigation } from '@/lib/guardedHistory';
import { leaveGuardText as x } from '@/i18n/fr/leaveGuard';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * What a form guarded by useLeaveGuard shows while a navigation is held: leave (the held
 * navigation goes on) or stay ("Rester sur la page" has the focus). `body` says what is lost.
 * The listing form and the profile form use it (docs/decisions.md#leave-guard).
 */
export function LeaveGuardDialog({ held, body }: { held: HeldNavigation | null; body: string }) {
  if (!held) return null;
  return (
    <ConfirmDialog
      title={x.title}
      confirmLabel={x.confirm}
      cancelLabel={x.stay}
      onConfirm={held.proceed}
      onCancel={held.reset}
    >
      <p>{body}</p>
    </ConfirmDialog>
  );
}

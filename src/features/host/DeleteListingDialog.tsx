/**
 * "Supprimer" on the host dashboard: confirms, then deletes a listing that was never approved
 * (its photos first, then the document: backend.listings.deleteListing), with a toast.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { failureMessage } from '@/components/feedback';
import type { Listing } from '@/domain/types';
import { useBackend } from '@/hooks/useBackend';
import { t } from '@/i18n/t';
import { hostText as h } from '@/i18n/fr/host';
import { isServiceError } from '@/services';
import { reportError } from '@/lib/reportError';

export function DeleteListingDialog({
  listing,
  onClose,
  onDeleted,
  returnFocus,
}: {
  listing: Listing;
  onClose(): void;
  /** After the deletion (the dialog is done; the list should be reloaded). */
  onDeleted(): void;
  /** Where the focus goes on close instead of the "Supprimer" button (ConfirmDialog). */
  returnFocus?: () => HTMLElement | null;
}) {
  const backend = useBackend();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await backend.listings.deleteListing(listing.id);
      toast.success(h.deleteSuccess);
      onDeleted();
    } catch (e) {
      reportError(e);
      toast.error(
        isServiceError(e, 'listing/approved-once')
          ? h.deleteApprovedOnce
          : // the demo's full browser storage says so, as every other action does
            failureMessage(e, h.deleteError),
      );
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      title={h.deleteTitle}
      confirmLabel={h.deleteConfirm}
      cancelLabel={h.deleteCancel}
      busy={busy}
      busyLabel={h.deleteBusy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      returnFocus={returnFocus}
    >
      <p>{t(h.deleteBody, { title: listing.title })}</p>
    </ConfirmDialog>
  );
}

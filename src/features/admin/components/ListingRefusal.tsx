/**
 * « Refuser » for a listing never approved (Bureaux tab): the admin writes why, which its host
 * reads on their dashboard and in the notification (session.refuseListing). The reason is
 * required: a host told « refusé » without a reason cannot know what to fix. And, once
 * refused, the refusal itself: its date and reason (docs/decisions.md "Refusing a new listing").
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ErrorMessage } from '@/components/feedback';
import { Button, TextAreaField } from '@/components/forms';
import { formatDate, formatNumber } from '@/domain/format';
import { REFUSAL_REASON_MAX_LENGTH } from '@/domain/notifications';
import type { Listing, ListingRefusal } from '@/domain/types';
import { t } from '@/i18n/t';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { useAdminSession } from '../AdminSessionContext';
import { useReasonBox } from '../useReasonBox';
import { listingDecisionFailure } from '../errors';
import { reportError } from '@/lib/reportError';

/**
 * The refusal of a listing, as the admin reads it in its row; `previous`: the one its host
 * answered by saving it again (the listing waits for a decision again).
 */
export function RefusalNote({
  refusal,
  previous = false,
}: {
  refusal: ListingRefusal;
  previous?: boolean;
}) {
  const date = formatDate(refusal.at);
  return (
    <div
      className={`mt-2 rounded-lg border p-3 text-sm wrap-anywhere ${
        previous
          ? 'border-slate-200 bg-slate-50 text-slate-800'
          : 'border-red-200 bg-red-50 text-red-900'
      }`}
    >
      <p className="font-semibold">
        {t(previous ? e.adminListingResubmitted : e.adminListingRefusedOn, { date })}
      </p>
      <p className="mt-1 whitespace-pre-line">
        {t(previous ? e.adminListingPreviousReason : e.refusedReason, { reason: refusal.reason })}
      </p>
    </div>
  );
}

/**
 * The « Refuser » button, then the reason's box with « Confirmer le refus » / « Annuler ».
 * `describedBy`: the listing's title (the buttons say which listing).
 */
export function RefuseListing({
  listing,
  describedBy,
  disabled,
  onRefused,
  onStale,
}: {
  listing: Listing;
  describedBy: string;
  /** Another decision on this listing is being saved. */
  disabled: boolean;
  /** The listing as it is after the refusal. */
  onRefused: (after: Listing) => void;
  /** Its host edited it since it was read: read the list again (the reason stays typed). */
  onStale: () => void;
}) {
  const { session } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The reason, required before refusing. */
  const box = useReasonBox();

  const refuse = async () => {
    const why = box.take(e.adminListingRefusalRequired);
    if (!why) return;
    setBusy(true);
    setError(null);
    try {
      await session.refuseListing(listing.id, why, listing);
      toast.success(e.adminListingRefused);
      onRefused({ ...listing, refusal: { reason: why, at: new Date() } });
    } catch (err) {
      reportError(err);
      const failure = listingDecisionFailure(err, {
        code: 'listing/not-waiting',
        message: e.adminListingNotWaiting,
      });
      setError(failure.message);
      if (failure.stale) onStale();
      setBusy(false);
    }
  };

  if (!box.asking) {
    return (
      <Button
        ref={box.opener}
        variant="secondary"
        onClick={box.open}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {e.adminRefuseListing}
      </Button>
    );
  }
  const cancel = () => {
    box.close();
    setError(null);
  };
  return (
    // Escape closes the box as « Annuler » does (not while the refusal is being saved)
    <div
      className="w-full rounded-lg border border-slate-200 bg-white p-3 sm:w-80"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          cancel();
        }
      }}
    >
      <TextAreaField
        ref={box.box}
        label={e.adminListingRefusalReason}
        value={box.reason ?? ''}
        dir="auto"
        rows={3}
        required
        onChange={(event) => box.change(event.target.value)}
        error={box.error ?? undefined}
        hint={t(e.adminListingRefusalHint, {
          count: formatNumber(box.length),
          max: formatNumber(REFUSAL_REASON_MAX_LENGTH),
        })}
      />
      {error && (
        <div className="mt-2">
          <ErrorMessage message={error} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void refuse()}
          busy={busy}
          aria-describedby={describedBy}
        >
          {e.adminRefusalConfirm}
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          {e.adminRefusalCancel}
        </Button>
      </div>
    </div>
  );
}

import { StoredPhoto } from '@/components/StoredPhoto';
import { useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { usePagedList } from '@/hooks/usePagedList';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorMessage } from '@/components/feedback';
import { Button } from '@/components/forms';
import { APPROVAL_FILTERS, filterByApproval, parseApprovalFilter } from '@/domain/admin';
import { formatMad } from '@/domain/format';
import type { Listing } from '@/domain/types';
import { t } from '@/i18n/t';
import { adminText } from '@/i18n/fr/admin';
import { hostEditText } from '@/i18n/fr/hostEdit';
import { common, labels } from '@/i18n/fr/common';
import { DetailsGrid } from '@/features/listings';
import { useAdminSession } from '../AdminSessionContext';
import { useRowFocus } from '../useRowFocus';
import { useFilterParam } from '../useFilterParam';
import { listingDecisionFailure } from '../errors';
import { ListingLink } from './BookingDetails';
import { ListingReviewsAdmin } from './ListingReviewsAdmin';
import { ListSkeleton } from './ListSkeleton';
import { RefuseListing, RefusalNote } from './ListingRefusal';
import { RevisionReview } from './RevisionReview';
import { TabFilter } from './TabFilter';
import { FilteredPages } from './FilteredPages';
import { TabRows } from './TabRows';
import { reportError } from '@/lib/reportError';

const text = adminText.listings;

/** Listings read per page of the Bureaux tab. */
export const LISTINGS_PAGE_SIZE = 20;

/**
 * "Bureaux": every listing, approved or not, with Approuver / Suspendre at any time (spec §4),
 * read a filter and a page at a time, newest first (« Voir plus »): the admin never downloads
 * every listing of the marketplace (AdminSession.listListings).
 */
export function ListingsTab({
  onApprovalChanged,
  onRevisionDecided,
  onRefused,
}: {
  /**
   * A listing's approval changed here (`withRevision`: its edit waits; `refused`: it had been
   * refused), for the counters.
   */
  onApprovalChanged: (
    before: boolean,
    after: boolean,
    withRevision: boolean,
    refused: boolean,
  ) => void;
  /** An approved listing's edit was approved or refused here. */
  onRevisionDecided?: () => void;
  /** A new listing was refused here. */
  onRefused?: () => void;
}) {
  const { session } = useAdminSession();
  const { filter, setFilter } = useFilterParam(parseApprovalFilter);
  // Bumped when a decision was refused because its host edited the listing meanwhile
  // (listing/changed): the list is read again as far as it was, its rows kept on screen, so
  // the row shows the version to read with its message.
  const [version, setVersion] = useState(0);
  // A new filter keeps the rows, and the live count line, until its first page arrives: the
  // count line then announces the new count (a new line would not be announced).
  const pages = usePagedList(
    (cursor) => session.listListings({ filter, pageSize: LISTINGS_PAGE_SIZE, cursor }),
    [session, filter, version],
    undefined,
    { keepWhileReloading: true, asFar: true, list: filter },
  );
  const { state } = pages;
  const loaded = state.status === 'ready' ? state.items : null;
  // Approval changes made here, applied over the loaded pages (approved once: see listingStatus).
  const [approval, setApproval] = useState<
    ReadonlyMap<string, Pick<Listing, 'isApproved' | 'approvedOnce' | 'refusal'>>
  >(() => new Map());
  // Revisions decided and listings refused here: the listing as it is after the decision.
  const [decided, setDecided] = useState<ReadonlyMap<string, Listing>>(() => new Map());
  const countRef = useRef<HTMLParagraphElement>(null);
  // a row whose buttons went takes the focus; one that left the filter hands it to its neighbour
  const { rowId, focusRow, focusAfterLeaving } = useRowFocus(countRef);

  // A row whose approval or revision changed here leaves a filter it no longer matches at once.
  const shown = useMemo(
    () =>
      filterByApproval(
        (loaded ?? [])
          .map((l) => decided.get(l.id) ?? l)
          .map((l) => ({ ...l, ...approval.get(l.id) })),
        filter,
      ),
    [loaded, approval, decided, filter],
  );
  // a revision decided or a listing refused here: its buttons went
  const afterDecision = (after: Listing) => {
    if (filterByApproval([after], filter).length > 0) focusRow(after.id);
    else focusAfterLeaving(shown, after.id);
  };

  // A decision refused, the listing edited since it was read: what this screen wrote over it
  // goes (the read, not the screen's guess, shows it now), and the list is read again.
  const stale = (id: string) => {
    const without = <T,>(prev: ReadonlyMap<string, T>) => {
      const next = new Map(prev);
      next.delete(id);
      return next;
    };
    setDecided(without);
    setApproval(without);
    setVersion((v) => v + 1);
  };

  const handleChanged = (listing: Listing, approved: boolean) => {
    const change = {
      isApproved: approved,
      approvedOnce: listing.approvedOnce || approved,
      // approving drops a refusal (planListingApproval)
      refusal: approved ? null : listing.refusal,
    };
    setApproval((prev) => new Map(prev).set(listing.id, change));
    onApprovalChanged(
      listing.isApproved,
      approved,
      listing.revision !== null,
      listing.refusal !== null,
    );
    toast.success(approved ? text.approved : text.suspended);
    // The button keeps the focus (its label swaps) while the row stays in view; a row leaving
    // the filter hands it to its neighbour.
    if (filterByApproval([{ ...listing, ...change }], filter).length === 0) {
      focusAfterLeaving(shown, listing.id);
    }
  };

  return (
    <div>
      <TabFilter
        legend={text.filterLegend}
        name="admin-listing-filter"
        filters={APPROVAL_FILTERS}
        labels={text.filters}
        value={filter}
        onChange={setFilter}
      />
      <FilteredPages
        pages={pages}
        text={text}
        countRef={countRef}
        skeleton={<ListSkeleton rows={4} rowClassName="h-24" />}
      >
        <TabRows
          rows={shown}
          // while older ones remain to be read, the count says it is only the latest
          text={
            state.status === 'ready' && state.next ? { ...text, count: text.countPartial } : text
          }
          countRef={countRef}
          live
          pending={state.status === 'ready' && state.reloading === true}
          renderRow={(l) => (
            <ListingRow
              listing={l}
              id={rowId(l.id)}
              onChanged={handleChanged}
              onStale={() => stale(l.id)}
              onRevisionDecided={(after) => {
                setDecided((prev) => new Map(prev).set(after.id, after));
                onRevisionDecided?.();
                // its review goes (and under "En attente", its row)
                afterDecision(after);
              }}
              onRefused={(after) => {
                setDecided((prev) => new Map(prev).set(after.id, after));
                onRefused?.();
                // its buttons go (and under "En attente", its row)
                afterDecision(after);
              }}
            />
          )}
        />
      </FilteredPages>
    </div>
  );
}

function ListingRow({
  listing,
  id,
  onChanged,
  onStale,
  onRevisionDecided,
  onRefused,
}: {
  listing: Listing;
  /** The row's element id: it takes the focus once its buttons are gone (useRowFocus). */
  id: string;
  onChanged: (l: Listing, approved: boolean) => void;
  /** A decision found the listing edited since it was read: read the list again. */
  onStale: () => void;
  onRevisionDecided: (after: Listing) => void;
  onRefused: (after: Listing) => void;
}) {
  const { session } = useAdminSession();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Suspending takes a public listing offline: asked first (approving is not)
  const [confirming, setConfirming] = useState(false);
  const photo = listing.photos[0];
  const status = listingStatus(listing);

  const toggle = async () => {
    const next = !listing.isApproved;
    setBusy(true);
    setError(null);
    try {
      await session.setListingApproval(listing.id, next, listing);
      setConfirming(false);
      onChanged(listing, next);
    } catch (e) {
      reportError(e);
      setConfirming(false);
      const failure = listingDecisionFailure(e);
      setError(failure.message);
      if (failure.stale) onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center"
    >
      {photo ? (
        <StoredPhoto
          entry={photo}
          sizes="96px"
          alt={t(text.photoAlt, { title: listing.title })}
          width={96}
          height={72}
          loading="lazy"
          className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex h-18 w-24 shrink-0 items-center justify-center rounded-lg bg-slate-100 px-1 text-center text-xs text-slate-600">
          {common.photoPlaceholder}
        </div>
      )}
      <div className="min-w-0 flex-1 wrap-anywhere">
        <h3 className="font-semibold text-slate-900">
          <ListingLink id={listing.id} textId={titleId}>
            {listing.title}
          </ListingLink>
        </h3>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="text-slate-500">{text.host}&nbsp;:</dt>
            <dd>{listing.hostName || '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500">{text.city}&nbsp;:</dt>
            <dd>{listing.location.city}</dd>
          </div>
          <div>
            <dt className="sr-only">{adminText.booking.price}</dt>
            <dd className="font-medium text-slate-900">
              {t(text.pricePerDay, { price: formatMad(listing.pricePerDay) })}
            </dd>
          </div>
        </dl>
        {listing.refusal && <RefusalNote refusal={listing.refusal} />}
        {status === 'waiting' && listing.previousRefusal && (
          <RefusalNote refusal={listing.previousRefusal} previous />
        )}
        {listing.revision && (
          <RevisionReview listing={listing} onDecided={onRevisionDecided} onStale={onStale} />
        )}
        <ListingReview listing={listing} />
        {listing.ratingCount > 0 && <ListingReviewsAdmin listing={listing} />}
        {error && (
          <div className="mt-2">
            <ErrorMessage message={error} />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:shrink-0 sm:flex-col sm:items-end">
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}
        >
          {STATUS_TEXT[status]}
        </span>
        {listing.isPaused && (
          <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
            {text.pausedByHost}
          </span>
        )}
        {listing.revision && (
          <span className="inline-flex rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
            {hostEditText.adminRevisionBadge}
          </span>
        )}
        {/* the decisions stay together: on a phone, a line of their own under the badges */}
        <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto sm:flex-col sm:items-end">
          <Button
            variant={listing.isApproved ? 'secondary' : 'primary'}
            onClick={() => (listing.isApproved ? setConfirming(true) : void toggle())}
            busy={busy}
            aria-describedby={titleId}
          >
            {listing.isApproved ? text.suspend : text.approve}
          </Button>
          {status === 'waiting' && (
            <RefuseListing
              listing={listing}
              describedBy={titleId}
              disabled={busy}
              onRefused={onRefused}
              onStale={onStale}
            />
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t(text.suspendTitle, { title: listing.title })}
          confirmLabel={text.suspendConfirm}
          cancelLabel={text.suspendKeep}
          busy={busy}
          busyLabel={text.suspending}
          onConfirm={() => void toggle()}
          onCancel={() => setConfirming(false)}
        >
          <p>{text.suspendBody}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}

type ListingStatus = 'approved' | 'suspended' | 'refused' | 'waiting';

/**
 * Approved; suspended (approved once, taken offline since: its host was told); refused (never
 * approved, waiting for its host's next save); or waiting for its first approval.
 */
function listingStatus(l: Pick<Listing, 'isApproved' | 'approvedOnce' | 'refusal'>): ListingStatus {
  if (l.isApproved) return 'approved';
  if (l.approvedOnce) return 'suspended';
  return l.refusal ? 'refused' : 'waiting';
}

const STATUS_TEXT: Record<ListingStatus, string> = {
  approved: text.statusApproved,
  suspended: text.statusSuspended,
  refused: text.statusRefused,
  waiting: text.statusWaiting,
};

const STATUS_CLASS: Record<ListingStatus, string> = {
  approved: 'bg-emerald-100 text-emerald-900',
  suspended: 'bg-red-100 text-red-900',
  refused: 'bg-red-100 text-red-900',
  waiting: 'bg-amber-100 text-amber-900',
};

/**
 * The whole listing, for the admin to review before approving: the public page cannot show
 * an unapproved listing to anyone but its host, so the review happens here.
 */
function ListingReview({ listing }: { listing: Listing }) {
  const type =
    listing.spaceType === 'other' && listing.customSpaceType
      ? listing.customSpaceType
      : labels.spaceType[listing.spaceType];
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{text.review}</summary>
      <div className="mt-3 space-y-3 text-slate-700">
        <dl className="grid gap-1 sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">{text.reviewAddress}</dt>
            <dd>{listing.location.address}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{text.reviewType}</dt>
            <dd>{type}</dd>
          </div>
          <div>
            <dt className="sr-only">{adminText.booking.price}</dt>
            <dd>{t(text.reviewMonthly, { price: formatMad(listing.pricePerMonth) })}</dd>
          </div>
        </dl>
        <p className="whitespace-pre-line">{listing.description}</p>
        <DetailsGrid listing={listing} />
        {listing.amenities.length + listing.additionalEquipment.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {[...listing.amenities, ...listing.additionalEquipment].map((a) => (
              <li
                key={a}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800"
              >
                {a}
              </li>
            ))}
          </ul>
        )}
        <div>
          <p className="font-medium text-slate-900">
            {t(text.reviewPhotos, { n: listing.photos.length })}
          </p>
          {listing.photos.length === 0 ? (
            <p>{text.reviewNoPhoto}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {listing.photos.map((src, i) => (
                <li key={src.slice(0, 200) + i}>
                  <StoredPhoto
                    entry={src}
                    sizes="120px"
                    alt={t(text.reviewPhotoAlt, { n: i + 1, title: listing.title })}
                    width={120}
                    height={80}
                    loading="lazy"
                    className="h-20 w-30 rounded-lg bg-slate-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </details>
  );
}

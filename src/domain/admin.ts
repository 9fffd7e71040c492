/**
 * Pure helpers of the admin screen: tab names, the review order of waiting bookings, the
 * dashboard counters after a decision, listing filters and a date-time format. No React.
 */
import { decisionDeadline, displayStatus, isDecisionOpen } from './bookingRules';
import type { AdminStats, Booking, Listing } from './types';

/** The admin tabs, as they appear in the URL (?tab=...). */
export const ADMIN_TABS = ['dashboard', 'pending', 'history', 'listings', 'users', 'mail'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function parseAdminTab(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'dashboard';
}

/**
 * Waiting bookings in the order an administrator should handle them: those still open first,
 * the closest deadline first; then the expired ones, most recent first.
 */
export function reviewOrder<T extends Pick<Booking, 'createdAt' | 'id'>>(
  bookings: T[],
  now: Date,
): T[] {
  const open = bookings.filter((b) => isDecisionOpen(b.createdAt, now));
  const expired = bookings.filter((b) => !isDecisionOpen(b.createdAt, now));
  open.sort(
    (a, b) =>
      decisionDeadline(a.createdAt).getTime() - decisionDeadline(b.createdAt).getTime() ||
      a.id.localeCompare(b.id),
  );
  expired.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  return [...open, ...expired];
}

/** The admin's counters: the backend's stats, with expired requests counted apart. */
export interface AdminCounters extends AdminStats {
  /** pending_admin requests whose 24 hours are over ("Expirée"): not in bookingsByStatus. */
  expired: number;
}

/**
 * The status breakdown of the admin's dashboard (issue 13): an expired request is not waiting
 * any more, so it leaves `pending_admin` and is counted in `expired` (the backend counts them:
 * stats.expiredRequests; the dashboard used to read every pending_admin request ever made).
 */
export function withExpired(stats: AdminStats): AdminCounters {
  const expired = stats.expiredRequests;
  return {
    ...stats,
    bookingsByStatus: {
      ...stats.bookingsByStatus,
      pending_admin: Math.max(0, stats.bookingsByStatus.pending_admin - expired),
    },
    expired,
  };
}

/**
 * The admin's history (spec §4, issue 13): confirmed, rejected and expired requests, and the
 * cancelled ones (a request the tenant withdrew, a booking the admin cancelled: otherwise they
 * left every tab, docs/decisions.md "Cancelled bookings in the history"); a pending_admin
 * request still open for a decision is not history yet, nor an imported `pending` one.
 */
export function isHistory(booking: Pick<Booking, 'status' | 'createdAt'>, now: Date): boolean {
  const status = displayStatus(booking, now);
  return (
    status === 'confirmed' ||
    status === 'rejected' ||
    status === 'expired' ||
    status === 'cancelled'
  );
}

/** The Historique tab's filters, in its order: the whole history, or one of its statuses. */
export const HISTORY_FILTERS = ['all', 'confirmed', 'rejected', 'cancelled', 'expired'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export function parseHistoryFilter(value: string | null | undefined): HistoryFilter {
  return HISTORY_FILTERS.find((filter) => filter === value) ?? 'all';
}

/**
 * Whether a booking is shown under a filter of the Historique tab (« Toutes »: isHistory; else
 * its status as shown, an undecided request 24 hours old being « Expirée »). The server reads
 * the same bookings (AdminSession.listBookingHistory).
 */
export function inHistory(
  booking: Pick<Booking, 'status' | 'createdAt'>,
  filter: HistoryFilter,
  now: Date,
): boolean {
  return filter === 'all' ? isHistory(booking, now) : displayStatus(booking, now) === filter;
}

/** The dashboard counters once a pending_admin booking has been confirmed or rejected. */
export function statsAfterDecision(
  stats: AdminStats,
  decision: 'confirmed' | 'rejected',
  totalPrice: number,
): AdminStats {
  const byStatus = { ...stats.bookingsByStatus };
  byStatus.pending_admin = Math.max(0, byStatus.pending_admin - 1);
  byStatus[decision] += 1;
  return {
    ...stats,
    bookingsByStatus: byStatus,
    confirmedRevenue: stats.confirmedRevenue + (decision === 'confirmed' ? totalPrice : 0),
  };
}

/**
 * The dashboard counters once a confirmed booking of `totalPrice` is cancelled (issue 15, the
 * Historique tab): one confirmed fewer, one cancelled more, its price out of the revenue.
 */
export function statsAfterCancellation(stats: AdminStats, totalPrice: number): AdminStats {
  const byStatus = { ...stats.bookingsByStatus };
  byStatus.confirmed = Math.max(0, byStatus.confirmed - 1);
  byStatus.cancelled += 1;
  return {
    ...stats,
    bookingsByStatus: byStatus,
    confirmedRevenue: Math.max(0, stats.confirmedRevenue - totalPrice),
  };
}

/**
 * The dashboard counters once a listing's approval went from `before` to `after`. A listing
 * whose edit waits (`withRevision`) counts among revisionsWaiting while approved only.
 */
export function statsAfterApproval(
  stats: AdminStats,
  before: boolean,
  after: boolean,
  withRevision = false,
  /** It had been refused: counted among listingsRefused, not listingsWaiting. */
  refused = false,
): AdminStats {
  if (before === after) return stats;
  const delta = after ? 1 : -1;
  return {
    ...stats,
    listingsApproved: Math.max(0, stats.listingsApproved + delta),
    ...(refused && after
      ? { listingsRefused: Math.max(0, stats.listingsRefused - 1) }
      : { listingsWaiting: Math.max(0, stats.listingsWaiting - delta) }),
    revisionsWaiting: withRevision
      ? Math.max(0, stats.revisionsWaiting + delta)
      : stats.revisionsWaiting,
  };
}

/** The dashboard counters once a new listing was refused: it waits for its host now. */
export function statsAfterRefusal(stats: AdminStats): AdminStats {
  return {
    ...stats,
    listingsWaiting: Math.max(0, stats.listingsWaiting - 1),
    listingsRefused: stats.listingsRefused + 1,
  };
}

/** The dashboard counters once the edit of an approved listing was approved or refused. */
export function statsAfterRevision(stats: AdminStats): AdminStats {
  return { ...stats, revisionsWaiting: Math.max(0, stats.revisionsWaiting - 1) };
}

export const APPROVAL_FILTERS = ['all', 'waiting', 'approved', 'refused'] as const;
export type ApprovalFilter = (typeof APPROVAL_FILTERS)[number];

export function parseApprovalFilter(value: string | null | undefined): ApprovalFilter {
  return APPROVAL_FILTERS.find((filter) => filter === value) ?? 'all';
}

/**
 * The Bureaux tab's filter. "En attente" is what waits for the admin: listings not approved
 * (but not those refused: they wait for their host), and approved ones whose edit (`revision`)
 * awaits a decision; "Validés" is every approved one; "Refusés", the new listings refused and
 * not yet submitted again (docs/decisions.md "Refusing a new listing").
 */
export function filterByApproval<
  T extends Pick<Listing, 'isApproved'> & { revision?: unknown; refusal?: unknown },
>(listings: T[], filter: ApprovalFilter): T[] {
  if (filter === 'all') return listings;
  if (filter === 'approved') return listings.filter((l) => l.isApproved);
  if (filter === 'refused') return listings.filter((l) => (l.refusal ?? null) !== null);
  return listings.filter(
    (l) => (!l.isApproved && (l.refusal ?? null) === null) || (l.revision ?? null) !== null,
  );
}

/**
 * The queries that read a filter of the Bureaux tab a page at a time (src/domain/mergedPages.ts),
 * each newest first: by creation date, or for approved listings whose edit waits, by the date
 * the edit was sent. « En attente » is two of them, which never share a listing (one reads the
 * unapproved ones, the other approved ones); of what they read, filterByApproval leaves out the
 * refused listings (a query cannot ask for a field that is null or missing).
 */
export interface ListingQuery {
  /** Only approved (true) or unapproved (false) listings; null: both. */
  approved: boolean | null;
  /** Only listings with a pending revision, ordered by its date. */
  byRevision: boolean;
  /**
   * Only refused listings, ordered by the refusal's date (never approved: an approval drops the
   * refusal, firestore.rules; one field, so Firestore's own single-field index serves it).
   */
  byRefusal?: true;
}

export function listingQueries(filter: ApprovalFilter): ListingQuery[] {
  if (filter === 'all') return [{ approved: null, byRevision: false }];
  if (filter === 'approved') return [{ approved: true, byRevision: false }];
  if (filter === 'refused') return [{ approved: null, byRevision: false, byRefusal: true }];
  return [
    { approved: false, byRevision: false },
    { approved: true, byRevision: true },
  ];
}

/** The date a query orders a listing by (its revision's or refusal's, else its creation's). */
export function listingQueryDate(
  listing: Pick<Listing, 'createdAt' | 'revision'> & { refusal?: Listing['refusal'] },
  q: ListingQuery,
): Date {
  if (q.byRefusal) return listing.refusal?.at ?? listing.createdAt;
  return (q.byRevision && listing.revision?.submittedAt) || listing.createdAt;
}

/** Whether a listing is one a query reads (the local backend's form of the Firestore query). */
export function matchesListingQuery(
  listing: Pick<Listing, 'isApproved' | 'revision'> & { refusal?: Listing['refusal'] },
  q: ListingQuery,
): boolean {
  return (
    (q.approved === null || listing.isApproved === q.approved) &&
    (!q.byRevision || listing.revision !== null) &&
    (!q.byRefusal || (listing.refusal ?? null) !== null)
  );
}

export type RoleFilter = '' | 'host' | 'tenant';

export function parseRoleFilter(value: string | null | undefined): RoleFilter {
  return value === 'host' || value === 'tenant' ? value : '';
}

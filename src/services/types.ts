/**
 * The one typed contract every backend implements (docs/decisions.md#backend-chosen-at-build-time).
 * Pages and features talk to this interface only; `firebase` and `local` implement it.
 */
import type { ApprovalFilter, HistoryFilter } from '@/domain/admin';
import type { DayAvailability, HostCalendar } from '@/domain/availability';
import type { AppNotification, MailDataKey, MailTemplate } from '@/domain/notifications';
import type { Conversation, Message } from '@/domain/messages';
import type {
  AdminStats,
  Booking,
  BookingRequest,
  BookingStatus,
  IssuedDocument,
  Listing,
  ListingEdit,
  ListingInput,
  Page,
  ProfileUpdate,
  Review,
  SearchFilters,
  SignUpInput,
  UserProfile,
} from '@/domain/types';

export type Unsubscribe = () => void;

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The account signs in with a password (false: with Google only); it can change it. */
  password: boolean;
}

/** Errors every backend raises with the same codes; the UI turns codes into French text. */
export type ServiceErrorCode =
  | 'auth/invalid-credentials'
  | 'auth/email-already-in-use'
  | 'auth/weak-password'
  | 'auth/popup-failed'
  | 'auth/user-not-found'
  | 'auth/too-many-requests'
  /** The administrator's account signs in only at the /admin gate, never on the main app. */
  | 'auth/admin-account'
  | 'permission-denied'
  | 'not-found'
  | 'invalid-argument'
  | 'booking/dates-taken'
  | 'booking/overlap-confirmed'
  /** The admin confirms a request on a day its host has blocked since (planBookingDecision). */
  | 'booking/days-blocked'
  | 'booking/expired'
  | 'booking/own-listing'
  /** The caller's account is not a tenant account (a host booking someone else's office). */
  | 'booking/not-tenant'
  | 'booking/invalid-state'
  /** The tenant made the most booking requests a 24-hour window allows (src/domain/holdQuota). */
  | 'booking/too-many-requests'
  /** Its host paused the listing: no new booking until it is resumed. */
  | 'booking/listing-paused'
  | 'booking/price-changed'
  /**
   * The last day given to a monthly rental is inside its first month, over, or (the tenant's
   * notice) less than a month away (rentalEnd.ts).
   */
  | 'booking/end-too-early'
  /** The host blocks a day that holds a confirmed booking (ListingsService.blockDays). */
  | 'calendar/day-confirmed'
  /** The host blocks a day before today in Morocco (ListingsService.blockDays). */
  | 'calendar/day-past'
  /** A listing that was approved once is never deleted (its host may ask the admin). */
  | 'listing/approved-once'
  /** The admin refuses a listing that no longer waits for its first approval (approved or refused since). */
  | 'listing/not-waiting'
  /** The admin decides a revision that is no longer pending (already decided or withdrawn). */
  | 'listing/no-revision'
  /** The host saves an edit form opened before the listing's content changed (editedSince). */
  | 'listing/changed'
  /** Reviews (issue 15): the booking cannot be reviewed now (the message says why). */
  | 'review/not-eligible'
  /** The booking has its review already (one per booking). */
  | 'review/exists'
  /** A review is edited within 48 hours of being written, and never once hidden. */
  | 'review/edit-closed'
  /** The host has answered this review already. */
  | 'review/answered'
  /** The host corrects an answer they have not given. */
  | 'review/not-answered'
  /** An answer is corrected within 48 hours of being given. */
  | 'review/answer-closed'
  /** The admin has hidden this review already. */
  | 'review/hidden'
  | 'admin/wrong-password'
  /** A host writes about their own listing (issue 14: hosts never write to themselves). */
  | 'message/own-listing'
  /** Only a tenant account opens a conversation; a host answers (issue 14). */
  | 'message/not-tenant'
  | 'upload/failed'
  /** The local demo only: the browser's storage is full, nothing was saved. */
  | 'storage/full'
  | 'unavailable'
  | 'unknown';

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  /**
   * When the refusal ends, where the service knows it (booking/too-many-requests: the end of
   * the tenant's 24-hour window), so that the message can say when to try again.
   */
  readonly retryAt?: Date;
  constructor(
    code: ServiceErrorCode,
    message?: string,
    options?: { cause?: unknown; retryAt?: Date },
  ) {
    super(message ?? code, options);
    this.name = 'ServiceError';
    this.code = code;
    if (options?.retryAt) this.retryAt = options.retryAt;
  }
}

export function isServiceError(e: unknown, code?: ServiceErrorCode): e is ServiceError {
  return e instanceof ServiceError && (code === undefined || e.code === code);
}

export interface AuthService {
  /** Called once with the initial state, then on every change. */
  onAuthChange(callback: (user: AuthUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Google popup; creates a tenant profile when none exists. */
  signInWithGoogle(): Promise<AuthUser>;
  /** Creates the account and writes the profile (and its public part). */
  signUp(input: SignUpInput): Promise<UserProfile>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /**
   * The signed-in account's new password, once `current` is checked (the session stays).
   * auth/invalid-credentials for a wrong current password, auth/weak-password under 6
   * characters, auth/too-many-requests; permission-denied when nobody is signed in or the
   * account has no password (Google only).
   */
  changePassword(current: string, next: string): Promise<void>;
  /**
   * Starts loading what signing in needs, on a page where someone is about to: the Google
   * popup then opens in the click's own task (a browser blocks a popup opened after a wait for
   * code). Never fails: a failure is met again, and reported, by the sign-in itself.
   */
  prepare(): void;
}

export interface PublicProfile {
  uid: string;
  fullName: string;
  role: 'host' | 'tenant';
  profilePhoto?: string;
}

export interface UsersService {
  getProfile(uid: string): Promise<UserProfile | null>;
  updateProfile(uid: string, patch: ProfileUpdate): Promise<void>;
  getPublicProfile(uid: string): Promise<PublicProfile | null>;
  /**
   * Saves or un-saves a favourite. `at`, with `favorite`: its place in the list, for a favourite
   * put back where it was (domain/favorites.ts withFavoriteAt; read and written in one
   * transaction); without it, it goes last.
   */
  setFavorite(uid: string, listingId: string, favorite: boolean, at?: number): Promise<void>;
}

export interface ListListingsOptions {
  city?: string;
  hostId?: string;
  limit?: number;
  includeUnapproved?: boolean;
}

export interface SearchOptions {
  filters: SearchFilters;
  pageSize: number;
  cursor?: string | null;
}

export type { ListingEdit } from '@/domain/types';

export interface ListingEditResult {
  /** A change of the public content waits for the admin (the approved version stays public). */
  revisionPending: boolean;
}

export interface ListingsService {
  getListing(id: string): Promise<Listing | null>;
  /** Spec §7 "List listings": newest first; approved only unless includeUnapproved. */
  listListings(options?: ListListingsOptions): Promise<Listing[]>;
  /** Paged search: city and approval in the query, other filters of spec §5 on each page. */
  searchListings(options: SearchOptions): Promise<Page<Listing>>;
  getListingsByIds(ids: string[]): Promise<Listing[]>;
  /** A fresh id for a listing about to be published (no write: see createListing). */
  newListingId(): string;
  /**
   * Creates the host's listing (unapproved) and returns its id. With `listingId` (from
   * newListingId): created under that id, or — when this host's listing with that id already
   * exists and waits for approval, the same publish resumed after a reload — `input` is
   * written over it: never a second listing.
   */
  createListing(input: ListingInput, hostId: string, listingId?: string): Promise<string>;
  /**
   * The host edits their listing. While it is approved, its public content (title,
   * description, photos, address) cannot change: permission-denied.
   */
  updateListing(id: string, patch: Partial<ListingInput>): Promise<void>;
  /**
   * The host saves the edit form of their listing (planEditListing): an unapproved listing is
   * written as it is; an approved one gets its practical fields at once and its public content
   * (title, description, photos, address) as a pending revision for the admin. `base` is the
   * listing as the form loaded it: listing/changed when what the form shows has changed since
   * (another tab, a refused revision), and nothing is written.
   * not-found, permission-denied (not theirs), listing/changed.
   */
  editListing(id: string, edit: ListingEdit, base: Listing): Promise<ListingEditResult>;
  /** The host pauses (hidden from search, not bookable) or resumes their listing. */
  setListingPaused(id: string, paused: boolean): Promise<void>;
  /**
   * The host deletes their listing that was never approved: its Storage photos first, then the
   * document. not-found, permission-denied (not theirs), listing/approved-once.
   */
  deleteListing(id: string): Promise<void>;
  /** Days ("YYYY-MM-DD") of [from, to] that the listing's daily bookings still hold. */
  getUnavailableDays(listingId: string, from: string, to: string): Promise<string[]>;
  /**
   * One entry per day from..to (at most 1100 days): the listing's places, how many are taken
   * (confirmed, or held under 24 h), whether the host blocked it. Reads one range query of
   * occupancy and one of blocks, whatever the number of bookings. Anyone (public data).
   */
  getAvailability(listingId: string, from: string, to: string): Promise<DayAvailability[]>;
  /** The host's month of a listing (its bookings, blocks and their reasons): its host only. */
  getHostCalendar(listingId: string, month: string): Promise<HostCalendar>;
  /**
   * The host blocks from..to (at most MAX_BLOCK_DAYS days) with a reason (1 to 200
   * characters) only they see: ServiceError 'calendar/day-confirmed' when a day holds a
   * confirmed booking, 'calendar/day-past' when a day is over (nothing is blocked),
   * 'invalid-argument', 'permission-denied'.
   */
  blockDays(listingId: string, from: string, to: string, reason: string): Promise<void>;
  /** The host unblocks these days (at most MAX_BLOCK_DAYS). */
  unblockDays(listingId: string, days: string[]): Promise<void>;
}

export interface UploadProgress {
  fileIndex: number;
  /** 0..1 over all files */
  fraction: number;
}

/** One width of a photo to upload (src/lib/images.ts: preparePhoto makes them). */
export interface PhotoFile {
  width: number;
  file: File;
}

export interface StorageService {
  /**
   * Uploads each photo, every width of it, to listings/{listingId}/{index}_{name}-{width}w.{ext}
   * (one index per photo), index counted from `firstIndex` (default 0; an edit starts after
   * the photos the listing already uses, so that none is overwritten); returns one entry of
   * `photos` per photo, in order: its widths' addresses (src/domain/photos.ts: photoEntry).
   */
  uploadListingImages(
    listingId: string,
    photos: PhotoFile[][],
    onProgress?: (p: UploadProgress) => void,
    firstIndex?: number,
  ): Promise<string[]>;
  uploadProfilePhoto(uid: string, file: File): Promise<string>;
}

/** The documents a dashboard reads at most (one query, newest first). */
export const MAX_OWN_DOCUMENTS = 500;

export interface BookingsService {
  /** Creates a pending_admin booking (and, for daily rentals, its occupancy) atomically. */
  createBooking(request: BookingRequest): Promise<Booking>;
  /**
   * Spec §7: by tenantId when role is tenant, otherwise by hostId; newest first. `between`
   * narrows it to one listing and one tenant (a conversation's bookings), in the query itself.
   */
  listBookingsForUser(
    uid: string,
    role: 'host' | 'tenant',
    between?: { listingId: string; tenantId: string },
  ): Promise<Booking[]>;
  /** The tenant cancels their own pending_admin booking; its days are freed. */
  cancelBooking(bookingId: string): Promise<void>;
  /**
   * « Donner congé »: the tenant gives their confirmed indefinite monthly rental its last day,
   * a month's notice at least (src/domain/rentalEnd.ts earliestNoticeEnd): the days it held
   * after it are freed, and its tenant and host are told, in one write, as when the admin ends
   * it (AdminSession.endMonthlyRental). permission-denied when it is not theirs,
   * booking/invalid-state when it is not such a rental (or has an end already),
   * booking/end-too-early when the day is too near, invalid-argument when it is not a day.
   */
  giveNotice(bookingId: string, lastDay: string): Promise<void>;
  /**
   * The tenant's and the host's e-mail and phone, once the booking is confirmed (issue 14):
   * its two participants only; null while there are none (not confirmed yet).
   */
  getContacts(bookingId: string): Promise<BookingContacts | null>;
  /**
   * The booking's receipt or invoice, then its credit note when it was cancelled after issue
   * (issue 15), read by its tenant (`role` 'tenant') or its host; empty before any was issued.
   */
  getDocuments(bookingId: string, role: 'host' | 'tenant'): Promise<IssuedDocument[]>;
  /**
   * The signed-in tenant's (or host's) documents, newest first, at most MAX_OWN_DOCUMENTS: the
   * dashboards link each booking to its own.
   */
  listMyDocuments(role: 'host' | 'tenant'): Promise<IssuedDocument[]>;
}

/** bookingContacts/{bookingId}: written by the admin with the confirmation. */
export interface BookingContacts {
  tenantId: string;
  hostId: string;
  tenantEmail: string;
  tenantPhone: string;
  hostEmail: string;
  hostPhone: string;
}

/** Issue 14: the signed-in user's notifications (users/{uid}/notifications). */
export interface NotificationsService {
  /** Newest first, `pageSize` at a time (after `cursor`). The owner only. */
  listNotifications(
    uid: string,
    options: { pageSize: number; cursor?: string | null },
  ): Promise<Page<AppNotification>>;
  /** How many are unread (a server-side count, bounded by `max`). */
  countUnread(uid: string, max?: number): Promise<number>;
  /** Marks these read (the owner flips read to true, nothing else). */
  markRead(uid: string, ids: string[]): Promise<void>;
  /**
   * « Tout marquer comme lu »: marks every unread one read, MARK_ALL_BATCH at a time (at most
   * MARK_ALL_ROUNDS batches); resolves with how many were marked. The owner only.
   */
  markAllRead(uid: string): Promise<number>;
}

/** mail/{id}, the Trigger Email extension's document, as the admin's "E-mails" tab shows it. */
export interface MailRecord {
  id: string;
  toUid: string;
  template: MailTemplate | string;
  /**
   * The template's data: ids, the listing's title, a month's number as text (booking-invoiced),
   * a booking's tenant and days, a document's number (MAIL_DATA_KEYS in src/domain/notifications.ts).
   */
  data: Partial<Record<MailDataKey, string>>;
  createdAt: Date;
  /** The extension's delivery state once it processed the document (absent in the demo). */
  deliveryState: string | null;
}

/** A review's rating and text, as the tenant writes them (1 to 5; 20 to 2,000 characters). */
export interface ReviewInput {
  rating: number;
  text: string;
}

/** Reviews (issue 15; docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing). */
export interface ReviewsService {
  /**
   * The tenant reviews their confirmed booking once it has ended (30 days to do so): the review
   * and the listing's aggregate in one write. not-found, permission-denied, invalid-argument,
   * review/not-eligible, review/exists.
   */
  createReview(bookingId: string, input: ReviewInput): Promise<Review>;
  /** Within 48 hours: not-found, permission-denied, invalid-argument, review/edit-closed. */
  editReview(reviewId: string, input: ReviewInput): Promise<void>;
  /** The listing's host answers once: permission-denied, invalid-argument, review/answered. */
  answerReview(reviewId: string, text: string): Promise<void>;
  /**
   * Its host corrects their answer within 48 hours of giving it: not-found, permission-denied,
   * invalid-argument, review/not-answered, review/answer-closed.
   */
  editAnswer(reviewId: string, text: string): Promise<void>;
  /** A listing's visible reviews, newest first, a page at a time (anyone). */
  listListingReviews(
    listingId: string,
    cursor?: string | null,
    pageSize?: number,
  ): Promise<Page<Review>>;
  /** The booking's review, or null (its tenant only). */
  getReviewForBooking(bookingId: string): Promise<Review | null>;
  /** The signed-in tenant's reviews (at most MAX_OWN_REVIEWS, newest first). */
  listMyReviews(): Promise<Review[]>;
  /** Reviews of the signed-in host's listings, hidden ones too, newest first (a bounded page). */
  listHostReviews(): Promise<Review[]>;
}

/** A page of a listing's reviews. */
export const REVIEWS_PAGE_SIZE = 5;
/** How many of their own reviews a tenant's or host's dashboard reads at most. */
export const MAX_OWN_REVIEWS = 100;

export interface AdminUserFilter {
  search?: string;
  role?: 'host' | 'tenant' | '';
}

/** Powers granted once the admin gate is unlocked. Held in memory only. */
/** What one run of extendMonthlyHolds did. */
export interface MonthlyHoldsReport {
  /** Days added, over every rental. */
  added: number;
  /** The rentals left as they were: a day to add has no free place (booking/overlap-confirmed). */
  failed: Booking[];
}

export interface AdminSession {
  stats(): Promise<AdminStats>;
  listBookings(statuses: BookingStatus[]): Promise<Booking[]>;
  /**
   * « Réservations à valider »: the first page holds every pending_admin request still open (at
   * most a day's), then the expired ones, newest first, `pageSize` at a time; the next pages hold
   * older expired ones only. One moment splits open from expired (now less 24 hours).
   */
  listPendingRequests(options: {
    pageSize: number;
    cursor?: string | null;
  }): Promise<Page<Booking>>;
  /**
   * Historique: the confirmed, rejected and cancelled bookings and the expired requests
   * (pending_admin for 24 hours or more: src/domain/admin isHistory), or those of one `filter`
   * (src/domain/admin inHistory), newest first, `pageSize` at a time; it never reads every
   * booking the marketplace ever had to show the latest.
   */
  listBookingHistory(options: {
    filter: HistoryFilter;
    pageSize: number;
    cursor?: string | null;
  }): Promise<Page<Booking>>;
  confirmBooking(bookingId: string): Promise<void>;
  /**
   * Refuser, saying why when `reason` is given (optional; trimmed, at most 500 characters,
   * invalid-argument beyond): the tenant and the host read it in their notifications and on
   * the booking.
   */
  rejectBooking(bookingId: string, reason?: string | null): Promise<void>;
  /**
   * Cancels a confirmed booking before its first day (issue 15): its days are freed and its
   * receipt or invoice is credited by an avoir in the same write. booking/invalid-state when it
   * is not confirmed or has started. `reason`: why, as a refusal's (optional; trimmed, at most
   * 500 characters, invalid-argument beyond): the tenant and the host read it in their
   * notifications and on the booking.
   */
  cancelConfirmedBooking(bookingId: string, reason?: string | null): Promise<void>;
  /**
   * Gives a confirmed indefinite monthly rental its last day (src/domain/rentalEnd.ts): the
   * days it held after it are freed, and its tenant and host are told, in one write.
   * booking/invalid-state when it is not such a rental (or has an end already),
   * booking/end-too-early when the day is inside its first month or already over,
   * invalid-argument when it is not a day.
   */
  endMonthlyRental(bookingId: string, lastDay: string): Promise<void>;
  /**
   * Before deciding: the days (sorted) where confirming this booking would fail, because
   * another booking holds one of its places or the host blocked the day. Empty when none.
   */
  bookingConflicts(bookingId: string): Promise<string[]>;
  /**
   * Extends the holds of every confirmed monthly rental to its rolling horizon (12 months from
   * today, at most its end): run when the admin's screen is unlocked (useAdminChores). One
   * rental that cannot be extended (a day it should hold is full) does not stop the others: it
   * is listed in `failed`.
   */
  extendMonthlyHolds(): Promise<MonthlyHoldsReport>;
  /**
   * Issues the facture or reçu of each month begun of every confirmed indefinite monthly rental
   * (documents/{bookingId}_m{n}, month 2 on: the first is its booking's document): run when the
   * admin's screen is unlocked (useAdminChores). Each adds its month's price to its rental's
   * total in the same write, so the rental's total counts the months invoiced (monthsInvoiced).
   * Returns how many it issued; a month is never issued twice.
   */
  issueMonthDocuments(): Promise<number>;
  /**
   * The Bureaux tab: the listings of a filter, `pageSize` at a time, newest first (« En attente »:
   * an edit waiting counts from the day it was sent; src/domain/admin.ts listingQueries).
   */
  listListings(options: {
    filter: ApprovalFilter;
    pageSize: number;
    cursor?: string | null;
  }): Promise<Page<Listing>>;
  /**
   * Approves or suspends a listing. `seen`: the listing as the admin's screen showed it; an
   * approval of a listing its host edited since is refused, listing/changed (the admin never
   * read what would go online). The same for the two decisions below.
   */
  setListingApproval(listingId: string, approved: boolean, seen?: Listing): Promise<void>;
  /**
   * Refuses a listing never approved, with the reason its host reads (1 to 500 characters):
   * invalid-argument (none, or too long), listing/not-waiting (approved once, or refused already),
   * listing/changed (edited since `seen`).
   */
  refuseListing(listingId: string, reason: string, seen?: Listing): Promise<void>;
  /**
   * Approves (its content becomes public) or refuses a pending revision, a refusal with the
   * reason its host's notification shows (up to 500 characters); listing/no-revision,
   * invalid-argument (a reason with an approval, or too long), listing/changed (another
   * revision sent since `seen`).
   */
  decideRevision(
    listingId: string,
    approve: boolean,
    reason?: string | null,
    seen?: Listing,
  ): Promise<void>;
  /**
   * "Utilisateurs": the users of a role (or all), whose name or e-mail has words beginning with
   * each word of `search` (src/domain/userSearch.ts), newest first, `pageSize` at a time.
   */
  listUsers(
    options: AdminUserFilter & { pageSize: number; cursor?: string | null },
  ): Promise<Page<UserProfile>>;
  /** Issue 14: the mail documents, newest first, `pageSize` at a time (the "E-mails" tab). */
  listMail(options: { pageSize: number; cursor?: string | null }): Promise<Page<MailRecord>>;
  /**
   * Issue 14: tells each tenant whose request expired (24 h without a decision) once — run
   * when the admin's screen is unlocked, like extendMonthlyHolds. Returns how many were told.
   */
  notifyExpired(): Promise<number>;
  /** A listing's reviews, hidden ones too, newest first (at most MAX_OWN_REVIEWS). */
  listListingReviews(listingId: string): Promise<Review[]>;
  /** Hides a review with a reason (out of the average in the same write): review/hidden. */
  hideReview(reviewId: string, reason: string): Promise<void>;
  getUser(uid: string): Promise<UserProfile | null>;
  /**
   * A booking (null: no such booking) and its documents, as its tenant and host read them
   * (BookingsService.getDocuments): its facture or reçu, its months, then its avoir, in their
   * numbering's order. None: []. Two reads, side by side.
   */
  getBookingFile(
    bookingId: string,
  ): Promise<{ booking: Booking | null; documents: IssuedDocument[] }>;
  lock(): Promise<void>;
}

export interface AdminService {
  /** Checks the password with the backend; throws ServiceError('admin/wrong-password'). */
  unlock(password: string): Promise<AdminSession>;
}

/**
 * Conversations between a tenant and a host about a listing (issue 14, docs/decisions.md
 * "Messages"). Only the two participants read them; every call is the signed-in user's.
 */
export interface MessagesService {
  /**
   * The conversation the signed-in tenant has (or would have) about this listing, without
   * writing: its id. not-found (not an approved listing), message/own-listing (the caller's
   * own listing), message/not-tenant (a host account: hosts answer, never open one).
   */
  startConversation(listingId: string): Promise<string>;
  /** The caller's conversations, newest message first, one page (default CONVERSATIONS_PAGE_SIZE). */
  listConversations(cursor?: string | null, pageSize?: number): Promise<Page<Conversation>>;
  /**
   * null when it does not exist yet (before its first message: asked by its tenant, or by the
   * host of its listing).
   */
  getConversation(conversationId: string): Promise<Conversation | null>;
  /** Messages, newest first (the page shows them oldest at the top), one page (default MESSAGES_PAGE_SIZE). */
  listMessages(
    conversationId: string,
    cursor?: string | null,
    pageSize?: number,
  ): Promise<Page<Message>>;
  /**
   * Sends a message (1 to 2,000 characters once trimmed: invalid-argument); the tenant's first
   * one creates the conversation. A host writes first by naming `bookingId`, a booking of the
   * conversation's tenant and listing (not-found otherwise). Returns the message's id.
   */
  sendMessage(conversationId: string, text: string, bookingId?: string | null): Promise<string>;
  /** The caller has read the conversation's last message. */
  markRead(conversationId: string): Promise<void>;
  /** How many of the caller's conversations have a message they have not read (one count query). */
  unreadCount(): Promise<number>;
}

export interface Backend {
  kind: 'firebase' | 'local';
  auth: AuthService;
  users: UsersService;
  listings: ListingsService;
  bookings: BookingsService;
  reviews: ReviewsService;
  storage: StorageService;
  admin: AdminService;
  notifications: NotificationsService;
  messages: MessagesService;
}

/**
 * The product's entities, as the application sees them (dates already converted).
 * Day values (startDate, endDate...) are calendar days "YYYY-MM-DD", never shifted by a time zone.
 */
import type { SaleDocument } from './invoice';
import type { LegalIdentity, TenantBilling } from './legalIdentity';

export type Role = 'host' | 'tenant';

export const SPACE_TYPES = [
  'individual',
  'closed-team',
  'open-space',
  'meeting-room',
  'coworking',
  'other',
] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

export const INTERNET_TYPES = ['fiber', 'adsl', '4g'] as const;
export type InternetType = (typeof INTERNET_TYPES)[number];

export const PARKING_TYPES = ['free', 'paid'] as const;
export type ParkingType = (typeof PARKING_TYPES)[number];

export const BOOKING_STATUSES = [
  'pending',
  'pending_admin',
  'confirmed',
  'rejected',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type RentalType = 'daily' | 'monthly';

/** Standard amenities offered on the listing form (spec §3). */
export const STANDARD_AMENITIES = [
  'Wi-Fi haut débit',
  'Parking',
  'Café/Thé',
  'Imprimante',
  'Scanner',
  'Écran externe',
  'Tableau blanc',
  'Salle de réunion',
  'Casiers',
  'Réception',
  'Sécurité 24h/24',
  'Accès handicapés',
  'Terrasse',
  'Animaux acceptés',
  'Projecteur',
  'Téléphone fixe',
  'Vestiaire',
] as const;

/** Additional equipment offered on the listing form (spec §3). */
export const ADDITIONAL_EQUIPMENT = [
  'Climatisation',
  'Chauffage',
  'Imprimante couleur',
  'Distributeur',
  'Coin café',
  'Cuisine équipée',
  'Réfrigérateur',
  'Micro-ondes',
  'Machine à café',
  'Casiers sécurisés',
  'Balcon',
  'Vue sur mer',
  'Vue sur montagne',
  'Espace détente',
  'Douche',
  'Kitchenette',
] as const;

/** Amenity choices in the search filter (spec §3). */
export const SEARCH_AMENITIES = [
  'Wi-Fi haut débit',
  'Parking',
  'Climatisation',
  'Café/Thé',
  'Imprimante',
  'Écran externe',
  'Salle de réunion',
  'Accès handicapés',
] as const;

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface ListingLocation {
  address: string;
  city: string;
  coordinates: Coordinates | null;
}

export interface Parking {
  available: boolean;
  type?: ParkingType;
}

export interface Listing {
  id: string;
  hostId: string;
  /** Public display name of the host, denormalised at creation (no private data). */
  hostName: string;
  title: string;
  description: string;
  location: ListingLocation;
  photos: string[];
  amenities: string[];
  additionalEquipment: string[];
  pricePerDay: number;
  pricePerMonth: number;
  availableDates: string[];
  isApproved: boolean;
  /**
   * Whether the admin ever approved it (set with the first approval, never unset): a listing
   * never approved was never public and has no booking, so its host may delete it.
   */
  approvedOnce: boolean;
  /** Hidden from search and the home page by its host (absent in a stored document: false). */
  isPaused: boolean;
  /** A change of the public content of an approved listing, waiting for the admin (or null). */
  revision: ListingRevision | null;
  /**
   * The admin's refusal of a listing never approved, with their reason (or null): it no longer
   * waits for the admin until its host saves it again, which submits it anew (issue: refusing
   * a new listing; docs/decisions.md "Refusing a new listing").
   */
  refusal: ListingRefusal | null;
  /**
   * The refusal its host answered by saving the listing again (the last one), kept for the
   * admin: a listing waiting again says it was refused, and why (or null).
   */
  previousRefusal: ListingRefusal | null;
  spaceType: SpaceType;
  customSpaceType: string | null;
  area: number;
  floor: number;
  hasElevator: boolean;
  isAccessible: boolean;
  workstations: number;
  /** Places bookable per day: 1, except coworking and open-space (the host sets it, default workstations). */
  places: number;
  parking: Parking;
  internetType: InternetType;
  minimumDuration: number;
  createdAt: Date;
  /**
   * Its reviews' ratings (issue 15): their sum and count, moved only in the same write as a
   * review (docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing); 0 and 0 in a
   * document written before reviews existed.
   */
  ratingSum: number;
  ratingCount: number;
}

/**
 * The public content of an approved listing as its host changed it, waiting for the admin: the
 * approved version stays public until the admin approves (it replaces it) or refuses it.
 */
export interface ListingRevision {
  title: string;
  description: string;
  photos: string[];
  location: ListingLocation;
  cityKey: string;
  submittedAt: Date;
}

/** Why, and when, the admin refused a listing never approved. */
export interface ListingRefusal {
  /** The admin's words: 1 to REFUSAL_REASON_MAX_LENGTH characters, trimmed. */
  reason: string;
  at: Date;
}

/** What a host fills in; the backend adds id, hostId, hostName, isApproved, createdAt... */
export type ListingInput = Omit<
  Listing,
  | 'id'
  | 'hostId'
  | 'hostName'
  | 'isApproved'
  | 'approvedOnce'
  | 'isPaused'
  | 'revision'
  | 'refusal'
  | 'previousRefusal'
  | 'createdAt'
  | 'availableDates'
  | 'photos'
  | 'ratingSum'
  | 'ratingCount'
> & { photos?: string[] };

/** The host's edit form: the whole listing, photos in their order (the first is the cover). */
export type ListingEdit = ListingInput & { photos: string[] };

export interface Booking {
  id: string;
  listingId: string;
  tenantId: string;
  hostId: string;
  rentalType: RentalType;
  /** "YYYY-MM-DD" */
  startDate: string;
  /** "YYYY-MM-DD", inclusive last day; null for an indefinite monthly rental. */
  endDate: string | null;
  totalPrice: number;
  /** Places taken each day (1 unless a shared space; a monthly rental always takes 1). */
  places: number;
  isIndefinite: boolean;
  monthlyPrice: number | null;
  monthlyEndDate: string | null;
  status: BookingStatus;
  createdAt: Date;
  /**
   * Why the admin refused it, when they said (« Refuser »'s box, optional): 1 to 500
   * characters, trimmed; null otherwise (docs/decisions.md "Refusing a booking").
   */
  rejectionReason: string | null;
  /**
   * Why the admin cancelled it once confirmed, when they said (« Annuler »'s box in Historique,
   * optional): 1 to 500 characters, trimmed; null otherwise (docs/decisions.md "Refusing a
   * booking"). A booking has at most one of the two reasons: a refused one is never confirmed.
   */
  cancellationReason: string | null;
  /**
   * Who cancelled it: its tenant, withdrawing the request before the admin decided, or the admin
   * (Maktabi), once it was confirmed; written with the cancellation (both rule copies check it).
   * Null when it is not cancelled, or was cancelled before 8 December 2026, which did not say.
   */
  cancelledBy: 'tenant' | 'admin' | null;
  /** Denormalised, non-sensitive display data written with the booking. */
  listingTitle: string;
  listingAddress: string;
  listingCity: string;
  tenantName: string;
}

/**
 * A tenant's review of a confirmed booking that ended (issue 15): its id is the booking's id,
 * so there is one review per booking by construction.
 */
export interface Review {
  /** The booking's id. */
  id: string;
  listingId: string;
  hostId: string;
  tenantId: string;
  /** The tenant's display name, copied from the booking. */
  tenantName: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  /**
   * The host's one answer, or null; `editedAt`: when its host last corrected it (within 48 hours
   * of giving it: canEditAnswer), null if never.
   */
  answer: { text: string; createdAt: Date; editedAt: Date | null } | null;
  /** Hidden by the admin (kept, out of the listing's page and average), or null. */
  hidden: { reason: string; at: Date } | null;
}

export interface BookingRequest {
  listingId: string;
  rentalType: RentalType;
  startDate: string;
  endDate: string | null;
  isIndefinite: boolean;
  /** Places per day (shared spaces); 1 when absent. */
  places?: number;
  /**
   * The prices the tenant was shown: when the listing's differ by the time the request is
   * written, it is refused (booking/price-changed) rather than priced at a rate never seen.
   */
  seenPrices?: Pick<Listing, 'pricePerDay' | 'pricePerMonth'>;
}

export interface UserProfile {
  uid: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber?: string;
  role: Role;
  profession?: string;
  bio?: string;
  profilePhoto?: string;
  favorites: string[];
  createdAt: Date;
  /** How a host invoices (issue 15); null until filled in. Private to its owner and the admin. */
  legalIdentity: LegalIdentity | null;
  /** A tenant's optional company name and ICE for receipts and invoices (issue 15). */
  billing: TenantBilling;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  role: Role;
}

export type ProfileUpdate = Partial<
  Pick<
    UserProfile,
    'firstName' | 'lastName' | 'phoneNumber' | 'profession' | 'bio' | 'profilePhoto'
  >
> & {
  /** A host's legal identity, whole (issue 15): it replaces the stored one. */
  legalIdentity?: LegalIdentity;
  /** A tenant's billing details, whole (issue 15). */
  billing?: TenantBilling;
};

/** Search filters of spec §5, plus the city (matched in the query). */
export interface SearchFilters {
  city?: string;
  spaceType?: SpaceType | '';
  minArea?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  amenities?: string[];
  /** Only listings bookable on every day of [from, to], inclusive (src/domain/dateSearch). */
  dates?: { from: string; to: string } | null;
  /** Places wanted per day: counts for shared spaces only (src/domain/dateSearch). */
  places?: number | null;
  /** The results' order: newest first (spec §7) unless the person chose a price order. */
  sort?: SearchSort;
}

/**
 * The orders of the search's results: newest first (the spec's), or by the price per day, with
 * the listing's id to break ties (docs/decisions.md "Sorting the results by price").
 */
export const SEARCH_SORTS = ['newest', 'priceAsc', 'priceDesc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page, or null when there is none. */
  nextCursor: string | null;
}

/** One occupied calendar day of a listing. Carries no personal data. */
export interface OccupancyDay {
  day: string;
  bookingId: string;
  status: 'held' | 'confirmed';
  /** A held day stops blocking after this instant (24 h after the booking was created). */
  heldUntil: Date;
}

export interface AdminStats {
  users: number;
  hosts: number;
  tenants: number;
  listingsApproved: number;
  /** Listings not approved, except those refused (listingsRefused). */
  listingsWaiting: number;
  /** Listings never approved that the admin refused: they wait for their host to edit them. */
  listingsRefused: number;
  /**
   * Approved listings whose host's edit (`revision`) waits for the admin: online, so not in
   * listingsWaiting, but a decision to take all the same (the Bureaux tab's « En attente »).
   */
  revisionsWaiting: number;
  bookingsByStatus: Record<BookingStatus, number>;
  confirmedRevenue: number;
  /**
   * The pending_admin requests 24 hours old or more ("Expirée": no longer decidable), counted
   * by the backend (one aggregation on Firestore): a subset of bookingsByStatus.pending_admin.
   */
  expiredRequests: number;
}

/**
 * A receipt, invoice or credit note as stored (issue 15): what was issued, never changed, and
 * the booking, host, tenant and listing it belongs to.
 */
export interface IssuedDocument extends SaleDocument {
  id: string;
  bookingId: string;
  hostId: string;
  tenantId: string;
  listingId: string;
  /** The number's year and its place in the host's series of this kind. */
  year: number;
  sequence: number;
  issuedAt: Date;
}

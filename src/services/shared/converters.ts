/**
 * Raw documents -> typed entities, for both backends. Documents can be old, hand-edited or
 * partial: every field gets a sensible fallback so a page never crashes on bad data.
 */
import { isSharedSpace } from '@/domain/availability';
import {
  BOOKING_STATUSES,
  INTERNET_TYPES,
  PARKING_TYPES,
  SPACE_TYPES,
  type Booking,
  type BookingStatus,
  type InternetType,
  type Listing,
  type ListingLocation,
  type ListingRefusal,
  type ListingRevision,
  type OccupancyDay,
  type ParkingType,
  type Review,
  type SpaceType,
  type UserProfile,
} from '@/domain/types';
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import { isDay, toDay } from '@/domain/days';
import type { HoldQuota } from '@/domain/holdQuota';
import type { DocumentKind, DocumentLine, SaleDocument } from '@/domain/invoice';
import type { LegalIdentity, TenantBilling } from '@/domain/legalIdentity';
import type { IssuedDocument } from '@/domain/types';
import type { Conversation, Message } from '@/domain/messages';
import { placeKeysOf } from '@/domain/placeKeys';

type Raw = Record<string, unknown>;

export function asRecord(v: unknown): Raw {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {};
}

export function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}

export function num(v: unknown, fallback = 0): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return fallback;
}

/** A number that is at least `min` (prices, areas...): a negative or broken value becomes `fallback`. */
export function atLeast(v: unknown, min: number, fallback: number): number {
  const n = num(v, fallback);
  return n >= min ? n : fallback;
}

/** A non-empty string, else `fallback` (a page title is never blank). */
export function text(v: unknown, fallback: string): string {
  return typeof v === 'string' && v.trim() !== '' ? v : fallback;
}

export function bool(v: unknown, fallback = false): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

export function strList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function oneOf<T extends string>(values: readonly T[], v: unknown, fallback: T): T {
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fallback;
}

/**
 * Accepts a Date, a Firestore Timestamp (anything with toDate()/toMillis()/seconds),
 * an ISO string or epoch milliseconds. Falls back to `fallback` (default: now).
 */
export function toDate(v: unknown, fallback: Date = new Date()): Date {
  // An invalid Date would crash the first Intl/date-fns formatting of a page: never return one.
  const valid = (d: Date) => (Number.isNaN(d.getTime()) ? fallback : d);
  if (v instanceof Date) return valid(v);
  if (v && typeof v === 'object') {
    const o = v as { toDate?: () => unknown; seconds?: unknown; nanoseconds?: unknown };
    if (typeof o.toDate === 'function') {
      try {
        const d = o.toDate();
        return d instanceof Date ? valid(d) : fallback;
      } catch {
        return fallback;
      }
    }
    if (typeof o.seconds === 'number') {
      const nanos = typeof o.nanoseconds === 'number' ? o.nanoseconds : 0;
      return valid(new Date(o.seconds * 1000 + nanos / 1e6));
    }
  }
  if (typeof v === 'string' || typeof v === 'number') return valid(new Date(v));
  return fallback;
}

function dayOrNull(v: unknown): string | null {
  if (isDay(v)) return v;
  if (v instanceof Date || (v && typeof v === 'object')) {
    const d = toDate(v, new Date(NaN));
    if (!Number.isNaN(d.getTime())) return d.toISOString().slice(0, 10);
  }
  return null;
}

/** An admin's reason on a booking (a refusal's, a cancellation's): null when none was given. */
function reasonOrNull(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/** A whole number ≥ 1, else null. */
function wholeAtLeastOne(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : null;
}

/**
 * Places bookable per day (docs/decisions.md#availability-one-occupancy-document-per-day-and-place):
 * 1 for a private space; a coworking or open-space without the field offers its workstations.
 */
function listingPlaces(r: Raw, spaceType: SpaceType): number {
  if (!isSharedSpace(spaceType)) return 1;
  return wholeAtLeastOne(r.places) ?? Math.max(1, Math.floor(num(r.workstations, 1)));
}

/** A listing's (or a revision's) address, city and coordinates (null unless both are finite). */
/**
 * The placeKeys of a stored listing or revision; a document written before the field has none:
 * they are derived from its location, as they would have been written
 * (docs/decisions.md#search-by-place-placekeys).
 */
export function parsePlaceKeys(raw: unknown): string[] {
  const keys = strList(asRecord(raw).placeKeys);
  return keys.length > 0 ? keys : derivedPlaceKeys(raw);
}

/**
 * The keys a stored listing or revision would be written with today, from its location alone
 * (scripts/migrate-listings.mjs: keys written before a district joined the place table).
 */
export function derivedPlaceKeys(raw: unknown): string[] {
  return placeKeysOf(parseLocation(asRecord(raw).location));
}

function parseLocation(raw: unknown): ListingLocation {
  const loc = asRecord(raw);
  const coords = asRecord(loc.coordinates);
  const hasCoords =
    typeof coords.lat === 'number' &&
    typeof coords.lng === 'number' &&
    Number.isFinite(coords.lat) &&
    Number.isFinite(coords.lng);
  return {
    address: str(loc.address),
    city: str(loc.city),
    coordinates: hasCoords ? { lat: coords.lat as number, lng: coords.lng as number } : null,
  };
}

export function parseListing(id: string, raw: unknown): Listing {
  const r = asRecord(raw);
  const parking = asRecord(r.parking);
  const parkingAvailable = bool(parking.available);
  const spaceType: SpaceType = oneOf(SPACE_TYPES, r.spaceType, 'other');
  return {
    id,
    hostId: str(r.hostId),
    hostName: str(r.hostName),
    title: text(r.title, 'Bureau sans titre'),
    description: str(r.description),
    location: parseLocation(r.location),
    photos: strList(r.photos),
    amenities: strList(r.amenities),
    additionalEquipment: strList(r.additionalEquipment),
    pricePerDay: atLeast(r.pricePerDay, 0, 0),
    pricePerMonth: atLeast(r.pricePerMonth, 0, 0),
    availableDates: strList(r.availableDates),
    isApproved: r.isApproved === true,
    // A document older than the field counts as approved once (as firestore.rules read it).
    approvedOnce: r.approvedOnce !== false || r.isApproved === true,
    isPaused: r.isPaused === true,
    revision: parseRevision(r.revision),
    refusal: parseRefusal(r.refusal),
    previousRefusal: parseRefusal(r.previousRefusal),
    spaceType,
    customSpaceType: spaceType === 'other' ? str(r.customSpaceType) || null : null,
    area: atLeast(r.area, 0, 0),
    floor: atLeast(r.floor, 0, 0),
    hasElevator: bool(r.hasElevator),
    isAccessible: bool(r.isAccessible),
    workstations: atLeast(r.workstations, 0, 1),
    places: listingPlaces(r, spaceType),
    parking: parkingAvailable
      ? { available: true, type: oneOf<ParkingType>(PARKING_TYPES, parking.type, 'free') }
      : { available: false },
    internetType: oneOf<InternetType>(INTERNET_TYPES, r.internetType, 'fiber'),
    minimumDuration: Math.max(1, num(r.minimumDuration, 1)),
    createdAt: toDate(r.createdAt, new Date(0)),
    ...parseRatings(r),
  };
}

/**
 * A listing's rating aggregate (issue 15): 0 and 0 in a document older than reviews, or when
 * the two do not make sense together (a sum outside count × 1..5).
 */
function parseRatings(r: Raw): { ratingSum: number; ratingCount: number } {
  const count = r.ratingCount;
  const sum = r.ratingSum;
  if (
    typeof count !== 'number' ||
    typeof sum !== 'number' ||
    !Number.isInteger(count) ||
    !Number.isInteger(sum) ||
    count < 1 ||
    sum < count ||
    sum > 5 * count
  ) {
    return { ratingSum: 0, ratingCount: 0 };
  }
  return { ratingSum: sum, ratingCount: count };
}

/** A review (issue 15); its id is its booking's. */
export function parseReview(id: string, raw: unknown): Review {
  const r = asRecord(raw);
  const answer = asRecord(r.answer);
  const hidden = asRecord(r.hidden);
  const createdAt = toDate(r.createdAt, new Date(0));
  return {
    id,
    listingId: str(r.listingId),
    hostId: str(r.hostId),
    tenantId: str(r.tenantId),
    tenantName: str(r.tenantName),
    rating: Math.min(5, Math.max(1, Math.round(num(r.rating, 5)))),
    text: str(r.text),
    createdAt,
    updatedAt: toDate(r.updatedAt, createdAt),
    answer:
      typeof answer.text === 'string'
        ? {
            text: answer.text,
            createdAt: toDate(answer.createdAt, createdAt),
            editedAt: answer.editedAt === undefined ? null : toDate(answer.editedAt, createdAt),
          }
        : null,
    hidden:
      r.hidden !== false && r.hidden !== null && r.hidden !== undefined
        ? { reason: str(hidden.reason), at: toDate(hidden.at, createdAt) }
        : null,
  };
}

/** A pending revision of the public content; null when absent or unreadable. */
export function parseRevision(raw: unknown): ListingRevision | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = asRecord(raw);
  return {
    title: text(r.title, 'Bureau sans titre'),
    description: str(r.description),
    photos: strList(r.photos),
    location: parseLocation(r.location),
    cityKey: str(r.cityKey),
    submittedAt: toDate(r.submittedAt, new Date(0)),
  };
}

/** The admin's refusal of a listing never approved; null when absent or unreadable. */
export function parseRefusal(raw: unknown): ListingRefusal | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = asRecord(raw);
  return { reason: str(r.reason), at: toDate(r.at, new Date(0)) };
}

export function parseBooking(id: string, raw: unknown): Booking {
  const r = asRecord(raw);
  const rentalType = r.rentalType === 'monthly' ? 'monthly' : 'daily';
  const status: BookingStatus = oneOf(BOOKING_STATUSES, r.status, 'pending');
  const monthlyPrice =
    typeof r.monthlyPrice === 'number' && Number.isFinite(r.monthlyPrice) && r.monthlyPrice >= 0
      ? r.monthlyPrice
      : null;
  const createdAt = toDate(r.createdAt, new Date(0));
  return {
    id,
    listingId: str(r.listingId),
    tenantId: str(r.tenantId),
    hostId: str(r.hostId),
    rentalType,
    // A booking without a readable start is shown on its creation day rather than crashing.
    startDate: dayOrNull(r.startDate) ?? toDay(createdAt),
    endDate: dayOrNull(r.endDate),
    totalPrice: atLeast(r.totalPrice, 0, 0),
    places: wholeAtLeastOne(r.places) ?? 1,
    isIndefinite: bool(r.isIndefinite),
    monthlyPrice,
    monthlyEndDate: dayOrNull(r.monthlyEndDate),
    status,
    createdAt,
    rejectionReason: reasonOrNull(r.rejectionReason),
    cancellationReason: reasonOrNull(r.cancellationReason),
    cancelledBy:
      status === 'cancelled' && (r.cancelledBy === 'tenant' || r.cancelledBy === 'admin')
        ? r.cancelledBy
        : null,
    listingTitle: text(r.listingTitle, 'Bureau'),
    listingAddress: str(r.listingAddress),
    listingCity: str(r.listingCity),
    tenantName: str(r.tenantName),
  };
}

/** Spec §3: fullName as given, or first name plus last name. createdAt defaults to now. */
export function parseProfile(uid: string, raw: unknown): UserProfile {
  const r = asRecord(raw);
  const firstName = str(r.firstName);
  const lastName = str(r.lastName);
  const fullName = str(r.fullName) || `${firstName} ${lastName}`.trim();
  const optional = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    uid: str(r.uid, uid) || uid,
    firstName,
    lastName,
    fullName,
    email: str(r.email),
    phoneNumber: optional(r.phoneNumber),
    role: r.role === 'host' ? 'host' : 'tenant',
    profession: optional(r.profession),
    bio: optional(r.bio),
    profilePhoto: optional(r.profilePhoto),
    favorites: strList(r.favorites),
    createdAt: toDate(r.createdAt),
    legalIdentity: parseLegalIdentity(r.legalIdentity),
    billing: parseTenantBilling(r.billing),
  };
}

/**
 * users/{uid}.legalIdentity (issue 15): how a host invoices, or null when not filled in or
 * unreadable (a document then falls back to a reçu). Only the chosen kind's fields are kept.
 */
export function parseLegalIdentity(raw: unknown): LegalIdentity | null {
  const r = asRecord(raw);
  if (r.kind === 'company') {
    return {
      kind: 'company',
      raisonSociale: str(r.raisonSociale),
      ice: str(r.ice),
      identifiantFiscal: str(r.identifiantFiscal),
      rcNumber: str(r.rcNumber),
      rcCourt: str(r.rcCourt),
      taxeProfessionnelle: str(r.taxeProfessionnelle),
      address: str(r.address),
      vatRegistered: r.vatRegistered === true,
    };
  }
  if (r.kind === 'individual') {
    const cin = str(r.cin);
    return {
      kind: 'individual',
      fullName: str(r.fullName),
      cin: cin || null,
      address: str(r.address),
    };
  }
  return null;
}

/** users/{uid}.billing (issue 15): a tenant's optional company name and ICE. */
export function parseTenantBilling(raw: unknown): TenantBilling {
  const r = asRecord(raw);
  return { companyName: str(r.companyName) || null, ice: str(r.ice) || null };
}

/** holdQuotas/{uid}; an unreadable window start counts as long over (a new window). */
export function parseHoldQuota(raw: unknown): HoldQuota {
  const r = asRecord(raw);
  return {
    windowStart: toDate(r.windowStart, new Date(0)),
    count: typeof r.count === 'number' && Number.isFinite(r.count) ? r.count : 0,
  };
}

export function parseOccupancy(day: string, raw: unknown): OccupancyDay {
  const r = asRecord(raw);
  return {
    day,
    bookingId: str(r.bookingId),
    status: r.status === 'confirmed' ? 'confirmed' : 'held',
    // Firestore stores the hold's createdAt (server time); the hold lasts as long as the
    // admin's decision window (24 hours).
    heldUntil:
      r.heldUntil !== undefined
        ? toDate(r.heldUntil, new Date(0))
        : new Date(toDate(r.createdAt, new Date(0)).getTime() + DECISION_WINDOW_MS),
  };
}

/** One document of a list as both backends hold it: Firestore's QueryDocumentSnapshot shape. */
export interface ListedDoc {
  id: string;
  data(): unknown;
}

/**
 * Every document of a list, parsed with `parse`. A document that is not an object (null, a
 * string, an array: a bad write or a hand edit) or that cannot be read at all is left out and
 * reported in the console: one bad document never empties or breaks the whole list.
 */
export function parseEach<T>(
  docs: readonly ListedDoc[],
  parse: (id: string, raw: unknown) => T,
): T[] {
  const out: T[] = [];
  for (const doc of docs) {
    try {
      const raw = doc.data();
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        console.warn(`Document illisible ignoré : ${doc.id}`);
        continue;
      }
      out.push(parse(doc.id, raw));
    } catch (e) {
      console.warn(`Document illisible ignoré : ${doc.id}`, e);
    }
  }
  return out;
}

/** conversations/{id} (issue 14); a conversation's dates default to the epoch when broken. */
export function parseConversation(id: string, raw: unknown): Conversation {
  const r = asRecord(raw);
  return {
    id,
    listingId: str(r.listingId),
    tenantId: str(r.tenantId),
    hostId: str(r.hostId),
    listingTitle: text(r.listingTitle, 'Bureau'),
    listingPhoto: str(r.listingPhoto),
    tenantName: text(r.tenantName, 'Locataire'),
    hostName: text(r.hostName, 'Hôte'),
    createdAt: toDate(r.createdAt, new Date(0)),
    lastMessageAt: toDate(r.lastMessageAt, new Date(0)),
    lastMessage: str(r.lastMessage),
    lastSenderId: str(r.lastSenderId),
    unreadFor: strList(r.unreadFor),
  };
}

/** conversations/{id}/messages/{messageId} */
export function parseMessage(id: string, raw: unknown): Message {
  const r = asRecord(raw);
  return {
    id,
    senderId: str(r.senderId),
    text: str(r.text),
    createdAt: toDate(r.createdAt, new Date(0)),
  };
}

const DOCUMENT_KINDS: readonly DocumentKind[] = ['facture', 'recu', 'avoir'];

function parseDocumentLine(raw: unknown): DocumentLine {
  const r = asRecord(raw);
  return {
    unit: r.unit === 'month' ? 'month' : 'day',
    periods: num(r.periods),
    places: num(r.places, 1),
    quantity: num(r.quantity),
    unitPrice: num(r.unitPrice),
    amount: num(r.amount),
    start: str(r.start),
    end: str(r.end),
  };
}

/**
 * The domain part of a stored receipt, invoice or credit note (issue 15): exactly what was
 * issued, never recomputed. An unreadable identity becomes the bare name (a document is shown
 * as it was stored).
 */
export function parseSaleDocument(raw: unknown): SaleDocument {
  const r = asRecord(raw);
  const tenant = asRecord(r.tenant);
  const space = asRecord(r.space);
  const period = asRecord(r.period);
  const vat = r.vat === null || r.vat === undefined ? null : asRecord(r.vat);
  const host = parseLegalIdentity(r.host) ?? {
    kind: 'individual',
    fullName: str(asRecord(r.host).fullName),
    cin: null,
    address: '',
  };
  return {
    kind: DOCUMENT_KINDS.includes(r.kind as DocumentKind) ? (r.kind as DocumentKind) : 'recu',
    number: str(r.number),
    issueDate: str(r.issueDate),
    host,
    tenant: { name: str(tenant.name), billing: parseTenantBilling(tenant.billing) },
    space: { title: str(space.title), address: str(space.address) },
    period: { start: str(period.start), end: str(period.end) },
    lines: Array.isArray(r.lines) ? r.lines.map(parseDocumentLine) : [],
    vat:
      vat === null
        ? null
        : { ht: num(vat.ht), tva: num(vat.tva), ttc: num(vat.ttc), rate: num(vat.rate) },
    total: num(r.total),
    totalInWords: str(r.totalInWords),
    references: typeof r.references === 'string' ? r.references : null,
  };
}

/** documents/{id}: a stored document with who and what it is about. */
export function parseIssuedDocument(id: string, raw: unknown): IssuedDocument {
  const r = asRecord(raw);
  return {
    ...parseSaleDocument(raw),
    id,
    bookingId: str(r.bookingId),
    hostId: str(r.hostId),
    tenantId: str(r.tenantId),
    listingId: str(r.listingId),
    year: num(r.year),
    sequence: num(r.sequence),
    issuedAt: toDate(r.issuedAt),
  };
}

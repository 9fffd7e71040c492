/**
 * Raw documents -> typed entities, for both backends. Documents can be old, hand-edited or
 * partial: every field gets a sensible fallback so a page never crashes on bad data.
 */
import {
  BOOKING_STATUSES,
  INTERNET_TYPES,
  PARKING_TYPES,
  SPACE_TYPES,
  type Booking,
  type BookingStatus,
  type InternetType,
  type Listing,
  type OccupancyDay,
  type ParkingType,
  type SpaceType,
  type UserProfile,
} from '@/domain/types';
import { isDay } from '@/domain/days';

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
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? fallback : v;
  if (v && typeof v === 'object') {
    const o = v as { toDate?: () => Date; seconds?: number; nanoseconds?: number };
    if (typeof o.toDate === 'function') return o.toDate();
    if (typeof o.seconds === 'number') return new Date(o.seconds * 1000 + (o.nanoseconds ?? 0) / 1e6);
  }
  if (typeof v === 'string' || typeof v === 'number') {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d;
  }
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

export function parseListing(id: string, raw: unknown): Listing {
  const r = asRecord(raw);
  const loc = asRecord(r.location);
  const coords = asRecord(loc.coordinates);
  const hasCoords =
    typeof coords.lat === 'number' &&
    typeof coords.lng === 'number' &&
    Number.isFinite(coords.lat) &&
    Number.isFinite(coords.lng);
  const parking = asRecord(r.parking);
  const parkingAvailable = bool(parking.available);
  const spaceType: SpaceType = oneOf(SPACE_TYPES, r.spaceType, 'other');
  return {
    id,
    hostId: str(r.hostId),
    hostName: str(r.hostName),
    title: str(r.title, 'Bureau sans titre'),
    description: str(r.description),
    location: {
      address: str(loc.address),
      city: str(loc.city),
      coordinates: hasCoords ? { lat: coords.lat as number, lng: coords.lng as number } : null,
    },
    photos: strList(r.photos),
    amenities: strList(r.amenities),
    additionalEquipment: strList(r.additionalEquipment),
    pricePerDay: num(r.pricePerDay),
    pricePerMonth: num(r.pricePerMonth),
    availableDates: strList(r.availableDates),
    isApproved: r.isApproved === true,
    spaceType,
    customSpaceType: spaceType === 'other' ? str(r.customSpaceType) || null : null,
    area: num(r.area),
    floor: num(r.floor),
    hasElevator: bool(r.hasElevator),
    isAccessible: bool(r.isAccessible),
    workstations: num(r.workstations, 1),
    parking: parkingAvailable
      ? { available: true, type: oneOf<ParkingType>(PARKING_TYPES, parking.type, 'free') }
      : { available: false },
    internetType: oneOf<InternetType>(INTERNET_TYPES, r.internetType, 'fiber'),
    minimumDuration: Math.max(1, num(r.minimumDuration, 1)),
    createdAt: toDate(r.createdAt, new Date(0)),
  };
}

export function parseBooking(id: string, raw: unknown): Booking {
  const r = asRecord(raw);
  const rentalType = r.rentalType === 'monthly' ? 'monthly' : 'daily';
  const status: BookingStatus = oneOf(BOOKING_STATUSES, r.status, 'pending');
  const monthlyPrice = typeof r.monthlyPrice === 'number' ? r.monthlyPrice : null;
  return {
    id,
    listingId: str(r.listingId),
    tenantId: str(r.tenantId),
    hostId: str(r.hostId),
    rentalType,
    startDate: dayOrNull(r.startDate) ?? '',
    endDate: dayOrNull(r.endDate),
    totalPrice: num(r.totalPrice),
    isIndefinite: bool(r.isIndefinite),
    monthlyPrice,
    monthlyEndDate: dayOrNull(r.monthlyEndDate),
    status,
    createdAt: toDate(r.createdAt, new Date(0)),
    listingTitle: str(r.listingTitle, 'Bureau'),
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
  };
}

export function parseOccupancy(day: string, raw: unknown): OccupancyDay {
  const r = asRecord(raw);
  return {
    day,
    bookingId: str(r.bookingId),
    status: r.status === 'confirmed' ? 'confirmed' : 'held',
    // Firestore stores the hold's createdAt (server time); the hold lasts 24 hours.
    heldUntil:
      r.heldUntil !== undefined
        ? toDate(r.heldUntil, new Date(0))
        : new Date(toDate(r.createdAt, new Date(0)).getTime() + 24 * 3600 * 1000),
  };
}

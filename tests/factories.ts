/**
 * Shared test data: builders for a listing, a listing input, a booking, a booking request and a
 * user profile, each complete and valid by default (a daily booking of a Casablanca office by
 * the demo tenant from the demo host), with any field overridden; and the demo accounts.
 *
 * The seed (src/services/seed/data.ts) stays the data of the seeded backend; these builders are
 * for a value a test writes itself (a document, a form's pre-fill, a service's stub result).
 */
import type {
  Booking,
  BookingRequest,
  Listing,
  ListingEdit,
  ListingInput,
  UserProfile,
} from '@/domain/types';
import { DEMO } from './demoAccounts.mjs';

export { DEMO, DEMO_PASSWORD } from './demoAccounts.mjs';
export type { DemoAccount } from './demoAccounts.mjs';

/** A fixed instant for dates in built values (tests that need "now" pass their own). */
export const FACTORY_DATE = new Date('2026-01-15T10:00:00Z');

/**
 * What its host's edit form sends for the listing `l` (its editable fields, without its id,
 * owner, status and dates), with `changes` over them.
 */
export function editOf(l: Listing, changes: Partial<ListingEdit> = {}): ListingEdit {
  const {
    id: _id,
    hostId: _h,
    hostName: _n,
    isApproved: _a,
    approvedOnce: _o,
    isPaused: _p,
    revision: _r,
    availableDates: _d,
    createdAt: _c,
    ...input
  } = l;
  return { ...input, ...changes };
}

/** What a host fills in: a 25 m² private office in Maârif, Casablanca, 200 MAD a day. */
export function listingInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: 'Bureau privé lumineux au Maârif',
    description: 'Bureau calme pour deux personnes, fibre optique et salle de réunion partagée.',
    location: {
      address: "27 Boulevard d'Anfa, Maârif",
      city: 'Casablanca',
      coordinates: { lat: 33.5899, lng: -7.6336 },
    },
    amenities: ['Wi-Fi haut débit', 'Café/Thé'],
    additionalEquipment: ['Climatisation'],
    pricePerDay: 200,
    pricePerMonth: 3500,
    spaceType: 'individual',
    customSpaceType: null,
    area: 25,
    floor: 3,
    hasElevator: true,
    isAccessible: false,
    workstations: 2,
    places: 1,
    parking: { available: true, type: 'paid' },
    internetType: 'fiber',
    minimumDuration: 1,
    ...overrides,
  };
}

/** A stored listing of the demo host, approved, with one photo. */
export function listing(overrides: Partial<Listing> = {}): Listing {
  const { photos: _photos, ...input } = listingInput();
  return {
    ...input,
    id: 'lst-test-01',
    hostId: DEMO.host.uid,
    hostName: DEMO.host.name,
    photos: ['https://example.com/photos/lst-test-01-1.jpg'],
    availableDates: [],
    isApproved: true,
    approvedOnce: true,
    isPaused: false,
    revision: null,
    refusal: null,
    previousRefusal: null,
    createdAt: FACTORY_DATE,
    ratingSum: 0,
    ratingCount: 0,
    ...overrides,
  };
}

/** A tenant's request: two days of daily rental. */
export function bookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    listingId: 'lst-test-01',
    rentalType: 'daily',
    startDate: '2026-02-02',
    endDate: '2026-02-03',
    isIndefinite: false,
    ...overrides,
  };
}

/** A stored booking of listing() by the demo tenant, waiting for the admin: 2 days × 200 MAD. */
export function booking(overrides: Partial<Booking> = {}): Booking {
  const l = listing();
  return {
    id: 'bkg-test-01',
    ...bookingRequest(),
    listingId: l.id,
    tenantId: DEMO.tenant.uid,
    hostId: l.hostId,
    totalPrice: 2 * l.pricePerDay,
    places: 1,
    monthlyPrice: null,
    monthlyEndDate: null,
    status: 'pending_admin',
    createdAt: FACTORY_DATE,
    rejectionReason: null,
    cancellationReason: null,
    cancelledBy: null,
    listingTitle: l.title,
    listingAddress: l.location.address,
    listingCity: l.location.city,
    tenantName: DEMO.tenant.name,
    ...overrides,
  };
}

/** The demo tenant's profile (a host's with `{ role: 'host' }` and its own uid and names). */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const firstName = overrides.firstName ?? 'Yasmine';
  const lastName = overrides.lastName ?? 'Benali';
  return {
    uid: DEMO.tenant.uid,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: DEMO.tenant.email,
    phoneNumber: '+212 6 12 34 56 78',
    role: 'tenant',
    favorites: [],
    legalIdentity: null,
    billing: { companyName: null, ice: null },
    createdAt: FACTORY_DATE,
    ...overrides,
  };
}

/**
 * A host's legal identity as a VAT-registered company (issue 15), as the profile form stores
 * it: the plans', matrix and screens' tests share it.
 */
export const COMPANY_IDENTITY = {
  kind: 'company' as const,
  raisonSociale: 'Atlas Business Center SARL',
  ice: '001525479000083',
  identifiantFiscal: '40123456',
  rcNumber: '345678',
  rcCourt: 'Casablanca',
  taxeProfessionnelle: '35123456',
  address: '12 boulevard Anfa, Casablanca',
  vatRegistered: true,
};

/**
 * THE permission matrix, written once, as data (SECURITY.md). Two executors run it:
 *  - tests/security/matrix.local.test.ts (npm test): the local backend, through its copy of the
 *    rules (src/services/local/rules/), raw calls via the test entry point `__raw`, plus the
 *    same intent through the typed Backend API where the case has an `api`;
 *  - tests/rules/matrix.emulator.test.ts (npm run test:emulators): firestore.rules and
 *    storage.rules on the emulators with @firebase/rules-unit-testing, then the rule-coverage
 *    report must show every `allow` of firestore.rules true at least once.
 *
 * A case: who does what to which document, and whether the rules allow it. Each starts from
 * the same fixture (FIXTURE below, written with the rules disabled), plus its own `setup`.
 * Times are relative to the run (At), server timestamps are SERVER_TIME, days are offsets from
 * today in Morocco (day(n)). Deny cases are one change away from an allowed twin, so that a
 * refusal is for the reason the description gives.
 */
import { APPROVAL_FILTERS } from '@/domain/admin';
import { addDays, addMonths, monthsAfter, monthsEnd, todayInMorocco } from '@/domain/days';
import { mailStay } from '@/domain/notifications';
import { placeKeysOf } from '@/domain/placeKeys';
import type { AdminSession, Backend, ListingEdit, ServiceErrorCode } from '@/services/types';
import { bookingNotice, notificationCases } from './matrixNotifications';
import { reviewCases } from './matrixReviews';
import { messageCases } from './matrixMessages';
import { documentCases } from './matrixDocuments';
import { rentalEndCases } from './matrixRentalEnd';
import { refusalCases } from './matrixRefusal';
import { legalIdentityCases } from './matrixIdentity';

export type Collection =
  | 'users'
  | 'publicProfiles'
  | 'listings'
  | 'occupancy'
  | 'blocks'
  | 'blockNotes'
  | 'bookings'
  | 'holdQuotas'
  | 'storage'
  // issue 14: ./matrixMessages.ts (conversations, messages, 'message' notices and e-mails) and
  // ./matrixNotifications.ts (event notices, e-mails, contacts)
  | 'conversations'
  | 'messages'
  | 'notifications'
  | 'mail'
  | 'bookingContacts'
  // issue 15 (./matrixReviews.ts, ./matrixDocuments.ts)
  | 'reviews'
  | 'documents'
  | 'documentCounters';
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete' | 'upload';
export type Who = 'visitor' | 'tenantOwner' | 'otherTenant' | 'hostOwner' | 'otherHost' | 'admin';

/** A timestamp `offsetMs` from the moment the case runs (negative: in the past). */
export class At {
  constructor(readonly offsetMs: number) {}
}
/** serverTimestamp(): the request time. */
export class ServerTime {
  readonly serverTime = true;
}
export const SERVER_TIME = new ServerTime();

export type Value =
  null | boolean | number | string | At | ServerTime | Value[] | { [key: string]: Value };
export type Data = { [key: string]: Value };

export type Write =
  { type: 'set' | 'update'; path: string; data: Data } | { type: 'delete'; path: string };

/** The operators the matrix's queries use (the app's queries use no other). */
export type QueryOp = '==' | 'array-contains' | 'in' | '>=' | '<=';
/** A query's condition on the document's id: Firestore's `documentId()`. */
export const DOCUMENT_ID = '__name__';

export type Action =
  | { kind: 'get'; path: string }
  | {
      kind: 'list';
      collection: string;
      /** Conditions of the query; DOCUMENT_ID as a field is the document's id (documentId()). */
      where?: [field: string, op: QueryOp, value: Value][];
    }
  /** One batched write (a single write is a batch of one). */
  | { kind: 'write'; writes: Write[] }
  | { kind: 'upload'; path: string; contentType: string; size: number }
  | { kind: 'getFile'; path: string }
  | { kind: 'deleteFile'; path: string };

export interface Identity {
  uid: string;
  email: string;
  /** The custom claim admin == true. */
  admin: boolean;
}

export interface ApiContext {
  /** The local backend, signed in as the case's `who` (nobody for a visitor). */
  backend: Backend;
  /** The admin gate, unlocked. */
  admin(): Promise<AdminSession>;
  file(name: string, type: string, size: number): File;
}

export interface MatrixCase {
  id: string;
  collection: Collection;
  operation: Operation;
  who: Who;
  description: string;
  expected: 'allow' | 'deny';
  /** Extra documents for this case (null removes a fixture document), rules disabled. */
  setup?: Record<string, Data | null>;
  action: Action;
  /**
   * The same intent through the typed Backend API of the local backend (the real code path),
   * and the code the contract gives a refusal (default permission-denied).
   */
  api?: { run(ctx: ApiContext): Promise<unknown>; deniedWith?: ServiceErrorCode };
}

// ---- the people ------------------------------------------------------------------------------

export const UID = {
  tenantA: 'tenant-a',
  tenantB: 'tenant-b',
  hostA: 'host-a',
  hostB: 'host-b',
  admin: 'maktabi-admin',
} as const;

export const PASSWORD = 'matrix1234';

/** request.auth of each role; the "owner" is the owner of the documents a case targets. */
export const IDENTITIES: Record<Who, Identity | null> = {
  visitor: null,
  tenantOwner: { uid: UID.tenantA, email: 'tenant-a@matrix.ma', admin: false },
  otherTenant: { uid: UID.tenantB, email: 'tenant-b@matrix.ma', admin: false },
  hostOwner: { uid: UID.hostA, email: 'host-a@matrix.ma', admin: false },
  otherHost: { uid: UID.hostB, email: 'host-b@matrix.ma', admin: false },
  admin: { uid: UID.admin, email: 'admin@matrix.ma', admin: true },
};

const NAMES: Record<string, [string, string]> = {
  [UID.tenantA]: ['Yasmine', 'Benali'],
  [UID.tenantB]: ['Omar', 'Chraibi'],
  [UID.hostA]: ['Karim', 'El Amrani'],
  [UID.hostB]: ['Salma', 'Idrissi'],
};
export const fullName = (uid: string) => NAMES[uid].join(' ');

// ---- time and days ---------------------------------------------------------------------------

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ago = (ms: number) => new At(-ms);

const TODAY = todayInMorocco();
/** The calendar day n days from today in Morocco. */
export const day = (n: number) => addDays(TODAY, n);
/**
 * From day 70 on, the first 31st whose next month is shorter (31 March, 31 May…): a month from
 * it runs to that month's last day (src/domain/days.ts monthsAfter).
 */
const FROM_31ST = (() => {
  let n = 70;
  while (!(day(n).endsWith('-31') && monthsAfter(day(n), 1).endsWith('-01'))) n += 1;
  return n;
})();

// ---- the fixture -----------------------------------------------------------------------------

export const L = {
  a: 'lst-a',
  aDraft: 'lst-a-draft',
  b: 'lst-b',
  bDraft: 'lst-b-draft',
} as const;

export const B = {
  pending: 'bkg-a-pending',
  confirmed: 'bkg-a-confirmed',
  cancelled: 'bkg-a-cancelled',
  stale: 'bkg-a-stale',
  otherPending: 'bkg-b-pending',
  monthly: 'bkg-b-monthly',
} as const;

export function profileDoc(uid: string, role: 'host' | 'tenant', extra: Data = {}): Data {
  const [firstName, lastName] = NAMES[uid] ?? ['Nouvel', 'Utilisateur'];
  const who = Object.values(IDENTITIES).find((i) => i?.uid === uid);
  return {
    uid,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: who?.email ?? `${uid}@matrix.ma`,
    phoneNumber: '+212 6 12 34 56 78',
    role,
    favorites: [],
    createdAt: ago(30 * DAY),
    ...extra,
  };
}

export function publicDoc(uid: string, role: 'host' | 'tenant', extra: Data = {}): Data {
  return { uid, fullName: fullName(uid), role, ...extra };
}

interface ListingFacts {
  title: string;
  address: string;
  city: string;
  cityKey: string;
  pricePerDay: number;
  pricePerMonth: number;
  minimumDuration: number;
}

const LISTINGS: Record<string, ListingFacts & { hostId: string; isApproved: boolean }> = {
  [L.a]: {
    hostId: UID.hostA,
    isApproved: true,
    title: 'Bureau lumineux au Maârif',
    address: '12 Rue Ibnou Majid, Maârif, Casablanca',
    city: 'Casablanca',
    cityKey: 'casablanca',
    pricePerDay: 200,
    pricePerMonth: 4000,
    minimumDuration: 1,
  },
  [L.aDraft]: {
    hostId: UID.hostA,
    isApproved: false,
    title: 'Salle de réunion à Gauthier',
    address: '5 Rue Jean Jaurès, Gauthier, Casablanca',
    city: 'Casablanca',
    cityKey: 'casablanca',
    pricePerDay: 350,
    pricePerMonth: 6500,
    minimumDuration: 1,
  },
  [L.b]: {
    hostId: UID.hostB,
    isApproved: true,
    title: 'Open-space à Agdal',
    address: 'Avenue Fal Ould Oumeir, Agdal, Rabat',
    city: 'Rabat',
    cityKey: 'rabat',
    pricePerDay: 300,
    pricePerMonth: 6000,
    minimumDuration: 2,
  },
  [L.bDraft]: {
    hostId: UID.hostB,
    isApproved: false,
    title: 'Bureau calme à Hassan',
    address: 'Rue Patrice Lumumba, Hassan, Rabat',
    city: 'Rabat',
    cityKey: 'rabat',
    pricePerDay: 180,
    pricePerMonth: 3500,
    minimumDuration: 1,
  },
};

export const listingFacts = (id: string) => LISTINGS[id];

/** A complete, valid listing document (the shape src/services/*\/createListing writes). */
export function listingDoc(hostId: string, facts: ListingFacts, extra: Data = {}): Data {
  return {
    hostId,
    hostName: fullName(hostId),
    title: facts.title,
    description: 'Un espace calme et lumineux, fibre optique, café offert.',
    location: {
      address: facts.address,
      city: facts.city,
      coordinates: { lat: 33.586, lng: -7.63 },
    },
    cityKey: facts.cityKey,
    placeKeys: placeKeysOf({ address: facts.address, city: facts.city }),
    photos: [],
    amenities: ['Wi-Fi haut débit', 'Café/Thé'],
    additionalEquipment: ['Climatisation'],
    pricePerDay: facts.pricePerDay,
    pricePerMonth: facts.pricePerMonth,
    availableDates: [],
    isApproved: true,
    approvedOnce: true,
    isPaused: false,
    spaceType: 'individual',
    customSpaceType: null,
    area: 14,
    floor: 2,
    hasElevator: true,
    isAccessible: false,
    workstations: 2,
    parking: { available: true, type: 'paid' },
    internetType: 'fiber',
    minimumDuration: facts.minimumDuration,
    createdAt: ago(10 * DAY),
    ...extra,
  };
}

const LOCATION: Data = {
  address: "27 Boulevard d'Anfa, Anfa, Casablanca",
  city: 'Casablanca',
  coordinates: { lat: 33.586, lng: -7.63 },
};

/** What a host sends to create a listing: unapproved, stamped by the server. */
export function newListing(extra: Data = {}): Data {
  return listingDoc(
    UID.hostA,
    {
      title: 'Nouveau bureau à Anfa',
      address: "27 Boulevard d'Anfa, Anfa, Casablanca",
      city: 'Casablanca',
      cityKey: 'casablanca',
      pricePerDay: 250,
      pricePerMonth: 4500,
      minimumDuration: 1,
    },
    { isApproved: false, approvedOnce: false, createdAt: SERVER_TIME, ...extra },
  );
}

export interface BookingSpec {
  tenant: string;
  listing: string;
  /** Day offsets; monthly: end null for an indefinite rental. */
  start: number;
  end: number | null;
  rental?: 'daily' | 'monthly';
  status?: string;
  createdAt?: Value;
}

/** Months started, for fixture prices (src/domain/days.ts monthsBetween). */
function months(start: string, end: string): number {
  let n = 0;
  while (addMonths(start, n) <= end) n += 1;
  return Math.max(1, n);
}

/** A booking document consistent with its listing (price, host, display data). */
export function bookingDoc(spec: BookingSpec, extra: Data = {}): Data {
  const l = LISTINGS[spec.listing];
  const rental = spec.rental ?? 'daily';
  const startDate = day(spec.start);
  const endDate = spec.end === null ? null : day(spec.end);
  let totalPrice: number;
  let monthlyPrice: number | null = null;
  if (rental === 'daily') {
    totalPrice = (spec.end! - spec.start + 1) * l.pricePerDay;
  } else {
    monthlyPrice = l.pricePerMonth;
    totalPrice = endDate === null ? l.pricePerMonth : months(startDate, endDate) * l.pricePerMonth;
  }
  return {
    listingId: spec.listing,
    tenantId: spec.tenant,
    hostId: l.hostId,
    rentalType: rental,
    startDate,
    endDate,
    totalPrice,
    places: 1,
    // the slots it holds: place 0 of each day (a daily stay); a monthly rental lists none
    // unless a case gives them
    slots: rental === 'daily' && spec.end !== null ? days(spec.start, spec.end) : [],
    isIndefinite: rental === 'monthly' && endDate === null,
    monthlyPrice,
    monthlyEndDate: rental === 'monthly' ? endDate : null,
    status: spec.status ?? 'pending_admin',
    createdAt: spec.createdAt ?? SERVER_TIME,
    listingTitle: l.title,
    listingAddress: l.address,
    listingCity: l.city,
    tenantName: fullName(spec.tenant),
    ...extra,
  };
}

/**
 * What a booking's e-mail says of it (src/domain/notifications.ts mailStay): its tenant and days
 * as the booking document `doc` holds them.
 */
export function mailStayOf(doc: Data): Data {
  return mailStay({
    tenantName: doc.tenantName as string,
    startDate: doc.startDate as string,
    endDate: doc.endDate as string | null,
  });
}

/** n distinct strings `${prefix}-1`…`${prefix}-n`. */
const ids = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);
/** The days from n to m days from today, in order. */
const days = (n: number, m: number) => Array.from({ length: m - n + 1 }, (_, i) => day(n + i));
const occ = (listing: string, n: number) => `listings/${listing}/occupancy/${day(n)}`;
const held = (bookingId: string, createdAt: Value): Data => ({
  bookingId,
  status: 'held',
  createdAt,
});

/** The fixture's bookings: id, spec, the days it holds and how (held or confirmed). */
// prettier-ignore
export const WORLD_BOOKINGS: [string, BookingSpec, number[], 'held' | 'confirmed' | null][] = [
  [B.pending, { tenant: UID.tenantA, listing: L.a, start: 10, end: 11, createdAt: ago(HOUR) }, [10, 11], 'held'],
  [B.confirmed, { tenant: UID.tenantA, listing: L.a, start: 20, end: 20, status: 'confirmed', createdAt: ago(48 * HOUR) }, [20], 'confirmed'],
  [B.cancelled, { tenant: UID.tenantA, listing: L.a, start: 30, end: 31, status: 'cancelled', createdAt: ago(72 * HOUR) }, [], null],
  // waiting for the admin for more than 24 hours: its hold has expired
  [B.stale, { tenant: UID.tenantA, listing: L.a, start: 40, end: 41, createdAt: ago(25 * HOUR) }, [40, 41], 'held'],
  [B.otherPending, { tenant: UID.tenantB, listing: L.b, start: 12, end: 13, createdAt: ago(2 * HOUR) }, [12, 13], 'held'],
  [B.monthly, { tenant: UID.tenantB, listing: L.a, start: 60, end: null, rental: 'monthly', createdAt: ago(3 * HOUR) }, [], null],
];

function fixtureDocs(): Record<string, Data> {
  const docs: Record<string, Data> = {};
  docs[`users/${UID.tenantA}`] = profileDoc(UID.tenantA, 'tenant', {
    bio: 'Consultante à Casablanca.',
  });
  docs[`users/${UID.tenantB}`] = profileDoc(UID.tenantB, 'tenant');
  docs[`users/${UID.hostA}`] = profileDoc(UID.hostA, 'host');
  docs[`users/${UID.hostB}`] = profileDoc(UID.hostB, 'host');
  docs[`publicProfiles/${UID.tenantA}`] = publicDoc(UID.tenantA, 'tenant');
  docs[`publicProfiles/${UID.tenantB}`] = publicDoc(UID.tenantB, 'tenant');
  docs[`publicProfiles/${UID.hostA}`] = publicDoc(UID.hostA, 'host');
  docs[`publicProfiles/${UID.hostB}`] = publicDoc(UID.hostB, 'host');
  for (const [id, l] of Object.entries(LISTINGS)) {
    docs[`listings/${id}`] = listingDoc(l.hostId, l, {
      isApproved: l.isApproved,
      approvedOnce: l.isApproved,
    });
  }
  // a day the host blocked, with its reason (issue 13)
  docs[`listings/${L.a}/blocks/${day(25)}`] = { createdAt: ago(DAY) };
  docs[`listings/${L.a}/blockNotes/${day(25)}`] = { reason: 'Travaux de peinture' };
  for (const [id, spec, days, status] of WORLD_BOOKINGS) {
    docs[`bookings/${id}`] = bookingDoc(spec);
    for (const n of days) {
      docs[occ(spec.listing, n)] = { bookingId: id, status: status!, createdAt: spec.createdAt! };
    }
  }
  return docs;
}

/** Every case starts from these documents (written with the rules disabled). */
export const FIXTURE: Record<string, Data> = fixtureDocs();

/** Files present before every storage case. */
export const FIXTURE_FILES: Record<string, string> = {
  [`listings/${L.a}/0_facade.jpg`]: 'image/jpeg',
  [`listings/${L.aDraft}/0_plan.jpg`]: 'image/jpeg',
  [`users/${UID.tenantA}/profile_moi.jpg`]: 'image/jpeg',
};

// ---- action builders -------------------------------------------------------------------------

export const get = (path: string): Action => ({ kind: 'get', path });
export const list = (collection: string, ...where: [string, QueryOp, Value][]): Action => ({
  kind: 'list',
  collection,
  where,
});
export const write = (...writes: Write[]): Action => ({ kind: 'write', writes });
export const set = (path: string, data: Data): Write => ({ type: 'set', path, data });
export const update = (path: string, data: Data): Write => ({ type: 'update', path, data });
export const del = (path: string): Write => ({ type: 'delete', path });
const upload = (path: string, contentType: string, size: number): Action => ({
  kind: 'upload',
  path,
  contentType,
  size,
});

const KB = 1024;
const MB = 1024 * KB;

/** The tenant's request counter, a first request of a window naming booking `id` (holdQuotas). */
const quotaWrite = (tenant: string, id: string, data: Data = {}): Write =>
  set(`holdQuotas/${tenant}`, { windowStart: SERVER_TIME, count: 1, lastBookingId: id, ...data });

/**
 * A new booking, the holds on its days and the tenant's request counter, as the product's
 * transaction writes them (`quota`: the counter's write instead; null: none).
 */
function newBooking(
  spec: Partial<BookingSpec> & { id?: string },
  opts: {
    extra?: Data;
    holdDays?: number[];
    hold?: Data;
    holdListing?: string;
    quota?: Write | null;
  } = {},
): Write[] {
  const full: BookingSpec = { tenant: UID.tenantA, listing: L.a, start: 50, end: 52, ...spec };
  const id = spec.id ?? 'bkg-new';
  const writes: Write[] = [set(`bookings/${id}`, bookingDoc(full, opts.extra))];
  const quota = opts.quota === undefined ? quotaWrite(full.tenant, id) : opts.quota;
  if (quota) writes.push(quota);
  const days =
    opts.holdDays ??
    ((full.rental ?? 'daily') === 'daily' && full.end !== null
      ? Array.from({ length: full.end - full.start + 1 }, (_, i) => full.start + i)
      : []);
  for (const n of days) {
    writes.push(
      set(occ(opts.holdListing ?? full.listing, n), { ...held(id, SERVER_TIME), ...opts.hold }),
    );
  }
  return writes;
}

/**
 * A fixed monthly rental of two months from day 70 (8000), with changes, and the tenant's
 * request counter naming it (as the product's transaction writes them).
 */
const fixedMonthly = (extra: Data = {}): Write[] => {
  const end = addDays(addMonths(day(70), 2), -1);
  return [
    set(
      bkg('bkg-new'),
      bookingDoc(
        { tenant: UID.tenantA, listing: L.a, rental: 'monthly', start: 70, end: 70 },
        { endDate: end, monthlyEndDate: end, totalPrice: 8000, ...extra },
      ),
    ),
    quotaWrite(UID.tenantA, 'bkg-new'),
  ];
};

/**
 * The first day at least n days from today whose day of the month is 1 to 9, written without
 * its leading zero (2026-05-07 → 2026-05-7): not YYYY-MM-DD, yet readable as a date.
 */
function unpaddedDay(n: number): { offset: number; text: string } {
  let k = n;
  while (day(k)[8] !== '0') k += 1;
  return { offset: k, text: day(k).slice(0, 8) + day(k)[9] };
}
const UNPADDED_START = unpaddedDay(70);
const UNPADDED_END = unpaddedDay(140);

const dailyRequest = (listingId: string, start: number, end: number) => ({
  listingId,
  rentalType: 'daily' as const,
  startDate: day(start),
  endDate: day(end),
  isIndefinite: false,
});

const signUpCreate = (uid: string, role: 'host' | 'tenant', extra: Data = {}): Write[] => [
  set(`users/${uid}`, { ...profileDoc(uid, role), createdAt: SERVER_TIME, ...extra }),
  set(`publicProfiles/${uid}`, publicDoc(uid, role)),
];
const noProfile = (uid: string) => ({ [`users/${uid}`]: null, [`publicProfiles/${uid}`]: null });

const u = (uid: string) => `users/${uid}`;
const pp = (uid: string) => `publicProfiles/${uid}`;
const lst = (id: string) => `listings/${id}`;
const bkg = (id: string) => `bookings/${id}`;

/** A rejected booking whose day was left held. */
const REJECTED_LEFTOVER: Record<string, Data> = {
  [bkg('bkg-rejected')]: bookingDoc({
    tenant: UID.tenantA,
    listing: L.a,
    start: 33,
    end: 33,
    status: 'rejected',
    createdAt: ago(HOUR),
  }),
  [occ(L.a, 33)]: held('bkg-rejected', ago(HOUR)),
};

// ---- the cases -------------------------------------------------------------------------------

export type CaseWithoutCollection = Omit<MatrixCase, 'collection'>;
export const group = (collection: Collection, cases: CaseWithoutCollection[]): MatrixCase[] =>
  cases.map((c) => ({ ...c, collection }));

// One case per line: the matrix reads as a table.
// prettier-ignore
const USERS = group('users', [
  { id: 'users-get-own-tenant', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'a tenant reads their own private profile', action: get(u(UID.tenantA)), api: { run: ({ backend }) => backend.users.getProfile(UID.tenantA) } },
  { id: 'users-get-own-host', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'a host reads their own private profile', action: get(u(UID.hostA)) },
  { id: 'users-get-other-tenant', operation: 'get', who: 'otherTenant', expected: 'deny', description: "another tenant cannot read someone's e-mail and phone", action: get(u(UID.tenantA)), api: { run: ({ backend }) => backend.users.getProfile(UID.tenantA) } },
  { id: 'users-get-host-reads-tenant', operation: 'get', who: 'hostOwner', expected: 'deny', description: "the host of a tenant's booking still cannot read the tenant's private profile", action: get(u(UID.tenantA)) },
  { id: 'users-get-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'a visitor cannot read a private profile', action: get(u(UID.tenantA)), api: { run: ({ backend }) => backend.users.getProfile(UID.tenantA) } },
  { id: 'users-get-admin', operation: 'get', who: 'admin', expected: 'allow', description: "the admin reads a user's contact details", action: get(u(UID.tenantA)), api: { run: async ({ admin }) => (await admin()).getUser(UID.tenantA) } },
  { id: 'users-list-admin', operation: 'list', who: 'admin', expected: 'allow', description: 'the admin lists the users', action: list('users'), api: { run: async ({ admin }) => (await admin()).listUsers({ pageSize: 20 }) } },
  { id: 'users-list-admin-role', operation: 'list', who: 'admin', expected: 'allow', description: 'the admin lists the hosts', action: list('users', ['role', '==', 'host']) },
  { id: 'users-list-admin-search', operation: 'list', who: 'admin', expected: 'allow', description: 'the admin searches the tenants by the beginning of a word of their name (searchKeys)', action: list('users', ['role', '==', 'tenant'], ['searchKeys', 'array-contains', 'yas']), api: { run: async ({ admin }) => (await admin()).listUsers({ search: 'Yas', role: 'tenant', pageSize: 5 }) } },
  { id: 'users-list-host-search', operation: 'list', who: 'hostOwner', expected: 'deny', description: 'a host cannot search the users either', action: list('users', ['searchKeys', 'array-contains', 'yas']) },
  { id: 'users-list-tenant', operation: 'list', who: 'tenantOwner', expected: 'deny', description: 'a tenant cannot list the users', action: list('users') },
  { id: 'users-list-host-role', operation: 'list', who: 'hostOwner', expected: 'deny', description: 'a host cannot list the tenants', action: list('users', ['role', '==', 'tenant']) },
  { id: 'users-list-visitor', operation: 'list', who: 'visitor', expected: 'deny', description: 'a visitor cannot list the users', action: list('users') },
  { id: 'users-create-own-tenant', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'sign-up: a tenant writes their own profile and public profile', setup: noProfile(UID.tenantA), action: write(...signUpCreate(UID.tenantA, 'tenant')) },
  { id: 'users-create-own-host', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'sign-up: a host writes their own profile and public profile', setup: noProfile(UID.hostA), action: write(...signUpCreate(UID.hostA, 'host')) },
  { id: 'users-create-search-keys', operation: 'create', who: 'tenantOwner', expected: 'allow', description: "sign-up writes the profile's search keys (the admin's search)", setup: noProfile(UID.tenantA), action: write(...signUpCreate(UID.tenantA, 'tenant', { searchKeys: ['y', 'ya', 'yasmine'] })) },
  { id: 'users-create-bio-500', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a bio of exactly 500 characters is accepted', setup: noProfile(UID.tenantA), action: write(...signUpCreate(UID.tenantA, 'tenant', { bio: 'a'.repeat(500) })) },
  { id: 'users-create-bio-501', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a bio over 500 characters is refused', setup: noProfile(UID.tenantA), action: write(...signUpCreate(UID.tenantA, 'tenant', { bio: 'a'.repeat(501) })) },
  { id: 'users-create-other-uid', operation: 'create', who: 'otherTenant', expected: 'deny', description: "nobody writes a profile under someone else's uid", setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), createdAt: SERVER_TIME })) },
  { id: 'users-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor cannot write a profile', setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), createdAt: SERVER_TIME })) },
  { id: 'users-create-role-admin', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the role is host or tenant, never admin', setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), role: 'admin', createdAt: SERVER_TIME })) },
  { id: 'users-create-other-email', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "a profile carries the account's own e-mail, not someone else's", setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), email: 'host-a@matrix.ma', createdAt: SERVER_TIME })) },
  { id: 'users-create-client-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'createdAt is the server time, not a date chosen by the client', setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), profileDoc(UID.tenantA, 'tenant', { createdAt: ago(400 * DAY) }))) },
  { id: 'users-create-favorites', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'favourites start empty', setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), favorites: [L.a], createdAt: SERVER_TIME })) },
  { id: 'users-create-unknown-field', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'unknown fields are refused (isAdmin)', setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), isAdmin: true, createdAt: SERVER_TIME })) },
  { id: 'users-create-wrong-type', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'wrong field types are refused (fullName as a number)', setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), fullName: 42, createdAt: SERVER_TIME })) },
  { id: 'users-create-missing-field', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'required fields are required (no role)', setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), (({ role: _r, ...rest }) => ({ ...rest, createdAt: SERVER_TIME }))(profileDoc(UID.tenantA, 'tenant')))) },
  { id: 'users-update-own-bio', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a user edits their own bio and profession', action: write(update(u(UID.tenantA), { bio: 'Architecte à Rabat.', profession: 'Architecte' })), api: { run: ({ backend }) => backend.users.updateProfile(UID.tenantA, { bio: 'Architecte à Rabat.', profession: 'Architecte' }) } },
  { id: 'users-update-favorites', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a user keeps their own favourites', action: write(update(u(UID.tenantA), { favorites: [L.a, L.b] })), api: { run: ({ backend }) => backend.users.setFavorite(UID.tenantA, L.b, true) } },
  { id: 'users-update-search-keys', operation: 'update', who: 'tenantOwner', expected: 'allow', description: "a new name gives the profile its new search keys (the admin's search)", action: write(update(u(UID.tenantA), { firstName: 'Amina', fullName: 'Amina Benali', searchKeys: ['a', 'am', 'amina', 'b', 'benali'] })), api: { run: ({ backend }) => backend.users.updateProfile(UID.tenantA, { firstName: 'Amina' }) } },
  { id: 'users-update-search-key-20', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a search key of 20 characters and 600 keys are accepted', action: write(update(u(UID.tenantA), { searchKeys: [...Array.from({ length: 599 }, (_, i) => `k${i}`), 'a'.repeat(20)] })) },
  { id: 'users-update-search-key-21', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a search key is at most 20 characters', action: write(update(u(UID.tenantA), { searchKeys: ['a', 'a'.repeat(21)] })) },
  { id: 'users-update-search-keys-601', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'at most 600 search keys', action: write(update(u(UID.tenantA), { searchKeys: Array.from({ length: 601 }, (_, i) => `k${i}`) })) },
  { id: 'users-update-search-key-empty', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a search key is never empty', action: write(update(u(UID.tenantA), { searchKeys: ['a', ''] })) },
  { id: 'users-update-search-key-space', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a search key is one word (no space)', action: write(update(u(UID.tenantA), { searchKeys: ['yasmine benali'] })) },
  { id: 'users-update-search-keys-string', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the search keys are a list', action: write(update(u(UID.tenantA), { searchKeys: 'yasmine' })) },
  { id: 'users-update-own-role', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'nobody sets their own role (tenant to host)', action: write(update(u(UID.tenantA), { role: 'host' })) },
  { id: 'users-update-own-email', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the e-mail never changes after sign-up', action: write(update(u(UID.tenantA), { email: 'autre@matrix.ma' })) },
  { id: 'users-update-own-uid', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the uid never changes', action: write(update(u(UID.tenantA), { uid: UID.hostA })) },
  { id: 'users-update-own-createdAt', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the registration date never changes', action: write(update(u(UID.tenantA), { createdAt: ago(1000 * DAY) })) },
  { id: 'users-update-bio-501', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a bio over 500 characters is refused', action: write(update(u(UID.tenantA), { bio: 'a'.repeat(501) })), api: { run: ({ backend }) => backend.users.updateProfile(UID.tenantA, { bio: 'a'.repeat(501) }) } },
  { id: 'users-update-unknown-field', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'unknown fields are refused (isApproved on a profile)', action: write(update(u(UID.tenantA), { isApproved: true })) },
  { id: 'users-update-phone-number', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'wrong field types are refused (phone as a number)', action: write(update(u(UID.tenantA), { phoneNumber: 612345678 })) },
  { id: 'users-update-phone-30', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a phone number of 30 characters is accepted', action: write(update(u(UID.tenantA), { phoneNumber: '+'.padEnd(30, '6') })) },
  { id: 'users-update-phone-31', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a phone number is at most 30 characters', action: write(update(u(UID.tenantA), { phoneNumber: '+'.padEnd(31, '6') })) },
  { id: 'users-update-other', operation: 'update', who: 'otherTenant', expected: 'deny', description: "nobody edits someone else's profile", action: write(update(u(UID.tenantA), { bio: 'piraté' })), api: { run: ({ backend }) => backend.users.updateProfile(UID.tenantA, { bio: 'piraté' }) } },
  { id: 'users-update-admin-role', operation: 'update', who: 'admin', expected: 'deny', description: 'even the admin cannot change a role', action: write(update(u(UID.tenantA), { role: 'host' })) },
  { id: 'users-update-visitor', operation: 'update', who: 'visitor', expected: 'deny', description: 'a visitor cannot edit a profile', action: write(update(u(UID.tenantA), { bio: 'piraté' })) },
  { id: 'users-delete-own', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'profiles are not deleted from the client', action: write(del(u(UID.tenantA))) },
  { id: 'users-delete-admin', operation: 'delete', who: 'admin', expected: 'deny', description: 'not even by the admin', action: write(del(u(UID.tenantA))) },
  // Each field of a profile is checked (tests/rules/mutation.emulator.test.ts loosens each check).
  { id: 'users-create-other-uid-own-email', operation: 'create', who: 'otherTenant', expected: 'deny', description: "nobody writes a profile under someone else's uid, even with their own e-mail", setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), email: 'tenant-b@matrix.ma', createdAt: SERVER_TIME })) },
  { id: 'users-create-uid-field', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the uid field is the document's uid", setup: noProfile(UID.tenantA), action: write(set(u(UID.tenantA), { ...profileDoc(UID.tenantA, 'tenant'), uid: UID.tenantB, createdAt: SERVER_TIME })) },
  { id: 'users-update-first-name-list', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a first name is text (not a list)', action: write(update(u(UID.tenantA), { firstName: ['Yasmine'] })) },
  { id: 'users-update-last-name-list', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a last name is text (not a list)', action: write(update(u(UID.tenantA), { lastName: ['Benali'] })) },
  { id: 'users-update-first-name-101', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a first name is at most 100 characters', action: write(update(u(UID.tenantA), { firstName: 'a'.repeat(101) })) },
  { id: 'users-update-last-name-101', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a last name is at most 100 characters', action: write(update(u(UID.tenantA), { lastName: 'a'.repeat(101) })) },
  { id: 'users-update-full-name-empty', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a full name is not empty', action: write(update(u(UID.tenantA), { fullName: '' })) },
  { id: 'users-update-full-name-201', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a full name is at most 200 characters', action: write(update(u(UID.tenantA), { fullName: 'a'.repeat(201) })) },
  { id: 'users-update-profession-101', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a profession is at most 100 characters', action: write(update(u(UID.tenantA), { profession: 'a'.repeat(101) })) },
  { id: 'users-update-photo-number', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a profile photo address is text', action: write(update(u(UID.tenantA), { profilePhoto: 42 })) },
  { id: 'users-update-favorites-text', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'favourites are a list (not text)', action: write(update(u(UID.tenantA), { favorites: L.a })) },
  // Profiles stored with a bad field (rules disabled) cannot be edited until it is fixed.
  { id: 'users-update-stored-uid-long', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a stored uid over 128 characters keeps the profile invalid', setup: { [u(UID.tenantA)]: profileDoc(UID.tenantA, 'tenant', { uid: 'u'.repeat(129) }) }, action: write(update(u(UID.tenantA), { bio: 'Bonjour' })) },
  { id: 'users-update-stored-uid-empty', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a stored empty uid keeps the profile invalid', setup: { [u(UID.tenantA)]: profileDoc(UID.tenantA, 'tenant', { uid: '' }) }, action: write(update(u(UID.tenantA), { bio: 'Bonjour' })) },
  { id: 'users-update-stored-email-long', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a stored e-mail of 321 characters keeps the profile invalid', setup: { [u(UID.tenantA)]: profileDoc(UID.tenantA, 'tenant', { email: `${'e'.repeat(311)}@matrix.ma` }) }, action: write(update(u(UID.tenantA), { bio: 'Bonjour' })) },
  { id: 'users-update-stored-created-text', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a stored createdAt that is not a timestamp keeps the profile invalid', setup: { [u(UID.tenantA)]: profileDoc(UID.tenantA, 'tenant', { createdAt: 'hier' }) }, action: write(update(u(UID.tenantA), { bio: 'Bonjour' })) },
]);

// One case per line: the matrix reads as a table.
// prettier-ignore
const PUBLIC_PROFILES = group('publicProfiles', [
  { id: 'public-get-visitor', operation: 'get', who: 'visitor', expected: 'allow', description: "anyone sees a user's public name and role", action: get(pp(UID.hostA)), api: { run: ({ backend }) => backend.users.getPublicProfile(UID.hostA) } },
  { id: 'public-get-tenant', operation: 'get', who: 'otherTenant', expected: 'allow', description: 'a tenant sees another user\'s public profile', action: get(pp(UID.tenantA)) },
  { id: 'public-list-visitor', operation: 'list', who: 'visitor', expected: 'deny', description: 'nobody enumerates the users through their public profiles', action: list('publicProfiles') },
  { id: 'public-list-tenant', operation: 'list', who: 'tenantOwner', expected: 'deny', description: 'not even signed in', action: list('publicProfiles') },
  { id: 'public-create-own', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a user writes their public profile, equal to their profile', setup: { [pp(UID.tenantA)]: null }, action: write(set(pp(UID.tenantA), publicDoc(UID.tenantA, 'tenant'))) },
  { id: 'public-update-with-profile', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a name change updates both documents in one batch', action: write(update(u(UID.tenantA), { lastName: 'Alaoui', fullName: 'Yasmine Alaoui' }), set(pp(UID.tenantA), { uid: UID.tenantA, fullName: 'Yasmine Alaoui', role: 'tenant' })), api: { run: ({ backend }) => backend.users.updateProfile(UID.tenantA, { lastName: 'Alaoui' }) } },
  { id: 'public-update-photo', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a new profile photo is copied to the public profile', action: write(update(u(UID.tenantA), { profilePhoto: 'https://example.com/moi.jpg' }), set(pp(UID.tenantA), publicDoc(UID.tenantA, 'tenant', { profilePhoto: 'https://example.com/moi.jpg' }))) },
  { id: 'public-update-fake-name', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the public name is the profile\'s name, not another one', action: write(set(pp(UID.tenantA), { uid: UID.tenantA, fullName: 'Équipe Maktabi', role: 'tenant' })) },
  { id: 'public-update-fake-role', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the public role is the profile\'s role', action: write(set(pp(UID.tenantA), publicDoc(UID.tenantA, 'host'))) },
  { id: 'public-update-fake-photo', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the public photo is the profile\'s photo', action: write(set(pp(UID.tenantA), publicDoc(UID.tenantA, 'tenant', { profilePhoto: 'https://example.com/autre.jpg' }))) },
  { id: 'public-update-private-field', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'no private data in a public profile (e-mail)', action: write(set(pp(UID.tenantA), publicDoc(UID.tenantA, 'tenant', { email: 'tenant-a@matrix.ma' }))) },
  { id: 'public-update-other', operation: 'update', who: 'otherTenant', expected: 'deny', description: "nobody writes someone else's public profile", action: write(set(pp(UID.tenantA), publicDoc(UID.tenantA, 'tenant'))) },
  { id: 'public-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor writes no public profile', setup: { [pp(UID.tenantA)]: null }, action: write(set(pp(UID.tenantA), publicDoc(UID.tenantA, 'tenant'))) },
  { id: 'public-delete-own', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'public profiles are not deleted from the client', action: write(del(pp(UID.tenantA))) },
  { id: 'public-update-other-uid-field', operation: 'update', who: 'tenantOwner', expected: 'deny', description: "the uid field of a public profile is the document's uid", action: write(set(pp(UID.tenantA), { ...publicDoc(UID.tenantA, 'tenant'), uid: UID.tenantB })) },
]);

// One case per line: the matrix reads as a table.
// prettier-ignore
const LISTING_CASES = group('listings', [
  { id: 'listings-get-approved-visitor', operation: 'get', who: 'visitor', expected: 'allow', description: 'anyone reads an approved listing', action: get(lst(L.a)), api: { run: async ({ backend }) => { if (!(await backend.listings.getListing(L.a))) throw new Error('missing'); } } },
  { id: 'listings-get-draft-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'a visitor cannot read an unapproved listing', action: get(lst(L.aDraft)) },
  { id: 'listings-get-draft-tenant', operation: 'get', who: 'tenantOwner', expected: 'deny', description: 'a tenant cannot read an unapproved listing', action: get(lst(L.aDraft)) },
  { id: 'listings-get-draft-other-host', operation: 'get', who: 'otherHost', expected: 'deny', description: "a host cannot read another host's unapproved listing", action: get(lst(L.aDraft)) },
  { id: 'listings-get-draft-owner', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'the host reads their own unapproved listing', action: get(lst(L.aDraft)), api: { run: async ({ backend }) => { if (!(await backend.listings.getListing(L.aDraft))) throw new Error('missing'); } } },
  { id: 'listings-get-draft-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin reads every listing', action: get(lst(L.aDraft)) },
  { id: 'listings-list-approved-visitor', operation: 'list', who: 'visitor', expected: 'allow', description: 'anyone lists approved listings (the query asks isApproved == true)', action: list('listings', ['isApproved', '==', true]), api: { run: ({ backend }) => backend.listings.listListings() } },
  { id: 'listings-list-city-visitor', operation: 'list', who: 'visitor', expected: 'allow', description: 'the search: approved listings of a city', action: list('listings', ['isApproved', '==', true], ['cityKey', '==', 'rabat']), api: { run: ({ backend }) => backend.listings.searchListings({ filters: { city: 'Rabat' }, pageSize: 10 }) } },
  { id: 'listings-list-unapproved-visitor', operation: 'list', who: 'visitor', expected: 'deny', description: 'a visitor cannot list unapproved listings', action: list('listings', ['isApproved', '==', false]), api: { run: ({ backend }) => backend.listings.listListings({ includeUnapproved: true }) } },
  { id: 'listings-list-all-visitor', operation: 'list', who: 'visitor', expected: 'deny', description: 'rules are not filters: a query without isApproved == true is refused', action: list('listings') },
  { id: 'listings-list-unapproved-host', operation: 'list', who: 'hostOwner', expected: 'deny', description: 'a host cannot list every unapproved listing', action: list('listings', ['isApproved', '==', false]), api: { run: ({ backend }) => backend.listings.listListings({ includeUnapproved: true }) } },
  { id: 'listings-list-own-host', operation: 'list', who: 'hostOwner', expected: 'allow', description: 'a host lists all their own listings, unapproved included', action: list('listings', ['hostId', '==', UID.hostA]), api: { run: ({ backend }) => backend.listings.listListings({ hostId: UID.hostA, includeUnapproved: true }) } },
  { id: 'listings-list-other-host-all', operation: 'list', who: 'otherHost', expected: 'deny', description: "a host cannot list another host's unapproved listings", action: list('listings', ['hostId', '==', UID.hostA]) },
  { id: 'listings-list-other-host-approved', operation: 'list', who: 'otherHost', expected: 'allow', description: "another host's approved listings are public", action: list('listings', ['hostId', '==', UID.hostA], ['isApproved', '==', true]), api: { run: ({ backend }) => backend.listings.listListings({ hostId: UID.hostA, includeUnapproved: true }) } },
  { id: 'listings-list-admin', operation: 'list', who: 'admin', expected: 'allow', description: 'the admin lists every listing', action: list('listings'), api: { run: async ({ admin }) => { const s = await admin(); for (const filter of APPROVAL_FILTERS) await s.listListings({ filter, pageSize: 50 }); } } },
  { id: 'listings-create-host', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a host creates an unapproved listing as themselves', action: write(set(lst('lst-new'), newListing())) },
  { id: 'listings-create-floor-zero', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'the ground floor (0) is a floor', action: write(set(lst('lst-new'), newListing({ floor: 0 }))) },
  { id: 'listings-create-other-custom', operation: 'create', who: 'hostOwner', expected: 'allow', description: '"other" with its custom space type', action: write(set(lst('lst-new'), newListing({ spaceType: 'other', customSpaceType: 'Atelier' }))) },
  { id: 'listings-create-no-parking', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'no parking: no parking type', action: write(set(lst('lst-new'), newListing({ parking: { available: false } }))) },
  { id: 'listings-create-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a tenant cannot publish a listing', action: write(set(lst('lst-new'), newListing({ hostId: UID.tenantA, hostName: fullName(UID.tenantA) }))) },
  { id: 'listings-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor cannot publish a listing', action: write(set(lst('lst-new'), newListing())) },
  { id: 'listings-create-admin', operation: 'create', who: 'admin', expected: 'deny', description: 'the admin approves listings but does not publish them', action: write(set(lst('lst-new'), newListing({ hostId: UID.admin, hostName: '' }))) },
  { id: 'listings-create-other-host', operation: 'create', who: 'hostOwner', expected: 'deny', description: "a host cannot publish in another host's name", action: write(set(lst('lst-new'), newListing({ hostId: UID.hostB, hostName: fullName(UID.hostB) }))) },
  { id: 'listings-create-approved', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a host cannot publish an approved listing (isApproved true)', action: write(set(lst('lst-new'), newListing({ isApproved: true }))) },
  { id: 'listings-create-fake-host-name', operation: 'create', who: 'hostOwner', expected: 'deny', description: "hostName is the host's own name (no impersonation)", action: write(set(lst('lst-new'), newListing({ hostName: 'Maktabi Officiel' }))) },
  { id: 'listings-create-client-date', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'createdAt is the server time (no back-dating to the top of the list)', action: write(set(lst('lst-new'), newListing({ createdAt: new At(365 * DAY) }))) },
  { id: 'listings-create-available-dates', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'availableDates is empty at creation', action: write(set(lst('lst-new'), newListing({ availableDates: [day(3)] }))) },
  { id: 'listings-create-price-zero', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'price per day at least 1', action: write(set(lst('lst-new'), newListing({ pricePerDay: 0 }))) },
  { id: 'listings-create-price-negative', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'no negative monthly price', action: write(set(lst('lst-new'), newListing({ pricePerMonth: -100 }))) },
  { id: 'listings-create-price-string', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'wrong field types are refused (price as text)', action: write(set(lst('lst-new'), newListing({ pricePerDay: '250' }))) },
  { id: 'listings-create-price-huge', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'prices are bounded', action: write(set(lst('lst-new'), newListing({ pricePerDay: 1e12 }))) },
  { id: 'listings-create-area-zero', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'area at least 1 m²', action: write(set(lst('lst-new'), newListing({ area: 0 }))) },
  { id: 'listings-create-floor-negative', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'floor at least 0', action: write(set(lst('lst-new'), newListing({ floor: -1 }))) },
  { id: 'listings-create-workstations-zero', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'at least 1 workstation', action: write(set(lst('lst-new'), newListing({ workstations: 0 }))) },
  { id: 'listings-create-duration-zero', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'minimum duration at least 1 day', action: write(set(lst('lst-new'), newListing({ minimumDuration: 0 }))) },
  { id: 'listings-create-unknown-field', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'unknown fields are refused (featured)', action: write(set(lst('lst-new'), newListing({ featured: true }))) },
  { id: 'listings-create-missing-title', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'required fields are required (no title)', action: write(set(lst('lst-new'), (({ title: _t, ...rest }) => rest)(newListing()))) },
  { id: 'listings-create-long-title', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'title at most 120 characters', action: write(set(lst('lst-new'), newListing({ title: 'x'.repeat(121) }))) },
  { id: 'listings-create-long-description', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'description at most 5000 characters', action: write(set(lst('lst-new'), newListing({ description: 'x'.repeat(5001) }))) },
  { id: 'listings-create-unknown-amenity', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'amenities come from the standard list', action: write(set(lst('lst-new'), newListing({ amenities: ['Jacuzzi'] }))) },
  { id: 'listings-create-other-no-custom', operation: 'create', who: 'hostOwner', expected: 'deny', description: '"other" needs its custom space type', action: write(set(lst('lst-new'), newListing({ spaceType: 'other', customSpaceType: null }))) },
  { id: 'listings-create-parking-no-type', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'available parking needs its type', action: write(set(lst('lst-new'), newListing({ parking: { available: true } }))) },
  { id: 'listings-create-bool-string', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'wrong field types are refused (hasElevator as "oui")', action: write(set(lst('lst-new'), newListing({ hasElevator: 'oui' }))) },
  { id: 'listings-create-bad-space-type', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'spaceType comes from the enumeration', action: write(set(lst('lst-new'), newListing({ spaceType: 'castle' }))) },
  // The keys the search finds a listing under (issue 16, docs/decisions.md#search-by-place-placekeys).
  { id: 'listings-create-no-place-keys', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a new listing carries its place keys (the search finds it by them)', action: write(set(lst('lst-new'), (({ placeKeys: _k, ...rest }) => rest)(newListing()))) },
  { id: 'listings-create-place-keys-30', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'up to 30 place keys', action: write(set(lst('lst-new'), newListing({ placeKeys: ['casablanca', ...ids('quartier', 29)] }))) },
  { id: 'listings-create-two-word-city', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'the place key of a city of two words has a dash where its city key has a space', action: write(set(lst('lst-new'), newListing({ location: { ...LOCATION, address: 'Avenue Ibn Khaldoun, El Jadida', city: 'El Jadida' }, cityKey: 'el jadida', placeKeys: ['el-jadida'] }))) },
  { id: 'listings-list-place-visitor', operation: 'list', who: 'visitor', expected: 'allow', description: 'the search by place: approved listings whose place keys hold the district searched', action: list('listings', ['isApproved', '==', true], ['isPaused', '==', false], ['placeKeys', 'array-contains', 'casablanca-maarif']), api: { run: async ({ backend }) => { const page = await backend.listings.searchListings({ filters: { city: 'Maarif' }, pageSize: 10 }); if (!page.items.some((l) => l.id === L.a)) throw new Error('not found'); } } },
  { id: 'listings-update-own', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a host edits their own listing', action: write(update(lst(L.aDraft), { title: 'Bureau rénové au Maârif', pricePerDay: 220 })), api: { run: ({ backend }) => backend.listings.updateListing(L.aDraft, { title: 'Bureau rénové au Maârif', pricePerDay: 220 }) } },
  { id: 'listings-update-own-approve', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a host cannot approve their own listing', action: write(update(lst(L.aDraft), { isApproved: true })), api: { run: ({ backend }) => backend.listings.updateListing(L.aDraft, { isApproved: true } as never) } },
  { id: 'listings-update-own-host-id', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a listing never changes owner', action: write(update(lst(L.a), { hostId: UID.hostB })) },
  { id: 'listings-update-own-host-name', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host name is not edited on the listing', action: write(update(lst(L.a), { hostName: 'Maktabi Officiel' })) },
  { id: 'listings-update-own-created', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the creation date never changes', action: write(update(lst(L.a), { createdAt: new At(DAY) })) },
  { id: 'listings-update-own-price-zero', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'edits keep the minimums (price 0)', action: write(update(lst(L.a), { pricePerDay: 0 })), api: { run: ({ backend }) => backend.listings.updateListing(L.a, { pricePerDay: 0 }) } },
  { id: 'listings-update-own-unknown', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'edits add no unknown field', action: write(update(lst(L.a), { rating: 5 })) },
  { id: 'listings-update-dates-366', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a host lists up to 366 available days', action: write(update(lst(L.a), { availableDates: days(1, 366) })) },
  { id: 'listings-update-dates-367', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'availableDates holds at most 366 days', action: write(update(lst(L.a), { availableDates: days(1, 367) })) },
  { id: 'listings-update-other-host', operation: 'update', who: 'otherHost', expected: 'deny', description: "a host cannot edit another host's listing", action: write(update(lst(L.a), { title: 'Volé' })), api: { run: ({ backend }) => backend.listings.updateListing(L.a, { title: 'Volé' }) } },
  { id: 'listings-update-tenant', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant cannot edit a listing', action: write(update(lst(L.a), { pricePerDay: 1 })) },
  { id: 'listings-update-visitor', operation: 'update', who: 'visitor', expected: 'deny', description: 'a visitor cannot edit a listing', action: write(update(lst(L.a), { pricePerDay: 1 })) },
  { id: 'listings-update-admin-approve', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin approves a listing', action: write(update(lst(L.aDraft), { isApproved: true, approvedOnce: true })), api: { run: async ({ admin }) => (await admin()).setListingApproval(L.aDraft, true) } },
  { id: 'listings-update-admin-suspend', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin suspends a listing', action: write(update(lst(L.a), { isApproved: false })), api: { run: async ({ admin }) => (await admin()).setListingApproval(L.a, false) } },
  { id: 'listings-update-admin-title', operation: 'update', who: 'admin', expected: 'deny', description: "approval is the admin's only power on a listing", action: write(update(lst(L.a), { title: 'Titre changé' })) },
  { id: 'listings-update-admin-approve-string', operation: 'update', who: 'admin', expected: 'deny', description: 'isApproved is a boolean', action: write(update(lst(L.aDraft), { isApproved: 'yes' })) },
  { id: 'listings-delete-own', operation: 'delete', who: 'hostOwner', expected: 'deny', description: 'listings are not deleted from the client', action: write(del(lst(L.a))) },
  { id: 'listings-delete-admin', operation: 'delete', who: 'admin', expected: 'deny', description: 'the admin suspends rather than deletes', action: write(del(lst(L.a))) },
  // Each field of a listing is checked (tests/rules/mutation.emulator.test.ts loosens each check).
  ...([
    ['title-empty', 'a title is not empty', { title: '' }],
    ['description-empty', 'a description is not empty', { description: '' }],
    ['address-empty', 'an address is not empty', { location: { ...LOCATION, address: '' } }],
    ['address-301', 'an address is at most 300 characters', { location: { ...LOCATION, address: 'a'.repeat(301) } }],
    ['address-number', 'an address is text', { location: { ...LOCATION, address: 12 } }],
    ['city-empty', 'a city is not empty', { location: { ...LOCATION, city: '' } }],
    ['city-101', 'a city is at most 100 characters', { location: { ...LOCATION, city: 'a'.repeat(101) } }],
    ['city-number', 'a city is text', { location: { ...LOCATION, city: 12 } }],
    ['location-extra', 'a location has address, city and coordinates only', { location: { ...LOCATION, district: 'Maârif' } }],
    ['coordinates-text', 'coordinates are a map or null', { location: { ...LOCATION, coordinates: 'Casablanca' } }],
    ['coordinates-extra', 'coordinates are lat and lng only', { location: { ...LOCATION, coordinates: { lat: 33.5, lng: -7.6, alt: 10 } } }],
    ['lat-text', 'a latitude is a number', { location: { ...LOCATION, coordinates: { lat: 'nord', lng: -7.6 } } }],
    ['lat-91', 'a latitude is at most 90', { location: { ...LOCATION, coordinates: { lat: 91, lng: -7.6 } } }],
    ['lat-minus-91', 'a latitude is at least -90', { location: { ...LOCATION, coordinates: { lat: -91, lng: -7.6 } } }],
    ['lng-text', 'a longitude is a number', { location: { ...LOCATION, coordinates: { lat: 33.5, lng: 'ouest' } } }],
    ['lng-181', 'a longitude is at most 180', { location: { ...LOCATION, coordinates: { lat: 33.5, lng: 181 } } }],
    ['lng-minus-181', 'a longitude is at least -180', { location: { ...LOCATION, coordinates: { lat: 33.5, lng: -181 } } }],
    ['city-key-empty', 'a city key is not empty', { cityKey: '' }],
    ['city-key-101', 'a city key is at most 100 characters', { cityKey: 'a'.repeat(101) }],
    ['city-key-number', 'a city key is text', { cityKey: 12 }],
    ['city-key-upper', 'a city key is lower-case letters, digits and spaces', { cityKey: 'Casablanca!' }],
    ['place-keys-text', 'place keys are a list', { placeKeys: 'casablanca' }],
    ['place-keys-upper', 'a place key is lower-case letters, digits and dashes', { placeKeys: ['casablanca', 'Maârif'] }],
    ['place-keys-space', 'a place key has dashes, not spaces', { placeKeys: ['casablanca', 'hay riad'] }],
    ['place-keys-number', 'a place key is text', { placeKeys: ['casablanca', 12] }],
    ['place-keys-101', 'a place key is at most 100 characters', { placeKeys: ['casablanca', 'a'.repeat(101)] }],
    ['place-keys-31', 'at most 30 place keys', { placeKeys: ['casablanca', ...ids('quartier', 30)] }],
    ['place-keys-no-city', 'the place keys hold its own city key', { placeKeys: ['rabat', 'casablanca-maarif'] }],
    ['place-keys-empty', 'a listing is found under its city at least', { placeKeys: [] }],
    ['photos-text', 'photos are a list', { photos: 'facade.jpg' }],
    ['photos-21', 'at most 20 photos', { photos: ids('https://example.com/photo', 21) }],
    ['equipment-unknown', 'equipment comes from the standard list', { additionalEquipment: ['Jacuzzi'] }],
    ['price-day-over', 'a price per day is at most 1 000 000', { pricePerDay: 1_000_001 }],
    ['price-month-zero', 'a price per month is at least 1', { pricePerMonth: 0 }],
    ['price-month-over', 'a price per month is at most 10 000 000', { pricePerMonth: 10_000_001 }],
    ['custom-type-empty', '"other" needs a non-empty custom space type', { spaceType: 'other', customSpaceType: '' }],
    ['custom-type-101', 'a custom space type is at most 100 characters', { spaceType: 'other', customSpaceType: 'a'.repeat(101) }],
    ['custom-type-not-other', 'a custom space type only with "other"', { customSpaceType: 'Atelier' }],
    ['area-over', 'an area is at most 100 000 m²', { area: 100_001 }],
    ['floor-over', 'a floor is at most 200', { floor: 201 }],
    ['accessible-text', 'isAccessible is a boolean', { isAccessible: 'non' }],
    ['workstations-over', 'at most 10 000 workstations', { workstations: 10_001 }],
    ['parking-available-text', 'parking availability is a boolean', { parking: { available: 'oui', type: 'paid' } }],
    ['parking-extra', 'available parking has a type only', { parking: { available: true, type: 'paid', spots: 3 } }],
    ['no-parking-type', 'no parking: no parking type', { parking: { available: false, type: 'paid' } }],
    ['internet-unknown', 'internet type comes from the enumeration', { internetType: 'satellite' }],
    ['duration-over', 'a minimum duration is at most 365 days', { minimumDuration: 366 }],
  ] as [string, string, Data][]).map(([name, description, extra]): CaseWithoutCollection => ({ id: `listings-create-${name}`, operation: 'create', who: 'hostOwner', expected: 'deny', description, action: write(set(lst('lst-new'), newListing(extra))) })),
  { id: 'listings-update-dates-text', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'availableDates is a list', action: write(update(lst(L.a), { availableDates: 'tous les jours' })) },
  { id: 'listings-update-stored-host-name-long', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a stored host name over 200 characters keeps the listing invalid', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { hostName: 'h'.repeat(201) }) }, action: write(update(lst(L.a), { title: 'Bureau rénové' })) },
  { id: 'listings-update-stored-approval-text', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a stored isApproved that is not a boolean keeps the listing invalid', setup: { [lst(L.aDraft)]: listingDoc(UID.hostA, listingFacts(L.aDraft), { isApproved: 'non' }) }, action: write(update(lst(L.aDraft), { title: 'Bureau rénové' })) },
  { id: 'listings-update-stored-created-text', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a stored createdAt that is not a timestamp keeps the listing invalid', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { createdAt: 'hier' }) }, action: write(update(lst(L.a), { title: 'Bureau rénové' })) },
  { id: 'listings-create-other-host-own-name', operation: 'create', who: 'hostOwner', expected: 'deny', description: "a host cannot publish under another host's id, even with their own name", action: write(set(lst('lst-new'), newListing({ hostId: UID.hostB }))) },
  { id: 'listings-get-approval-null-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'only isApproved == true is public (not a missing approval)', setup: { [lst(L.aDraft)]: listingDoc(UID.hostA, listingFacts(L.aDraft), { isApproved: null }) }, action: get(lst(L.aDraft)) },
]);

// One case per line: the matrix reads as a table.
// prettier-ignore
const OCCUPANCY = group('occupancy', [
  { id: 'occupancy-get-visitor', operation: 'get', who: 'visitor', expected: 'allow', description: 'availability is public (no personal data)', action: get(occ(L.a, 10)) },
  { id: 'occupancy-list-visitor', operation: 'list', who: 'visitor', expected: 'allow', description: 'the booking form reads the taken days', action: list(`listings/${L.a}/occupancy`), api: { run: ({ backend }) => backend.listings.getUnavailableDays(L.a, day(0), day(90)) } },
  { id: 'occupancy-create-with-booking', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'holds are created together with their booking', action: write(...newBooking({})) },
  { id: 'occupancy-create-alone', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no hold without a booking written in the same batch', action: write(set(occ(L.a, 50), held('bkg-ghost', SERVER_TIME))) },
  { id: 'occupancy-create-old-booking', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no new hold for an existing booking', action: write(set(occ(L.a, 15), held(B.pending, SERVER_TIME))) },
  { id: 'occupancy-create-old-booking-day', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a hold belongs to a booking created in the same write, even on a day of an older booking', setup: { [occ(L.a, 11)]: null }, action: write(set(occ(L.a, 11), held(B.pending, SERVER_TIME))) },
  { id: 'occupancy-create-outside-range', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a hold covers a day of its booking only', action: write(...newBooking({}, { holdDays: [50, 51, 52, 53] })) },
  { id: 'occupancy-create-other-listing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a hold belongs to the booked listing only', action: write(...newBooking({}, { holdListing: L.b })) },
  { id: 'occupancy-create-confirmed', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a tenant holds days, only the admin confirms them', action: write(...newBooking({}, { hold: { status: 'confirmed' } })) },
  { id: 'occupancy-create-personal-data', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'occupancy carries no personal data (tenantName)', action: write(...newBooking({}, { hold: { tenantName: fullName(UID.tenantA) } })) },
  { id: 'occupancy-create-client-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a hold starts at the server time (no hold dated in the future)', action: write(...newBooking({}, { hold: { createdAt: new At(30 * DAY) } })) },
  { id: 'occupancy-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor holds no day', action: write(set(occ(L.a, 50), held('bkg-ghost', SERVER_TIME))) },
  { id: 'occupancy-overwrite-held', operation: 'update', who: 'otherTenant', expected: 'deny', description: 'a day held by a pending booking (under 24 h) cannot be taken', action: write(...newBooking({ tenant: UID.tenantB, start: 10, end: 11 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 10, 11)), deniedWith: 'booking/dates-taken' } },
  { id: 'occupancy-overwrite-partly-held', operation: 'update', who: 'otherTenant', expected: 'deny', description: 'one held day is enough to refuse the booking', action: write(...newBooking({ tenant: UID.tenantB, start: 11, end: 12 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 11, 12)), deniedWith: 'booking/dates-taken' } },
  { id: 'occupancy-overwrite-confirmed', operation: 'update', who: 'otherTenant', expected: 'deny', description: 'a confirmed day is never taken', action: write(...newBooking({ tenant: UID.tenantB, start: 20, end: 20 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 20, 20)), deniedWith: 'booking/dates-taken' } },
  { id: 'occupancy-take-expired', operation: 'update', who: 'otherTenant', expected: 'allow', description: 'a hold not validated within 24 hours can be taken by a new booking', action: write(...newBooking({ tenant: UID.tenantB, start: 40, end: 41 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 40, 41)) } },
  { id: 'occupancy-delete-on-cancel', operation: 'delete', who: 'tenantOwner', expected: 'allow', description: 'cancelling frees the days, in the same batch', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant' }), del(occ(L.a, 10)), del(occ(L.a, 11))), api: { run: ({ backend }) => backend.bookings.cancelBooking(B.pending) } },
  { id: 'occupancy-delete-without-cancel', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'days are freed only by a cancel or a reject', action: write(del(occ(L.a, 10))) },
  { id: 'occupancy-delete-other-tenant', operation: 'delete', who: 'otherTenant', expected: 'deny', description: "a tenant cannot free another tenant's days", action: write(del(occ(L.a, 10))) },
  { id: 'occupancy-delete-other-on-own-cancel', operation: 'delete', who: 'otherTenant', expected: 'deny', description: "cancelling one's own booking frees only its own days", action: write(update(bkg(B.otherPending), { status: 'cancelled', cancelledBy: 'tenant' }), del(occ(L.a, 10))) },
  { id: 'occupancy-delete-leftover-own', operation: 'delete', who: 'tenantOwner', expected: 'allow', description: 'a tenant frees a day left held by their cancelled booking', setup: { [occ(L.a, 30)]: held(B.cancelled, ago(72 * HOUR)) }, action: write(del(occ(L.a, 30))) },
  { id: 'occupancy-delete-leftover-other', operation: 'delete', who: 'otherTenant', expected: 'deny', description: "only the booking's own tenant frees its days, even once it is cancelled", setup: { [occ(L.a, 30)]: held(B.cancelled, ago(72 * HOUR)) }, action: write(del(occ(L.a, 30))) },
  { id: 'occupancy-delete-on-reject', operation: 'delete', who: 'admin', expected: 'allow', description: 'rejecting frees the days, in the same batch', action: write(update(bkg(B.pending), { status: 'rejected' }), del(occ(L.a, 10)), del(occ(L.a, 11))), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.pending) } },
  { id: 'occupancy-delete-admin-alone', operation: 'delete', who: 'admin', expected: 'deny', description: 'the admin frees days only by rejecting their booking', action: write(del(occ(L.a, 10))) },
  { id: 'occupancy-confirm-admin', operation: 'update', who: 'admin', expected: 'allow', description: 'confirming marks the days confirmed, in the same batch', action: write(update(bkg(B.pending), { status: 'confirmed' }), set(occ(L.a, 10), { bookingId: B.pending, status: 'confirmed', createdAt: SERVER_TIME }), set(occ(L.a, 11), { bookingId: B.pending, status: 'confirmed', createdAt: SERVER_TIME })), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.pending) } },
  { id: 'occupancy-confirm-admin-missing-day', operation: 'create', who: 'admin', expected: 'allow', description: 'confirming also writes a day whose hold is missing', setup: { [occ(L.a, 11)]: null }, action: write(update(bkg(B.pending), { status: 'confirmed' }), set(occ(L.a, 10), { bookingId: B.pending, status: 'confirmed', createdAt: SERVER_TIME }), set(occ(L.a, 11), { bookingId: B.pending, status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-confirm-over-expired', operation: 'update', who: 'admin', expected: 'allow', description: 'confirming may take over a hold that expired', setup: { [bkg('bkg-late')]: bookingDoc({ tenant: UID.tenantB, listing: L.a, start: 40, end: 40, createdAt: ago(HOUR) }) }, action: write(update(bkg('bkg-late'), { status: 'confirmed' }), set(occ(L.a, 40), { bookingId: 'bkg-late', status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-confirm-over-held', operation: 'update', who: 'admin', expected: 'deny', description: "even the admin cannot confirm over another booking's live hold", setup: { [bkg('bkg-late')]: bookingDoc({ tenant: UID.tenantB, listing: L.a, start: 10, end: 10, createdAt: ago(HOUR) }) }, action: write(update(bkg('bkg-late'), { status: 'confirmed' }), set(occ(L.a, 10), { bookingId: 'bkg-late', status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-confirm-not-confirmed', operation: 'update', who: 'admin', expected: 'deny', description: 'a day is confirmed only with its booking', action: write(set(occ(L.a, 10), { bookingId: B.pending, status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-confirm-host', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host does not confirm days', action: write(set(occ(L.a, 10), { bookingId: B.pending, status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-update-visitor', operation: 'update', who: 'visitor', expected: 'deny', description: 'a visitor changes no day', action: write(set(occ(L.a, 40), held('bkg-ghost', SERVER_TIME))) },
  // Each condition of the occupancy rules matters (tests/rules/mutation.emulator.test.ts).
  { id: 'occupancy-create-not-a-day', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a hold is on a calendar day (YYYY-MM-DD), even one sorting inside the stay', action: write(...newBooking({}), set(`listings/${L.a}/occupancy/${day(50)}-bis`, held('bkg-new', SERVER_TIME))) },
  { id: 'occupancy-create-before-start', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no hold on the day before the stay', action: write(...newBooking({}, { holdDays: [49, 50, 51, 52] })) },
  { id: 'occupancy-create-extra-other-listing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a valid booking does not hold days of another listing', action: write(...newBooking({}), set(occ(L.b, 50), held('bkg-new', SERVER_TIME))) },
  { id: 'occupancy-create-monthly-hold', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental holds no calendar day', action: write(...fixedMonthly(), set(occ(L.a, 70), held('bkg-new', SERVER_TIME))) },
  { id: 'occupancy-create-numeric-booking-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the bookingId of a hold is text', action: write(set(bkg('123'), bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 50, end: 52 })), set(occ(L.a, 50), held('123', SERVER_TIME)), set(occ(L.a, 51), { ...held('123', SERVER_TIME), bookingId: 123 }), set(occ(L.a, 52), held('123', SERVER_TIME)), quotaWrite(UID.tenantA, '123')) },
  { id: 'occupancy-create-middle-confirmed', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a tenant writes held days only, in the middle of the stay too', action: write(...newBooking({}, { holdDays: [50, 52] }), set(occ(L.a, 51), { bookingId: 'bkg-new', status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-take-almost-expired', operation: 'update', who: 'otherTenant', expected: 'deny', description: 'a hold of 23 h 30 still blocks the day (24 hours)', setup: { [bkg('bkg-old')]: bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 44, end: 44, createdAt: ago(23.5 * HOUR) }), [occ(L.a, 44)]: held('bkg-old', ago(23.5 * HOUR)) }, action: write(...newBooking({ tenant: UID.tenantB, start: 44, end: 44 })) },
  { id: 'occupancy-update-expired-alone', operation: 'update', who: 'otherTenant', expected: 'deny', description: 'an expired hold is taken only by a new booking, in the same write', action: write(set(occ(L.a, 40), held('bkg-ghost', SERVER_TIME))) },
  { id: 'occupancy-create-confirmed-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'only the admin writes a confirmed day, even for a confirmed booking', setup: { [occ(L.a, 20)]: null }, action: write(set(occ(L.a, 20), { bookingId: B.confirmed, status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-update-confirmed-tenant', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'only the admin rewrites a confirmed day', action: write(set(occ(L.a, 20), { bookingId: B.confirmed, status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-create-confirmed-admin-ghost', operation: 'create', who: 'admin', expected: 'deny', description: 'the admin confirms a day only with its booking', action: write(set(occ(L.a, 50), { bookingId: 'bkg-ghost', status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-confirm-extra-field', operation: 'update', who: 'admin', expected: 'deny', description: 'a confirmed day carries no personal data either', action: write(update(bkg(B.pending), { status: 'confirmed' }), set(occ(L.a, 10), { bookingId: B.pending, status: 'confirmed', createdAt: SERVER_TIME, tenantName: fullName(UID.tenantA) })) },
  { id: 'occupancy-confirm-outside-range', operation: 'create', who: 'admin', expected: 'deny', description: 'confirming marks the days of the booking only', action: write(update(bkg(B.pending), { status: 'confirmed' }), set(occ(L.a, 12), { bookingId: B.pending, status: 'confirmed', createdAt: SERVER_TIME })) },
  { id: 'occupancy-delete-rejected-admin', operation: 'delete', who: 'admin', expected: 'allow', description: 'the admin frees a day left by a rejected booking', setup: REJECTED_LEFTOVER, action: write(del(occ(L.a, 33))) },
  { id: 'occupancy-delete-rejected-tenant', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'the days of a rejected booking are freed by the admin, not its tenant', setup: REJECTED_LEFTOVER, action: write(del(occ(L.a, 33))) },
]);

// One case per line: the matrix reads as a table.
// prettier-ignore
const BOOKINGS = group('bookings', [
  { id: 'bookings-get-tenant', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'a tenant reads their booking', action: get(bkg(B.pending)) },
  { id: 'bookings-get-host', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'the host reads a booking of their listing', action: get(bkg(B.pending)) },
  { id: 'bookings-get-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin reads every booking', action: get(bkg(B.pending)) },
  { id: 'bookings-get-other-tenant', operation: 'get', who: 'otherTenant', expected: 'deny', description: "a tenant cannot read someone else's booking", action: get(bkg(B.pending)) },
  { id: 'bookings-get-other-host', operation: 'get', who: 'otherHost', expected: 'deny', description: "a host cannot read another host's booking", action: get(bkg(B.pending)) },
  { id: 'bookings-get-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'a visitor reads no booking', action: get(bkg(B.pending)) },
  { id: 'bookings-list-tenant-own', operation: 'list', who: 'tenantOwner', expected: 'allow', description: 'Mes réservations: by tenantId', action: list('bookings', ['tenantId', '==', UID.tenantA]), api: { run: ({ backend }) => backend.bookings.listBookingsForUser(UID.tenantA, 'tenant') } },
  { id: 'bookings-list-tenant-other', operation: 'list', who: 'tenantOwner', expected: 'deny', description: "a tenant cannot list another tenant's bookings", action: list('bookings', ['tenantId', '==', UID.tenantB]), api: { run: ({ backend }) => backend.bookings.listBookingsForUser(UID.tenantB, 'tenant') } },
  { id: 'bookings-list-host-own', operation: 'list', who: 'hostOwner', expected: 'allow', description: 'the host dashboard: by hostId', action: list('bookings', ['hostId', '==', UID.hostA]), api: { run: ({ backend }) => backend.bookings.listBookingsForUser(UID.hostA, 'host') } },
  { id: 'bookings-list-host-other', operation: 'list', who: 'otherHost', expected: 'deny', description: "a host cannot list another host's bookings", action: list('bookings', ['hostId', '==', UID.hostA]), api: { run: ({ backend }) => backend.bookings.listBookingsForUser(UID.hostA, 'host') } },
  { id: 'bookings-list-listing', operation: 'list', who: 'otherTenant', expected: 'deny', description: 'the booking form cannot query the bookings of a listing (it reads occupancy)', action: list('bookings', ['listingId', '==', L.a]) },
  { id: 'bookings-list-visitor', operation: 'list', who: 'visitor', expected: 'deny', description: 'a visitor lists no booking', action: list('bookings') },
  { id: 'bookings-list-admin', operation: 'list', who: 'admin', expected: 'allow', description: 'the admin lists bookings waiting for a decision', action: list('bookings', ['status', '==', 'pending_admin']), api: { run: async ({ admin }) => { const s = await admin(); await s.listBookings(['pending_admin']); await s.listPendingRequests({ pageSize: 5 }); } } },
  { id: 'bookings-create-daily', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a tenant books days, priced from the listing, with its holds', action: write(...newBooking({})), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)) } },
  { id: 'bookings-create-today', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'today (in Morocco) can be booked', action: write(...newBooking({ start: 0, end: 0 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 0, 0)) } },
  { id: 'bookings-create-minimum-met', operation: 'create', who: 'otherTenant', expected: 'allow', description: "a stay of the listing's minimum duration", action: write(...newBooking({ tenant: UID.tenantB, listing: L.b, start: 50, end: 51 })) },
  { id: 'bookings-create-90-days', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'the longest daily stay, 90 days: 91 documents in one write, within the rules\' document-access limits', action: write(...newBooking({ start: 100, end: 189 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 100, 189)) } },
  { id: 'bookings-create-monthly-indefinite', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'an indefinite monthly rental: one month, no held days', action: write(...newBooking({ rental: 'monthly', start: 70, end: null })), api: { run: ({ backend }) => backend.bookings.createBooking({ listingId: L.a, rentalType: 'monthly', startDate: day(70), endDate: null, isIndefinite: true }) } },
  { id: 'bookings-create-monthly-fixed', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a fixed monthly rental: months started x monthly price', action: write(set(bkg('bkg-new'), bookingDoc({ tenant: UID.tenantA, listing: L.a, rental: 'monthly', start: 70, end: 70 }, { endDate: addDays(addMonths(day(70), 2), -1), monthlyEndDate: addDays(addMonths(day(70), 2), -1), totalPrice: 8000 })), quotaWrite(UID.tenantA, 'bkg-new')), api: { run: ({ backend }) => backend.bookings.createBooking({ listingId: L.a, rentalType: 'monthly', startDate: day(70), endDate: addDays(addMonths(day(70), 2), -1), isIndefinite: false }) } },
  { id: 'bookings-create-middle-days-unchecked', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'KNOWN LIMIT: rules check the first and last held days only; the product transaction writes the rest (SECURITY.md)', action: write(...newBooking({}, { holdDays: [50, 52] })) },
  { id: 'bookings-create-start-not-held', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the first day is held for the booking in the same write', action: write(...newBooking({}, { holdDays: [51, 52] })) },
  { id: 'bookings-create-end-not-held', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the last day is held for the booking in the same write', action: write(...newBooking({}, { holdDays: [50, 51] })) },
  { id: 'bookings-create-for-other-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking is created by its own tenant only', action: write(...newBooking({ tenant: UID.tenantB })) },
  { id: 'bookings-create-confirmed', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking starts pending_admin, not confirmed', action: write(...newBooking({ status: 'confirmed' })) },
  { id: 'bookings-create-pending', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking starts pending_admin, not pending', action: write(...newBooking({ status: 'pending' })) },
  { id: 'bookings-create-negative-price', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no negative price', action: write(...newBooking({}, { extra: { totalPrice: -600 } })) },
  { id: 'bookings-create-tampered-price', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the price is days x pricePerDay, not what the client says', action: write(...newBooking({}, { extra: { totalPrice: 100 } })) },
  { id: 'bookings-create-price-string', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'wrong field types are refused (price as text)', action: write(...newBooking({}, { extra: { totalPrice: '600' } })) },
  { id: 'bookings-create-cancelled-by', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a new booking says no one cancelled it', action: write(...newBooking({}, { extra: { cancelledBy: 'tenant' } })) },
  { id: 'bookings-create-tampered-monthly', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the monthly price is the listing's", action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { monthlyPrice: 1000, totalPrice: 1000 } })) },
  { id: 'bookings-create-monthly-from-31st', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a month from the 31st runs to the last day of a shorter month: one month', action: write(set(bkg('bkg-new'), bookingDoc({ tenant: UID.tenantA, listing: L.a, rental: 'monthly', start: FROM_31ST, end: FROM_31ST }, { endDate: monthsEnd(day(FROM_31ST), 1), monthlyEndDate: monthsEnd(day(FROM_31ST), 1), totalPrice: 4000 })), quotaWrite(UID.tenantA, 'bkg-new')), api: { run: ({ backend }) => backend.bookings.createBooking({ listingId: L.a, rentalType: 'monthly', startDate: day(FROM_31ST), endDate: monthsEnd(day(FROM_31ST), 1), isIndefinite: false }) } },
  { id: 'bookings-create-monthly-from-31st-two-months', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a month from the 31st to the last day of a shorter month is not priced as two', action: write(set(bkg('bkg-new'), bookingDoc({ tenant: UID.tenantA, listing: L.a, rental: 'monthly', start: FROM_31ST, end: FROM_31ST }, { endDate: monthsEnd(day(FROM_31ST), 1), monthlyEndDate: monthsEnd(day(FROM_31ST), 1), totalPrice: 8000 })), quotaWrite(UID.tenantA, 'bkg-new')) },
  { id: 'bookings-create-monthly-short-price', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'two months are not priced as one', action: write(set(bkg('bkg-new'), bookingDoc({ tenant: UID.tenantA, listing: L.a, rental: 'monthly', start: 70, end: 70 }, { endDate: addDays(addMonths(day(70), 2), -1), monthlyEndDate: addDays(addMonths(day(70), 2), -1), totalPrice: 4000 })), quotaWrite(UID.tenantA, 'bkg-new')) },
  { id: 'bookings-create-wrong-host', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "hostId is the listing's host", action: write(...newBooking({}, { extra: { hostId: UID.hostB } })) },
  { id: 'bookings-create-wrong-title', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the display data is the listing's (title)", action: write(...newBooking({}, { extra: { listingTitle: 'Palais royal' } })) },
  { id: 'bookings-create-fake-name', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "tenantName is the tenant's own name", action: write(...newBooking({}, { extra: { tenantName: 'Karim El Amrani' } })) },
  { id: 'bookings-create-unknown-field', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'unknown fields are refused (discount)', action: write(...newBooking({}, { extra: { discount: 50 } })) },
  { id: 'bookings-create-client-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'createdAt is the server time (the 24-hour window cannot be stretched)', action: write(...newBooking({}, { extra: { createdAt: new At(7 * DAY) } })) },
  { id: 'bookings-create-unapproved', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'an unapproved listing cannot be booked', action: write(...newBooking({ listing: L.aDraft })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.aDraft, 50, 52)) } },
  { id: 'bookings-create-host', operation: 'create', who: 'otherHost', expected: 'deny', description: 'a host does not book (another host\'s listing)', action: write(...newBooking({ tenant: UID.hostB })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)), deniedWith: 'booking/not-tenant' } },
  { id: 'bookings-create-own-listing', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a host does not book their own listing', action: write(...newBooking({ tenant: UID.hostA })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)), deniedWith: 'booking/own-listing' } },
  { id: 'bookings-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor books nothing', action: write(...newBooking({})), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)) } },
  { id: 'bookings-create-no-holds', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a daily booking holds its days in the same write', action: write(...newBooking({}, { holdDays: [] })) },
  { id: 'bookings-create-past', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no booking starting in the past', action: write(...newBooking({ start: -2, end: -1 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, -2, -1)), deniedWith: 'invalid-argument' } },
  { id: 'bookings-create-under-minimum', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "a stay shorter than the listing's minimum duration", action: write(...newBooking({ listing: L.b, start: 50, end: 50 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.b, 50, 50)), deniedWith: 'invalid-argument' } },
  { id: 'bookings-create-over-90-days', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a daily stay is at most 90 days', action: write(...newBooking({ start: 100, end: 190 }, { holdDays: [100, 190] })) },
  { id: 'bookings-create-end-before-start', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the end is not before the start', action: write(set(bkg('bkg-new'), bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 52, end: 52 }, { startDate: day(52), endDate: day(50), totalPrice: 200 })), set(occ(L.a, 52), held('bkg-new', SERVER_TIME)), set(occ(L.a, 50), held('bkg-new', SERVER_TIME)), quotaWrite(UID.tenantA, 'bkg-new')) },
  { id: 'bookings-cancel-pending', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a tenant cancels their booking while it waits for the admin', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant' })), api: { run: ({ backend }) => backend.bookings.cancelBooking(B.pending) } },
  { id: 'bookings-cancel-pending-unsigned', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant cancelling says it was them (cancelledBy)', action: write(update(bkg(B.pending), { status: 'cancelled' })) },
  { id: 'bookings-cancel-pending-as-admin', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant does not say Maktabi cancelled', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'admin' })) },
  { id: 'bookings-cancelled-by-later', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'who cancelled is written with the cancellation, never after', setup: { [bkg(B.cancelled)]: bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 30, end: 31, status: 'cancelled', createdAt: ago(72 * HOUR) }, { cancelledBy: 'tenant' }) }, action: write(update(bkg(B.cancelled), { cancelledBy: 'admin' })) },
  { id: 'bookings-cancel-confirmed', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'no cancel from confirmed', action: write(update(bkg(B.confirmed), { status: 'cancelled', cancelledBy: 'tenant' })), api: { run: ({ backend }) => backend.bookings.cancelBooking(B.confirmed), deniedWith: 'booking/invalid-state' } },
  { id: 'bookings-cancel-confirmed-as-admin', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant does not cancel a confirmed booking by saying Maktabi did', action: write(update(bkg(B.confirmed), { status: 'cancelled', cancelledBy: 'admin' })) },
  { id: 'bookings-cancel-other-tenant', operation: 'update', who: 'otherTenant', expected: 'deny', description: "a tenant cannot cancel someone else's booking", action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant' })), api: { run: ({ backend }) => backend.bookings.cancelBooking(B.pending) } },
  { id: 'bookings-cancel-host', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host does not cancel a tenant\'s booking', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant' })) },
  { id: 'bookings-tenant-confirms', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant cannot confirm their own booking', action: write(update(bkg(B.pending), { status: 'confirmed' })) },
  { id: 'bookings-tenant-confirms-signed', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'saying it was them lets a tenant cancel, not confirm', action: write(update(bkg(B.pending), { status: 'confirmed', cancelledBy: 'tenant' })) },
  { id: 'bookings-tenant-changes-price', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant cannot lower the price afterwards', action: write(update(bkg(B.pending), { totalPrice: 1 })) },
  { id: 'bookings-cancel-and-move', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a cancel changes the status only', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant', endDate: day(19) })) },
  { id: 'bookings-host-confirms', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'only the admin confirms (not the host)', action: write(update(bkg(B.pending), { status: 'confirmed' })) },
  { id: 'bookings-admin-confirm', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin confirms within 24 hours', action: write(update(bkg(B.pending), { status: 'confirmed' })), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.pending) } },
  { id: 'bookings-admin-reject', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin rejects within 24 hours', action: write(update(bkg(B.pending), { status: 'rejected' })), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.pending) } },
  // Refuser may say why (docs/decisions.md "Refusing a booking"): 1 to 500 characters, trimmed
  { id: 'bookings-admin-reject-reason', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin rejects and says why', action: write(update(bkg(B.pending), { status: 'rejected', rejectionReason: 'Dates indisponibles.' })), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.pending, '  Dates indisponibles.\n') } },
  { id: 'bookings-admin-reject-reason-bounds', operation: 'update', who: 'admin', expected: 'allow', description: 'a reason of 500 characters is kept', action: write(update(bkg(B.pending), { status: 'rejected', rejectionReason: 'é'.repeat(500) })), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.pending, 'é'.repeat(500)) } },
  { id: 'bookings-admin-reject-reason-one', operation: 'update', who: 'admin', expected: 'allow', description: 'a reason of one character is kept', action: write(update(bkg(B.pending), { status: 'rejected', rejectionReason: '?' })) },
  { id: 'bookings-admin-reject-reason-long', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason over 500 characters is refused', action: write(update(bkg(B.pending), { status: 'rejected', rejectionReason: 'é'.repeat(501) })), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.pending, 'é'.repeat(501)), deniedWith: 'invalid-argument' } },
  { id: 'bookings-admin-reject-reason-empty', operation: 'update', who: 'admin', expected: 'deny', description: 'an empty reason is left out, not written', action: write(update(bkg(B.pending), { status: 'rejected', rejectionReason: '' })) },
  { id: 'bookings-admin-reject-reason-untrimmed', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason is written trimmed', action: write(update(bkg(B.pending), { status: 'rejected', rejectionReason: ' Dates indisponibles.' })) },
  { id: 'bookings-admin-reject-reason-number', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason is text', action: write(update(bkg(B.pending), { status: 'rejected', rejectionReason: 5 })) },
  { id: 'bookings-admin-confirm-reason', operation: 'update', who: 'admin', expected: 'deny', description: 'only a refusal says why', action: write(update(bkg(B.pending), { status: 'confirmed', rejectionReason: 'Dates indisponibles.' })) },
  { id: 'bookings-tenant-cancel-reason', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the tenant cancels without writing a refusal reason', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant', rejectionReason: 'Dates indisponibles.' })) },
  { id: 'bookings-admin-confirm-monthly', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin confirms a monthly rental', action: write(update(bkg(B.monthly), { status: 'confirmed' })), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.monthly) } },
  { id: 'bookings-admin-confirm-expired', operation: 'update', who: 'admin', expected: 'deny', description: 'no confirm after 24 hours', action: write(update(bkg(B.stale), { status: 'confirmed' })), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.stale), deniedWith: 'booking/expired' } },
  { id: 'bookings-admin-reject-expired', operation: 'update', who: 'admin', expected: 'deny', description: 'no reject after 24 hours either', action: write(update(bkg(B.stale), { status: 'rejected' })), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.stale), deniedWith: 'booking/expired' } },
  { id: 'bookings-admin-confirm-cancelled', operation: 'update', who: 'admin', expected: 'deny', description: 'a cancelled booking stays cancelled', action: write(update(bkg(B.cancelled), { status: 'confirmed' })), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.cancelled), deniedWith: 'booking/invalid-state' } },
  { id: 'bookings-admin-cancel', operation: 'update', who: 'admin', expected: 'deny', description: 'the admin confirms or rejects, nothing else', action: write(update(bkg(B.pending), { status: 'cancelled' })) },
  { id: 'bookings-admin-changes-price', operation: 'update', who: 'admin', expected: 'deny', description: 'a decision changes the status only', action: write(update(bkg(B.pending), { status: 'confirmed', totalPrice: 1 })) },
  { id: 'bookings-update-visitor', operation: 'update', who: 'visitor', expected: 'deny', description: 'a visitor changes no booking', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant' })) },
  { id: 'bookings-delete-tenant', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'bookings are never deleted (history)', action: write(del(bkg(B.cancelled))) },
  { id: 'bookings-delete-admin', operation: 'delete', who: 'admin', expected: 'deny', description: 'not even by the admin', action: write(del(bkg(B.cancelled))) },
  // Each condition of a booking matters (tests/rules/mutation.emulator.test.ts).
  { id: 'bookings-create-days-held-for-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the first and last days are held for this booking, not for another one', action: write(set(bkg('bkg-new'), bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 50, end: 52 })), ...newBooking({ id: 'bkg-new2' })) },
  { id: 'bookings-create-start-confirmed-leftover', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the first day is held (a confirmed day, even with this id, is not a hold)', setup: { [occ(L.a, 50)]: { bookingId: 'bkg-new', status: 'confirmed', createdAt: ago(HOUR) } }, action: write(...newBooking({}, { holdDays: [51, 52] })) },
  { id: 'bookings-create-daily-indefinite-null', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a daily booking says isIndefinite: false', action: write(...newBooking({}, { extra: { isIndefinite: null } })) },
  { id: 'bookings-create-daily-monthly-price', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a daily booking has no monthly price', action: write(...newBooking({}, { extra: { monthlyPrice: 4000 } })) },
  { id: 'bookings-create-daily-monthly-end', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a daily booking has no monthly end date', action: write(...newBooking({}, { extra: { monthlyEndDate: day(52) } })) },
  { id: 'bookings-create-wrong-address', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the display data is the listing's (address)", action: write(...newBooking({}, { extra: { listingAddress: 'Ailleurs' } })) },
  { id: 'bookings-create-wrong-city', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the display data is the listing's (city)", action: write(...newBooking({}, { extra: { listingCity: 'Paris' } })) },
  { id: 'bookings-create-approval-null', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'only a listing with isApproved == true is booked (not a missing approval)', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { isApproved: null }) }, action: write(...newBooking({})) },
  { id: 'bookings-create-own-listing-tenant', operation: 'create', who: 'otherTenant', expected: 'deny', description: 'nobody books their own listing, whatever their role', setup: { [lst(L.b)]: listingDoc(UID.tenantB, listingFacts(L.b)) }, action: write(...newBooking({ tenant: UID.tenantB, listing: L.b, start: 50, end: 51 }, { extra: { hostId: UID.tenantB } })) },
  { id: 'bookings-create-monthly-tampered-monthly-price', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the monthly price is the listing's, even when the total is right", action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { monthlyPrice: 1000 } })) },
  { id: 'bookings-create-indefinite-end-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'an indefinite rental has no end date', action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { endDate: day(99) } })) },
  { id: 'bookings-create-indefinite-monthly-end', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'an indefinite rental has no monthly end date', action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { monthlyEndDate: day(99) } })) },
  { id: 'bookings-create-indefinite-two-months', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'an indefinite rental is priced one month', action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { totalPrice: 8000 } })) },
  { id: 'bookings-create-monthly-for-other-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental too is created by its own tenant only', action: write(...newBooking({ rental: 'monthly', start: 70, end: null, tenant: UID.tenantB }, { extra: { tenantName: fullName(UID.tenantA) } })) },
  { id: 'bookings-create-monthly-confirmed', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental starts pending_admin too', action: write(...newBooking({ rental: 'monthly', start: 70, end: null, status: 'confirmed' })) },
  { id: 'bookings-create-monthly-client-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental is stamped with the server time too', action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { createdAt: new At(7 * DAY) } })) },
  { id: 'bookings-create-unknown-rental-type', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a rental is daily or monthly', action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { rentalType: 'weekly' } })) },
  { id: 'bookings-create-unpadded-start', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the start date is written YYYY-MM-DD', action: write(...newBooking({ rental: 'monthly', start: UNPADDED_START.offset, end: null }, { extra: { startDate: UNPADDED_START.text } })) },
  { id: 'bookings-create-fixed-indefinite-null', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a fixed monthly rental says isIndefinite: false', action: write(...fixedMonthly({ isIndefinite: null })) },
  { id: 'bookings-create-fixed-same-day', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a fixed monthly rental ends after it starts', action: write(...fixedMonthly({ endDate: day(70), monthlyEndDate: day(70), totalPrice: 4000 })) },
  { id: 'bookings-create-fixed-no-monthly-end', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a fixed monthly rental repeats its end date as monthlyEndDate', action: write(...fixedMonthly({ monthlyEndDate: null })) },
  { id: 'bookings-create-fixed-unpadded-end', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the end date is written YYYY-MM-DD', action: write(...fixedMonthly({ endDate: UNPADDED_END.text, monthlyEndDate: UNPADDED_END.text, totalPrice: 4000 * months(day(70), day(UNPADDED_END.offset)) })) },
  { id: 'bookings-create-fixed-over-max-price', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking costs at most 1 000 000 000 (here 143 months at 6 993 007: 1 000 000 001)', setup: { [lst(L.a)]: listingDoc(UID.hostA, { ...listingFacts(L.a), pricePerMonth: 6_993_007 }) }, action: write(...fixedMonthly({ endDate: addDays(addMonths(day(70), 143), -1), monthlyEndDate: addDays(addMonths(day(70), 143), -1), monthlyPrice: 6_993_007, totalPrice: 1_000_000_001 })) },
  { id: 'bookings-admin-confirm-rejected', operation: 'update', who: 'admin', expected: 'deny', description: 'a rejected booking stays rejected, even within 24 hours', setup: { [bkg('bkg-rejected')]: bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 33, end: 33, status: 'rejected', createdAt: ago(HOUR) }) }, action: write(update(bkg('bkg-rejected'), { status: 'confirmed' })) },
  { id: 'bookings-admin-confirm-just-expired', operation: 'update', who: 'admin', expected: 'deny', description: 'no confirm at 24 h 30 (24 hours)', setup: { [bkg('bkg-late')]: bookingDoc({ tenant: UID.tenantB, listing: L.a, start: 45, end: 45, createdAt: ago(24.5 * HOUR) }) }, action: write(update(bkg('bkg-late'), { status: 'confirmed' })) },
]);

const listingPhoto = (listingId: string, name = '1_salle.jpg') => `listings/${listingId}/${name}`;
const profilePhoto = (uid: string, name = 'profile_moi.png') => `users/${uid}/${name}`;

// One case per line: the matrix reads as a table.
// prettier-ignore
const STORAGE = group('storage', [
  { id: 'storage-upload-listing-jpeg', operation: 'upload', who: 'hostOwner', expected: 'allow', description: 'a host uploads a JPEG into their own listing', action: upload(listingPhoto(L.a), 'image/jpeg', 200 * KB), api: { run: ({ backend, file }) => backend.storage.uploadListingImages(L.a, [[{ width: 480, file: file('salle.jpg', 'image/jpeg', 2 * KB) }]]) } },
  { id: 'storage-upload-listing-png', operation: 'upload', who: 'hostOwner', expected: 'allow', description: 'PNG is accepted', action: upload(listingPhoto(L.a, '2_plan.png'), 'image/png', 10 * KB) },
  { id: 'storage-upload-listing-webp', operation: 'upload', who: 'hostOwner', expected: 'allow', description: 'WebP is accepted', action: upload(listingPhoto(L.aDraft, '0_vue.webp'), 'image/webp', 10 * KB) },
  { id: 'storage-upload-listing-under-5mb', operation: 'upload', who: 'hostOwner', expected: 'allow', description: 'just under 5 MB is accepted', action: upload(listingPhoto(L.a, '3_grand.jpg'), 'image/jpeg', 5 * MB - 1) },
  { id: 'storage-upload-listing-5mb', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'exactly 5 MB is refused (strictly under 5 MB)', action: upload(listingPhoto(L.a, '3_grand.jpg'), 'image/jpeg', 5 * MB) },
  { id: 'storage-upload-listing-over-5mb', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'over 5 MB is refused', action: upload(listingPhoto(L.a, '3_enorme.jpg'), 'image/jpeg', 5 * MB + 100 * KB), api: { run: ({ backend, file }) => backend.storage.uploadListingImages(L.a, [[{ width: 480, file: file('enorme.jpg', 'image/jpeg', 5 * MB + 100 * KB) }]]) } },
  { id: 'storage-upload-listing-pdf', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'a PDF is not an image', action: upload(listingPhoto(L.a, '4_contrat.pdf'), 'application/pdf', 10 * KB), api: { run: ({ backend, file }) => backend.storage.uploadListingImages(L.a, [[{ width: 480, file: file('contrat.pdf', 'application/pdf', KB) }]]) } },
  { id: 'storage-upload-listing-svg', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'no SVG (it can carry scripts)', action: upload(listingPhoto(L.a, '4_logo.svg'), 'image/svg+xml', KB) },
  { id: 'storage-upload-listing-gif', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'images are JPEG, PNG or WebP only', action: upload(listingPhoto(L.a, '4_anim.gif'), 'image/gif', KB) },
  { id: 'storage-upload-listing-html', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'no HTML disguised by its name', action: upload(listingPhoto(L.a, '4_page.jpg'), 'text/html', KB) },
  { id: 'storage-upload-listing-bad-name', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'listing photos are named {index}_{name}', action: upload(listingPhoto(L.a, 'facade.jpg'), 'image/jpeg', KB) },
  { id: 'storage-upload-other-host', operation: 'upload', who: 'otherHost', expected: 'deny', description: "a host cannot upload into another host's listing", action: upload(listingPhoto(L.a), 'image/jpeg', 10 * KB), api: { run: ({ backend, file }) => backend.storage.uploadListingImages(L.a, [[{ width: 480, file: file('salle.jpg', 'image/jpeg', KB) }]]) } },
  { id: 'storage-upload-listing-tenant', operation: 'upload', who: 'tenantOwner', expected: 'deny', description: 'a tenant uploads no listing photo', action: upload(listingPhoto(L.a), 'image/jpeg', 10 * KB) },
  { id: 'storage-upload-listing-visitor', operation: 'upload', who: 'visitor', expected: 'deny', description: 'a visitor uploads nothing', action: upload(listingPhoto(L.a), 'image/jpeg', 10 * KB) },
  { id: 'storage-upload-listing-missing', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'no upload into a listing that does not exist', action: upload(listingPhoto('lst-nowhere'), 'image/jpeg', 10 * KB) },
  { id: 'storage-upload-listing-admin', operation: 'upload', who: 'admin', expected: 'deny', description: 'the admin uploads no listing photo', action: upload(listingPhoto(L.a), 'image/jpeg', 10 * KB) },
  { id: 'storage-upload-profile-own', operation: 'upload', who: 'tenantOwner', expected: 'allow', description: 'a user uploads their own profile photo', action: upload(profilePhoto(UID.tenantA), 'image/png', 50 * KB), api: { run: ({ backend, file }) => backend.storage.uploadProfilePhoto(UID.tenantA, file('moi.png', 'image/png', KB)) } },
  { id: 'storage-upload-profile-other', operation: 'upload', who: 'otherTenant', expected: 'deny', description: "nobody uploads into someone else's profile folder", action: upload(profilePhoto(UID.tenantA), 'image/png', 50 * KB), api: { run: ({ backend, file }) => backend.storage.uploadProfilePhoto(UID.tenantA, file('moi.png', 'image/png', KB)) } },
  { id: 'storage-upload-profile-big', operation: 'upload', who: 'tenantOwner', expected: 'deny', description: 'a profile photo is under 5 MB too', action: upload(profilePhoto(UID.tenantA), 'image/jpeg', 6 * MB) },
  { id: 'storage-upload-profile-text', operation: 'upload', who: 'tenantOwner', expected: 'deny', description: 'a profile photo is an image', action: upload(profilePhoto(UID.tenantA, 'profile_cv.txt'), 'text/plain', KB), api: { run: ({ backend, file }) => backend.storage.uploadProfilePhoto(UID.tenantA, file('cv.txt', 'text/plain', KB)) } },
  { id: 'storage-upload-profile-name', operation: 'upload', who: 'tenantOwner', expected: 'deny', description: 'profile photos are named profile_{name}', action: upload(profilePhoto(UID.tenantA, 'avatar.png'), 'image/png', KB) },
  { id: 'storage-upload-profile-visitor', operation: 'upload', who: 'visitor', expected: 'deny', description: 'a visitor uploads no profile photo', action: upload(profilePhoto(UID.tenantA), 'image/png', KB) },
  { id: 'storage-upload-elsewhere', operation: 'upload', who: 'hostOwner', expected: 'deny', description: 'nothing outside listings/ and users/', action: upload('public/0_banniere.jpg', 'image/jpeg', KB) },
  { id: 'storage-get-listing-visitor', operation: 'get', who: 'visitor', expected: 'allow', description: 'listing photos are public', action: { kind: 'getFile', path: `listings/${L.a}/0_facade.jpg` } },
  { id: 'storage-get-profile-visitor', operation: 'get', who: 'visitor', expected: 'allow', description: 'profile photos are public', action: { kind: 'getFile', path: `users/${UID.tenantA}/profile_moi.jpg` } },
  { id: 'storage-delete-listing-owner', operation: 'delete', who: 'hostOwner', expected: 'allow', description: 'a host removes a photo of their listing', action: { kind: 'deleteFile', path: `listings/${L.a}/0_facade.jpg` } },
  { id: 'storage-delete-listing-other', operation: 'delete', who: 'otherHost', expected: 'deny', description: "a host cannot remove another host's photo", action: { kind: 'deleteFile', path: `listings/${L.a}/0_facade.jpg` } },
  { id: 'storage-delete-listing-visitor', operation: 'delete', who: 'visitor', expected: 'deny', description: 'a visitor removes nothing', action: { kind: 'deleteFile', path: `listings/${L.a}/0_facade.jpg` } },
  { id: 'storage-delete-profile-own', operation: 'delete', who: 'tenantOwner', expected: 'allow', description: 'a user removes their own profile photo', action: { kind: 'deleteFile', path: `users/${UID.tenantA}/profile_moi.jpg` } },
  { id: 'storage-delete-profile-other', operation: 'delete', who: 'otherTenant', expected: 'deny', description: "nobody removes someone else's profile photo", action: { kind: 'deleteFile', path: `users/${UID.tenantA}/profile_moi.jpg` } },
]);

// ================================================================================================
// Real-rules findings (issue "real rules", item 4): approved content frozen, typed and bounded
// lists, whole-MAD prices, the request counter against calendar hoarding, deleting a
// never-approved listing, private photos of unapproved listings. One block per finding.
// ================================================================================================

/** A download URL of Firebase Storage (production host) for a file of a listing's folder. */
const storageUrl = (
  listingId: string,
  file = '0_facade.jpg',
  bucket = 'maktabi-prod.appspot.com',
) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/listings%2F${listingId}%2F${file}?alt=media&token=0b6c3f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f`;
/** The same on the Storage emulator. */
const emulatorUrl = (listingId: string, bucket = 'demo-maktabi.appspot.com') =>
  `http://127.0.0.1:9199/v0/b/${bucket}/o/listings%2F${listingId}%2F1_vue.png?alt=media&token=5f1e2d3c-4b5a-4968-8776-655443322110`;
/** One photo in these widths (src/domain/photos.ts): its files' URLs, each marked #{width}w. */
const sized = (listingId: string, ...widths: number[]) =>
  widths.map((w) => `${storageUrl(listingId, `0_facade-${w}w.webp`)}#${w}w`).join('|');
const seedPhotos = (n: number) =>
  Array.from({ length: n }, (_, i) => `/seed/office-${String((i % 16) + 1).padStart(2, '0')}.svg`);
/** A demo illustration in these widths, as the seed stores it (scripts/gen-seed-photos.mjs). */
const seedSized = (n: number, ...widths: number[]) =>
  widths.map((w) => `/seed/office-${String(n).padStart(2, '0')}-${w}w.webp#${w}w`).join('|');
/** Listing ids, as both backends make them. */
const favouriteIds = (n: number) => Array.from({ length: n }, (_, i) => `lst-fav-${i}`);

/** L.a re-priced (setup): whole MAD, or a legacy decimal price written before this rule. */
const aPricedAt = (pricePerDay: number) => ({
  [lst(L.a)]: listingDoc(UID.hostA, { ...listingFacts(L.a), pricePerDay }),
});
/** A daily booking of L.a priced at `pricePerDay`, `days` days from day 50. */
const bookingAt = (pricePerDay: number, days: number) =>
  newBooking({ start: 50, end: 50 + days - 1 }, { extra: { totalPrice: pricePerDay * days } });

// A. What the public sees of an approved listing is frozen; lists are typed and bounded.
// prettier-ignore
const FINDING_A_LISTINGS = group('listings', [
  { id: 'listings-update-approved-title', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the title of an approved listing cannot change behind the admin (« Payez par virement direct… »)', action: write(update(lst(L.a), { title: 'Payez par virement direct au 06…' })), api: { run: ({ backend }) => backend.listings.updateListing(L.a, { title: 'Payez par virement direct au 06…' }) } },
  { id: 'listings-update-approved-description', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'nor its description', action: write(update(lst(L.a), { description: 'Contactez-moi hors plateforme.' })) },
  { id: 'listings-update-approved-photos', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'nor its photos, even valid ones', action: write(update(lst(L.a), { photos: [storageUrl(L.a)] })) },
  { id: 'listings-update-approved-location', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'nor its address', action: write(update(lst(L.a), { location: { address: '1 Rue Ailleurs, Anfa, Casablanca', city: 'Casablanca', coordinates: null } })) },
  { id: 'listings-update-approved-city-key', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'nor the city it is listed under', action: write(update(lst(L.a), { cityKey: 'rabat' })) },
  { id: 'listings-update-approved-place-keys', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'nor the places it is found under', action: write(update(lst(L.a), { placeKeys: ['casablanca', 'casablanca-maarif', 'maarif', 'casablanca-gauthier'] })) },
  { id: 'listings-update-old-without-place-keys', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a listing written before place keys existed still takes practical edits', setup: { [lst(L.a)]: (({ placeKeys: _k, ...rest }) => rest)(listingDoc(UID.hostA, listingFacts(L.a))) }, action: write(update(lst(L.a), { pricePerDay: 220 })) },
  // A listing written before place keys existed has only its city key to check (tests/rules/mutation)
  ...([
    ['allow', 'city', 'its host moves it to another city', { cityKey: 'rabat' }],
    ['deny', 'city-key-101', 'its city key is at most 100 characters', { cityKey: 'a'.repeat(101) }],
    ['deny', 'city-key-upper', 'its city key is lower-case letters, digits and spaces', { cityKey: 'Casablanca!' }],
  ] as const).map(([expected, key, what, data]): CaseWithoutCollection => ({ id: `listings-update-old-draft-${key}`, operation: 'update', who: 'hostOwner', expected, description: `an unapproved listing without place keys: ${what}`, setup: { [lst(L.aDraft)]: (({ placeKeys: _k, ...rest }) => rest)(listingDoc(UID.hostA, listingFacts(L.aDraft), { isApproved: false, approvedOnce: false })) }, action: write(update(lst(L.aDraft), data)) })),
  { id: 'listings-update-draft-place-keys-no-city', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an unapproved listing moved to Rabat is found under Rabat', action: write(update(lst(L.aDraft), { location: { address: 'Agdal, Rabat', city: 'Rabat', coordinates: null }, cityKey: 'rabat' })) },
  { id: 'listings-update-approved-price', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host still changes the price of an approved listing', action: write(update(lst(L.a), { pricePerDay: 220 })), api: { run: ({ backend }) => backend.listings.updateListing(L.a, { pricePerDay: 220 }) } },
  { id: 'listings-update-approved-amenities', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'and its amenities', action: write(update(lst(L.a), { amenities: ['Wi-Fi haut débit', 'Imprimante'] })) },
  { id: 'listings-update-suspended-title', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a suspended listing (not public) may be reworded before the admin approves it again', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { isApproved: false, approvedOnce: true }) }, action: write(update(lst(L.a), { title: 'Bureau rénové au Maârif' })) },
  { id: 'listings-update-draft-storage-photo', operation: 'update', who: 'hostOwner', expected: 'allow', description: "photos: download URLs of the listing's own Storage folder", action: write(update(lst(L.aDraft), { photos: [storageUrl(L.aDraft), storageUrl(L.aDraft, '1_salle-2.png')] })) },
  { id: 'listings-update-draft-emulator-photo', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the Storage emulator\'s URLs, for a demo- bucket', action: write(update(lst(L.aDraft), { photos: [emulatorUrl(L.aDraft)] })) },
  { id: 'listings-update-draft-seed-photos', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the demo\'s illustrations, 20 photos at most', action: write(update(lst(L.aDraft), { photos: seedPhotos(20) })) },
  { id: 'listings-update-draft-21-photos', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'not 21 photos', action: write(update(lst(L.aDraft), { photos: seedPhotos(21) })) },
  { id: 'listings-update-draft-any-url', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a photo is not any address on the web', action: write(update(lst(L.aDraft), { photos: ['https://evil.example/virement.jpg'] })) },
  { id: 'listings-update-draft-other-folder', operation: 'update', who: 'hostOwner', expected: 'deny', description: "nor a file of another listing's folder", action: write(update(lst(L.aDraft), { photos: [storageUrl(L.b)] })) },
  { id: 'listings-update-draft-emulator-real-bucket', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an emulator address only for a demo- bucket', action: write(update(lst(L.aDraft), { photos: [emulatorUrl(L.aDraft, 'maktabi-prod.appspot.com')] })) },
  { id: 'listings-update-draft-photo-number', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'every photo is a string (not 12)', action: write(update(lst(L.aDraft), { photos: ['/seed/office-01.svg', 12] })) },
  { id: 'listings-update-draft-two-in-one', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'one element is one address (two joined by a space are refused)', action: write(update(lst(L.aDraft), { photos: ['/seed/office-01.svg /seed/office-02.svg'] })) },
  { id: 'listings-update-draft-data-url', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'no inline data: image (SVG can carry scripts)', action: write(update(lst(L.aDraft), { photos: ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='] })) },
  { id: 'listings-update-draft-photo-widths', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a photo in 1 to 4 widths: its files\' URLs, each marked #{width}w, joined by |', action: write(update(lst(L.aDraft), { photos: [sized(L.aDraft, 480, 960, 1600), sized(L.aDraft, 480), sized(L.aDraft, 480, 960, 1280, 1600)] })) },
  { id: 'listings-update-draft-photo-widths-other-folder', operation: 'update', who: 'hostOwner', expected: 'deny', description: "every width is a file of this listing's folder (not one of another listing's)", action: write(update(lst(L.aDraft), { photos: [`${sized(L.aDraft, 480, 960)}|${storageUrl(L.b, '0_x-1600w.webp')}#1600w`] })) },
  { id: 'listings-update-draft-photo-widths-any-url', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'nor any address on the web among the widths', action: write(update(lst(L.aDraft), { photos: [`${sized(L.aDraft, 480)}|https://evil.example/x.webp#960w`] })) },
  { id: 'listings-update-draft-photo-widths-5', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'at most 4 widths in one photo', action: write(update(lst(L.aDraft), { photos: [sized(L.aDraft, 320, 480, 960, 1280, 1600)] })) },
  { id: 'listings-update-draft-photo-widths-unmarked', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'every width says its width (two plain addresses joined by | are refused)', action: write(update(lst(L.aDraft), { photos: [`${storageUrl(L.aDraft)}|${storageUrl(L.aDraft, '1_salle.jpg')}`] })) },
  { id: 'listings-update-draft-photo-widths-seed', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'widths are Storage files or the illustrations\' WebP widths (not their SVG marked #…w)', action: write(update(lst(L.aDraft), { photos: ['/seed/office-01.svg#480w|/seed/office-02.svg#960w'] })) },
  { id: 'listings-update-draft-seed-widths', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the demo\'s illustrations in widths, as the seed stores them (1 to 4)', action: write(update(lst(L.aDraft), { photos: [seedSized(1, 480, 960, 1600), seedSized(16, 480), seedSized(7, 480, 960, 1280, 1600)] })) },
  { id: 'listings-update-draft-seed-widths-5', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an illustration in at most 4 widths', action: write(update(lst(L.aDraft), { photos: [seedSized(1, 320, 480, 960, 1280, 1600)] })) },
  { id: 'listings-update-draft-seed-widths-other-host', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an illustration\'s widths are on this site (not //another.host/seed/…)', action: write(update(lst(L.aDraft), { photos: ['//evil.example/seed/office-01-480w.webp#480w'] })) },
  { id: 'listings-update-draft-seed-widths-svg', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an illustration\'s widths are its WebP files (not an SVG named like one)', action: write(update(lst(L.aDraft), { photos: ['/seed/office-01-480w.svg#480w'] })) },
  { id: 'listings-update-draft-seed-widths-mixed', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'one photo\'s widths are all Storage files or all illustrations', action: write(update(lst(L.aDraft), { photos: [`${sized(L.aDraft, 480)}|${seedSized(1, 960)}`] })) },
  { id: 'listings-update-duplicate-amenities', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'amenities are unique (no 20,000 entries)', action: write(update(lst(L.aDraft), { amenities: ['Wi-Fi haut débit', 'Wi-Fi haut débit'] })) },
  { id: 'listings-create-duplicate-equipment', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'equipment is unique', action: write(set(lst('lst-new'), newListing({ additionalEquipment: ['Climatisation', 'Climatisation'] }))) },
  { id: 'listings-update-available-dates-type', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'availableDates holds days ("YYYY-MM-DD") only', action: write(update(lst(L.aDraft), { availableDates: [20260101] })) },
  { id: 'listings-update-available-dates-days', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'availableDates: days', action: write(update(lst(L.aDraft), { availableDates: [day(3), day(4)] })) },
  { id: 'listings-create-bad-id', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a listing id is shaped like the ids the backends make (it goes into the photo pattern)', action: write(set(lst('lst.new'), newListing())) },
]);

// prettier-ignore
const FINDING_A_USERS = group('users', [
  { id: 'users-update-favorites-200', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'up to 200 favourites', action: write(update(u(UID.tenantA), { favorites: favouriteIds(200) })) },
  { id: 'users-update-favorites-201', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'not 201', action: write(update(u(UID.tenantA), { favorites: favouriteIds(201) })) },
  { id: 'users-update-favorites-duplicate', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'each favourite once', action: write(update(u(UID.tenantA), { favorites: [L.a, L.a] })) },
  { id: 'users-update-favorites-number', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'favourites are listing ids (not numbers)', action: write(update(u(UID.tenantA), { favorites: [L.a, 42] })) },
  { id: 'users-update-favorites-shape', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'favourites are listing ids (not any text)', action: write(update(u(UID.tenantA), { favorites: ['<img src=x>'] })) },
]);

// B. Whole-MAD prices: exact integer arithmetic in the rules.
// prettier-ignore
const FINDING_B_PRICES = [
  ...group('listings', [
    { id: 'listings-create-price-99', operation: 'create', who: 'hostOwner', expected: 'allow', description: '99 MAD a day', action: write(set(lst('lst-new'), newListing({ pricePerDay: 99 }))) },
    { id: 'listings-create-price-decimal', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'prices are whole MAD (not 99.99)', action: write(set(lst('lst-new'), newListing({ pricePerDay: 99.99 }))) },
    { id: 'listings-create-monthly-decimal', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the monthly price too (not 1999.5)', action: write(set(lst('lst-new'), newListing({ pricePerMonth: 1999.5 }))) },
    { id: 'listings-update-price-decimal', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'nor afterwards', action: write(update(lst(L.a), { pricePerDay: 149.5 })), api: { run: ({ backend }) => backend.listings.updateListing(L.a, { pricePerDay: 149.5 }) } },
  ]),
  ...group('bookings', [
    { id: 'bookings-create-99-3-days', operation: 'create', who: 'tenantOwner', expected: 'allow', description: '3 days at 99 MAD: 297', setup: aPricedAt(99), action: write(...bookingAt(99, 3)), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)) } },
    { id: 'bookings-create-99-6-days', operation: 'create', who: 'tenantOwner', expected: 'allow', description: '6 days at 99 MAD: 594', setup: aPricedAt(99), action: write(...bookingAt(99, 6)), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 55)) } },
    { id: 'bookings-create-99-7-days', operation: 'create', who: 'tenantOwner', expected: 'allow', description: '7 days at 99 MAD: 693', setup: aPricedAt(99), action: write(...bookingAt(99, 7)), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 56)) } },
    { id: 'bookings-create-99-11-days', operation: 'create', who: 'tenantOwner', expected: 'allow', description: '11 days at 99 MAD: 1089', setup: aPricedAt(99), action: write(...bookingAt(99, 11)), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 60)) } },
    { id: 'bookings-create-99-wrong-total', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'and exactly that (not 1 MAD less)', setup: aPricedAt(99), action: write(...newBooking({ start: 50, end: 60 }, { extra: { totalPrice: 1088 } })) },
    { id: 'bookings-create-decimal-total', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a total is whole MAD (a listing priced 99.99 before this rule cannot be booked)', setup: aPricedAt(99.99), action: write(...newBooking({ start: 50, end: 52 }, { extra: { totalPrice: 299.97 } })) },
  ]),
];

// C. Calendar hoarding: at most 5 requests per tenant per 24-hour window (holdQuotas).
const quotaDoc = (count: number, startedAgo: number, lastBookingId: string = B.pending): Data => ({
  windowStart: ago(startedAgo),
  count,
  lastBookingId,
});
const hq = (uid: string) => `holdQuotas/${uid}`;
const countAs = (data: Data) => update(hq(UID.tenantA), data);

// prettier-ignore
const FINDING_C_QUOTAS = [
  ...group('holdQuotas', [
    { id: 'quotas-get-own', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'a tenant reads their own request counter', setup: { [hq(UID.tenantA)]: quotaDoc(2, 2 * HOUR) }, action: get(hq(UID.tenantA)) },
    { id: 'quotas-get-other', operation: 'get', who: 'otherTenant', expected: 'deny', description: "nobody reads someone else's", setup: { [hq(UID.tenantA)]: quotaDoc(2, 2 * HOUR) }, action: get(hq(UID.tenantA)) },
    { id: 'quotas-get-host', operation: 'get', who: 'hostOwner', expected: 'deny', description: "not even the host of the tenant's bookings", setup: { [hq(UID.tenantA)]: quotaDoc(2, 2 * HOUR) }, action: get(hq(UID.tenantA)) },
    { id: 'quotas-list-tenant', operation: 'list', who: 'tenantOwner', expected: 'deny', description: 'counters are not listed', action: list('holdQuotas') },
    { id: 'quotas-create-first', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'the first request starts a window now, naming its booking', action: write(...newBooking({})) },
    { id: 'quotas-update-same-window', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'the third request of the window counts 3', setup: { [hq(UID.tenantA)]: quotaDoc(2, 2 * HOUR) }, action: write(...newBooking({}, { quota: countAs({ count: 3, lastBookingId: 'bkg-new' }) })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)) } },
    { id: 'quotas-update-fifth', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'the fifth request of the window', setup: { [hq(UID.tenantA)]: quotaDoc(4, 23 * HOUR) }, action: write(...newBooking({}, { quota: countAs({ count: 5, lastBookingId: 'bkg-new' }) })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)) } },
    { id: 'quotas-update-sixth', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'no sixth request within 24 hours', setup: { [hq(UID.tenantA)]: quotaDoc(5, 23 * HOUR) }, action: write(...newBooking({}, { quota: countAs({ count: 6, lastBookingId: 'bkg-new' }) })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)), deniedWith: 'booking/too-many-requests' } },
    { id: 'quotas-update-early-reset', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a full window is not restarted before 24 hours', setup: { [hq(UID.tenantA)]: quotaDoc(5, 23 * HOUR) }, action: write(...newBooking({}, { quota: quotaWrite(UID.tenantA, 'bkg-new') })) },
    { id: 'quotas-update-new-window', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'after 24 hours a new window starts now', setup: { [hq(UID.tenantA)]: quotaDoc(5, 24 * HOUR + 60_000) }, action: write(...newBooking({}, { quota: quotaWrite(UID.tenantA, 'bkg-new') })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)) } },
    { id: 'quotas-update-no-increment', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'each request counts one (not zero)', setup: { [hq(UID.tenantA)]: quotaDoc(2, 2 * HOUR) }, action: write(...newBooking({}, { quota: countAs({ lastBookingId: 'bkg-new' }) })) },
    { id: 'quotas-update-count-down', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the count never goes down', setup: { [hq(UID.tenantA)]: quotaDoc(4, 2 * HOUR) }, action: write(...newBooking({}, { quota: countAs({ count: 1, lastBookingId: 'bkg-new' }) })) },
    { id: 'quotas-update-move-window', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the window start is not moved by hand', setup: { [hq(UID.tenantA)]: quotaDoc(4, 20 * HOUR) }, action: write(...newBooking({}, { quota: countAs({ count: 5, windowStart: ago(HOUR), lastBookingId: 'bkg-new' }) })) },
    { id: 'quotas-create-alone', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a counter names a booking created in the same write', action: write(quotaWrite(UID.tenantA, 'bkg-ghost')) },
    { id: 'quotas-create-old-booking', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'not an existing booking', action: write(quotaWrite(UID.tenantA, B.pending)) },
    { id: 'quotas-create-backdated', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a window starts at the server time (not 30 hours ago)', action: write(...newBooking({}, { quota: quotaWrite(UID.tenantA, 'bkg-new', { windowStart: ago(30 * HOUR) }) })) },
    { id: 'quotas-create-count-zero', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a window starts at 1', action: write(...newBooking({}, { quota: quotaWrite(UID.tenantA, 'bkg-new', { count: 0 }) })) },
    { id: 'quotas-create-unknown-field', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a counter has its three fields only', action: write(...newBooking({}, { quota: quotaWrite(UID.tenantA, 'bkg-new', { max: 1000 }) })) },
    { id: 'quotas-create-for-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "nobody writes someone else's counter", action: write(...newBooking({}, { quota: quotaWrite(UID.tenantB, 'bkg-new') })) },
    { id: 'quotas-delete-own', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'a counter is never deleted (cancelling refunds nothing)', setup: { [hq(UID.tenantA)]: quotaDoc(5, 2 * HOUR) }, action: write(del(hq(UID.tenantA))) },
  ]),
  ...group('bookings', [
    { id: 'bookings-create-without-counter', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking is counted in the same write', action: write(...newBooking({}, { quota: null })) },
    { id: 'bookings-create-counter-not-bumped', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'an existing counter left as it is does not count this booking', setup: { [hq(UID.tenantA)]: quotaDoc(2, 2 * HOUR) }, action: write(...newBooking({}, { quota: null })) },
    { id: 'bookings-create-two-one-count', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'two bookings in one write are not counted once', action: write(...newBooking({}), ...newBooking({ id: 'bkg-new2', start: 60, end: 61 }, { quota: null })) },
  ]),
];

// D. The host deletes a listing of theirs that was never approved.
// prettier-ignore
const FINDING_D_DELETE = group('listings', [
  { id: 'listings-delete-never-approved', operation: 'delete', who: 'hostOwner', expected: 'allow', description: 'the host deletes their listing that was never approved (photos first)', action: write(del(lst(L.aDraft))), api: { run: ({ backend }) => backend.listings.deleteListing(L.aDraft) } },
  { id: 'listings-delete-suspended', operation: 'delete', who: 'hostOwner', expected: 'deny', description: 'not one approved once, even suspended (bookings may exist)', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { isApproved: false, approvedOnce: true }) }, action: write(del(lst(L.a))), api: { run: ({ backend }) => backend.listings.deleteListing(L.a), deniedWith: 'listing/approved-once' } },
  { id: 'listings-delete-legacy', operation: 'delete', who: 'hostOwner', expected: 'deny', description: 'a listing written before approvedOnce existed counts as approved once', setup: { [lst(L.aDraft)]: (({ approvedOnce: _a, ...rest }) => rest)(listingDoc(UID.hostA, listingFacts(L.aDraft), { isApproved: false })) }, action: write(del(lst(L.aDraft))) },
  { id: 'listings-delete-other-host', operation: 'delete', who: 'otherHost', expected: 'deny', description: "a host cannot delete another host's listing", action: write(del(lst(L.aDraft))), api: { run: ({ backend }) => backend.listings.deleteListing(L.aDraft) } },
  { id: 'listings-delete-draft-admin', operation: 'delete', who: 'admin', expected: 'deny', description: 'the admin does not delete (they refuse approval)', action: write(del(lst(L.aDraft))) },
  { id: 'listings-delete-draft-tenant', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'a tenant deletes no listing', action: write(del(lst(L.aDraft))) },
  { id: 'listings-delete-draft-visitor', operation: 'delete', who: 'visitor', expected: 'deny', description: 'a visitor deletes no listing', action: write(del(lst(L.aDraft))) },
  { id: 'listings-create-approved-once', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a new listing was never approved (approvedOnce false)', action: write(set(lst('lst-new'), newListing({ approvedOnce: true }))) },
  { id: 'listings-update-own-approved-once', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host never sets approvedOnce', action: write(update(lst(L.a), { approvedOnce: false })) },
  { id: 'listings-update-admin-approve-unrecorded', operation: 'update', who: 'admin', expected: 'deny', description: 'an approval records approvedOnce', action: write(update(lst(L.aDraft), { isApproved: true })) },
  { id: 'listings-update-admin-unrecord', operation: 'update', who: 'admin', expected: 'deny', description: 'approvedOnce never goes back to false', action: write(update(lst(L.a), { isApproved: false, approvedOnce: false })) },
  { id: 'listings-update-admin-reapprove', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin approves a suspended listing again', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { isApproved: false, approvedOnce: true }) }, action: write(update(lst(L.a), { isApproved: true })), api: { run: async ({ admin }) => (await admin()).setListingApproval(L.a, true) } },
]);

// E. Photos of an unapproved listing: its host and the admin only.
const draftPhoto = `listings/${L.aDraft}/0_plan.jpg`;
// prettier-ignore
const FINDING_E_STORAGE = group('storage', [
  { id: 'storage-get-draft-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'the photos of an unapproved listing are not public', action: { kind: 'getFile', path: draftPhoto } },
  { id: 'storage-get-draft-tenant', operation: 'get', who: 'tenantOwner', expected: 'deny', description: 'not to a tenant', action: { kind: 'getFile', path: draftPhoto } },
  { id: 'storage-get-draft-other-host', operation: 'get', who: 'otherHost', expected: 'deny', description: 'not to another host', action: { kind: 'getFile', path: draftPhoto } },
  { id: 'storage-get-draft-owner', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'their host sees them', action: { kind: 'getFile', path: draftPhoto } },
  { id: 'storage-get-draft-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin reviews them', action: { kind: 'getFile', path: draftPhoto } },
  { id: 'storage-get-missing-listing', operation: 'get', who: 'visitor', expected: 'deny', description: 'nor a file of a listing that does not exist', action: { kind: 'getFile', path: 'listings/lst-nowhere/0_x.jpg' } },
]);

// F. Cases that isolate one condition each (tests/rules/mutation.emulator.test.ts): valid in
// every other respect, so that losing that condition lets them through.
const aDraftWith = (extra: Data): Data =>
  listingDoc(UID.hostA, listingFacts(L.aDraft), {
    isApproved: false,
    approvedOnce: false,
    ...extra,
  });
const quotaSet = (uid: string, data: Data): Write => set(hq(uid), data);
/** The new window of a counter whose previous one started 25 hours ago (5 requests). */
/** A counter that already names 'bkg-new' (a booking that does not exist yet). */
const COUNTED = { [hq(UID.tenantA)]: quotaDoc(2, 2 * HOUR, 'bkg-new') };
const OLD_WINDOW = { [hq(UID.tenantA)]: quotaDoc(5, 25 * HOUR) };
// prettier-ignore
const ISOLATING = [
  ...group('listings', [
    { id: 'listings-create-photos-empty-text', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'photos are a list (not an empty text)', action: write(set(lst('lst-new'), newListing({ photos: '' }))) },
    { id: 'listings-update-host-name-201', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a host name of more than 200 characters is not kept by an edit', setup: { [lst(L.aDraft)]: aDraftWith({ hostName: 'x'.repeat(201) }) }, action: write(update(lst(L.aDraft), { pricePerDay: 220 })) },
    { id: 'listings-update-approved-null', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an edit keeps isApproved a boolean', setup: { [lst(L.aDraft)]: aDraftWith({ isApproved: null }) }, action: write(update(lst(L.aDraft), { pricePerDay: 220 })) },
    { id: 'listings-update-approved-once-null', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an edit keeps approvedOnce a boolean', setup: { [lst(L.aDraft)]: aDraftWith({ approvedOnce: null }) }, action: write(update(lst(L.aDraft), { pricePerDay: 220 })) },
    { id: 'listings-update-created-text', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an edit keeps createdAt a timestamp', setup: { [lst(L.aDraft)]: aDraftWith({ createdAt: 'hier' }) }, action: write(update(lst(L.aDraft), { pricePerDay: 220 })) },
    { id: 'listings-update-own-approve-recorded', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a host cannot approve their own listing, even recording approvedOnce as the admin does', action: write(update(lst(L.aDraft), { isApproved: true, approvedOnce: true })) },
    { id: 'listings-update-admin-approve-string-approved-once', operation: 'update', who: 'admin', expected: 'deny', description: 'isApproved is a boolean, on a listing approved once too', action: write(update(lst(L.a), { isApproved: 'yes' })) },
    { id: 'listings-delete-approved-never-recorded', operation: 'delete', who: 'hostOwner', expected: 'deny', description: 'an approved listing is not deleted, even if approvedOnce says false', setup: { [lst(L.aDraft)]: aDraftWith({ isApproved: true }) }, action: write(del(lst(L.aDraft))) },
    { id: 'listings-delete-approved-null', operation: 'delete', who: 'hostOwner', expected: 'deny', description: 'deleting needs isApproved false (not missing or null)', setup: { [lst(L.aDraft)]: aDraftWith({ isApproved: null }) }, action: write(del(lst(L.aDraft))) },
    { id: 'listings-delete-approved-once-null', operation: 'delete', who: 'hostOwner', expected: 'deny', description: 'deleting needs approvedOnce false (not null)', setup: { [lst(L.aDraft)]: aDraftWith({ approvedOnce: null }) }, action: write(del(lst(L.aDraft))) },
  ]),
  ...group('bookings', [
    { id: 'bookings-create-start-held-by-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the first day is held for THIS booking, not another one', setup: { [occ(L.a, 50)]: held(B.pending, ago(HOUR)) }, action: write(...newBooking({}, { holdDays: [51, 52] })) },
    // The counter already names the booking (setup), so that no quota write has to pass: the
    // quota rule would refuse these on its own (validQuota reads the booking too).
    { id: 'bookings-create-counted-for-other-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking is created by its own tenant only (its counter aside)', setup: COUNTED, action: write(...newBooking({ rental: 'monthly', start: 70, end: null, tenant: UID.tenantB }, { extra: { tenantName: fullName(UID.tenantA) }, quota: null })) },
    { id: 'bookings-create-counted-confirmed', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking starts pending_admin (its counter aside)', setup: COUNTED, action: write(...newBooking({ rental: 'monthly', start: 70, end: null, status: 'confirmed' }, { quota: null })) },
    { id: 'bookings-create-counted-client-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking is stamped with the server time (its counter aside)', setup: COUNTED, action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { createdAt: new At(7 * DAY) }, quota: null })) },
    { id: 'bookings-create-monthly-price-over-max', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly price is at most 10 000 000, even a listing\'s', setup: { [lst(L.a)]: listingDoc(UID.hostA, { ...listingFacts(L.a), pricePerMonth: 10_000_001 }) }, action: write(...newBooking({ rental: 'monthly', start: 70, end: null }, { extra: { monthlyPrice: 10_000_001, totalPrice: 10_000_001 } })) },
  ]),
  ...group('holdQuotas', [
    { id: 'quotas-create-other-too', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "nobody creates someone else's counter, even besides their own", action: write(...newBooking({}), quotaSet(UID.tenantB, { windowStart: SERVER_TIME, count: 1, lastBookingId: 'bkg-new' })) },
    { id: 'quotas-update-other-too', operation: 'update', who: 'tenantOwner', expected: 'deny', description: "nobody updates someone else's counter, even besides their own", setup: { [hq(UID.tenantB)]: quotaDoc(5, 25 * HOUR, B.otherPending) }, action: write(...newBooking({}), quotaSet(UID.tenantB, { windowStart: SERVER_TIME, count: 1, lastBookingId: 'bkg-new' })) },
    { id: 'quotas-update-unknown-field', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'an updated counter has its three fields only', setup: OLD_WINDOW, action: write(...newBooking({}, { quota: quotaWrite(UID.tenantA, 'bkg-new', { max: 1000 }) })) },
    { id: 'quotas-update-new-window-backdated', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a new window starts at the server time (not an hour ago)', setup: OLD_WINDOW, action: write(...newBooking({}, { quota: quotaWrite(UID.tenantA, 'bkg-new', { windowStart: ago(HOUR) }) })) },
    { id: 'quotas-update-new-window-count-3', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a new window starts at 1', setup: OLD_WINDOW, action: write(...newBooking({}, { quota: quotaWrite(UID.tenantA, 'bkg-new', { count: 3 }) })) },
    { id: 'quotas-update-window-text', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a window start is a timestamp', setup: { [hq(UID.tenantA)]: { windowStart: 'hier', count: 2, lastBookingId: B.pending } }, action: write(...newBooking({}, { quota: countAs({ count: 3, lastBookingId: 'bkg-new' }) })) },
    { id: 'quotas-update-count-float', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a count is a whole number', setup: { [hq(UID.tenantA)]: quotaDoc(1.5, 2 * HOUR) }, action: write(...newBooking({}, { quota: countAs({ count: 2.5, lastBookingId: 'bkg-new' }) })) },
    { id: 'quotas-create-odd-booking-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a counter names a booking by a document id as the product makes them', action: write(...newBooking({ id: 'bkg.new', rental: 'monthly', start: 70, end: null })) },
  ]),
];

// G. Issue 13: hosts edit their listings. The public content of an approved listing changes
// only through a revision the admin approves; a paused listing is hidden and not bookable.
/** A pending revision of L.a as the host's edit writes it (submitted now). */
const revisionDoc = (extra: Data = {}): Data => ({
  title: 'Bureau rénové au Maârif',
  description: 'Entièrement rénové : fibre optique, café offert, vue dégagée.',
  photos: [storageUrl(L.a, '5_salle-renovee.jpg'), '/seed/office-03.svg'],
  location: {
    address: '14 Rue Ibnou Majid, Maârif, Casablanca',
    city: 'Casablanca',
    coordinates: { lat: 33.587, lng: -7.631 },
  },
  cityKey: 'casablanca',
  placeKeys: ['casablanca', 'casablanca-maarif', 'maarif'],
  submittedAt: SERVER_TIME,
  ...extra,
});
/** L.a with a revision submitted an hour ago (setup). */
const aWithRevision = (extra: Data = {}) => ({
  [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), {
    revision: revisionDoc({ submittedAt: ago(HOUR), ...extra }),
  }),
});
/** The admin's approval of that revision: its public content, the revision dropped. */
const applied = (extra: Data = {}): Data => {
  const { submittedAt: _s, ...content } = revisionDoc();
  return { ...content, revision: null, ...extra };
};
/** L.a as its host's edit form sends it (ListingEdit), with changes. */
/** The host's edit form of L.a, loaded just now (its base is the listing as stored). */
const editFromStored = async (backend: Backend, edit: ListingEdit) =>
  backend.listings.editListing(L.a, edit, (await backend.listings.getListing(L.a))!);

const aEdit = (extra: Partial<ListingEdit> = {}): ListingEdit => {
  const {
    hostId: _h,
    hostName: _n,
    isApproved: _a,
    approvedOnce: _o,
    isPaused: _p,
    availableDates: _d,
    createdAt: _c,
    cityKey: _k,
    placeKeys: _pk,
    ...input
  } = listingDoc(UID.hostA, listingFacts(L.a));
  return { ...(input as unknown as ListingEdit), ...extra };
};
const aPaused = (isPaused: Value) => ({
  [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { isPaused }),
});
// prettier-ignore
const EDITS = [
  ...group('listings', [
    { id: 'listings-revision-submit', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host of an approved listing submits a new title, description, photos and address for review', action: write(update(lst(L.a), { revision: revisionDoc() })), api: { run: async ({ backend }) => { const r = await editFromStored(backend, aEdit({ title: 'Bureau rénové au Maârif', pricePerDay: 220 })); if (!r.revisionPending) throw new Error('no revision'); } } },
    { id: 'listings-revision-replace', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a pending revision is replaced by a newer one', setup: aWithRevision(), action: write(update(lst(L.a), { revision: revisionDoc({ title: 'Bureau rénové, vue sur le parc' }) })) },
    { id: 'listings-revision-withdraw', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host withdraws a pending revision', setup: aWithRevision(), action: write(update(lst(L.a), { revision: null })), api: { run: ({ backend }) => editFromStored(backend, aEdit()) } },
    { id: 'listings-revision-practical', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'practical fields still change at once while a revision is pending', setup: aWithRevision(), action: write(update(lst(L.a), { pricePerDay: 250, amenities: ['Wi-Fi haut débit'] })) },
    { id: 'listings-revision-backdated', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a revision is submitted now (not dated an hour ago)', action: write(update(lst(L.a), { revision: revisionDoc({ submittedAt: ago(HOUR) }) })) },
    { id: 'listings-revision-unapproved', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'no revision on an unapproved listing (its host edits it directly)', action: write(update(lst(L.aDraft), { revision: revisionDoc({ photos: [] }) })) },
    { id: 'listings-revision-empty-title', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a revision keeps the rules of the listing (a title is not empty)', action: write(update(lst(L.a), { revision: revisionDoc({ title: '' }) })) },
    { id: 'listings-revision-photo-widths', operation: 'update', who: 'hostOwner', expected: 'allow', description: "a revision's photos may come in widths too", action: write(update(lst(L.a), { revision: revisionDoc({ photos: [sized(L.a, 480, 960, 1600)] }) })) },
    { id: 'listings-revision-photo-widths-other-folder', operation: 'update', who: 'hostOwner', expected: 'deny', description: "every width of a revision's photo is a file of this listing's folder", action: write(update(lst(L.a), { revision: revisionDoc({ photos: [`${sized(L.a, 480)}|${storageUrl(L.b, '0_x-960w.webp')}#960w`] }) })) },
    { id: 'listings-revision-other-folder', operation: 'update', who: 'hostOwner', expected: 'deny', description: "a revision's photos are files of this listing's folder", action: write(update(lst(L.a), { revision: revisionDoc({ photos: [storageUrl(L.b)] }) })) },
    { id: 'listings-revision-unknown-field', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a revision has the public fields and its date only (not pricePerDay)', action: write(update(lst(L.a), { revision: revisionDoc({ pricePerDay: 1 }) })) },
    { id: 'listings-revision-with-price', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a revision is written alone (the practical fields in a write of their own)', action: write(update(lst(L.a), { revision: revisionDoc(), pricePerDay: 250 })) },
    { id: 'listings-revision-approval-null', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a revision only for a listing whose isApproved is true (not null)', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { isApproved: null }) }, action: write(update(lst(L.a), { revision: revisionDoc() })) },
    { id: 'listings-create-with-revision', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a new listing has no pending revision (its content is reviewed as a whole)', action: write(set(lst('lst-new'), newListing({ revision: revisionDoc({ photos: [] }) }))) },
    { id: 'listings-revision-other-host', operation: 'update', who: 'otherHost', expected: 'deny', description: "a host submits no revision of another host's listing", action: write(update(lst(L.a), { revision: revisionDoc() })) },
    { id: 'listings-revision-approve', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin approves a revision: its content becomes public, in one update', setup: aWithRevision(), action: write(update(lst(L.a), applied())), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, true) } },
    { id: 'listings-revision-refuse', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin refuses a revision: it is dropped, the approved content stays', setup: aWithRevision(), action: write(update(lst(L.a), { revision: null })), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, false) } },
    { id: 'listings-revision-approve-none', operation: 'update', who: 'admin', expected: 'deny', description: 'the admin changes no public content without a revision', action: write(update(lst(L.a), applied())), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, true), deniedWith: 'listing/no-revision' } },
    { id: 'listings-revision-approve-price', operation: 'update', who: 'admin', expected: 'deny', description: 'approving a revision changes the public content only (not the price)', setup: aWithRevision(), action: write(update(lst(L.a), applied({ pricePerDay: 1 }))) },
    { id: 'listings-revision-approve-kept', operation: 'update', who: 'admin', expected: 'deny', description: 'an approved revision is dropped in the same update', setup: aWithRevision(), action: write(update(lst(L.a), (({ revision: _r, ...rest }) => rest)(applied()))) },
    { id: 'listings-revision-approve-title', operation: 'update', who: 'admin', expected: 'deny', description: "the new title is the revision's", setup: aWithRevision(), action: write(update(lst(L.a), applied({ title: "Titre de l'admin" }))) },
    { id: 'listings-revision-approve-description', operation: 'update', who: 'admin', expected: 'deny', description: "the new description is the revision's", setup: aWithRevision(), action: write(update(lst(L.a), applied({ description: 'Autre description.' }))) },
    { id: 'listings-revision-approve-photos', operation: 'update', who: 'admin', expected: 'deny', description: "the new photos are the revision's", setup: aWithRevision(), action: write(update(lst(L.a), applied({ photos: ['/seed/office-03.svg'] }))) },
    { id: 'listings-revision-approve-location', operation: 'update', who: 'admin', expected: 'deny', description: "the new address is the revision's", setup: aWithRevision(), action: write(update(lst(L.a), applied({ location: { ...LOCATION } }))) },
    { id: 'listings-revision-approve-city-key', operation: 'update', who: 'admin', expected: 'deny', description: "the new city key is the revision's", setup: aWithRevision(), action: write(update(lst(L.a), applied({ cityKey: 'casablanca anfa' }))) },
    { id: 'listings-revision-approve-place-keys', operation: 'update', who: 'admin', expected: 'deny', description: "the new place keys are the revision's", setup: aWithRevision(), action: write(update(lst(L.a), applied({ placeKeys: ['casablanca'] }))) },
    { id: 'listings-revision-no-place-keys', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a revision carries the place keys of its address', action: write(update(lst(L.a), { revision: (({ placeKeys: _k, ...rest }) => rest)(revisionDoc()) })) },
    { id: 'listings-revision-place-keys-no-city', operation: 'update', who: 'hostOwner', expected: 'deny', description: "a revision's place keys hold its city key", action: write(update(lst(L.a), { revision: revisionDoc({ placeKeys: ['rabat'] }) })) },
    { id: 'listings-revision-approve-host', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host does not approve their own revision', setup: aWithRevision(), action: write(update(lst(L.a), applied())) },
    { id: 'listings-revision-refuse-other-host', operation: 'update', who: 'otherHost', expected: 'deny', description: "a host does not refuse another host's revision", setup: aWithRevision(), action: write(update(lst(L.a), { revision: null })) },
    { id: 'listings-revision-refuse-title', operation: 'update', who: 'admin', expected: 'deny', description: 'refusing a revision changes nothing else', setup: aWithRevision(), action: write(update(lst(L.a), { revision: null, title: "Titre de l'admin" })) },
    { id: 'listings-revision-admin-rewrites', operation: 'update', who: 'admin', expected: 'deny', description: "the admin does not rewrite a host's revision", setup: aWithRevision(), action: write(update(lst(L.a), { revision: revisionDoc({ title: "Titre de l'admin", submittedAt: ago(HOUR) }) })) },
    { id: 'listings-pause-own', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host pauses their listing', action: write(update(lst(L.a), { isPaused: true })), api: { run: ({ backend }) => backend.listings.setListingPaused(L.a, true) } },
    { id: 'listings-resume-own', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'and resumes it', setup: aPaused(true), action: write(update(lst(L.a), { isPaused: false })), api: { run: ({ backend }) => backend.listings.setListingPaused(L.a, false) } },
    { id: 'listings-pause-text', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'isPaused is a boolean', action: write(update(lst(L.a), { isPaused: 'oui' })) },
    { id: 'listings-pause-other-host', operation: 'update', who: 'otherHost', expected: 'deny', description: "a host does not pause another host's listing", action: write(update(lst(L.a), { isPaused: true })), api: { run: ({ backend }) => backend.listings.setListingPaused(L.a, true) } },
    { id: 'listings-pause-admin', operation: 'update', who: 'admin', expected: 'deny', description: 'the admin suspends, the host pauses', action: write(update(lst(L.a), { isPaused: true })) },
    { id: 'listings-create-paused', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a new listing is not paused (isPaused false, so that the public queries find it)', action: write(set(lst('lst-new'), newListing({ isPaused: true }))) },
    { id: 'listings-list-not-paused', operation: 'list', who: 'visitor', expected: 'allow', description: 'the public queries ask for isPaused == false too', action: list('listings', ['isApproved', '==', true], ['isPaused', '==', false]), api: { run: ({ backend }) => backend.listings.searchListings({ filters: {}, pageSize: 10 }) } },
    { id: 'listings-get-paused-visitor', operation: 'get', who: 'visitor', expected: 'allow', description: 'a paused listing still has its page (which says it is paused)', setup: aPaused(true), action: get(lst(L.a)), api: { run: async ({ backend }) => { if (!(await backend.listings.getListing(L.a))?.isPaused) throw new Error('not paused'); } } },
  ]),
  ...group('bookings', [
    { id: 'bookings-create-paused', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a paused listing is not booked', setup: aPaused(true), action: write(...newBooking({})), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 52)), deniedWith: 'booking/listing-paused' } },
    { id: 'bookings-create-paused-text', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'only isPaused false (or absent) is bookable', setup: aPaused('non'), action: write(...newBooking({})) },
    { id: 'bookings-create-resumed', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a listing without isPaused (written before it existed) is bookable', setup: { [lst(L.a)]: (({ isPaused: _p, ...rest }) => rest)(listingDoc(UID.hostA, listingFacts(L.a))) }, action: write(...newBooking({})) },
  ]),
];

// ================================================================================================
// Issue 13, availability: places of shared spaces, one slot per day and place, monthly holds,
// blocked days (docs/decisions.md#availability-one-occupancy-document-per-day-and-place).

/** L.a as a coworking of 3 places (the rules read places from the listing). */
const SHARED: Record<string, Data> = {
  [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), {
    spaceType: 'coworking',
    workstations: 3,
    places: 3,
  }),
};
/** The slot id of day n, place p. */
const slot = (n: number, p = 0) => (p === 0 ? day(n) : `${day(n)}_${p}`);
const occSlot = (listing: string, n: number, p = 0) =>
  `listings/${listing}/occupancy/${slot(n, p)}`;
const blk = (listing: string, n: number) => `listings/${listing}/blocks/${day(n)}`;
const note = (listing: string, n: number) => `listings/${listing}/blockNotes/${day(n)}`;
/** A block and its reason, as planBlockDays writes them. */
const blockWrites = (n: number, reason = 'Fermeture annuelle', listing: string = L.a): Write[] => [
  set(blk(listing, n), { createdAt: SERVER_TIME }),
  set(note(listing, n), { reason }),
];

/**
 * A daily booking of `places` places a day on L.a (shared), days start..end, listing `slots`
 * (default: places 0..places-1 of each day) and holding `holds` (default: all of them).
 */
function placesBooking(
  places: number,
  start: number,
  end: number,
  opts: { slots?: string[]; holds?: string[]; extra?: Data } = {},
): Write[] {
  const slots =
    opts.slots ??
    days(start, end).flatMap((d) =>
      Array.from({ length: places }, (_, p) => (p === 0 ? d : `${d}_${p}`)),
    );
  const writes: Write[] = [
    set(
      bkg('bkg-new'),
      bookingDoc(
        { tenant: UID.tenantA, listing: L.a, start, end },
        {
          places,
          slots,
          totalPrice: places * (end - start + 1) * listingFacts(L.a).pricePerDay,
          ...opts.extra,
        },
      ),
    ),
    quotaWrite(UID.tenantA, 'bkg-new'),
  ];
  for (const s of opts.holds ?? slots) {
    writes.push(set(`listings/${L.a}/occupancy/${s}`, held('bkg-new', SERVER_TIME)));
  }
  return writes;
}

/** A monthly rental of L.a from day 70 listing `slots` (held unless `holds` says otherwise). */
function monthlyWithSlots(slots: string[], holds: string[] = slots, extra: Data = {}): Write[] {
  const writes: Write[] = [
    set(
      bkg('bkg-new'),
      bookingDoc(
        { tenant: UID.tenantA, listing: L.a, rental: 'monthly', start: 70, end: null },
        { slots, ...extra },
      ),
    ),
    quotaWrite(UID.tenantA, 'bkg-new'),
  ];
  for (const s of holds) {
    writes.push(set(`listings/${L.a}/occupancy/${s}`, held('bkg-new', SERVER_TIME)));
  }
  return writes;
}

const sharedListing = (extra: Data) =>
  newListing({ spaceType: 'coworking', workstations: 5, places: 5, ...extra });
const confirmedMonthly = (end: number | null, extra: Data = {}): Data =>
  bookingDoc(
    {
      tenant: UID.tenantB,
      listing: L.a,
      rental: 'monthly',
      start: 60,
      end: null,
      status: 'confirmed',
      createdAt: ago(48 * HOUR),
    },
    {
      ...(end === null
        ? {}
        : {
            isIndefinite: false,
            endDate: day(end),
            monthlyEndDate: day(end),
            totalPrice: 4000 * months(day(60), day(end)),
          }),
      ...extra,
    },
  );
const confirmedSlot = (bookingId: string): Data => ({
  bookingId,
  status: 'confirmed',
  createdAt: SERVER_TIME,
});

// prettier-ignore
const AVAILABILITY: MatrixCase[] = [
  ...group('listings', [
    { id: 'listings-create-places-shared', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a coworking sells its places one by one (as many as its workstations)', action: write(set(lst('lst-new'), sharedListing({}))) },
    { id: 'listings-create-places-open-space', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'an open-space too', action: write(set(lst('lst-new'), sharedListing({ spaceType: 'open-space' }))) },
    { id: 'listings-create-places-private', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a private office has 1 place a day', action: write(set(lst('lst-new'), newListing({ places: 2 }))) },
    { id: 'listings-create-places-private-one', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a private office may say its 1 place', action: write(set(lst('lst-new'), newListing({ places: 1 }))) },
    { id: 'listings-create-places-over-workstations', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'no more places than workstations', action: write(set(lst('lst-new'), sharedListing({ places: 6 }))) },
    { id: 'listings-create-places-zero', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'at least 1 place', action: write(set(lst('lst-new'), sharedListing({ places: 0 }))) },
    { id: 'listings-create-places-float', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'places are whole', action: write(set(lst('lst-new'), sharedListing({ places: 2.5 }))) },
    { id: 'listings-update-places', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host changes the places of a shared space', setup: SHARED, action: write(update(lst(L.a), { places: 2 })) },
  ]),
  ...group('occupancy', [
    { id: 'occupancy-create-place-1', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a second tenant takes place 1 of a day whose place 0 is held', setup: { ...SHARED, [occSlot(L.a, 50)]: held(B.pending, ago(HOUR)) }, action: write(...placesBooking(1, 50, 50, { slots: [slot(50, 1)] })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 50, 50)) } },
    { id: 'occupancy-create-place-over-capacity', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no slot beyond the listing\'s places (place 3 of 3)', setup: SHARED, action: write(...placesBooking(1, 50, 50, { slots: [slot(50, 3)] })) },
    { id: 'occupancy-create-place-private', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a private office has place 0 only', action: write(...placesBooking(1, 50, 50, { slots: [slot(50, 1)] })) },
    { id: 'occupancy-create-slot-not-listed', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking holds only the slots it lists', setup: SHARED, action: write(...placesBooking(1, 50, 50, { holds: [slot(50), slot(50, 1)] })) },
    { id: 'occupancy-create-slot-bad-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a slot id is YYYY-MM-DD or YYYY-MM-DD_n (no place 01)', setup: SHARED, action: write(...placesBooking(1, 50, 50, { slots: [slot(50)] }), set(`listings/${L.a}/occupancy/${day(50)}_01`, held('bkg-new', SERVER_TIME))) },
    { id: 'occupancy-taken-place-refused', operation: 'update', who: 'otherTenant', expected: 'deny', description: 'a held place is not taken by another booking', setup: { ...SHARED, [occSlot(L.a, 50, 1)]: held(B.pending, ago(HOUR)) }, action: write(...newBooking({ tenant: UID.tenantB, start: 50, end: 50 }, { extra: { slots: [slot(50, 1)] }, holdDays: [] }), set(occSlot(L.a, 50, 1), held('bkg-new', SERVER_TIME))) },
    { id: 'occupancy-create-monthly-holds', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a monthly rental holds the days it lists (issue 13)', action: write(...monthlyWithSlots([day(70), day(71), day(72)])), api: { run: ({ backend }) => backend.bookings.createBooking({ listingId: L.a, rentalType: 'monthly', startDate: day(70), endDate: null, isIndefinite: true }) } },
    { id: 'occupancy-create-monthly-over-held', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental never takes a day another booking holds', setup: { [occSlot(L.a, 71)]: held(B.pending, ago(HOUR)) }, action: write(...monthlyWithSlots([day(70), day(71), day(72)])), api: { run: ({ backend }) => backend.bookings.createBooking({ listingId: L.a, rentalType: 'monthly', startDate: day(70), endDate: null, isIndefinite: true }), deniedWith: 'booking/dates-taken' } },
    { id: 'occupancy-create-fixed-monthly-after-end', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a fixed monthly rental holds no day after its end', action: write(...monthlyWithSlots([day(70), addDays(addMonths(day(70), 2), 0)], undefined, { isIndefinite: false, endDate: addDays(addMonths(day(70), 2), -1), monthlyEndDate: addDays(addMonths(day(70), 2), -1), totalPrice: 8000 })) },
    { id: 'occupancy-create-fixed-monthly-last-day', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a fixed monthly rental holds its last day', action: write(...monthlyWithSlots([day(70), addDays(addMonths(day(70), 2), -1)], undefined, { isIndefinite: false, endDate: addDays(addMonths(day(70), 2), -1), monthlyEndDate: addDays(addMonths(day(70), 2), -1), totalPrice: 8000 })) },
    { id: 'occupancy-extend-monthly-admin', operation: 'create', who: 'admin', expected: 'allow', description: 'the admin extends a confirmed indefinite rental\'s holds (rolling horizon)', setup: { [bkg(B.monthly)]: confirmedMonthly(null) }, action: write(set(occSlot(L.a, 500), confirmedSlot(B.monthly))), api: { run: async ({ admin }) => (await admin()).extendMonthlyHolds() } },
    { id: 'occupancy-extend-fixed-after-end', operation: 'create', who: 'admin', expected: 'deny', description: 'no extension past a fixed rental\'s end', setup: { [bkg(B.monthly)]: confirmedMonthly(200) }, action: write(set(occSlot(L.a, 201), confirmedSlot(B.monthly))) },
    { id: 'occupancy-extend-fixed-last-day', operation: 'create', who: 'admin', expected: 'allow', description: 'an extension up to a fixed rental\'s last day', setup: { [bkg(B.monthly)]: confirmedMonthly(200) }, action: write(set(occSlot(L.a, 200), confirmedSlot(B.monthly))) },
    { id: 'occupancy-extend-before-start', operation: 'create', who: 'admin', expected: 'deny', description: 'no confirmed day before the rental starts', setup: { [bkg(B.monthly)]: confirmedMonthly(null) }, action: write(set(occSlot(L.a, 59), confirmedSlot(B.monthly))) },
    { id: 'occupancy-extend-pending', operation: 'create', who: 'admin', expected: 'deny', description: 'only a confirmed rental is extended', action: write(set(occSlot(L.a, 500), confirmedSlot(B.monthly))) },
    { id: 'occupancy-confirm-not-a-slot', operation: 'create', who: 'admin', expected: 'deny', description: 'a confirmed document is a slot id (not a day with a suffix)', setup: { [bkg(B.monthly)]: confirmedMonthly(null) }, action: write(set(`listings/${L.a}/occupancy/${day(70)}-bis`, confirmedSlot(B.monthly))) },
    { id: 'occupancy-extend-indefinite-null', operation: 'create', who: 'admin', expected: 'deny', description: 'only a rental saying isIndefinite: true is extended without end', setup: { [bkg(B.monthly)]: confirmedMonthly(null, { isIndefinite: null }) }, action: write(set(occSlot(L.a, 500), confirmedSlot(B.monthly))) },
    { id: 'occupancy-extend-over-capacity', operation: 'create', who: 'admin', expected: 'deny', description: 'an extension stays within the listing\'s places', setup: { [bkg(B.monthly)]: confirmedMonthly(null) }, action: write(set(occSlot(L.a, 500, 1), confirmedSlot(B.monthly))) },
  ]),
  ...group('bookings', [
    { id: 'bookings-create-places-2', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'two places a day for two days: 2 × 2 × pricePerDay, four slots', setup: SHARED, action: write(...placesBooking(2, 50, 51)), api: { run: ({ backend }) => backend.bookings.createBooking({ ...dailyRequest(L.a, 50, 51), places: 2 }) } },
    { id: 'bookings-create-places-all', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'every place of the day', setup: SHARED, action: write(...placesBooking(3, 50, 50)) },
    { id: 'bookings-create-places-over', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no more places than the listing has (even when the extra place is not held)', setup: SHARED, action: write(...placesBooking(4, 50, 50, { slots: [slot(50), slot(50, 3), slot(50, 1), slot(50, 2)], holds: [slot(50), slot(50, 1), slot(50, 2)] })), api: { run: ({ backend }) => backend.bookings.createBooking({ ...dailyRequest(L.a, 50, 50), places: 4 }), deniedWith: 'invalid-argument' } },
    { id: 'bookings-create-places-private', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a private office is booked one place a day', action: write(...placesBooking(2, 50, 50, { slots: [slot(50), slot(50, 1)], holds: [slot(50)] })) },
    { id: 'bookings-create-places-price-one', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'two places cost twice one place', setup: SHARED, action: write(...placesBooking(2, 50, 51, { extra: { totalPrice: 400 } })) },
    { id: 'bookings-create-places-few-slots', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'one slot listed per day and place', setup: SHARED, action: write(...placesBooking(2, 50, 51, { slots: [slot(50), slot(50, 1), slot(51)] })) },
    { id: 'bookings-create-places-float', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'places are whole', setup: SHARED, action: write(...placesBooking(1.5, 50, 51, { slots: [slot(50), slot(50, 1), slot(51)] })) },
    { id: 'bookings-create-slots-repeated', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a slot is listed once', setup: SHARED, action: write(...placesBooking(2, 50, 50, { slots: [slot(50), slot(50)], holds: [slot(50)] })) },
    { id: 'bookings-create-slots-400', operation: 'create', who: 'tenantOwner', expected: 'allow', description: '400 slots (5 places × 80 days) fit one write', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { spaceType: 'coworking', workstations: 5, places: 5 }) }, action: write(...placesBooking(5, 100, 179, { holds: [slot(100), slot(179, 4)] })) },
    { id: 'bookings-create-slots-405', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'at most 400 slots (5 places × 81 days)', setup: { [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), { spaceType: 'coworking', workstations: 5, places: 5 }) }, action: write(...placesBooking(5, 100, 180, { holds: [slot(100), slot(180, 4)] })) },
    { id: 'bookings-create-first-slot-other-day', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the first slot listed is on the first day', action: write(...placesBooking(1, 50, 52, { slots: [slot(51), slot(50), slot(52)] })) },
    { id: 'bookings-create-last-slot-other-day', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the last slot listed is on the last day', action: write(...placesBooking(1, 50, 52, { slots: [slot(50), slot(52), slot(51)] })) },
    { id: 'bookings-create-first-slot-not-held', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the first slot listed is held in the same write', setup: SHARED, action: write(...placesBooking(2, 50, 51, { holds: [slot(50, 1), slot(51), slot(51, 1)] })) },
    { id: 'bookings-create-last-slot-not-held', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the last slot listed is held in the same write', setup: SHARED, action: write(...placesBooking(2, 50, 51, { holds: [slot(50), slot(50, 1), slot(51)] })) },
    { id: 'bookings-create-blocked-start', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a stay does not start on a blocked day', action: write(...newBooking({ start: 25, end: 26 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 25, 26)), deniedWith: 'booking/dates-taken' } },
    { id: 'bookings-create-blocked-end', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a stay does not end on a blocked day', action: write(...newBooking({ start: 24, end: 25 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 24, 25)), deniedWith: 'booking/dates-taken' } },
    { id: 'bookings-create-blocked-middle-unchecked', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'KNOWN LIMIT: rules check the first and last days\' blocks; the product checks every day (SECURITY.md)', action: write(...newBooking({ start: 24, end: 26 })), api: { run: ({ backend }) => backend.bookings.createBooking(dailyRequest(L.a, 24, 26)).then(() => { throw new Error('the product should refuse a blocked middle day'); }, () => undefined) } },
    { id: 'bookings-create-monthly-blocked-start', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental does not start on a blocked day', setup: { [blk(L.a, 70)]: { createdAt: ago(DAY) } }, action: write(...monthlyWithSlots([day(70)])) },
    { id: 'bookings-create-monthly-two-places', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental takes one place', setup: SHARED, action: write(...monthlyWithSlots([day(70), slot(70, 1)], undefined, { places: 2 })), api: { run: ({ backend }) => backend.bookings.createBooking({ listingId: L.a, rentalType: 'monthly', startDate: day(70), endDate: null, isIndefinite: true, places: 2 }), deniedWith: 'invalid-argument' } },
    { id: 'bookings-create-monthly-401-slots', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental lists at most 400 slots', action: write(...monthlyWithSlots(days(70, 470), [day(70)])) },
    { id: 'bookings-create-monthly-400-slots', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a monthly rental may list 400 slots', action: write(...monthlyWithSlots(days(70, 469), [day(70)])) },
    { id: 'bookings-create-monthly-first-not-start', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental\'s first slot is on its first day', action: write(...monthlyWithSlots([day(71), day(70)])) },
    { id: 'bookings-create-monthly-first-not-held', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental\'s first slot is held in the same write', action: write(...monthlyWithSlots([day(70)], [])) },
    { id: 'bookings-create-monthly-two-not-held', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a monthly rental listing slots holds its first', action: write(...monthlyWithSlots([day(70), day(71)], [day(71)])) },
    { id: 'bookings-admin-confirm-blocked-start', operation: 'update', who: 'admin', expected: 'deny', description: 'the admin does not confirm a stay starting on a blocked day', setup: { [blk(L.a, 10)]: { createdAt: ago(HOUR) } }, action: write(update(bkg(B.pending), { status: 'confirmed' })), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.pending), deniedWith: 'booking/days-blocked' } },
    { id: 'bookings-admin-confirm-blocked-end', operation: 'update', who: 'admin', expected: 'deny', description: 'nor ending on one', setup: { [blk(L.a, 11)]: { createdAt: ago(HOUR) } }, action: write(update(bkg(B.pending), { status: 'confirmed' })) },
    { id: 'bookings-admin-reject-blocked', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin may reject a stay over a blocked day', setup: { [blk(L.a, 10)]: { createdAt: ago(HOUR) } }, action: write(update(bkg(B.pending), { status: 'rejected' })), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.pending) } },
  ]),
  // a shared space's request names its places in its host's notice (the booking's, after the write)
  ...group('notifications', [
    { id: 'notifications-create-requested-places', operation: 'create', who: 'tenantOwner', expected: 'allow', description: "a request for two places says so to its host", setup: SHARED, action: write(...placesBooking(2, 50, 51), bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { places: 2 })), api: { run: ({ backend }) => backend.bookings.createBooking({ ...dailyRequest(L.a, 50, 51), places: 2 }) } },
    { id: 'notifications-create-requested-places-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the places the booking holds, not more', setup: SHARED, action: write(...placesBooking(2, 50, 51), bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { places: 3 })) },
    { id: 'notifications-create-requested-places-text', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a number, not text', setup: SHARED, action: write(...placesBooking(2, 50, 51), bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { places: '2' })) },
  ]),
  ...group('blocks', [
    { id: 'blocks-get-visitor', operation: 'get', who: 'visitor', expected: 'allow', description: 'blocked days are public (greyed for tenants)', action: get(blk(L.a, 25)) },
    { id: 'blocks-list-visitor', operation: 'list', who: 'visitor', expected: 'allow', description: 'the booking form reads the blocked days', action: list(`listings/${L.a}/blocks`), api: { run: ({ backend }) => backend.listings.getAvailability(L.a, day(0), day(40)) } },
    { id: 'blocks-create-host', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'the host blocks a day with its reason', action: write(...blockWrites(15)), api: { run: ({ backend }) => backend.listings.blockDays(L.a, day(15), day(16), 'Fermeture annuelle') } },
    { id: 'blocks-create-held-day', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a day a pending request holds may be blocked (the admin cannot confirm it then)', action: write(...blockWrites(10)) },
    { id: 'blocks-create-confirmed-day', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a day of a confirmed booking cannot be blocked', action: write(...blockWrites(20)), api: { run: ({ backend }) => backend.listings.blockDays(L.a, day(19), day(20), 'Fermeture'), deniedWith: 'calendar/day-confirmed' } },
    { id: 'blocks-create-expired-hold-day', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a day whose hold expired may be blocked', action: write(...blockWrites(40)) },
    { id: 'blocks-create-other-host', operation: 'create', who: 'otherHost', expected: 'deny', description: "a host cannot block another host's listing", action: write(...blockWrites(15)), api: { run: ({ backend }) => backend.listings.blockDays(L.a, day(15), day(15), 'Pirate') } },
    { id: 'blocks-create-other-host-alone', operation: 'create', who: 'otherHost', expected: 'deny', description: "a host cannot block another host's day, even without its reason", action: write(set(blk(L.a, 15), { createdAt: SERVER_TIME })) },
    { id: 'blocks-create-host-alone', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'the host may write a block alone (its reason is optional to the rules)', action: write(set(blk(L.a, 15), { createdAt: SERVER_TIME })) },
    { id: 'blocks-create-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a tenant blocks nothing', action: write(...blockWrites(15)) },
    { id: 'blocks-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor blocks nothing', action: write(set(blk(L.a, 15), { createdAt: SERVER_TIME })) },
    { id: 'blocks-create-admin', operation: 'create', who: 'admin', expected: 'deny', description: 'the admin does not block a host\'s days', action: write(...blockWrites(15)) },
    { id: 'blocks-create-not-a-day', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a block is a calendar day', action: write(set(`listings/${L.a}/blocks/demain`, { createdAt: SERVER_TIME }), set(`listings/${L.a}/blockNotes/demain`, { reason: 'Fermé' })) },
    { id: 'blocks-create-reason-public', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the reason is not in the public block', action: write(set(blk(L.a, 15), { createdAt: SERVER_TIME, reason: 'Fermé' }), set(note(L.a, 15), { reason: 'Fermé' })) },
    { id: 'blocks-create-client-date', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a block is stamped with the server time', action: write(set(blk(L.a, 15), { createdAt: ago(DAY) }), set(note(L.a, 15), { reason: 'Fermé' })) },
    { id: 'blocks-delete-host', operation: 'delete', who: 'hostOwner', expected: 'allow', description: 'the host unblocks a day and its reason', action: write(del(blk(L.a, 25)), del(note(L.a, 25))), api: { run: ({ backend }) => backend.listings.unblockDays(L.a, [day(25)]) } },
    { id: 'blocks-delete-other-host', operation: 'delete', who: 'otherHost', expected: 'deny', description: "a host cannot unblock another host's day", action: write(del(blk(L.a, 25))), api: { run: ({ backend }) => backend.listings.unblockDays(L.a, [day(25)]) } },
    { id: 'blocks-delete-tenant', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'a tenant unblocks nothing', action: write(del(blk(L.a, 25))) },
  ]),
  ...group('blockNotes', [
    { id: 'blockNotes-get-host', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'the host reads why they blocked a day', action: get(note(L.a, 25)), api: { run: ({ backend }) => backend.listings.getHostCalendar(L.a, day(25).slice(0, 7)) } },
    { id: 'blockNotes-list-host', operation: 'list', who: 'hostOwner', expected: 'allow', description: 'the host calendar lists the reasons', action: list(`listings/${L.a}/blockNotes`) },
    { id: 'blockNotes-get-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin reads a reason', action: get(note(L.a, 25)) },
    { id: 'blockNotes-get-tenant', operation: 'get', who: 'tenantOwner', expected: 'deny', description: 'a tenant never reads a reason', action: get(note(L.a, 25)) },
    { id: 'blockNotes-get-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'a visitor never reads a reason', action: get(note(L.a, 25)) },
    { id: 'blockNotes-get-other-host', operation: 'get', who: 'otherHost', expected: 'deny', description: "another host never reads a reason", action: get(note(L.a, 25)), api: { run: ({ backend }) => backend.listings.getHostCalendar(L.a, day(25).slice(0, 7)) } },
    { id: 'blockNotes-create-alone', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a reason goes with its block, in the same write', action: write(set(note(L.a, 15), { reason: 'Fermé' })) },
    { id: 'blockNotes-create-200', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a reason of 200 characters', action: write(...blockWrites(15, 'r'.repeat(200))) },
    { id: 'blockNotes-create-201', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a reason is at most 200 characters', action: write(...blockWrites(15, 'r'.repeat(201))), api: { run: ({ backend }) => backend.listings.blockDays(L.a, day(15), day(15), 'r'.repeat(201)), deniedWith: 'invalid-argument' } },
    { id: 'blockNotes-create-empty', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a reason is not empty', action: write(...blockWrites(15, '')) },
    { id: 'blockNotes-create-extra', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a reason carries nothing else', action: write(set(blk(L.a, 15), { createdAt: SERVER_TIME }), set(note(L.a, 15), { reason: 'Fermé', tenantName: 'X' })) },
    { id: 'blockNotes-create-other-host', operation: 'create', who: 'otherHost', expected: 'deny', description: "no reason on another host's block", action: write(set(note(L.a, 25), { reason: 'Pirate' })) },
    { id: 'blockNotes-update-host', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host rewrites a reason', action: write(set(note(L.a, 25), { reason: 'Peinture et sols' })), api: { run: ({ backend }) => backend.listings.blockDays(L.a, day(25), day(25), 'Peinture et sols') } },
    { id: 'blockNotes-delete-host', operation: 'delete', who: 'hostOwner', expected: 'allow', description: 'the host deletes a reason', action: write(del(note(L.a, 25))) },
    { id: 'blockNotes-delete-other-host', operation: 'delete', who: 'otherHost', expected: 'deny', description: "a host cannot delete another host's reason", action: write(del(note(L.a, 25))) },
  ]),
];

export const MATRIX: MatrixCase[] = [
  ...USERS,
  ...PUBLIC_PROFILES,
  ...LISTING_CASES,
  ...OCCUPANCY,
  ...BOOKINGS,
  ...STORAGE,
  // real-rules findings (see the block above)
  ...FINDING_A_LISTINGS,
  ...FINDING_A_USERS,
  ...FINDING_B_PRICES,
  ...FINDING_C_QUOTAS,
  ...FINDING_D_DELETE,
  ...FINDING_E_STORAGE,
  ...ISOLATING,
  ...EDITS,
  ...AVAILABILITY,
  // issue 14 (notify14): called here, once the fixture and the builders it borrows exist
  ...notificationCases({ newBooking: (spec = {}) => newBooking(spec), aWithRevision, applied }),
  // issue 14: messages (./matrixMessages.ts)
  ...messageCases((extra) => ({ [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), extra) })),
  // issue 15 (./matrixReviews.ts)
  ...reviewCases(),
  // issue 15: receipts, invoices, credit notes (./matrixDocuments.ts)
  ...documentCases(),
  // ending an indefinite monthly rental (./matrixRentalEnd.ts)
  ...rentalEndCases(),
  // the admin refuses a new listing (./matrixRefusal.ts)
  ...refusalCases(),
  // issue 15: hosts' legal identities and tenants' billing details (./matrixIdentity.ts)
  ...legalIdentityCases(),
];

/**
 * The local backend's copy of firestore.rules and storage.rules: the same conditions, so that
 * the demo, the contract tests and the permission matrix (tests/security/matrix.ts) refuse
 * exactly what the real rules refuse. Each `allow` of the rules files has its twin here, under
 * the same name; keep them in step (the matrix runs the same cases on both).
 *
 * A rule sees what Firestore's rules see: the caller (request.auth), the request time, the
 * document before (resource) and after (request.resource) the write, get() (the store before
 * the whole write) and getAfter() (after it). Timestamps are ISO strings in the local store;
 * SERVER_TIME resolves to the request time, so `createdAt == request.time` works the same.
 *
 * Known, deliberate differences (see SECURITY.md): the local backend keeps uploaded photos as
 * data: URLs, so photo addresses may be longer here; list queries are checked on the documents
 * they return (Firestore proves the query itself) — the local backend's own queries always
 * carry the filters the Firestore ones carry.
 */
import {
  ADDITIONAL_EQUIPMENT,
  INTERNET_TYPES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
} from '@/domain/types';
import { ServiceError } from '../types';
import { parseDocPath, type Doc } from './db';

export interface Caller {
  uid: string;
  /** The account's e-mail (request.auth.token.email), if any. */
  email: string | null;
  /** The custom claim admin == true. */
  admin: boolean;
}

export interface RuleEnv {
  /** request.auth; null for a visitor. */
  auth: Caller | null;
  /** request.time */
  now: Date;
  /** get(): the store before the write. */
  get(path: string): Doc | null;
  /** getAfter(): the store as it would be after the whole write (batch or transaction). */
  getAfter(path: string): Doc | null;
}

export type DocOperation = 'get' | 'list' | 'create' | 'update' | 'delete';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const DAY_MS = 86_400_000;
const HOLD_MS = 24 * 3_600_000;

/**
 * The local backend keeps uploaded photos as data: URLs (there is no file server), so a photo
 * address may be long here; on Firebase it is a download URL.
 */
const LOCAL_PHOTO_MAX_LENGTH = 3_000_000;

// ---- helpers (firestore.rules "helpers") ---------------------------------------------------

function deny(reason: string): never {
  throw new ServiceError('permission-denied', reason);
}

const signedIn = (env: RuleEnv): env is RuleEnv & { auth: Caller } => env.auth !== null;
const isAdmin = (env: RuleEnv) => env.auth !== null && env.auth.admin === true;
const requestTime = (env: RuleEnv) => env.now.toISOString();
const me = (env: RuleEnv) => (env.auth ? env.get(`users/${env.auth.uid}`) : null);
const hasRole = (env: RuleEnv, role: 'host' | 'tenant') => signedIn(env) && me(env)?.role === role;

function isRecord(v: unknown): v is Doc {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function str(v: unknown, min: number, max: number): v is string {
  return typeof v === 'string' && v.length >= min && v.length <= max;
}

function optStr(d: Doc, key: string, max: number): boolean {
  return !(key in d) || str(d[key], 0, max);
}

function num(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
}

/** `is timestamp`: the local store keeps timestamps as ISO strings. */
function isTimestamp(v: unknown): v is string {
  return (
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v) &&
    !Number.isNaN(Date.parse(v))
  );
}

function tsMs(v: unknown): number {
  return isTimestamp(v) ? Date.parse(v) : Number.NaN;
}

/** isDay(): the shape only, like the rules' regex. */
function isDayString(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(v);
}

/** dayMs(): midnight UTC of the day; NaN (an error in the rules: denied) for an impossible date. */
function dayMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d
    ? ms
    : Number.NaN;
}

function hasAll(d: Doc, keys: readonly string[]): boolean {
  return keys.every((k) => k in d);
}

function hasOnly(d: Doc, keys: readonly string[]): boolean {
  return Object.keys(d).every((k) => keys.includes(k));
}

function listOf(v: unknown, allowed: readonly string[] | null, max: number): v is unknown[] {
  return (
    Array.isArray(v) &&
    v.length <= max &&
    (!allowed || v.every((x) => typeof x === 'string' && allowed.includes(x)))
  );
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && deepEqual(a[k], b[k]));
  }
  return false;
}

/** request.resource.data.diff(resource.data).affectedKeys() */
function affectedKeys(before: Doc, after: Doc): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (k) => !(k in before) || !(k in after) || !deepEqual(before[k], after[k]),
  );
}

const changedOnly = (before: Doc, after: Doc, keys: readonly string[]) =>
  affectedKeys(before, after).every((k) => keys.includes(k));
const unchanged = (before: Doc, after: Doc, keys: readonly string[]) =>
  !affectedKeys(before, after).some((k) => keys.includes(k));

// ---- users ---------------------------------------------------------------------------------

export const PROFILE_KEYS = [
  'uid',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phoneNumber',
  'role',
  'profession',
  'bio',
  'profilePhoto',
  'favorites',
  'createdAt',
] as const;
const PROFILE_REQUIRED = [
  'uid',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'role',
  'favorites',
  'createdAt',
];

export function validProfile(d: Doc): boolean {
  return (
    hasAll(d, PROFILE_REQUIRED) &&
    hasOnly(d, PROFILE_KEYS) &&
    str(d.uid, 1, 128) &&
    str(d.firstName, 0, 100) &&
    str(d.lastName, 0, 100) &&
    str(d.fullName, 1, 200) &&
    str(d.email, 0, 320) &&
    (d.role === 'host' || d.role === 'tenant') &&
    optStr(d, 'phoneNumber', 30) &&
    optStr(d, 'profession', 100) &&
    optStr(d, 'bio', 500) &&
    optStr(d, 'profilePhoto', LOCAL_PHOTO_MAX_LENGTH) &&
    Array.isArray(d.favorites) &&
    d.favorites.length <= 500 &&
    isTimestamp(d.createdAt)
  );
}

function usersRule(
  env: RuleEnv,
  op: DocOperation,
  userId: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  const own = signedIn(env) && env.auth.uid === userId;
  switch (op) {
    case 'get':
      return own || isAdmin(env);
    case 'list':
      return isAdmin(env);
    case 'create':
      return (
        own &&
        after !== null &&
        after.uid === userId &&
        after.email === (env.auth?.email ?? '') &&
        after.createdAt === requestTime(env) &&
        Array.isArray(after.favorites) &&
        after.favorites.length === 0 &&
        validProfile(after)
      );
    case 'update':
      return (
        own &&
        before !== null &&
        after !== null &&
        unchanged(before, after, ['uid', 'email', 'role', 'createdAt']) &&
        validProfile(after)
      );
    default:
      return false;
  }
}

// ---- publicProfiles ------------------------------------------------------------------------

function validPublicProfile(env: RuleEnv, userId: string, d: Doc): boolean {
  const u = env.getAfter(`users/${userId}`);
  return (
    u !== null &&
    hasAll(d, ['uid', 'fullName', 'role']) &&
    hasOnly(d, ['uid', 'fullName', 'role', 'profilePhoto']) &&
    d.uid === userId &&
    d.fullName === u.fullName &&
    d.role === u.role &&
    (!('profilePhoto' in d) || d.profilePhoto === (u.profilePhoto ?? ''))
  );
}

function publicProfilesRule(
  env: RuleEnv,
  op: DocOperation,
  userId: string,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
      return true;
    case 'create':
    case 'update':
      return (
        signedIn(env) &&
        env.auth.uid === userId &&
        after !== null &&
        validPublicProfile(env, userId, after)
      );
    default:
      return false;
  }
}

// ---- listings ------------------------------------------------------------------------------

export const LISTING_KEYS = [
  'hostId',
  'hostName',
  'title',
  'description',
  'location',
  'cityKey',
  'photos',
  'amenities',
  'additionalEquipment',
  'pricePerDay',
  'pricePerMonth',
  'availableDates',
  'isApproved',
  'spaceType',
  'customSpaceType',
  'area',
  'floor',
  'hasElevator',
  'isAccessible',
  'workstations',
  'parking',
  'internetType',
  'minimumDuration',
  'createdAt',
] as const;

export function validListing(d: Doc): boolean {
  const loc = d.location;
  const parking = d.parking;
  if (!isRecord(loc) || !isRecord(parking)) return false;
  const coords = loc.coordinates;
  return (
    hasAll(d, LISTING_KEYS) &&
    hasOnly(d, LISTING_KEYS) &&
    str(d.title, 1, 120) &&
    str(d.description, 1, 5000) &&
    str(d.hostName, 0, 200) &&
    hasAll(loc, ['address', 'city', 'coordinates']) &&
    hasOnly(loc, ['address', 'city', 'coordinates']) &&
    str(loc.address, 1, 300) &&
    str(loc.city, 1, 100) &&
    str(d.cityKey, 1, 100) &&
    /^[a-z0-9 ]+$/.test(d.cityKey) &&
    (coords === null ||
      (isRecord(coords) &&
        hasOnly(coords, ['lat', 'lng']) &&
        num(coords.lat, -90, 90) &&
        num(coords.lng, -180, 180))) &&
    // Firestore rules cannot look inside the photo list; locally each must be a string.
    Array.isArray(d.photos) &&
    d.photos.length <= 20 &&
    d.photos.every((p) => typeof p === 'string' && p.length <= LOCAL_PHOTO_MAX_LENGTH) &&
    listOf(d.amenities, STANDARD_AMENITIES, Number.POSITIVE_INFINITY) &&
    listOf(d.additionalEquipment, ADDITIONAL_EQUIPMENT, Number.POSITIVE_INFINITY) &&
    num(d.pricePerDay, 1, 1_000_000) &&
    num(d.pricePerMonth, 1, 10_000_000) &&
    listOf(d.availableDates, null, 366) &&
    typeof d.isApproved === 'boolean' &&
    (SPACE_TYPES as readonly unknown[]).includes(d.spaceType) &&
    (d.spaceType === 'other' ? str(d.customSpaceType, 1, 100) : d.customSpaceType === null) &&
    num(d.area, 1, 100_000) &&
    num(d.floor, 0, 200) &&
    typeof d.hasElevator === 'boolean' &&
    typeof d.isAccessible === 'boolean' &&
    num(d.workstations, 1, 10_000) &&
    typeof parking.available === 'boolean' &&
    (parking.available
      ? hasOnly(parking, ['available', 'type']) &&
        (parking.type === 'free' || parking.type === 'paid')
      : hasOnly(parking, ['available'])) &&
    (INTERNET_TYPES as readonly unknown[]).includes(d.internetType) &&
    num(d.minimumDuration, 1, 365) &&
    isTimestamp(d.createdAt)
  );
}

function listingsRule(
  env: RuleEnv,
  op: DocOperation,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return (
        before?.isApproved === true ||
        (signedIn(env) && before !== null && before.hostId === env.auth.uid) ||
        isAdmin(env)
      );
    case 'create':
      return (
        hasRole(env, 'host') &&
        after !== null &&
        after.hostId === env.auth?.uid &&
        after.hostName === me(env)?.fullName &&
        after.isApproved === false &&
        Array.isArray(after.availableDates) &&
        after.availableDates.length === 0 &&
        after.createdAt === requestTime(env) &&
        validListing(after)
      );
    case 'update':
      if (before === null || after === null) return false;
      // The host edits their own listing, never its approval, owner, name or creation date.
      if (
        signedIn(env) &&
        before.hostId === env.auth.uid &&
        unchanged(before, after, ['hostId', 'hostName', 'isApproved', 'createdAt']) &&
        validListing(after)
      ) {
        return true;
      }
      // Approve or suspend: the admin's only power on a listing.
      return (
        isAdmin(env) &&
        changedOnly(before, after, ['isApproved']) &&
        typeof after.isApproved === 'boolean'
      );
    default:
      return false;
  }
}

// ---- occupancy -----------------------------------------------------------------------------

function bookingAfter(env: RuleEnv, id: unknown): Doc | null {
  return typeof id === 'string' && id !== '' && !id.includes('/')
    ? env.getAfter(`bookings/${id}`)
    : null;
}

function covers(b: Doc, listingId: string, day: string): boolean {
  return (
    b.listingId === listingId &&
    b.rentalType === 'daily' &&
    isDayString(day) &&
    typeof b.startDate === 'string' &&
    typeof b.endDate === 'string' &&
    b.startDate <= day &&
    day <= b.endDate
  );
}

function validDay(env: RuleEnv, d: Doc, status: 'held' | 'confirmed'): boolean {
  const keys = ['bookingId', 'status', 'createdAt'];
  return (
    hasAll(d, keys) &&
    hasOnly(d, keys) &&
    typeof d.bookingId === 'string' &&
    d.status === status &&
    d.createdAt === requestTime(env)
  );
}

/** A hold for a booking this tenant creates in the same write. */
function newHold(env: RuleEnv, d: Doc, listingId: string, day: string): boolean {
  const b = bookingAfter(env, d.bookingId);
  return (
    b !== null &&
    validDay(env, d, 'held') &&
    b.tenantId === env.auth?.uid &&
    b.status === 'pending_admin' &&
    b.createdAt === requestTime(env) &&
    covers(b, listingId, day)
  );
}

/** The admin confirms the booking in the same write. */
function confirmation(env: RuleEnv, d: Doc, listingId: string, day: string): boolean {
  const b = bookingAfter(env, d.bookingId);
  return (
    b !== null &&
    validDay(env, d, 'confirmed') &&
    b.status === 'confirmed' &&
    covers(b, listingId, day)
  );
}

/** A hold not validated within 24 hours no longer blocks the day. */
function holdExpired(env: RuleEnv, resource: Doc): boolean {
  return resource.status === 'held' && env.now.getTime() >= tsMs(resource.createdAt) + HOLD_MS;
}

function occupancyRule(
  env: RuleEnv,
  op: DocOperation,
  listingId: string,
  day: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return true;
    case 'create':
      if (after === null) return false;
      return (
        (signedIn(env) && newHold(env, after, listingId, day)) ||
        (isAdmin(env) && confirmation(env, after, listingId, day))
      );
    case 'update':
      if (before === null || after === null) return false;
      return (
        (signedIn(env) && holdExpired(env, before) && newHold(env, after, listingId, day)) ||
        (isAdmin(env) &&
          confirmation(env, after, listingId, day) &&
          (before.bookingId === after.bookingId || holdExpired(env, before)))
      );
    case 'delete': {
      if (before === null) return false;
      const b = bookingAfter(env, before.bookingId);
      if (b === null) return false;
      return (
        (isAdmin(env) && b.status === 'rejected') ||
        (signedIn(env) && b.tenantId === env.auth.uid && b.status === 'cancelled')
      );
    }
    default:
      return false;
  }
}

// ---- bookings ------------------------------------------------------------------------------

const BOOKING_KEYS = [
  'listingId',
  'tenantId',
  'hostId',
  'rentalType',
  'startDate',
  'endDate',
  'totalPrice',
  'isIndefinite',
  'monthlyPrice',
  'monthlyEndDate',
  'status',
  'createdAt',
  'listingTitle',
  'listingAddress',
  'listingCity',
  'tenantName',
];

/**
 * Months started from start to end inclusive, computed the way firestore.rules does
 * (monthsStarted); equal to src/domain/days.ts monthsBetween (tests/security/rulesMirror.test.ts).
 */
export function monthsStarted(start: string, end: string): number {
  const s = start.split('-').map(Number);
  const e = end.split('-').map(Number);
  const diff = (e[0] - s[0]) * 12 + e[1] - s[1];
  const notLastDay = new Date(dayMs(end) + DAY_MS).getUTCMonth() + 1 === e[1];
  const k = s[2] > e[2] && notLastDay ? diff : diff + 1;
  return k < 1 ? 1 : k;
}

function heldAfter(env: RuleEnv, listingId: string, day: string, bookingId: string): boolean {
  const o = env.getAfter(`listings/${listingId}/occupancy/${day}`);
  return o !== null && o.bookingId === bookingId && o.status === 'held';
}

function dailyOk(env: RuleEnv, id: string, d: Doc, l: Doc): boolean {
  if (!(d.isIndefinite === false && isDayString(d.endDate) && typeof d.startDate === 'string'))
    return false;
  const span = dayMs(d.endDate) - dayMs(d.startDate);
  return (
    d.endDate >= d.startDate &&
    d.monthlyPrice === null &&
    d.monthlyEndDate === null &&
    span < 90 * DAY_MS &&
    typeof l.minimumDuration === 'number' &&
    span + DAY_MS >= l.minimumDuration * DAY_MS &&
    typeof d.totalPrice === 'number' &&
    typeof l.pricePerDay === 'number' &&
    d.totalPrice * DAY_MS === l.pricePerDay * (span + DAY_MS) &&
    heldAfter(env, String(d.listingId), d.startDate, id) &&
    heldAfter(env, String(d.listingId), d.endDate, id)
  );
}

function monthlyOk(d: Doc, l: Doc): boolean {
  if (d.monthlyPrice !== l.pricePerMonth || typeof l.pricePerMonth !== 'number') return false;
  if (d.isIndefinite === true) {
    return d.endDate === null && d.monthlyEndDate === null && d.totalPrice === l.pricePerMonth;
  }
  return (
    d.isIndefinite === false &&
    isDayString(d.endDate) &&
    typeof d.startDate === 'string' &&
    d.endDate > d.startDate &&
    d.monthlyEndDate === d.endDate &&
    !Number.isNaN(dayMs(d.endDate)) &&
    d.totalPrice === l.pricePerMonth * monthsStarted(d.startDate, d.endDate)
  );
}

function validBookingCreate(env: RuleEnv, id: string, d: Doc): boolean {
  const l =
    typeof d.listingId === 'string' && d.listingId !== ''
      ? env.get(`listings/${d.listingId}`)
      : null;
  const loc = l && isRecord(l.location) ? l.location : null;
  if (!l || !loc || !signedIn(env)) return false;
  return (
    hasAll(d, BOOKING_KEYS) &&
    hasOnly(d, BOOKING_KEYS) &&
    d.tenantId === env.auth.uid &&
    d.status === 'pending_admin' &&
    d.createdAt === requestTime(env) &&
    l.isApproved === true &&
    d.hostId === l.hostId &&
    d.hostId !== env.auth.uid &&
    d.listingTitle === l.title &&
    d.listingAddress === loc.address &&
    d.listingCity === loc.city &&
    d.tenantName === me(env)?.fullName &&
    // the first day has not ended yet anywhere (Morocco is UTC+0/+1)
    isDayString(d.startDate) &&
    dayMs(d.startDate) + DAY_MS > env.now.getTime() &&
    num(d.totalPrice, 1, 1_000_000_000) &&
    ((d.rentalType === 'daily' && dailyOk(env, id, d, l)) ||
      (d.rentalType === 'monthly' && monthlyOk(d, l)))
  );
}

function bookingsRule(
  env: RuleEnv,
  op: DocOperation,
  id: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return (
        (signedIn(env) &&
          before !== null &&
          (before.tenantId === env.auth.uid || before.hostId === env.auth.uid)) ||
        isAdmin(env)
      );
    case 'create':
      return hasRole(env, 'tenant') && after !== null && validBookingCreate(env, id, after);
    case 'update':
      if (before === null || after === null) return false;
      // The tenant cancels while it waits for the admin.
      if (
        signedIn(env) &&
        before.tenantId === env.auth.uid &&
        before.status === 'pending_admin' &&
        changedOnly(before, after, ['status']) &&
        after.status === 'cancelled'
      ) {
        return true;
      }
      // The admin confirms or rejects, within 24 hours of the request.
      return (
        isAdmin(env) &&
        before.status === 'pending_admin' &&
        changedOnly(before, after, ['status']) &&
        (after.status === 'confirmed' || after.status === 'rejected') &&
        env.now.getTime() < tsMs(before.createdAt) + HOLD_MS
      );
    default:
      return false;
  }
}

// ---- entry points --------------------------------------------------------------------------

/** Whether firestore.rules allow `op` on the document at `path` (before/after the write). */
export function allowDoc(
  env: RuleEnv,
  op: DocOperation,
  path: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  const a = parseDocPath(path);
  if (!a) return false;
  switch (a.kind) {
    case 'users':
      return usersRule(env, op, a.id, before, after);
    case 'publicProfiles':
      return publicProfilesRule(env, op, a.id, after);
    case 'listings':
      return listingsRule(env, op, before, after);
    case 'occupancy':
      return occupancyRule(env, op, a.listingId, a.day, before, after);
    case 'bookings':
      return bookingsRule(env, op, a.id, before, after);
  }
}

/** Throws ServiceError('permission-denied') where the rules would deny. */
export function assertDoc(
  env: RuleEnv,
  op: DocOperation,
  path: string,
  before: Doc | null,
  after: Doc | null,
): void {
  if (!allowDoc(env, op, path, before, after)) deny(`${op} ${path}`);
}

/**
 * The part of a list rule that does not depend on the documents: users are listed by the admin
 * only, public profiles by nobody. The documents a query returns are checked one by one too.
 */
export function allowListCollection(env: RuleEnv, collectionPath: string): boolean {
  if (collectionPath === 'users') return isAdmin(env);
  if (collectionPath === 'publicProfiles') return false;
  return true;
}

// ---- storage.rules -------------------------------------------------------------------------

export interface FileMeta {
  contentType: string;
  size: number;
}

const IMAGE_TYPE = /^image\/(jpeg|png|webp)$/;

function isImageUnder(file: FileMeta, maxBytes: number): boolean {
  return file.size < maxBytes && IMAGE_TYPE.test(file.contentType);
}

/** Whether storage.rules allow writing (file) or deleting (null) the object at `path`. */
export function allowFileWrite(
  env: RuleEnv,
  path: string,
  file: FileMeta | null,
  maxBytes: number = MAX_UPLOAD_BYTES,
): boolean {
  const listing = /^listings\/([^/]+)\/([^/]+)$/.exec(path);
  if (listing) {
    const isHost = signedIn(env) && env.get(`listings/${listing[1]}`)?.hostId === env.auth.uid;
    if (file === null) return isHost;
    return (
      /^[0-9]{1,3}_[A-Za-z0-9._-]{1,80}$/.test(listing[2]) && isImageUnder(file, maxBytes) && isHost
    );
  }
  const user = /^users\/([^/]+)\/([^/]+)$/.exec(path);
  if (user) {
    const own = signedIn(env) && env.auth.uid === user[1];
    if (file === null) return own;
    return own && /^profile_[A-Za-z0-9._-]{1,80}$/.test(user[2]) && isImageUnder(file, maxBytes);
  }
  return false;
}

export function assertFileWrite(
  env: RuleEnv,
  path: string,
  file: FileMeta | null,
  maxBytes?: number,
): void {
  if (!allowFileWrite(env, path, file, maxBytes)) deny(`${file ? 'upload' : 'delete'} ${path}`);
}

/** Listing photos and profile photos are public. */
export function allowFileGet(path: string): boolean {
  return /^listings\/[^/]+\/[^/]+$/.test(path) || /^users\/[^/]+\/[^/]+$/.test(path);
}

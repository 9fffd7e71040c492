/**
 * What every rule of ./ sees (request.auth, request.time, get(), getAfter()) and the helpers
 * of firestore.rules ("helpers"), shared by the collections' rules.
 */
import { sameData } from '@/domain/sameData';
import { ServiceError } from '../../types';
import type { Doc } from '../db';

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
  /**
   * The contents of the stored files whose path starts with `prefix` (the local backend keeps
   * a listing photo as the data: URL of a file of the listing's folder; see ./listings.ts).
   */
  filesUnder(prefix: string): string[];
}

export type DocOperation = 'get' | 'list' | 'create' | 'update' | 'delete';

export const DAY_MS = 86_400_000;

/**
 * The local backend keeps uploaded photos as data: URLs (there is no file server), so a photo
 * address may be long here; on Firebase it is a download URL.
 */
export const LOCAL_PHOTO_MAX_LENGTH = 3_000_000;

// ---- helpers (firestore.rules "helpers") ---------------------------------------------------

export function deny(reason: string): never {
  throw new ServiceError('permission-denied', reason);
}

export const signedIn = (env: RuleEnv): env is RuleEnv & { auth: Caller } => env.auth !== null;
export const isAdmin = (env: RuleEnv) => env.auth !== null && env.auth.admin === true;
export const requestTime = (env: RuleEnv) => env.now.toISOString();
export const me = (env: RuleEnv) => (env.auth ? env.get(`users/${env.auth.uid}`) : null);
export const hasRole = (env: RuleEnv, role: 'host' | 'tenant') =>
  signedIn(env) && me(env)?.role === role;

export function isRecord(v: unknown): v is Doc {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function str(v: unknown, min: number, max: number): v is string {
  return typeof v === 'string' && v.length >= min && v.length <= max;
}

/** reasonText(): an admin's reason for a refusal, 1 to 500 characters, trimmed. */
export function reasonText(v: unknown): v is string {
  return str(v, 1, 500) && v.trim() === v;
}

export function optStr(d: Doc, key: string, max: number): boolean {
  return !(key in d) || str(d[key], 0, max);
}

export function num(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
}

/** mad(): whole MAD only, from 1 to `max` (`is int` in the rules). */
export function mad(v: unknown, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max;
}

/** idRe(): a document id as both backends make them. */
export const ID_RE = '[A-Za-z0-9_-]{1,128}';

export function isDocId(v: unknown): v is string {
  return typeof v === 'string' && new RegExp(`^${ID_RE}$`).test(v);
}

/**
 * strings(): at most `max` strings, each matching `re` as a whole (the rules check the same
 * with join / split / matches, as they cannot loop).
 */
export function strings(v: unknown, re: string, max: number): v is string[] {
  const one = new RegExp(`^(${re})$`);
  return (
    Array.isArray(v) && v.length <= max && v.every((x) => typeof x === 'string' && one.test(x))
  );
}

/** unique(): toSet().size() == size() */
export function unique(v: unknown[]): boolean {
  return new Set(v.map((x) => JSON.stringify(x))).size === v.length;
}

/** `is timestamp`: the local store keeps timestamps as ISO strings. */
export function isTimestamp(v: unknown): v is string {
  return (
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v) &&
    !Number.isNaN(Date.parse(v))
  );
}

export function tsMs(v: unknown): number {
  return isTimestamp(v) ? Date.parse(v) : Number.NaN;
}

/** isDay(): the shape only, like the rules' regex. */
export function isDayString(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(v);
}

/** dayMs(): midnight UTC of the day; NaN (an error in the rules: denied) for an impossible date. */
export function dayMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d
    ? ms
    : Number.NaN;
}

export function hasAll(d: Doc, keys: readonly string[]): boolean {
  return keys.every((k) => k in d);
}

export function hasOnly(d: Doc, keys: readonly string[]): boolean {
  return Object.keys(d).every((k) => keys.includes(k));
}

export function listOf(v: unknown, allowed: readonly string[] | null, max: number): v is unknown[] {
  return (
    Array.isArray(v) &&
    v.length <= max &&
    (!allowed || v.every((x) => typeof x === 'string' && allowed.includes(x)))
  );
}

/** `==` between two values of a document (src/domain/sameData.ts). */
export const deepEqual = sameData;

/** request.resource.data.diff(resource.data).affectedKeys() */
export function affectedKeys(before: Doc, after: Doc): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (k) => !(k in before) || !(k in after) || !deepEqual(before[k], after[k]),
  );
}

export const changedOnly = (before: Doc, after: Doc, keys: readonly string[]) =>
  affectedKeys(before, after).every((k) => keys.includes(k));
export const unchanged = (before: Doc, after: Doc, keys: readonly string[]) =>
  !affectedKeys(before, after).some((k) => keys.includes(k));

/** The rules' a / b: integers divide with truncation; null where the division is an error. */
export function quotient(a: unknown, b: unknown): number | null {
  if (typeof a !== 'number' || typeof b !== 'number' || b === 0) return null;
  return Number.isInteger(a) && Number.isInteger(b) ? Math.trunc(a / b) : a / b;
}

/**
 * monthIssued(): month `n` of booking `id` gets its document in this write (asked by the
 * bookings rules and by the booking-invoiced notification).
 */
export function monthIssued(env: RuleEnv, id: string, n: unknown): boolean {
  const path = `documents/${id}_m${String(n)}`;
  return Number.isInteger(n) && env.get(path) === null && env.getAfter(path) !== null;
}

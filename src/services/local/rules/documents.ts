/**
 * documents/{id} and documentCounters/{hostId}_{kind} (firestore.rules, "documents", issue 15):
 * a document is created by the admin with its host's counter, which moves by exactly one (or
 * starts again at 1 in a later year) and names it; read by its tenant, its host and the admin;
 * never changed or deleted.
 */
import type { Doc } from '../db';
import {
  DAY_MS,
  type DocOperation,
  type RuleEnv,
  affectedKeys,
  dayMs,
  deepEqual,
  hasAll,
  hasOnly,
  isAdmin,
  isRecord,
  requestTime,
  signedIn,
} from './helpers';
import { monthsAfterMs } from './reviews';

export const DOCUMENT_KEYS = [
  'kind',
  'number',
  'issueDate',
  'host',
  'tenant',
  'space',
  'period',
  'lines',
  'vat',
  'total',
  'totalInWords',
  'references',
  'bookingId',
  'hostId',
  'tenantId',
  'listingId',
  'year',
  'sequence',
  'issuedAt',
] as const;
const COUNTER_KEYS = ['hostId', 'kind', 'year', 'last', 'lastDocId'] as const;
/** What an avoir may differ in from the document it credits. */
const AVOIR_OWN = ['kind', 'number', 'issueDate', 'references', 'year', 'sequence', 'issuedAt'];

const kindPrefix = (kind: unknown) => (kind === 'facture' ? 'F' : kind === 'recu' ? 'R' : 'AV');
const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The rules' string(v) of a number or a string. */
const asString = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');
const data = (d: Doc | null): Doc => d ?? {};
/** The rules' a * k of a stored number (a missing or non-number field is an error: NaN, never equal). */
const times = (a: unknown, k: number) => (typeof a === 'number' ? a * k : Number.NaN);

function validSale(env: RuleEnv, docId: string, d: Doc, b: Doc): boolean {
  const li = data(env.get(`users/${String(d.hostId)}`)).legalIdentity ?? null;
  const vat = isRecord(li) && li.kind === 'company' && li.vatRegistered === true;
  const v = isRecord(d.vat) ? d.vat : null;
  return (
    (docId === d.bookingId || validMonth(env, docId, d, b)) &&
    b.status === 'confirmed' &&
    d.references === null &&
    d.kind === (vat ? 'facture' : 'recu') &&
    (li === null || deepEqual(d.host, li)) &&
    // an indefinite monthly rental's documents are a month each (validMonth)
    d.total === (b.isIndefinite === true ? times(b.monthlyPrice, 100) : times(b.totalPrice, 100)) &&
    (vat
      ? v !== null &&
        v.ttc === d.total &&
        typeof v.ht === 'number' &&
        typeof v.tva === 'number' &&
        v.ht + v.tva === d.total &&
        v.rate === 20
      : d.vat === null)
  );
}

/**
 * documents/{bookingId}_m{n}: month n (2 or more) of an indefinite monthly rental, from its
 * first day, once begun (a day early at most) and not after the rental's last day
 * (firestore.rules validMonth).
 */
function validMonth(env: RuleEnv, docId: string, d: Doc, b: Doc): boolean {
  const parts = docId.split('_m');
  const last = parts[parts.length - 1]!;
  // the rules' int() of a string that is not a whole number is an error: denied
  if (!/^[+-]?[0-9]+$/.test(last) || typeof b.startDate !== 'string') return false;
  const n = Number(last);
  const [y, m, day] = b.startDate.split('-').map(Number);
  const from = monthsAfterMs(y!, m!, day!, n - 1);
  const period = isRecord(d.period) ? d.period : null;
  return (
    docId === `${String(d.bookingId)}_m${n}` &&
    n >= 2 &&
    b.rentalType === 'monthly' &&
    b.isIndefinite === true &&
    period !== null &&
    typeof period.start === 'string' &&
    dayMs(period.start) === from &&
    from <= env.now.getTime() + DAY_MS &&
    (b.endDate === null || (typeof b.endDate === 'string' && from <= dayMs(b.endDate))) &&
    // the total moves by the month's price, in this write (src/domain/invoice.ts monthsInvoiced)
    data(env.get(`bookings/${String(d.bookingId)}`)).totalPrice === times(b.monthlyPrice, n - 1) &&
    b.totalPrice === times(b.monthlyPrice, n)
  );
}

function validAvoir(env: RuleEnv, docId: string, d: Doc, b: Doc): boolean {
  const o = env.get(`documents/${String(d.bookingId)}`);
  return (
    o !== null &&
    docId === `${String(d.bookingId)}_avoir` &&
    b.status === 'cancelled' &&
    d.references === o.number &&
    affectedKeys(o, d).every((k) => AVOIR_OWN.includes(k))
  );
}

export function validDocument(env: RuleEnv, docId: string, d: Doc): boolean {
  const b = env.getAfter(`bookings/${String(d.bookingId)}`);
  const c = data(env.getAfter(`documentCounters/${String(d.hostId)}_${String(d.kind)}`));
  const prefix = kindPrefix(d.kind);
  return (
    b !== null &&
    hasAll(d, DOCUMENT_KEYS) &&
    hasOnly(d, DOCUMENT_KEYS) &&
    d.issuedAt === requestTime(env) &&
    c.lastDocId === docId &&
    typeof d.number === 'string' &&
    new RegExp(
      `^${escape(prefix)}-${escape(asString(d.year))}-0*${escape(asString(d.sequence))}$`,
    ).test(d.number) &&
    d.number.length >= prefix.length + 12 &&
    typeof d.issueDate === 'string' &&
    new RegExp(`^${escape(asString(d.year))}-[0-9]{2}-[0-9]{2}$`).test(d.issueDate) &&
    b.hostId === d.hostId &&
    b.tenantId === d.tenantId &&
    b.listingId === d.listingId &&
    (d.kind === 'avoir' ? validAvoir(env, docId, d, b) : validSale(env, docId, d, b))
  );
}

function validCounter(env: RuleEnv, counterId: string, c: Doc): boolean {
  const d = env.getAfter(`documents/${String(c.lastDocId)}`);
  return (
    d !== null &&
    hasOnly(c, COUNTER_KEYS) &&
    counterId === `${String(c.hostId)}_${String(c.kind)}` &&
    d.hostId === c.hostId &&
    d.kind === c.kind &&
    d.year === c.year &&
    d.sequence === c.last
  );
}

export function documentsRule(
  env: RuleEnv,
  op: DocOperation,
  docId: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return (
        isAdmin(env) ||
        (signedIn(env) &&
          before !== null &&
          (before.tenantId === env.auth.uid || before.hostId === env.auth.uid))
      );
    case 'create':
      return isAdmin(env) && after !== null && validDocument(env, docId, after);
    default:
      return false;
  }
}

export function documentCountersRule(
  env: RuleEnv,
  op: DocOperation,
  counterId: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  if (!isAdmin(env)) return false;
  switch (op) {
    case 'get':
      return true;
    case 'create':
      return after !== null && validCounter(env, counterId, after) && after.last === 1;
    case 'update':
      return (
        before !== null &&
        after !== null &&
        validCounter(env, counterId, after) &&
        typeof before.last === 'number' &&
        typeof before.year === 'number' &&
        typeof after.year === 'number' &&
        ((after.year === before.year && after.last === before.last + 1) ||
          (after.year > before.year && after.last === 1))
      );
    default:
      return false;
  }
}

/**
 * The local store's data model: plain JSON documents shaped like the Firestore ones, addressed by
 * their Firestore paths, and the helpers that read and write them in a state (no I/O: ./db.ts
 * persists the state, ./store.ts guards every access with the rule mirror).
 */
export type Doc = Record<string, unknown>;

export interface LocalDbState {
  version: number;
  /** Auth accounts by lower-cased e-mail. */
  accounts: Record<string, { uid: string; passwordHash: string; displayName: string | null }>;
  users: Record<string, Doc>;
  publicProfiles: Record<string, Doc>;
  listings: Record<string, Doc>;
  bookings: Record<string, Doc>;
  /** holdQuotas[uid]: the tenant's booking requests of the current 24-hour window. */
  holdQuotas: Record<string, Doc>;
  /** reviews[bookingId] (issue 15; absent from stores written before reviews existed). */
  reviews?: Record<string, Doc>;
  /** occupancy[listingId][slot]: slot "YYYY-MM-DD" (place 0) or "YYYY-MM-DD_n" */
  occupancy: Record<string, Record<string, Doc>>;
  /** blocks[listingId][YYYY-MM-DD]: the host's blocked days (public) */
  blocks?: Record<string, Record<string, Doc>>;
  /** blockNotes[listingId][YYYY-MM-DD]: their reasons (the host's only) */
  blockNotes?: Record<string, Record<string, Doc>>;
  /** conversations[id]: a tenant and a host about a listing (issue 14) */
  conversations?: Record<string, Doc>;
  /** messages[conversationId][messageId] */
  messages?: Record<string, Record<string, Doc>>;
  /** notifications[uid][notificationId] */
  notifications?: Record<string, Record<string, Doc>>;
  /** mail[id]: the Trigger Email extension's queue */
  mail?: Record<string, Doc>;
  /** bookingContacts[bookingId]: contacts after confirmation (issue 14, notify14). */
  bookingContacts?: Record<string, Doc>;
  /** documents[id]: receipts, invoices and credit notes (issue 15), never changed. */
  documents?: Record<string, Doc>;
  /** documentCounters[`${hostId}_${kind}`]: each host's last number per kind (issue 15). */
  documentCounters?: Record<string, Doc>;
  /** Uploaded files by storage path (data: URLs). */
  files: Record<string, string>;
  /** Bumped by every committed write (absent from stores written before it existed: 0). */
  revision: number;
}

/**
 * 2: occupancy days store createdAt (like Firestore) instead of heldUntil.
 * 3: holdQuotas; listings carry approvedOnce; whole-MAD prices.
 * 4: places (listings, bookings), occupancy per day and place, monthly holds, blocked days.
 * 5: listings carry placeKeys (the search by place).
 * 6: reviews, and the listings' rating aggregate (ratingSum, ratingCount).
 * 7: documents and their counters (issue 15), users' billing details.
 */
export const DB_VERSION = 7;
export const DB_KEY = 'maktabi.demo.db';
/**
 * Written after DB_KEY by every commit: "<revision>:<random>". Readers re-parse the store only
 * when it changed.
 */
export const DB_REV_KEY = 'maktabi.demo.db.rev';
/** The name of the cross-tab lock every write of the store holds. */
export const DB_LOCK = 'maktabi-db';
export const SESSION_KEY = 'maktabi.demo.session';

/** An empty store (test fixtures start from it). */
export function emptyState(): LocalDbState {
  return {
    version: DB_VERSION,
    accounts: {},
    users: {},
    publicProfiles: {},
    listings: {},
    bookings: {},
    holdQuotas: {},
    reviews: {},
    occupancy: {},
    blocks: {},
    blockNotes: {},
    conversations: {},
    messages: {},
    notifications: {},
    mail: {},
    bookingContacts: {},
    documents: {},
    documentCounters: {},
    files: {},
    revision: 0,
  };
}

// ---- documents by path, like Firestore ------------------------------------------------------

/** Where a document path lives in the store; null for any path outside the data model. */
export type DocAddress =
  | { kind: (typeof TOP_LEVEL)[number]; id: string }
  | { kind: SubCollection; listingId: string; day: string }
  | { kind: NestedCollection; parentId: string; id: string };

const TOP_LEVEL = [
  'users',
  'publicProfiles',
  'listings',
  'bookings',
  'holdQuotas',
  'reviews',
  'conversations',
  'mail',
  'bookingContacts',
  'documents',
  'documentCounters',
] as const;
/** Other subcollections: `${parent}/{parentId}/${kind}/{id}`, kept as state[kind][parentId][id]. */
const NESTED = { messages: 'conversations', notifications: 'users' } as const;
export type NestedCollection = keyof typeof NESTED;
const nestedKind = (parent: string, kind: string): NestedCollection | null =>
  kind in NESTED && NESTED[kind as NestedCollection] === parent ? (kind as NestedCollection) : null;
/** The subcollections of a listing the store keeps: listings/{id}/<kind>/{docId}. */
export const SUBCOLLECTIONS = ['occupancy', 'blocks', 'blockNotes'] as const;
export type SubCollection = (typeof SUBCOLLECTIONS)[number];
const isSub = (v: string): v is SubCollection => (SUBCOLLECTIONS as readonly string[]).includes(v);

export function parseDocPath(path: string): DocAddress | null {
  const s = path.split('/');
  if (s.some((part) => part === '')) return null;
  if (s.length === 2 && (TOP_LEVEL as readonly string[]).includes(s[0])) {
    return { kind: s[0] as (typeof TOP_LEVEL)[number], id: s[1] };
  }
  if (s.length === 4 && s[0] === 'listings' && isSub(s[2])) {
    return { kind: s[2], listingId: s[1], day: s[3] };
  }
  const nested = s.length === 4 ? nestedKind(s[0], s[2]) : null;
  if (nested) return { kind: nested, parentId: s[1], id: s[3] };
  return null;
}

/** A stored value that is a document: a plain object (null, a string, an array... are not). */
export function isDoc(value: unknown): value is Doc {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The document at `path`; null when missing, or when what is stored there is not a document. */
export function readDoc(state: LocalDbState, path: string): Doc | null {
  const a = parseDocPath(path);
  if (!a) return null;
  const value: unknown =
    'listingId' in a
      ? asRecords(asRecords(state[a.kind])[a.listingId])[a.day]
      : 'parentId' in a
        ? asRecords(asRecords(state[a.kind])[a.parentId])[a.id]
        : asRecords(state[a.kind])[a.id];
  return isDoc(value) ? value : null;
}

/** A collection map as stored; an entry that is not an object (hand edit, bad write) is empty. */
function asRecords<T>(value: Record<string, T> | null | undefined): Record<string, T | undefined> {
  return isDoc(value) ? value : {};
}

export function writeDoc(state: LocalDbState, path: string, doc: Doc | null): void {
  const a = parseDocPath(path);
  if (!a) throw new Error(`chemin de document inconnu : ${path}`);
  if ('listingId' in a) {
    const sub = isDoc(state[a.kind]) ? state[a.kind]! : (state[a.kind] = {});
    if (!isDoc(sub[a.listingId])) sub[a.listingId] = {};
    const days = sub[a.listingId];
    if (doc) days[a.day] = doc;
    else {
      delete days[a.day];
      if (Object.keys(days).length === 0) delete sub[a.listingId];
    }
    return;
  }
  if ('parentId' in a) {
    const sub = isDoc(state[a.kind]) ? state[a.kind]! : (state[a.kind] = {});
    if (!isDoc(sub[a.parentId])) sub[a.parentId] = {};
    const docs = sub[a.parentId];
    if (doc) docs[a.id] = doc;
    else delete docs[a.id];
    return;
  }
  if (!isDoc(state[a.kind])) state[a.kind] = {};
  const top = state[a.kind]!;
  if (doc) top[a.id] = doc;
  else delete top[a.id];
}

/**
 * The documents of a collection path ("bookings", "listings/{id}/occupancy"), by id. A stored
 * entry that is not a document (null, a string...) is left out: it never hides the others.
 */
export function listDocs(state: LocalDbState, collectionPath: string): [string, Doc][] {
  const s = collectionPath.split('/');
  let entries: [string, unknown][];
  if (s.length === 1 && (TOP_LEVEL as readonly string[]).includes(s[0])) {
    entries = Object.entries(asRecords(state[s[0] as (typeof TOP_LEVEL)[number]]));
  } else if (s.length === 3 && s[0] === 'listings' && s[1] && isSub(s[2])) {
    entries = Object.entries(asRecords(asRecords(state[s[2]])[s[1]]));
  } else if (s.length === 3 && s[1] && nestedKind(s[0], s[2])) {
    entries = Object.entries(asRecords(asRecords(state[s[2] as NestedCollection])[s[1]]));
  } else {
    throw new Error(`collection inconnue : ${collectionPath}`);
  }
  return entries.filter((e): e is [string, Doc] => isDoc(e[1]));
}

/**
 * serverTimestamp() of the local backend: replaced by the request time (an ISO string, the
 * store's timestamp format) when the write is committed, so rules can compare it to
 * request.time exactly as Firestore does.
 */
export const SERVER_TIME: unique symbol = Symbol('maktabi.serverTime');

/** Copies a document, replacing SERVER_TIME by `at` (ISO), at any depth. */
export function resolveServerTime(value: unknown, at: string): unknown {
  if (value === SERVER_TIME) return at;
  if (Array.isArray(value)) return value.map((v) => resolveServerTime(v, at));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveServerTime(v, at)]));
  }
  return value;
}

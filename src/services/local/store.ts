/**
 * Reads and writes of the local backend, through its copy of the rules (./rules), with
 * Firestore's semantics: a get or a query is refused when the rules refuse it, a batch of
 * writes is applied atomically and each document it touches is checked with get() seeing the
 * store before the batch and getAfter() the store after it. Every code path of the local
 * backend goes through here, and so does the test entry point (`__raw`), so the permission
 * matrix exercises the very functions the demo runs.
 */
import type { ListedDoc } from '../shared/converters';
import { ServiceError } from '../types';
import { listDocs, readDoc, resolveServerTime, writeDoc, type Doc, type LocalDbState } from './db';
import * as rules from './rules';
import type { Caller, FileMeta, RuleEnv } from './rules';

export type Write =
  | { type: 'set'; path: string; data: Doc }
  /** Top-level fields merged into an existing document (updateDoc); not-found when missing. */
  | { type: 'update'; path: string; data: Doc }
  | { type: 'delete'; path: string };

/** The field name of a document's id in a Where (Firestore's `documentId()`). */
export const DOCUMENT_ID = '__name__';

export interface Where {
  /** A top-level field, or DOCUMENT_ID. */
  field: string;
  op: '==' | 'in' | 'array-contains' | '>=' | '<=';
  value: unknown;
}

function envOf(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  before?: Map<string, Doc | null>,
): RuleEnv {
  return {
    auth,
    now,
    get: (path) => (before?.has(path) ? (before.get(path) ?? null) : readDoc(state, path)),
    getAfter: (path) => readDoc(state, path),
    filesUnder: (prefix) =>
      Object.entries(state.files)
        .filter(([p]) => p.startsWith(prefix))
        .map(([, content]) => content),
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One document, read as `auth`; null when it does not exist (and the rules allow the read). */
export function guardedGet(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  path: string,
): Doc | null {
  const doc = readDoc(state, path);
  rules.assertDoc(envOf(state, auth, now), 'get', path, doc, null);
  return doc;
}

/**
 * A query: the documents of `collectionPath` matching every `where`. Firestore refuses a query
 * that could return a document the caller may not read; here each returned document is checked,
 * so a query must carry the same filters as its Firestore twin to be allowed.
 */
export function guardedList(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  collectionPath: string,
  where: Where[] = [],
): [string, Doc][] {
  const rows = listDocs(state, collectionPath).filter(([id, doc]) => matches(doc, where, id));
  return guardedRows(state, auth, now, collectionPath, rows);
}

/**
 * Whether `doc` (whose id is `id`) passes every condition of a query's `where`, as Firestore
 * compares values: a range (`>=`, `<=`) holds only between values of one type, numbers or
 * strings (strings by code unit, as Firestore orders document ids).
 */
export function matches(doc: Doc, where: readonly Where[], id?: string): boolean {
  return where.every((w) => {
    const field = w.field === DOCUMENT_ID ? id : doc[w.field];
    switch (w.op) {
      case '==':
        return sameValue(field, w.value);
      case 'array-contains':
        return Array.isArray(field) && field.some((v) => sameValue(v, w.value));
      case 'in':
        return Array.isArray(w.value) && w.value.some((v) => sameValue(field, v));
      case '>=':
      case '<=': {
        const value = w.value;
        const comparable =
          (typeof field === 'string' && typeof value === 'string') ||
          (typeof field === 'number' && typeof value === 'number');
        if (!comparable) return false;
        return w.op === '>=' ? field >= value : field <= value;
      }
    }
  });
}

/**
 * The documents `rows` of `collectionPath` as a query returns them to `auth`: refused when the
 * rules refuse listing the collection or any of them. For a query answered from an index
 * (./listingIndex.ts), `rows` is the page the query returns, as on Firestore with a limit.
 */
export function guardedRows(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  collectionPath: string,
  rows: [string, Doc][],
): [string, Doc][] {
  const env = envOf(state, auth, now);
  if (!rules.allowListCollection(env, collectionPath)) {
    throw new ServiceError('permission-denied', `list ${collectionPath}`);
  }
  for (const [id, doc] of rows) rules.assertDoc(env, 'list', `${collectionPath}/${id}`, doc, null);
  return rows;
}

/** Rows of guardedList as the list parser of both backends takes them (parseEach). */
export function listed(rows: [string, Doc][]): ListedDoc[] {
  return rows.map(([id, raw]) => ({ id, data: () => raw }));
}

/**
 * Applies `writes` as one batch at request time `now`, in place on `state` (run it inside
 * LocalDb.transact, which discards everything when this throws). SERVER_TIME becomes `now`.
 * Throws ServiceError('permission-denied') when the rules refuse any document of the batch.
 */
export function commitWrites(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  writes: Write[],
): void {
  const at = now.toISOString();
  const before = new Map<string, Doc | null>();
  for (const w of writes) if (!before.has(w.path)) before.set(w.path, readDoc(state, w.path));
  for (const w of writes) {
    if (w.type === 'delete') {
      writeDoc(state, w.path, null);
    } else if (w.type === 'set') {
      writeDoc(state, w.path, resolveServerTime(w.data, at) as Doc);
    } else {
      const current = readDoc(state, w.path);
      if (!current) throw new ServiceError('not-found', w.path);
      writeDoc(state, w.path, { ...current, ...(resolveServerTime(w.data, at) as Doc) });
    }
  }
  const env = envOf(state, auth, now, before);
  for (const [path, prior] of before) {
    const next = readDoc(state, path);
    const op = next === null ? 'delete' : prior === null ? 'create' : 'update';
    rules.assertDoc(env, op, path, prior, next);
  }
}

/** Throws when storage.rules refuse this upload (checked before the file is even read). */
export function assertUploadAllowed(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  path: string,
  file: FileMeta,
  maxBytes?: number,
): void {
  rules.assertFileWrite(envOf(state, auth, now), path, file, maxBytes);
}

/** Stores a file as `auth` (storage.rules); `content` is what the local backend keeps (a data: URL). */
export function guardedUpload(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  path: string,
  file: FileMeta,
  content: string,
  maxBytes?: number,
): void {
  rules.assertFileWrite(envOf(state, auth, now), path, file, maxBytes);
  state.files[path] = content;
}

export function guardedDeleteFile(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  path: string,
): void {
  rules.assertFileWrite(envOf(state, auth, now), path, null);
  delete state.files[path];
}

export function guardedGetFile(
  state: LocalDbState,
  auth: Caller | null,
  now: Date,
  path: string,
): string | null {
  if (!rules.allowFileGet(envOf(state, auth, now), path)) {
    throw new ServiceError('permission-denied', `get ${path}`);
  }
  return state.files[path] ?? null;
}

/** The paths of the stored files under `prefix` (a Storage list; the local backend's own use). */
export function filePathsUnder(state: LocalDbState, prefix: string): string[] {
  return Object.keys(state.files).filter((p) => p.startsWith(prefix));
}

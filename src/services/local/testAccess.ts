/**
 * TEST-ONLY entry point (`backend.__raw`), attached by ./index.ts only when Vite's mode is
 * "test" (vitest): the demo build drops this module with the rest of the dead branch, and the
 * production bundle never contains the local backend at all. It lets the permission matrix
 * (tests/security/matrix.ts) write fixtures with the rules disabled, like
 * @firebase/rules-unit-testing's withSecurityRulesDisabled, and attempt raw Firestore-like
 * calls the typed Backend API cannot express (unknown fields, a tampered price, one's own
 * role...) as any caller. Those calls go through exactly the same rule functions
 * (./store.ts -> ./rules) as the backend's own code paths.
 */
import type { LocalContext } from './context';
import { SERVER_TIME, emptyState, hashPassword, readDoc, writeDoc, type Doc } from './db';
import type { Caller, FileMeta } from './rules';
import {
  commitWrites,
  guardedDeleteFile,
  guardedGet,
  guardedGetFile,
  guardedList,
  guardedUpload,
  type Where,
  type Write,
} from './store';

export interface LocalRawAccess {
  /** Resolved to the request time by writes, like serverTimestamp(). */
  readonly serverTime: typeof SERVER_TIME;
  /** Empties the store: no account, document or file (like a fresh emulator). */
  clear(): void;
  /** Fixture documents (null deletes) and files, written with the rules disabled. */
  seed(docs: Record<string, Doc | null>, files?: Record<string, string>): void;
  /** A sign-in account for a fixture user. */
  addAccount(email: string, password: string, uid: string): Promise<void>;
  /** A document, read with the rules disabled. */
  peek(path: string): Doc | null;
  /** As `caller` (null: a visitor), through the rules. */
  get(caller: Caller | null, path: string): Doc | null;
  list(caller: Caller | null, collectionPath: string, where?: Where[]): { id: string; data: Doc }[];
  write(caller: Caller | null, writes: Write[]): void;
  upload(caller: Caller | null, path: string, file: FileMeta): void;
  getFile(caller: Caller | null, path: string): string | null;
  deleteFile(caller: Caller | null, path: string): void;
}

/** See LocalRawAccess. */
export function createRawAccess({ db, now, maxUpload }: LocalContext): LocalRawAccess {
  return {
    serverTime: SERVER_TIME,
    clear() {
      db.replace(emptyState());
    },
    seed(docs, files = {}) {
      db.transactSync((s) => {
        for (const [path, doc] of Object.entries(docs)) writeDoc(s, path, doc);
        Object.assign(s.files, files);
      });
    },
    async addAccount(email, password, uid) {
      const passwordHash = await hashPassword(password);
      db.transactSync((s) => {
        s.accounts[email.trim().toLowerCase()] = { uid, passwordHash, displayName: null };
      });
    },
    peek: (path) => readDoc(db.read(), path),
    get: (who, path) => guardedGet(db.read(), who, now(), path),
    list: (who, collectionPath, where) =>
      guardedList(db.read(), who, now(), collectionPath, where).map(([id, data]) => ({ id, data })),
    write(who, writes) {
      db.transactSync((s) => commitWrites(s, who, now(), writes));
    },
    upload(who, path, file) {
      db.transactSync((s) =>
        guardedUpload(s, who, now(), path, file, `data:${file.contentType};base64,`, maxUpload),
      );
    },
    getFile: (who, path) => guardedGetFile(db.read(), who, now(), path),
    deleteFile(who, path) {
      db.transactSync((s) => guardedDeleteFile(s, who, now(), path));
    },
  };
}

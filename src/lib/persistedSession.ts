/**
 * Whether this browser may hold a signed-in Firebase session, read where Firebase Auth keeps it
 * (the persistence given to initializeAuth in ./firebaseAuth.ts: IndexedDB, then localStorage)
 * without loading the Auth SDK, so that a visitor's pages need not wait for it
 * (docs/decisions.md "Auth after the first screen"). Whatever cannot be read clearly answers
 * true: the app then waits for Auth before anything else, as it always did.
 *
 * The names are Auth's own (@firebase/auth, `DB_NAME`, `DB_OBJECTSTORE_NAME`,
 * `_persistenceKeyName`); tests/unit/persistedSession.test.ts checks them against the installed
 * SDK, so that an upgrade that moves them fails `npm test` instead of signing people out.
 */
export const AUTH_DATABASE = 'firebaseLocalStorageDb';
export const AUTH_STORE = 'firebaseLocalStorage';
/** The default app's name (@firebase/app `_DEFAULT_ENTRY_NAME`). */
export const DEFAULT_APP_NAME = '[DEFAULT]';
/** Past this, a database that does not answer counts as a possible session. */
export const PROBE_TIMEOUT_MS = 1000;

/** The key under which Auth persists the signed-in user of an app. */
export const authUserKey = (apiKey: string, appName = DEFAULT_APP_NAME) =>
  `firebase:authUser:${apiKey}:${appName}`;

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function mayHaveSession(
  apiKey: string,
  databases: IDBFactory | undefined = globalThis.indexedDB,
  storage: Storage | undefined = browserStorage(),
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<boolean> {
  const key = authUserKey(apiKey);
  try {
    // browserLocalPersistence: where Auth keeps the user when IndexedDB is unavailable.
    if (storage?.getItem(key) != null) return Promise.resolve(true);
  } catch {
    return Promise.resolve(true);
  }
  // Neither IndexedDB nor a stored user: Auth has nowhere it could have kept one.
  if (!databases) return Promise.resolve(false);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    let request: IDBOpenDBRequest;
    try {
      request = databases.open(AUTH_DATABASE);
    } catch {
      finish(true);
      return;
    }
    let missing = false;
    request.onupgradeneeded = () => {
      // No database yet: nothing was ever persisted. Abort, so that none is created here
      // (Auth creates its own, with its store, when it loads).
      missing = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      event.preventDefault();
      finish(!missing);
    };
    request.onsuccess = () => {
      const db = request.result;
      const done = (answer: boolean) => {
        db.close();
        finish(answer);
      };
      try {
        if (!db.objectStoreNames.contains(AUTH_STORE)) {
          done(false);
          return;
        }
        const read = db.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).get(key);
        read.onsuccess = () => done(read.result != null);
        read.onerror = () => done(true);
      } catch {
        done(true);
      }
    };
  });
}

const asked = new Map<string, Promise<boolean>>();

/**
 * mayHaveSession for this page, asked once per key: the entry asks it to fetch Auth beside the
 * backend when a session may be there (src/services/index.ts), the backend for its answer
 * (src/lib/firebase.ts).
 */
export function sessionMayBePersisted(apiKey: string): Promise<boolean> {
  let answer = asked.get(apiKey);
  if (!answer) {
    answer = mayHaveSession(apiKey);
    asked.set(apiKey, answer);
  }
  return answer;
}

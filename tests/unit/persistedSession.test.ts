/**
 * The check that lets a visitor's pages start without the Auth SDK (src/lib/persistedSession.ts,
 * docs/decisions.md "Auth after the first screen"). Anything unclear must answer true (wait for
 * Auth): a wrong false would show a signed-in person as signed out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  AUTH_DATABASE,
  AUTH_STORE,
  authUserKey,
  DEFAULT_APP_NAME,
  mayHaveSession,
  sessionMayBePersisted,
} from '@/lib/persistedSession';

const API_KEY = 'demo-key';
const KEY = authUserKey(API_KEY);

/** What the fake browser holds: the databases by name, each its stores and their records. */
type Databases = Map<string, Map<string, Map<string, unknown>>>;

/** An IDBFactory as far as the check uses it; `hang` never answers, `failGet` fails reads. */
function fakeIndexedDB(
  databases: Databases,
  opts: { hang?: boolean; failGet?: boolean; failOpen?: boolean } = {},
) {
  const opened: string[] = [];
  const closed: string[] = [];
  const factory = {
    open(name: string) {
      opened.push(name);
      const request = {
        result: undefined as unknown,
        transaction: null as { abort(): void } | null,
        onupgradeneeded: null as (() => void) | null,
        onsuccess: null as (() => void) | null,
        onerror: null as ((e: { preventDefault(): void }) => void) | null,
      };
      if (opts.hang) return request;
      setTimeout(() => {
        if (opts.failOpen) return request.onerror?.({ preventDefault() {} });
        const stores = databases.get(name);
        if (!stores) {
          let aborted = false;
          request.transaction = { abort: () => (aborted = true) };
          request.onupgradeneeded?.();
          if (aborted) request.onerror?.({ preventDefault() {} });
          else {
            databases.set(name, new Map());
            request.result = db(name, new Map());
            request.onsuccess?.();
          }
          return;
        }
        request.result = db(name, stores);
        request.onsuccess?.();
      });
      return request;
    },
  };
  function db(name: string, stores: Map<string, Map<string, unknown>>) {
    return {
      objectStoreNames: { contains: (s: string) => stores.has(s) },
      close: () => closed.push(name),
      transaction(store: string) {
        return {
          objectStore: () => ({
            get(key: string) {
              const read = {
                result: undefined as unknown,
                onsuccess: null as (() => void) | null,
                onerror: null as (() => void) | null,
              };
              setTimeout(() => {
                if (opts.failGet) return read.onerror?.();
                read.result = stores.get(store)?.get(key);
                read.onsuccess?.();
              });
              return read;
            },
          }),
        };
      },
    };
  }
  return { factory: factory as unknown as IDBFactory, opened, closed };
}

const authDatabase = (records: Record<string, unknown>): Databases =>
  new Map([[AUTH_DATABASE, new Map([[AUTH_STORE, new Map(Object.entries(records))]])]]);

describe('mayHaveSession', () => {
  it('answers false when Auth never created its database, and does not create it', async () => {
    const databases: Databases = new Map();
    const { factory } = fakeIndexedDB(databases);
    await expect(mayHaveSession(API_KEY, factory, localStorage)).resolves.toBe(false);
    expect(databases.has(AUTH_DATABASE)).toBe(false);
  });

  it('answers false when the database holds no user for this app, and closes it', async () => {
    const { factory, opened, closed } = fakeIndexedDB(
      authDatabase({ [authUserKey('another-key')]: { fbase_key: 'x', value: {} } }),
    );
    await expect(mayHaveSession(API_KEY, factory, localStorage)).resolves.toBe(false);
    expect(opened).toEqual([AUTH_DATABASE]);
    expect(closed).toEqual([AUTH_DATABASE]);
  });

  it('answers false when the database lacks its store (Auth recreates it)', async () => {
    const { factory } = fakeIndexedDB(new Map([[AUTH_DATABASE, new Map()]]));
    await expect(mayHaveSession(API_KEY, factory, localStorage)).resolves.toBe(false);
  });

  it('answers true when a user is persisted in IndexedDB', async () => {
    const { factory, closed } = fakeIndexedDB(
      authDatabase({ [KEY]: { fbase_key: KEY, value: { uid: 'u1' } } }),
    );
    await expect(mayHaveSession(API_KEY, factory, localStorage)).resolves.toBe(true);
    expect(closed).toEqual([AUTH_DATABASE]);
  });

  it('answers true when a user is persisted in localStorage, without opening IndexedDB', async () => {
    localStorage.setItem(KEY, '{"uid":"u1"}');
    try {
      const { factory, opened } = fakeIndexedDB(new Map());
      await expect(mayHaveSession(API_KEY, factory, localStorage)).resolves.toBe(true);
      expect(opened).toEqual([]);
    } finally {
      localStorage.removeItem(KEY);
    }
  });

  it('answers false with neither IndexedDB nor a stored user', async () => {
    await expect(mayHaveSession(API_KEY, undefined, localStorage)).resolves.toBe(false);
  });

  it('answers true whenever it cannot tell', async () => {
    const throwing = {
      open() {
        throw new Error('SecurityError');
      },
    } as unknown as IDBFactory;
    await expect(mayHaveSession(API_KEY, throwing, localStorage)).resolves.toBe(true);

    const failingOpen = fakeIndexedDB(authDatabase({}), { failOpen: true });
    await expect(mayHaveSession(API_KEY, failingOpen.factory, localStorage)).resolves.toBe(true);

    const failingRead = fakeIndexedDB(authDatabase({}), { failGet: true });
    await expect(mayHaveSession(API_KEY, failingRead.factory, localStorage)).resolves.toBe(true);

    const blockedStorage = {
      getItem() {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const empty = fakeIndexedDB(new Map());
    await expect(mayHaveSession(API_KEY, empty.factory, blockedStorage)).resolves.toBe(true);
  });

  it('answers true when the database does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const { factory } = fakeIndexedDB(new Map(), { hang: true });
      const answer = mayHaveSession(API_KEY, factory, localStorage, 1000);
      let settled: boolean | undefined;
      void answer.then((v) => (settled = v));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sessionMayBePersisted', () => {
  it('asks once per key: the entry and the backend share the answer', async () => {
    const first = sessionMayBePersisted('key-a');
    expect(sessionMayBePersisted('key-a')).toBe(first);
    expect(sessionMayBePersisted('key-b')).not.toBe(first);
    localStorage.setItem(authUserKey('key-c'), '{}');
    try {
      await expect(sessionMayBePersisted('key-c')).resolves.toBe(true);
    } finally {
      localStorage.removeItem(authUserKey('key-c'));
    }
  });
});

/**
 * The names above are the installed SDK's: an upgrade that moves them must fail here, not sign
 * everybody out of the first screen.
 */
describe('the names Firebase Auth persists its user under', () => {
  const require = createRequire(join(process.cwd(), 'node_modules/firebase/package.json'));
  const source = (pkg: string) => {
    const root = dirname(require.resolve(`${pkg}/package.json`));
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      browser?: string;
      module?: string;
    };
    // The browser entry and the modules it imports (@firebase/auth's entry only re-exports).
    const seen = new Set<string>();
    const read = (file: string): string => {
      if (seen.has(file)) return '';
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      const local = [...text.matchAll(/from '(\.\/[^']+)'/g)].map((m) =>
        join(dirname(file), m[1]!),
      );
      return [text, ...local.map(read)].join('\n');
    };
    return read(join(root, manifest.browser ?? manifest.module ?? ''));
  };

  it('are those of the installed @firebase/auth and @firebase/app', () => {
    const auth = source('@firebase/auth');
    // The IndexedDB persistence and the key of the current user.
    expect(auth).toContain(`const DB_NAME = '${AUTH_DATABASE}';`);
    expect(auth).toContain(`const DB_OBJECTSTORE_NAME = '${AUTH_STORE}';`);
    expect(auth).toMatch(
      /function _persistenceKeyName\(key, apiKey, appName\) \{\s*return `\$\{"firebase" \/\* Namespace\.PERSISTENCE \*\/\}:\$\{key\}:\$\{apiKey\}:\$\{appName\}`;/,
    );
    expect(auth).toContain('userKey = "authUser" /* KeyName.AUTH_USER */');
    expect(authUserKey('K', 'app')).toBe('firebase:authUser:K:app');
    expect(source('@firebase/app')).toContain(`const DEFAULT_ENTRY_NAME = '${DEFAULT_APP_NAME}';`);
  });
});

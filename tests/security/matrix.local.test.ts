/**
 * The permission matrix (./matrix.ts) on the LOCAL backend, in `npm test`.
 *
 * Each case runs on a fresh local backend holding only the matrix fixture, at a fixed clock:
 *  1. raw: the case's action through the test entry point `__raw`, i.e. through the local copy
 *     of the rules (src/services/local/rules/) that the backend's own code paths use. An
 *     allowed case must succeed; a denied one must throw ServiceError('permission-denied') —
 *     any other error (or silence) fails the case;
 *  2. api (when the case has one): the same intent through the typed Backend API, signed in as
 *     `who`; a refusal must carry the code the contract defines for it.
 * The same cases run on the real rules in tests/rules/matrix.emulator.test.ts.
 */
import {
  createLocalBackend,
  type Caller,
  type LocalRawAccess,
  type Where,
  type Write as LocalWrite,
} from '@/services/local';
import { memoryStore } from '@/services/local/db';
import { DOCUMENT_ID as LOCAL_DOCUMENT_ID } from '@/services/local/store';
import { isServiceError, type Backend } from '@/services/types';
import {
  At,
  DOCUMENT_ID,
  FIXTURE,
  FIXTURE_FILES,
  IDENTITIES,
  MATRIX,
  PASSWORD,
  ServerTime,
  type Action,
  type Collection,
  type MatrixCase,
  type Value,
  type Who,
} from './matrix';

const ADMIN_PASSWORD = 'matrix-admin-password';

function toLocal(v: Value, base: number, serverTime: symbol): unknown {
  if (v instanceof At) return new Date(base + v.offsetMs).toISOString();
  if (v instanceof ServerTime) return serverTime;
  if (Array.isArray(v)) return v.map((x) => toLocal(x, base, serverTime));
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toLocal(x, base, serverTime)]));
  }
  return v;
}

const callerOf = (who: Who): Caller | null => {
  const id = IDENTITIES[who];
  return id ? { uid: id.uid, email: id.email, admin: id.admin } : null;
};

async function freshBackend(c: MatrixCase) {
  const base = Date.now();
  const backend = await createLocalBackend({
    storage: memoryStore(),
    sessionStorage: memoryStore(),
    now: () => new Date(base),
    adminPassword: ADMIN_PASSWORD,
  });
  const raw = backend.__raw;
  if (!raw) throw new Error('createLocalBackend().__raw is missing: is Vite mode "test"?');
  raw.clear();
  const docs = { ...FIXTURE, ...(c.setup ?? {}) };
  raw.seed(
    Object.fromEntries(
      Object.entries(docs).map(([path, data]) => [
        path,
        data === null ? null : (toLocal(data, base, raw.serverTime) as Record<string, unknown>),
      ]),
    ),
    Object.fromEntries(
      Object.entries(FIXTURE_FILES).map(([path, type]) => [path, `data:${type};base64,AAAA`]),
    ),
  );
  for (const id of Object.values(IDENTITIES)) {
    if (id && !id.admin) await raw.addAccount(id.email, PASSWORD, id.uid);
  }
  return { backend, raw, base };
}

function runRaw(raw: LocalRawAccess, who: Caller | null, action: Action, base: number): unknown {
  const local = (v: Value) => toLocal(v, base, raw.serverTime);
  switch (action.kind) {
    case 'get':
      return raw.get(who, action.path);
    case 'list':
      return raw.list(
        who,
        action.collection,
        (action.where ?? []).map(([field, op, value]): Where => ({
          field: field === DOCUMENT_ID ? LOCAL_DOCUMENT_ID : field,
          op,
          value: local(value),
        })),
      );
    case 'write':
      return raw.write(
        who,
        action.writes.map((w): LocalWrite =>
          w.type === 'delete'
            ? w
            : { type: w.type, path: w.path, data: local(w.data) as Record<string, unknown> },
        ),
      );
    case 'upload':
      return raw.upload(who, action.path, { contentType: action.contentType, size: action.size });
    case 'getFile':
      return raw.getFile(who, action.path);
    case 'deleteFile':
      return raw.deleteFile(who, action.path);
  }
}

async function outcome(run: () => unknown): Promise<{ ok: true } | { ok: false; error: unknown }> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

function describeError(e: unknown): string {
  return isServiceError(e) ? `ServiceError(${e.code}: ${e.message})` : String(e);
}

function expectOutcome(
  c: MatrixCase,
  result: { ok: true } | { ok: false; error: unknown },
  deniedWith: string,
) {
  if (c.expected === 'allow') {
    if (!result.ok) throw new Error(`${c.id}: expected allow, got ${describeError(result.error)}`);
    return;
  }
  if (result.ok) throw new Error(`${c.id}: expected deny (${deniedWith}), but it succeeded`);
  if (!isServiceError(result.error, deniedWith as never)) {
    throw new Error(
      `${c.id}: expected ServiceError(${deniedWith}), got ${describeError(result.error)}`,
    );
  }
}

async function signedInAs(backend: Backend, who: Who) {
  const id = IDENTITIES[who];
  if (id && !id.admin) await backend.auth.signIn(id.email, PASSWORD);
}

describe('permission matrix: shape', () => {
  it('has at least 120 cases with unique ids', () => {
    expect(MATRIX.length).toBeGreaterThanOrEqual(120);
    const ids = MATRIX.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('allows and denies something in every collection, for every kind of caller', () => {
    const collections: Collection[] = [
      'users',
      'publicProfiles',
      'listings',
      'occupancy',
      'bookings',
      'storage',
      'notifications',
      'mail',
      'bookingContacts',
    ];
    for (const col of collections) {
      const cases = MATRIX.filter((c) => c.collection === col);
      expect(
        cases.some((c) => c.expected === 'allow'),
        `${col}: an allowed case`,
      ).toBe(true);
      expect(
        cases.some((c) => c.expected === 'deny'),
        `${col}: a denied case`,
      ).toBe(true);
    }
    const whos: Who[] = [
      'visitor',
      'tenantOwner',
      'otherTenant',
      'hostOwner',
      'otherHost',
      'admin',
    ];
    for (const who of whos)
      expect(
        MATRIX.some((c) => c.who === who),
        who,
      ).toBe(true);
  });

  it('matches each operation to its action', () => {
    for (const c of MATRIX) {
      const kind = c.action.kind;
      const ok =
        (c.operation === 'get' && (kind === 'get' || kind === 'getFile')) ||
        (c.operation === 'list' && kind === 'list') ||
        (c.operation === 'upload' && kind === 'upload') ||
        (c.operation === 'delete' && (kind === 'write' || kind === 'deleteFile')) ||
        ((c.operation === 'create' || c.operation === 'update') && kind === 'write');
      expect(ok, `${c.id}: ${c.operation} with a ${kind} action`).toBe(true);
      expect(kind === 'upload' || kind === 'getFile' || kind === 'deleteFile', c.id).toBe(
        c.collection === 'storage',
      );
    }
  });
});

describe('permission matrix on the local backend (rule functions, raw calls)', () => {
  for (const c of MATRIX) {
    it(`${c.id} — ${c.who} ${c.operation} ${c.collection}: ${c.expected} (${c.description})`, async () => {
      const { raw, base } = await freshBackend(c);
      const result = await outcome(() => runRaw(raw, callerOf(c.who), c.action, base));
      expectOutcome(c, result, 'permission-denied');
    });
  }
});

describe('permission matrix on the local backend (typed Backend API, real code paths)', () => {
  for (const c of MATRIX.filter((x) => x.api)) {
    const code = c.api!.deniedWith ?? 'permission-denied';
    it(`${c.id} — ${c.who} via the API: ${c.expected === 'allow' ? 'allow' : code}`, async () => {
      const { backend } = await freshBackend(c);
      await signedInAs(backend, c.who);
      const result = await outcome(() =>
        c.api!.run({
          backend,
          admin: () => backend.admin.unlock(ADMIN_PASSWORD),
          file: (name, type, size) => new File([new Uint8Array(size)], name, { type }),
        }),
      );
      expectOutcome(c, result, code);
    });
  }
});

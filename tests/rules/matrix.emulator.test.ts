/**
 * The permission matrix (tests/security/matrix.ts) on the REAL rules: firestore.rules and
 * storage.rules in the Firestore and Storage emulators, with @firebase/rules-unit-testing.
 * Runs only in `npm run test:emulators` (needs Java 21; fails loudly without it).
 *
 * Each case: the emulator is emptied, the fixture and the case's setup are written with the
 * rules disabled, then the action runs as the case's caller (authenticatedContext with the
 * e-mail claim, and admin: true for the admin) and must succeed (assertSucceeds) or be denied
 * (assertFails). Finally the Firestore rule-coverage report must show every `allow` of
 * firestore.rules true at least once (the Storage emulator has no coverage report: the
 * matrix's storage cases are checked against storage.rules' allows in
 * tests/security/rulesMirror.test.ts).
 *
 * The storage cases run only when the Storage emulator was started (FIREBASE_STORAGE_EMULATOR_HOST,
 * set by emulators:exec). Otherwise they are skipped here — they still run on the local mirror
 * in `npm test` — and scripts/test-emulators.mjs prints how many, from the summary this file
 * writes at the end (never a silent pass).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import 'firebase/compat/storage';
import {
  At,
  FIXTURE,
  FIXTURE_FILES,
  IDENTITIES,
  MATRIX,
  ServerTime,
  type Action,
  type Data,
  type MatrixCase,
  type Value,
  type Who,
} from '../security/matrix';
import { analyzeCoverage, formatUncovered, type CoverageReport } from './coverage';

/** Firestore cases run in their own project, so that its coverage report is this suite's only. */
const RULES_PROJECT = 'demo-maktabi-rules';
/**
 * Storage cases run in the project the emulators were started for (emulators:exec --project):
 * the Storage emulator reads Firestore (firestore.get in storage.rules) in that project.
 */
const STORAGE_PROJECT = 'demo-maktabi';

function hostPort(envVar: string, fallbackPort: number) {
  const value = process.env[envVar];
  if (!value) return { host: '127.0.0.1', port: fallbackPort };
  const url = new URL(`http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

const FIRESTORE = hostPort('FIRESTORE_EMULATOR_HOST', 8080);
const STORAGE = hostPort('FIREBASE_STORAGE_EMULATOR_HOST', 9199);
const STORAGE_ON_EMULATOR = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
const isStorage = (c: MatrixCase) => c.collection === 'storage';
/** Read by scripts/test-emulators.mjs for its summary. */
const SUMMARY = 'node_modules/.cache/maktabi-emulators/matrix-summary.json';
const ran = { firestore: 0, storage: 0 };
const FIRESTORE_RULES = readFileSync('firestore.rules', 'utf8');
const STORAGE_RULES = readFileSync('storage.rules', 'utf8');

// Denied writes are expected by half the cases: the SDK's log of each would bury the results.
firebase.firestore.setLogLevel('silent');

let rulesEnv: RulesTestEnvironment;
let storageEnv: RulesTestEnvironment;

beforeAll(async () => {
  rulesEnv = await initializeTestEnvironment({
    projectId: RULES_PROJECT,
    firestore: { ...FIRESTORE, rules: FIRESTORE_RULES },
  });
  if (STORAGE_ON_EMULATOR) {
    storageEnv = await initializeTestEnvironment({
      projectId: STORAGE_PROJECT,
      firestore: { ...FIRESTORE, rules: FIRESTORE_RULES },
      storage: { ...STORAGE, rules: STORAGE_RULES },
    });
  }
});

afterAll(async () => {
  await rulesEnv?.cleanup();
  await storageEnv?.cleanup();
  mkdirSync(dirname(SUMMARY), { recursive: true });
  writeFileSync(
    SUMMARY,
    JSON.stringify({
      /** Cases whose action ran on the emulators (whatever their outcome). */
      firestore: ran.firestore,
      storageOnEmulator: ran.storage,
      /** Storage cases of the table; those not run here ran only on the local mirror. */
      storage: MATRIX.filter(isStorage).length,
    }),
  );
});

function toFirestore(v: Value, base: number): unknown {
  if (v instanceof At) return firebase.firestore.Timestamp.fromMillis(base + v.offsetMs);
  if (v instanceof ServerTime) return firebase.firestore.FieldValue.serverTimestamp();
  if (Array.isArray(v)) return v.map((x) => toFirestore(x, base));
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toFirestore(x, base)]));
  }
  return v;
}

const asData = (d: Data, base: number) => toFirestore(d, base) as firebase.firestore.DocumentData;

async function seedFirestore(env: RulesTestEnvironment, c: MatrixCase, base: number) {
  await env.clearFirestore();
  const docs: Record<string, Data | null> = { ...FIXTURE, ...(c.setup ?? {}) };
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const batch = db.batch();
    for (const [path, data] of Object.entries(docs)) {
      if (data !== null) batch.set(db.doc(path), asData(data, base));
    }
    await batch.commit();
  });
}

async function seedStorage(env: RulesTestEnvironment) {
  const reset = await fetch(`http://${STORAGE.host}:${STORAGE.port}/internal/reset`, {
    method: 'POST',
  });
  if (!reset.ok) throw new Error(`storage emulator reset failed: ${reset.status}`);
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [path, contentType] of Object.entries(FIXTURE_FILES)) {
      await ctx
        .storage()
        .ref(path)
        .put(new Uint8Array([0xff, 0xd8, 0xff]), { contentType });
    }
  });
}

function contextFor(env: RulesTestEnvironment, who: Who): RulesTestContext {
  const id = IDENTITIES[who];
  if (!id) return env.unauthenticatedContext();
  return env.authenticatedContext(id.uid, {
    email: id.email,
    ...(id.admin ? { admin: true } : {}),
  });
}

function run(ctx: RulesTestContext, action: Action, base: number): Promise<unknown> {
  switch (action.kind) {
    case 'get':
      return ctx.firestore().doc(action.path).get();
    case 'list': {
      let q: firebase.firestore.Query = ctx.firestore().collection(action.collection);
      for (const [field, op, value] of action.where ?? [])
        q = q.where(field, op, toFirestore(value, base));
      return q.get();
    }
    case 'write': {
      const db = ctx.firestore();
      const batch = db.batch();
      for (const w of action.writes) {
        if (w.type === 'delete') batch.delete(db.doc(w.path));
        else if (w.type === 'set') batch.set(db.doc(w.path), asData(w.data, base));
        else batch.update(db.doc(w.path), asData(w.data, base));
      }
      return batch.commit();
    }
    case 'upload':
      return Promise.resolve(
        ctx
          .storage()
          .ref(action.path)
          .put(new Uint8Array(action.size), { contentType: action.contentType }),
      );
    case 'getFile':
      return ctx.storage().ref(action.path).getMetadata();
    case 'deleteFile':
      return ctx.storage().ref(action.path).delete();
  }
}

describe('permission matrix on firestore.rules and storage.rules (emulators)', () => {
  for (const c of MATRIX) {
    // Without the Storage emulator, a storage case is reported skipped (and counted), not run.
    const test = isStorage(c) && !STORAGE_ON_EMULATOR ? it.skip : it;
    test(`${c.id} — ${c.who} ${c.operation} ${c.collection}: ${c.expected} (${c.description})`, async () => {
      ran[isStorage(c) ? 'storage' : 'firestore'] += 1;
      const env = isStorage(c) ? storageEnv : rulesEnv;
      const base = Date.now();
      await seedFirestore(env, c, base);
      if (c.collection === 'storage') await seedStorage(env);
      const attempt = run(contextFor(env, c.who), c.action, base);
      if (c.expected === 'allow') await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  }

  // Runs after every case above (tests of a file run in order).
  it('exercised every allow of firestore.rules (the emulator rule-coverage report)', async () => {
    const base = `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${RULES_PROJECT}:ruleCoverage`;
    const response = await fetch(base);
    if (!response.ok)
      throw new Error(
        `rule-coverage report unavailable: ${response.status} ${await response.text()}`,
      );
    const report = (await response.json()) as CoverageReport;
    // For people: the browser version, next to the other coverage output (git-ignored).
    mkdirSync('coverage', { recursive: true });
    writeFileSync('coverage/firestore-rules-coverage.json', JSON.stringify(report));
    const html = await fetch(`${base}.html`).then((r) => (r.ok ? r.text() : ''));
    if (html) writeFileSync('coverage/firestore-rules-coverage.html', html);

    const rulesText = report.rules?.files?.[0]?.content ?? FIRESTORE_RULES;
    const result = analyzeCoverage(rulesText, report);
    expect(result.statements.length).toBeGreaterThan(20);
    expect(formatUncovered(result)).toEqual([]);
  });
});

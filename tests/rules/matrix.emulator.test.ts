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
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { MATRIX, type MatrixCase } from '../security/matrix';
import { analyzeCoverage, formatUncovered, readCoverageReport } from './coverage';
import { FIRESTORE, STORAGE, runCase } from './matrixRunner';

/** Firestore cases run in their own project, so that its coverage report is this suite's only. */
const RULES_PROJECT = 'demo-maktabi-rules';
/**
 * Storage cases run in the project the emulators were started for (emulators:exec --project):
 * the Storage emulator reads Firestore (firestore.get in storage.rules) in that project.
 */
const STORAGE_PROJECT = 'demo-maktabi';

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

describe('permission matrix on firestore.rules and storage.rules (emulators)', () => {
  for (const c of MATRIX) {
    // Without the Storage emulator, a storage case is reported skipped (and counted), not run.
    const test = isStorage(c) && !STORAGE_ON_EMULATOR ? it.skip : it;
    test(`${c.id} — ${c.who} ${c.operation} ${c.collection}: ${c.expected} (${c.description})`, async () => {
      ran[isStorage(c) ? 'storage' : 'firestore'] += 1;
      await runCase(isStorage(c) ? storageEnv : rulesEnv, c);
    });
  }

  // Runs after every case above (tests of a file run in order).
  it('exercised every allow of firestore.rules (the emulator rule-coverage report)', async () => {
    const base = `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${RULES_PROJECT}:ruleCoverage`;
    const response = await fetch(base);
    if (!response.ok || !response.body)
      throw new Error(
        `rule-coverage report unavailable: ${response.status} ${await response.text()}`,
      );
    // (past 512 MB, more than one string can hold: read as a stream, without the values that
    // are not booleans, readCoverageReport)
    const report = await readCoverageReport(Readable.fromWeb(response.body as NodeReadableStream));
    // For people: the browser version, next to the other coverage output (git-ignored), written
    // as it comes
    mkdirSync('coverage', { recursive: true });
    writeFileSync('coverage/firestore-rules-coverage.json', JSON.stringify(report));
    const html = await fetch(`${base}.html`);
    if (html.ok && html.body) {
      await pipeline(
        Readable.fromWeb(html.body as NodeReadableStream),
        createWriteStream('coverage/firestore-rules-coverage.html'),
      );
    }

    const rulesText = report.rules?.files?.[0]?.content ?? FIRESTORE_RULES;
    const result = analyzeCoverage(rulesText, report);
    expect(result.statements.length).toBeGreaterThan(20);
    expect(formatUncovered(result)).toEqual([]);
    // the report grew with the availability cases (lists of up to 400 slots): give it time
  }, 240_000);
});

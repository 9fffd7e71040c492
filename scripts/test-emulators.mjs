#!/usr/bin/env node
/**
 * `npm run test:emulators`: the suites that need the real rules, under `firebase emulators:exec`
 * (Auth + Firestore, + Storage when its emulator can start): the backend contract on the
 * firebase implementation, the permission matrix on firestore.rules (and storage.rules) with the
 * rule-coverage check, and the 20-tenant race. Java 21 and the Firestore emulator are found by
 * scripts/emulators.mjs. Never a silent pass: the storage cases that ran only on the local
 * mirror are counted and printed; an emulator that cannot start fails the run. Last, the
 * production build in Chromium against the same emulators (tests/emulator-browser/).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE, failEmulatorStart, prepareEmulators } from './emulators.mjs';

const WHAT = 'npm run test:emulators';
const STARTED = join(CACHE, 'started');
/** Written by tests/rules/matrix.emulator.test.ts: how many cases ran where. */
const SUMMARY = join(CACHE, 'matrix-summary.json');

/** The production build pointed at the emulators, for the browser check. */
const BROWSER_DIST = 'dist-emulator';

if (process.argv[2] === '--inside') {
  // Inside emulators:exec: the emulators are up.
  writeFileSync(STARTED, new Date().toISOString());
  const r = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.emulator.config.ts'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // Then the production build in Chromium, on the demo seed (the suites above leave their own
  // data behind): tests/emulator-browser/session.browser.mjs.
  console.log('\n→ Navigateur : le build de production sur les émulateurs (session et SDK Auth)');
  const { seedEmulators } = await import('./seed-emulators.mjs');
  const { startServer } = await import('./serve.mjs');
  const { checkSessions } = await import('../tests/emulator-browser/session.browser.mjs');
  await seedEmulators({ projectId: 'demo-maktabi' });
  const server = await startServer(BROWSER_DIST, 0, '127.0.0.1', { emulators: true });
  try {
    await checkSessions(`http://127.0.0.1:${server.address().port}`, BROWSER_DIST);
  } catch (e) {
    console.error(`✗ Navigateur : ${e.message}`);
    process.exit(1);
  } finally {
    server.close();
  }
  console.log(
    '✔ Navigateur : un visiteur lit sans attendre le SDK Auth, une session le charge avant de lire.',
  );
  process.exit(0);
}

const started = Date.now();
const setup = prepareEmulators(WHAT);
console.log(`→ vite build --mode emulator --outDir ${BROWSER_DIST}`);
const built = spawnSync(
  'npx',
  ['vite', 'build', '--mode', 'emulator', '--outDir', BROWSER_DIST, '--logLevel', 'warn'],
  { stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);
mkdirSync(CACHE, { recursive: true });
rmSync(STARTED, { force: true });
rmSync(SUMMARY, { force: true });

console.log(`→ firebase emulators:exec --only ${setup.only}`);
const r = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    setup.only,
    '--project',
    'demo-maktabi',
    'node scripts/test-emulators.mjs --inside',
  ],
  {
    stdio: 'inherit',
    env: { ...setup.env, MAKTABI_STORAGE_EMULATOR: setup.storage ? 'on' : 'off' },
  },
);
const status = r.status ?? 1;
if (status !== 0 && !existsSync(STARTED)) failEmulatorStart(WHAT);

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log('\n━━ Émulateurs : résumé ━━');
let summaryOk = false;
if (existsSync(SUMMARY)) {
  const s = JSON.parse(readFileSync(SUMMARY, 'utf8'));
  summaryOk = s.firestore > 0;
  console.log(
    `Firestore : ${s.firestore} cas de la matrice exécutés sur l'émulateur (firestore.rules).`,
  );
  if (s.storageOnEmulator > 0) {
    console.log(
      `Storage : ${s.storageOnEmulator} cas de la matrice exécutés sur l'émulateur (storage.rules).`,
    );
  }
  const mirrorOnly = s.storage - s.storageOnEmulator;
  if (mirrorOnly > 0) {
    console.log(
      `Storage : ${mirrorOnly} cas de la matrice exécutés seulement sur le miroir local ` +
        (setup.storage
          ? '(non exécutés sur l’émulateur Storage).'
          : '(émulateur Storage indisponible).'),
    );
  }
} else {
  console.log('✗ La matrice des permissions ne s’est pas exécutée sur les émulateurs.');
}
console.log(`${status === 0 && summaryOk ? '✔' : '✗'} ${WHAT} (${seconds} s)`);
process.exit(status === 0 && summaryOk ? 0 : 1);

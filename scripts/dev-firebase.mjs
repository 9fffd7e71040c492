#!/usr/bin/env node
/**
 * `npm run dev:firebase`: the product on the Firebase Emulator Suite — Auth + Firestore, and
 * Storage when its emulator can start (scripts/emulators.mjs finds Java 21 and the emulators) —
 * seeded with the same demo data as the local backend, served by vite (--mode emulator).
 * Without the Storage emulator, the app is built with VITE_STORAGE_EMULATOR=off: it says so in a
 * banner and photo uploads fail at once with a French message. Extra arguments go to vite
 * (e.g. `npm run dev:firebase -- --port 5174`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE, failEmulatorStart, prepareEmulators } from './emulators.mjs';

const WHAT = 'npm run dev:firebase';
const STARTED = join(CACHE, 'dev-started');

if (process.argv[2] === '--inside') {
  // Inside emulators:exec: the emulators are up.
  writeFileSync(STARTED, new Date().toISOString());
  const seed = spawnSync(process.execPath, ['scripts/seed-emulators.mjs'], { stdio: 'inherit' });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  const vite = spawnSync('npx', ['vite', '--mode', 'emulator', ...process.argv.slice(3)], {
    stdio: 'inherit',
  });
  process.exit(vite.status ?? 1);
}

const setup = prepareEmulators(WHAT);
if (!setup.storage) {
  console.log(
    '→ Storage désactivé : le site l’annonce dans un bandeau, et l’envoi de photos échoue avec un message.',
  );
}
mkdirSync(CACHE, { recursive: true });
rmSync(STARTED, { force: true });
const extra = process.argv.slice(2).map((a) => JSON.stringify(a));
const r = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    setup.only,
    '--project',
    'demo-maktabi',
    ['node scripts/dev-firebase.mjs --inside', ...extra].join(' '),
  ],
  {
    stdio: 'inherit',
    env: { ...setup.env, VITE_STORAGE_EMULATOR: setup.storage ? 'on' : 'off' },
  },
);
if (r.status !== 0 && !existsSync(STARTED)) failEmulatorStart(WHAT);
process.exit(r.status ?? 1);

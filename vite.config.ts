import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { START_UP_ENTRY } from './scripts/build-entries.mjs';
import { checkEnv } from './scripts/env-check.mjs';
import { htmlPreloads } from './src/config/paths.ts';
import { moroccoMapPlugin } from './scripts/morocco-map.mjs';

/** Fails the build (or the dev server start) with a message naming each bad variable. */
function envGuard(env: Record<string, string>): Plugin {
  return {
    name: 'maktabi-env-guard',
    configResolved() {
      const problems = checkEnv(env);
      if (problems.length > 0) {
        throw new Error(
          `Configuration invalide (.env) :\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
            'Copiez .env.example vers .env et complétez-le (voir README).',
        );
      }
    },
  };
}

/** Writes .vite/chunks.json (chunk -> modules, imports) for the bundle budget check. */
function chunkReport(): Plugin {
  return {
    name: 'maktabi-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          file: c.fileName,
          name: c.name,
          isEntry: c.isEntry,
          isDynamicEntry: c.isDynamicEntry,
          facadeModuleId: c.facadeModuleId ? c.facadeModuleId.replace(root, '') : null,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          modules: c.moduleIds.map((id) => id.replace(root, '')),
          // Bytes each module contributes (to tell an SDK chunk from our own code by weight).
          moduleBytes: Object.fromEntries(
            Object.entries(c.modules ?? {}).map(([id, m]) => [
              id.replace(root, ''),
              m.renderedLength,
            ]),
          ),
        }));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

/** The build's entry chunk for `facade` (the app's '/index.html', or START_UP_ENTRY). */
function entryChunk(bundle: Rolldown.OutputBundle, facade: string) {
  return Object.values(bundle).find(
    (c): c is Rolldown.OutputChunk =>
      c.type === 'chunk' && c.isEntry && (c.facadeModuleId?.endsWith(facade) ?? false),
  );
}

/**
 * Adds <link rel="modulepreload"> for the backend chunk and the early reads' chunks (and what
 * they import): the app loads them at start-up, so the browser can fetch them in parallel with
 * the entry instead of after it.
 */
function preloadBackend(): Plugin {
  return {
    name: 'maktabi-preload-backend',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        // The backend, the early reads that start with it and the start-up entry's imports
        // (docs/decisions.md "Early reads").
        const startUp = chunks.filter((c) =>
          /src\/services\/(local|firebase)\/index\.ts$|src\/services\/earlyReads\.ts$/.test(
            c.facadeModuleId ?? '',
          ),
        );
        if (!startUp.some((c) => /services\/(local|firebase)/.test(c.facadeModuleId ?? '')))
          return [];
        // What the app's entry imports is preloaded for it already (a few shared chunks).
        const seen = new Set<string>();
        const files = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          const c = bundle[file];
          if (!c || c.type !== 'chunk' || seen.has(file) || c.isEntry) return;
          seen.add(file);
          into.add(file);
          c.imports.forEach((i) => visit(i, into));
        };
        entryChunk(bundle, '/index.html')?.imports.forEach((i) => visit(i, new Set()));
        for (const c of startUp) visit(c.fileName, files);
        entryChunk(bundle, START_UP_ENTRY)?.imports.forEach((i) => visit(i, files));
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const ROUTES_DATA_ID = 'maktabi-route-preloads';
const BOOT_DATA_ID = 'maktabi-boot';
/** Module preloads appended per task by the boot script. */
const BOOT_PRELOADS_PER_TASK = 4;
/** The longest the app waits for the first paint to be on screen before it starts anyway. */
const BOOT_PAINT_TIMEOUT_MS = 3000;
/**
 * The only inline script of the built index.html, the same bytes in every build (its CSP hash
 * never goes stale): once the first contentful paint is on screen, load the start-up entry
 * (START_UP_ENTRY), the entry and their preloads, then the current page's own chunks, all read
 * from the JSON blocks the two plugins below write. "On screen" is the browser's own paint
 * timing entry, reported when the frame is presented, not when it is painted: on a slow device
 * the frame can reach the screen long after it was painted, and the app's downloads and start-up
 * must not compete with it (docs/decisions.md "Start-up without long tasks"). Where paint timing
 * is missing, after the first frame; in any case after BOOT_PAINT_TIMEOUT_MS (a tab opened in
 * the background paints nothing until it is shown).
 */
const BOOT_SCRIPT =
  `(function(){var d=0;function go(){if(d)return;d=1;` +
  // the browser's Intl data, initialised off the main thread (public/intl-warmup.js)
  `try{new Worker('/intl-warmup.js')}catch(e){}` +
  `function j(i){var e=document.getElementById(i);return e?JSON.parse(e.textContent):null}` +
  `function pl(f){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f;document.head.appendChild(e)}` +
  `var b=j('${BOOT_DATA_ID}'),m=j('${ROUTES_DATA_ID}')||{},p=location.pathname,l=m[p];` +
  `function sc(f){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=f;document.head.appendChild(e)}` +
  // the start-up entry (the data and its photo), then the app's: the largest, everything waits for it
  `if(b.start)sc(b.start);sc(b.entry);` +
  `if(!l)for(var k in m)if(k.slice(-1)==='/'&&k.length>1&&p.indexOf(k)===0)l=m[k];` +
  // a few preloads a task: each one costs the main thread a few milliseconds on a slow phone,
  // and forty in one go made the longest task of the whole start-up
  `var q=b.preload.concat(l||[]);(function n(){q.splice(0,${BOOT_PRELOADS_PER_TASK}).forEach(pl);if(q.length)setTimeout(n)})()}` +
  `setTimeout(go,${BOOT_PAINT_TIMEOUT_MS});` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){` +
  `new PerformanceObserver(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}})` +
  `.observe({type:'paint',buffered:true});return}}catch(e){}` +
  `requestAnimationFrame(function(){setTimeout(go)})})()`;

/**
 * The pages' chunks by address, as a JSON block in index.html: the boot script preloads the page's own
 * chunks while the entry downloads: the page is ready as soon as the app starts, one or two
 * round trips sooner than waiting for the router to ask for it. The pages and their addresses
 * come from the route table (src/config/paths.ts, preload: 'html'): an exact path, or a prefix
 * ending in "/" for a pattern with parameters.
 */
function preloadRoutes(): Plugin {
  return {
    name: 'maktabi-preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const map: Record<string, string[]> = {};
        for (const [route, module] of htmlPreloads()) {
          const source = `/src/pages/${module}.tsx`;
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(source));
          if (!page || page.type !== 'chunk') throw new Error(`No chunk for ${source} (${route})`);
          const files = new Set<string>();
          const visit = (file: string) => {
            const c = bundle[file];
            if (!c || c.type !== 'chunk' || c.isEntry || files.has(file)) return;
            files.add(file);
            c.imports.forEach(visit);
          };
          visit(page.fileName);
          map[route] = [...files].map((f) => `/${f}`);
        }
        // Data, not code: a JSON block runs nothing, so the CSP needs no hash for it and the
        // boot script below stays the same bytes from build to build (scripts/security-headers.mjs).
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTES_DATA_ID },
            children: JSON.stringify(map),
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/**
 * Paint first, then fetch: the entry script and the preloads start once the first paint is on
 * screen (BOOT_SCRIPT), so the static shell of index.html shows as soon as the HTML and CSS are
 * there.
 */
function paintShellFirst(): Plugin {
  return {
    name: 'maktabi-paint-shell-first',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads = [
          ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
        ];
        let out = html.replace(entry[0], '');
        for (const p of preloads) out = out.replace(p[0], '');
        const start = ctx.bundle && entryChunk(ctx.bundle, START_UP_ENTRY);
        const data = JSON.stringify({
          ...(start ? { start: `/${start.fileName}` } : {}),
          entry: entry[1],
          preload: preloads.map((p) => p[1]),
        });
        const boot =
          `<script type="application/json" id="${BOOT_DATA_ID}">${data}</script>\n    ` +
          `<script>${BOOT_SCRIPT}</script>`;
        return out.replace('</body>', `${boot}\n  </body>`);
      },
    },
  };
}

/**
 * After the client build: the public pages' first screen into their HTML (scripts/prerender.mjs,
 * docs/decisions.md "The first screen from HTML"). Not for the unit tests' mode.
 */
function prerenderPages(mode: string): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'maktabi-prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async closeBundle() {
      const { prerender } = await import('./scripts/prerender.mjs');
      const count = await prerender(outDir, mode, configFile);
      this.environment.logger.info(`prérendu : ${count} pages`);
    },
  };
}

/**
 * The rules and formats shared by the backend and the public pages (src/domain), in one chunk
 * instead of a dozen of under 1 kB each: every chunk is a request and some main-thread work at
 * start-up (docs/decisions.md "Start-up without long tasks"). The host's, the admin's and the
 * map's modules stay in their own chunks, loaded with their pages.
 */
function startUpDomain(id: string): boolean {
  return (
    /\/src\/domain\//.test(id) &&
    // initials: the nav bar's (the app's entry): the group would follow it into the initial JS
    !/\/(map\w*|calendarMonth|listingDraft|listingEdit|invoice|amountInWords|admin|initials)\.ts$/.test(
      id,
    )
  );
}

/**
 * What the public pages share beyond the entry (a listing card, its photo, its favourite button
 * and the toasts it raises, the listings' texts and formats, the page hooks), in one chunk
 * rather than six: the home page then loads three chunks of its own, not eight. Without their
 * dependencies, which live in the entry and would otherwise be moved out of it.
 */
const PUBLIC_PAGES_SHARED =
  /\/src\/(hooks\/(useAsync|usePageMeta)|components\/StoredPhoto|features\/favorites\/FavoriteButton|features\/listings\/(format|components\/ListingCard)|i18n\/fr\/(listings|searchDates))\.tsx?$|\/node_modules\/(react-hot-toast|goober)\//;

/** The same for what a listing's page shares with the host's and the messages' pages. */
const LISTING_PAGE_SHARED =
  /\/src\/(features\/messages\/ContactHostLink|features\/listings\/components\/ListingDetails|hooks\/usePagedList|features\/reviews\/(ReviewItem|Stars|format)|lib\/maps|i18n\/fr\/(messagesContact|calendar|hostEdit))\.tsx?$/;

/**
 * react-router 7 resolves to its development build in every mode: its package.json exports only
 * dist/development (remix-run/react-router#12532, #14102). Its production build is the same code
 * with the development warnings off (ENABLE_DEV_WARNINGS), so the minifier leaves them out and
 * the console of the product stays quiet; `vite build` takes it. An upgrade that moves these
 * files fails the build (a missing alias target), not the app.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const backend = mode === 'demo' || mode === 'test' ? 'local' : (env.VITE_BACKEND ?? 'firebase');
  return {
    plugins: [
      react(),
      tailwindcss(),
      moroccoMapPlugin(),
      chunkReport(),
      preloadBackend(),
      preloadRoutes(),
      paintShellFirst(),
      ...(mode === 'test' ? [] : [prerenderPages(mode)]),
      ...(mode === 'test' ? [] : [envGuard({ ...env, VITE_BACKEND: backend })]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    define: {
      'import.meta.env.VITE_BACKEND': JSON.stringify(backend),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // the app (index.html) and its start-up (START_UP_ENTRY), loaded side by side
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          startUp: fileURLToPath(new URL(`.${START_UP_ENTRY}`, import.meta.url)),
        },
        output: {
          codeSplitting: {
            groups: [
              { name: 'domain', test: startUpDomain, minShareCount: 2 },
              {
                name: 'listing-cards',
                test: PUBLIC_PAGES_SHARED,
                minShareCount: 2,
                includeDependenciesRecursively: false,
              },
              {
                name: 'listing-page',
                test: LISTING_PAGE_SHARED,
                minShareCount: 2,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});

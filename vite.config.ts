import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
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
        // The backend, and the early reads that start with it (docs/decisions.md "Early reads").
        const startUp = chunks.filter((c) =>
          /src\/services\/(local|firebase)\/index\.ts$|src\/(app|services)\/earlyReads\.ts$/.test(
            c.facadeModuleId ?? '',
          ),
        );
        if (!startUp.some((c) => /services\/(local|firebase)/.test(c.facadeModuleId ?? '')))
          return [];
        const files = new Set<string>();
        const visit = (file: string) => {
          const c = bundle[file];
          if (!c || c.type !== 'chunk' || files.has(file) || c.isEntry) return;
          files.add(file);
          c.imports.forEach(visit);
        };
        for (const c of startUp) visit(c.fileName);
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
/**
 * The only inline script of the built index.html, the same bytes in every build (its CSP hash
 * never goes stale): after the first frame, load the entry and its preloads, then the current
 * page's own chunks, all read from the JSON blocks the two plugins below write.
 */
const BOOT_SCRIPT =
  `requestAnimationFrame(function(){setTimeout(function(){` +
  `function j(i){var e=document.getElementById(i);return e?JSON.parse(e.textContent):null}` +
  `function pl(f){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f;document.head.appendChild(e)}` +
  `var b=j('${BOOT_DATA_ID}'),m=j('${ROUTES_DATA_ID}')||{},p=location.pathname,l=m[p];` +
  // the entry first: it is the largest and everything waits for it
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=b.entry;document.head.appendChild(s);` +
  `b.preload.forEach(pl);` +
  `if(!l)for(var k in m)if(k.slice(-1)==='/'&&k.length>1&&p.indexOf(k)===0)l=m[k];` +
  `(l||[]).forEach(pl)})})`;

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
 * Paint first, then fetch: the entry script and the preloads start after the first frame, so
 * the static shell of index.html shows as soon as the HTML and CSS are there.
 */
function paintShellFirst(): Plugin {
  return {
    name: 'maktabi-paint-shell-first',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads = [
          ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
        ];
        let out = html.replace(entry[0], '');
        for (const p of preloads) out = out.replace(p[0], '');
        const data = JSON.stringify({ entry: entry[1], preload: preloads.map((p) => p[1]) });
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

export default defineConfig(({ mode }) => {
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
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: {
      'import.meta.env.VITE_BACKEND': JSON.stringify(backend),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});

/**
 * Writes the public pages' first screen into the served HTML (docs/decisions.md "The first
 * screen from HTML"), right after `vite build` (plugin prerenderPages in vite.config.ts):
 *  - each page of the route table marked `prerender` (src/config/paths.ts) is rendered by
 *    src/prerender/render.tsx, the app's own routes and components, in Node, through Vite's SSR
 *    module loader with the build's mode (same backend kind, same environment);
 *  - its markup goes into #root of the built index.html, marked data-prerendered, and is written
 *    to the page's file (the home page is index.html itself);
 *  - the built index.html as it was (the start-up shell, no page in it) becomes app.html: every
 *    other address is served that;
 *  - prerendered.json lists which file answers which addresses, as Firebase Hosting rewrites:
 *    scripts/serve.mjs follows it, and firebase.json carries the same list (kept in step by
 *    scripts/security-headers.mjs, checked by `npm test`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const PRERENDER_MANIFEST = 'prerendered.json';
const ROOT_RE = /<div id="root">[\s\S]*?<!-- \/root -->\s*<\/div>/;

/**
 * The rewrites of a build, in Firebase Hosting's form: each prerendered page but the home
 * page (index.html answers "/" by itself), then everything else to the start-up shell.
 * @param {{ source: string, file: string }[]} pages
 */
export function hostingRewrites(pages, appShell) {
  return [
    ...pages
      .filter((p) => p.file !== 'index.html')
      .map((p) => ({ source: p.source, destination: `/${p.file}` })),
    { source: '**', destination: `/${appShell}` },
  ];
}

/**
 * Holds the first paint until #root is parsed whole (Chromium; a hint elsewhere): a browser may
 * otherwise paint a page it has half parsed (it yields after the slow-to-build date inputs), and
 * the search form's row on a desktop then moves when its last items arrive, a layout shift of the
 * HTML itself (CLS 0.018 on /search). The target is an empty marker right after #root: the
 * browser stops blocking once that element is parsed, and by then all of #root is.
 */
export const FIRST_SCREEN_END = 'first-screen-end';
export const EXPECT_ROOT = `<link rel="expect" href="#${FIRST_SCREEN_END}" blocking="render" />`;

/** Text for an HTML attribute or element (the page titles have apostrophes, never markup). */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags of index.html that carry a page's title and description (as usePageMeta sets them). */
const META_TAGS = [
  ['title', /(<title>)[^<]*(<\/title>)/],
  ['description', /(<meta\s+name="description"\s+content=")[^"]*(")/],
  ['title', /(<meta\s+property="og:title"\s+content=")[^"]*(")/],
  ['description', /(<meta\s+property="og:description"\s+content=")[^"]*(")/],
];

/**
 * index.html with `markup` as the content of #root (marked as prerendered), painted only once
 * #root is parsed (EXPECT_ROOT), and with the page's title and description when it sets them
 * (`meta`, from usePageMeta), so the served HTML names the page.
 * @param {string} html
 * @param {string} markup
 * @param {{ title: string, description: string } | null} [meta]
 * @param {{ href: string, crossOrigin: boolean }[]} [preconnects] the origins of the page's
 *   first data and photos (src/prerender/render.tsx preconnectsFor), connected to at once
 */
export function withFirstScreen(html, markup, meta = null, preconnects = []) {
  if (!ROOT_RE.test(html))
    throw new Error('index.html : <div id="root">…<!-- /root --></div> introuvable');
  if (!html.includes('</head>')) throw new Error('index.html : </head> introuvable');
  let out = html;
  for (const [key, re] of meta ? META_TAGS : []) {
    if (!re.test(out)) throw new Error(`index.html : balise ${re.source} introuvable`);
    const text = escapeHtml(meta[key]);
    out = out.replace(re, (_, open, close) => `${open}${text}${close}`);
  }
  // Early in <head>, before the title: the browser opens the connections while it reads on.
  const links = preconnects.map(
    (p) =>
      `<link rel="preconnect" href="${escapeHtml(p.href)}"${p.crossOrigin ? ' crossorigin' : ''} />`,
  );
  if (links.length && !/\n(\s*)<title>/.test(out))
    throw new Error('index.html : <title> introuvable');
  return out
    .replace(/\n(\s*)<title>/, (m, indent) => links.map((l) => `\n${indent}${l}`).join('') + m)
    .replace('</head>', () => `  ${EXPECT_ROOT}\n  </head>`)
    .replace(
      ROOT_RE,
      () =>
        `<div id="root" data-prerendered>${markup}</div><span id="${FIRST_SCREEN_END}" hidden></span>`,
    );
}

/**
 * @param {string} outDir the build folder (holding the built index.html)
 * @param {string} mode the build's mode
 * @param {string} configFile the Vite configuration the build used
 */
export async function prerender(outDir, mode, configFile) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile,
    mode,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { render, preconnectsFor } = await vite.ssrLoadModule('/src/prerender/render.tsx');
    const { prerenderedPages, APP_SHELL_FILE } = await vite.ssrLoadModule('/src/config/paths.ts');
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(join(outDir, APP_SHELL_FILE), shell);
    const pages = prerenderedPages();
    for (const page of pages) {
      const file = join(outDir, page.file);
      mkdirSync(dirname(file), { recursive: true });
      const { html, meta } = await render(page.renderPath);
      writeFileSync(file, withFirstScreen(shell, html, meta, preconnectsFor(page.renderPath)));
    }
    const rewrites = hostingRewrites(pages, APP_SHELL_FILE);
    writeFileSync(join(outDir, PRERENDER_MANIFEST), JSON.stringify({ rewrites }, null, 1));
    return pages.length;
  } finally {
    await vite.close();
  }
}

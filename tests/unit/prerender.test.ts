// @vitest-environment jsdom
// (DOMParser reads the written HTML. The mutation run, vitest.mutation.config.ts, is plain Node
// otherwise; it runs this file because preconnectsFor reads src/app/earlyReads.ts, and so
// src/domain.)
/**
 * The prerendered pages (docs/decisions.md "The first screen from HTML"): which pages, which
 * files, which addresses each answers (scripts/prerender.mjs, scripts/serve.mjs, firebase.json).
 */
import { readFileSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import { APP_SHELL_FILE, ROUTES, prerenderedPages, routeEntries } from '@/config/paths';
import { EXPECT_ROOT, hostingRewrites, withFirstScreen } from '../../scripts/prerender.mjs';
import { resolvePageMeta } from '@/hooks/usePageMeta';
import { rewriteOf } from '../../scripts/serve.mjs';
import { dataOrigins } from '@/lib/env';

const pages = prerenderedPages();
const rewrites = hostingRewrites(pages, APP_SHELL_FILE);

describe('the prerendered pages', () => {
  it('are the public pages: home, search, a listing and the static pages', () => {
    expect(pages.map((p) => p.name)).toEqual([
      'home',
      'search',
      'listing',
      'help',
      'support',
      'hostGuide',
      'hostResources',
      'terms',
      'privacy',
    ]);
    for (const { name } of pages) {
      const route = ROUTES[name] as { access?: string; parent?: string };
      expect(route.access, name).toBeUndefined(); // rendered as a signed-out visitor
      expect(route.parent, name).toBeUndefined();
    }
  });

  it('render a pattern with "_" for each parameter, and answer it with one-segment globs', () => {
    const listing = pages.find((p) => p.name === 'listing')!;
    expect(listing).toEqual({
      name: 'listing',
      renderPath: '/listing/_',
      file: 'prerendered/listing.html',
      source: '/listing/*',
    });
    expect(pages.find((p) => p.name === 'home')!.file).toBe('index.html');
  });

  it('answer exactly the addresses of their route; every other address gets the start-up shell', () => {
    const serve = (path: string) => rewriteOf(rewrites, path);
    expect(serve('/search')).toBe('/prerendered/search.html');
    expect(serve('/listing/abc123')).toBe('/prerendered/listing.html');
    expect(serve('/listing/abc/extra')).toBe('/app.html');
    expect(serve('/listing/')).toBe('/app.html');
    expect(serve('/host/guide')).toBe('/prerendered/hostGuide.html');
    expect(serve('/host/dashboard')).toBe('/app.html');
    expect(serve('/searching')).toBe('/app.html');
    expect(serve('/dashboard')).toBe('/app.html');
    // the home page is index.html itself: "/" needs no rewrite
    expect(rewrites.some((r) => r.source === '/')).toBe(false);
    // each prerendered file answers only addresses its own route matches
    for (const p of pages.filter((x) => x.file !== 'index.html')) {
      const sample = p.renderPath.replace(/_/g, 'x1');
      expect(serve(sample), p.name).toBe(`/${p.file}`);
      const matched = routeEntries.find(([, r]) => r.path !== '*' && matchPath(r.path, sample));
      expect(matched?.[0]).toBe(p.name);
    }
  });

  it('without rewrites, the server falls back to index.html', () => {
    expect(rewriteOf([], '/anything')).toBe('/index.html');
  });

  it('are what firebase.json rewrites to (kept in step by scripts/security-headers.mjs)', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { rewrites: unknown };
    };
    expect(config.hosting.rewrites).toEqual(rewrites);
  });

  it('go into #root of the built index.html, marked as prerendered, painted once #root is parsed', () => {
    const html =
      '<head></head><body><div id="root">\n  <!-- shell --><div>shell</div>\n  <!-- /root -->\n</div><script></script></body>';
    expect(withFirstScreen(html, '<main>page $& $1</main>')).toBe(
      `<head>  ${EXPECT_ROOT}\n  </head><body><div id="root" data-prerendered><main>page $& $1</main></div><span id="first-screen-end" hidden></span><script></script></body>`,
    );
    expect(EXPECT_ROOT).toBe('<link rel="expect" href="#first-screen-end" blocking="render" />');
    expect(() => withFirstScreen('<head></head><div id="root"></div>', 'x')).toThrow(/root/);
    expect(() => withFirstScreen(html.replace('</head>', ''), 'x')).toThrow(/head/);
    // the source index.html carries the marker the build looks for
    expect(withFirstScreen(readFileSync('index.html', 'utf8'), '<p>x</p>')).toContain(
      '<div id="root" data-prerendered><p>x</p></div><span id="first-screen-end" hidden></span>',
    );
  });

  it("carry the page's own title and description, as usePageMeta sets them", () => {
    const source = readFileSync('index.html', 'utf8');
    const meta = resolvePageMeta({
      title: 'Centre d\'aide & "FAQ" <b>',
      description: 'Réponses à vos questions',
    });
    const html = withFirstScreen(source, '<p>x</p>', meta);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
    expect(doc.title).toBe('Centre d\'aide & "FAQ" <b> | Maktabi');
    expect(content('meta[name="description"]')).toBe('Réponses à vos questions');
    expect(content('meta[property="og:title"]')).toBe(doc.title);
    expect(content('meta[property="og:description"]')).toBe('Réponses à vos questions');
    expect(doc.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
    // without meta, the site's own stay as they are
    const plain = new DOMParser().parseFromString(withFirstScreen(source, '<p>x</p>'), 'text/html');
    expect(plain.title).toBe(new DOMParser().parseFromString(source, 'text/html').title);
    // a tag missing from index.html fails the build rather than serving the site's title
    expect(() =>
      withFirstScreen(source.replace(/<meta\s+property="og:title"[^>]*>/, ''), '<p>x</p>', meta),
    ).toThrow(/og:title/);
  });

  it('connect early to where their first data and photos come from, when they read any', () => {
    const source = readFileSync('index.html', 'utf8');
    const html = withFirstScreen(source, '<p>x</p>', null, [
      { href: 'https://firestore.googleapis.com', crossOrigin: true },
      { href: 'https://firebasestorage.googleapis.com', crossOrigin: false },
    ]);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = [...doc.head.querySelectorAll('link[rel="preconnect"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
      ['https://firestore.googleapis.com', ''], // fetch: CORS without cookies
      ['https://firebasestorage.googleapis.com', null], // <img>: no CORS
    ]);
    // before the stylesheet and the title: opened while the browser reads on
    const head = [...doc.head.children];
    expect(head.indexOf(links[1])).toBeLessThan(head.indexOf(doc.head.querySelector('title')!));
    expect(withFirstScreen(source, '<p>x</p>', null, [])).not.toContain('preconnect');
  });
});

describe('preconnectsFor (src/prerender/render.tsx)', () => {
  it('is for the pages that read as they start (home, search, listing), never the static ones', async () => {
    const { earlyReadsFor } = await import('@/app/earlyReads');
    const reading = pages.filter(
      (p) => earlyReadsFor(p.renderPath, '', '2000-01-01', () => undefined).length > 0,
    );
    expect(reading.map((p) => p.name)).toEqual(['home', 'search', 'listing']);
    // The unit tests' build is the local backend's: nothing to connect to, on any page (the
    // production build's pages are checked by scripts/check-build.mjs).
    const { preconnectsFor } = await import('@/prerender/render');
    for (const { renderPath } of pages) expect(preconnectsFor(renderPath), renderPath).toEqual([]);
  });
});

describe('dataOrigins (src/lib/env.ts)', () => {
  const env = (useEmulators: boolean) =>
    ({ VITE_USE_EMULATORS: useEmulators ? 'true' : 'false' }) as unknown as ImportMetaEnv;

  it('is Firestore (CORS) and Storage (photos) in production', () => {
    expect(dataOrigins('firebase', env(false))).toEqual([
      { href: 'https://firestore.googleapis.com', crossOrigin: true },
      { href: 'https://firebasestorage.googleapis.com', crossOrigin: false },
    ]);
  });

  it("is the Firestore emulator on the emulators (the seed's photos are the site's own)", () => {
    expect(dataOrigins('firebase', env(true))).toEqual([
      { href: 'http://127.0.0.1:8080', crossOrigin: true },
    ]);
  });

  it('is nothing for the local backend', () => {
    expect(dataOrigins('local', env(false))).toEqual([]);
  });
});

/**
 * The first screen from HTML (docs/decisions.md "The first screen from HTML"): the public pages'
 * served HTML already shows the page, before any JavaScript runs; the app then takes its place
 * without moving anything and without losing what the visitor typed meanwhile.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, withScreenshot, VIEWPORTS } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

/** Whether the app has taken over (#root no longer the prerendered one). */
const tookOver = () => !document.getElementById('root')?.hasAttribute('data-prerendered');

/** Holds the app's entry (React, the router, the shell) back; returns what lets it through. */
async function holdAppEntry(page) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The layout shifts of a page load, summed as CLS counts them (no input before). */
const SHIFT_OBSERVER = () => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

describe('the first screen from HTML', () => {
  test('without JavaScript, the public pages show their first screen; other pages the shell', async () => {
    const context = await ctx.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const h1 = async (path) => {
        await page.goto(ctx.url(path));
        return page.locator('main h1').first().textContent({ timeout: 2000 });
      };
      assert.equal(await h1('/'), 'Trouvez votre espace de travail au Maroc');
      assert.equal(await h1('/search'), 'Rechercher un bureau');
      assert.equal(await h1('/help'), "Centre d'aide");
      // with its own title, as the app would set it
      assert.equal(await page.title(), "Centre d'aide | Maktabi");
      assert.equal(await h1('/terms'), "Conditions générales d'utilisation");
      // the search form is there, and works as a plain form
      await page.goto(ctx.url('/search'));
      assert.equal(await page.getByLabel('Ville ou quartier').count(), 1);
      // a listing: its loading skeleton, in the page's own layout
      await page.goto(ctx.url('/listing/n-importe-lequel'));
      assert.ok((await page.locator('main [aria-hidden="true"].animate-pulse').count()) > 3);
      // a page that is not prerendered: the start-up shell, no page content
      await page.goto(ctx.url('/dashboard'));
      assert.equal(await page.locator('main').count(), 0);
      assert.equal(await page.locator('#root[data-prerendered]').count(), 0);
      // the visitor's navigation works before the app: links are real links
      await page.goto(ctx.url('/'));
      await page.locator('footer a[href="/help"]').click();
      await page.waitForURL(/\/help$/);
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`the app takes over without a layout shift (${size})`, async () => {
      const { page } = ctx;
      await page.setViewportSize(viewport);
      await page.addInitScript(SHIFT_OBSERVER);
      for (const path of ['/', '/search', '/search?city=Casablanca', '/help']) {
        await page.goto(ctx.url(path));
        await page.waitForFunction(tookOver);
        await page.waitForTimeout(800); // the results and their photos are in
        const cls = await page.evaluate(() => window.__cls);
        assert.ok(cls <= 0.01, `${path} : CLS ${cls}`);
        assert.equal(await page.locator('#root').count(), 1, path);
        assert.equal(await page.locator('main h1').count(), 1, path);
      }
    });
  }

  test('what the visitor typed before the app took over is kept, and the focus', async () => {
    const { page } = ctx;
    // hold the app's entry back until the visitor has typed
    const release = await holdAppEntry(page);
    // the entry is a module script: "load" (and DOMContentLoaded) wait for it
    await page.goto(ctx.url('/'), { waitUntil: 'commit' });
    const box = page.getByLabel('Ville ou quartier');
    await box.click();
    await box.pressSequentially('Marrakech');
    assert.equal(await page.evaluate(tookOver), false);
    release();
    await page.waitForFunction(tookOver);
    assert.equal(await page.getByLabel('Ville ou quartier').inputValue(), 'Marrakech');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'city');
    // the app's own state has it: submitting searches for it
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?city=Marrakech$/);
    assert.equal(await page.getByLabel('Ville ou quartier').inputValue(), 'Marrakech');
  });
  test("the search's first results and their first photo are fetched while the app's code is still held back", async () => {
    const { page } = ctx;
    // the app's entry does not arrive until the photo is asked for
    const release = await holdAppEntry(page);
    const photo = page.waitForRequest(/\/seed\/office-\d{2}-\d+w\.webp$/, { timeout: 8000 });
    await page.goto(ctx.url('/search?city=Casablanca'), { waitUntil: 'commit' });
    // the start-up entry (src/app/startUp.ts) read the first page and preloaded its first photo
    const url = (await photo).url();
    assert.equal(await page.evaluate(tookOver), false);
    release();
    await page.waitForFunction(tookOver);
    // the photo it preloaded is the first result's, the one the page then shows first
    const first = page.locator('main article img').first();
    await first.waitFor();
    assert.equal(
      await first.evaluate((img) => img.currentSrc.replace(/^https?:\/\/[^/]+/, '')),
      new URL(url).pathname,
    );
    assert.deepEqual(ctx.errors, []);
  });
  test('the app starts once the first paint is on screen, and warms Intl in a worker', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/'));
    await page.waitForFunction(tookOver);
    // a resource's timing entry is written once its response has arrived: on a busy machine the
    // worker's script can arrive after the app took over (it was asked for before the entry)
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((r) => /\/intl-warmup\.js$/.test(r.name)),
    );
    const t = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const start = (re) => resources.find((r) => re.test(r.name))?.startTime;
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entry: start(/\/assets\/index-[^/]+\.js$/),
        startUp: start(/\/assets\/startUp-[^/]+\.js$/),
        warmUp: start(/\/intl-warmup\.js$/),
      };
    });
    assert.ok(t.fcp > 0, 'first contentful paint');
    // the boot script (vite.config.ts BOOT_SCRIPT) waits for the paint to be on screen
    assert.ok(t.entry >= t.fcp, `entry requested at ${t.entry} ms, paint on screen at ${t.fcp} ms`);
    assert.ok(t.startUp >= t.fcp, `start-up entry requested at ${t.startUp} ms`);
    assert.ok(t.warmUp >= t.fcp, `Intl warm-up worker started (${t.warmUp})`);
    // the worker is allowed by the page's CSP and runs without error (the harness's records)
    assert.deepEqual(ctx.violations, []);
    assert.deepEqual(ctx.consoleErrors, []);
    assert.deepEqual(ctx.errors, []);
    // the app formats as before once warmed: the featured listings' prices in MAD
    await page.locator('main a[href^="/listing/"]').first().waitFor();
    assert.match(await page.locator('main').textContent(), /\d MAD/);
  });
});

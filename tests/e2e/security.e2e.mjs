import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { DEMO, canvasPng, login, useBrowser, withScreenshot } from './harness.mjs';

// The harness already fails every test on a CSP violation or a third-party request; these
// tests make sure the main routes and the photo compression are actually exercised under the
// policy, that the headers are there, and that none of it logs an error.
const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

describe('security headers and no third-party code at run time', () => {
  test('every response carries the security headers, with the hash of the served boot script', async () => {
    const { page } = ctx;
    const home = await page.request.get(ctx.url('/'));
    const html = await home.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.ok(inline.length > 0, 'index.html a un script de démarrage en ligne');
    const entry = /\/assets\/index-[^"']+\.js/.exec(html)?.[0];
    assert.ok(entry, "index.html nomme l'entrée");
    for (const path of ['/', '/search?city=fes', '/listing/lst-casa-01', entry, '/favicon.svg']) {
      const response = await page.request.get(ctx.url(path));
      assert.equal(response.status(), 200, path);
      const h = response.headers();
      const csp = h['content-security-policy'] ?? '';
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.match(csp, /object-src 'none'/, path);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      assert.doesNotMatch(scriptSrc, /'unsafe-inline'|'unsafe-eval'/, path);
      for (const code of inline) {
        const hash = createHash('sha256').update(code).digest('base64');
        assert.ok(scriptSrc.includes(`'sha256-${hash}'`), `${path} : hash du script en ligne`);
      }
      assert.equal(h['x-content-type-options'], 'nosniff', path);
      assert.equal(h['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.equal(h['x-frame-options'], 'DENY', path);
    }
  });

  test('the main routes run under the CSP with no violation, no third-party request, no console error', async () => {
    const { page } = ctx;
    const visit = async (path, heading) => {
      await page.goto(ctx.url(path));
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    await visit('/', /./);
    await page.getByText('Bureaux populaires').waitFor();
    await visit('/search?city=casablanca', /./);
    await page.locator('main article').first().waitFor();
    await visit('/listing/lst-casa-01', /./);
    await visit('/login', /./);
    await visit('/signup', /./);
    await visit('/help', /./);
    await login(ctx, DEMO.tenant);
    await visit('/dashboard', /./);
    await visit('/favorites', /./);
    await visit('/profile', 'Mon profil');
    assert.deepEqual(ctx.violations, []);
    assert.deepEqual(ctx.external, []);
    assert.deepEqual(ctx.consoleErrors, []);
    assert.deepEqual(ctx.errors, []);
  });

  test("a listing photo is compressed in the worker with the library from the app's own assets", async () => {
    const { page } = ctx;
    const compressionScripts = [];
    ctx.context.on('request', (request) => {
      if (/browser-image-compression/.test(request.url())) compressionScripts.push(request.url());
    });
    await login(ctx, DEMO.host);
    await page.goto(ctx.url('/host/listings/new'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const png = await canvasPng(page, 64, 48);
    await page
      .getByLabel('Ajouter des photos')
      .setInputFiles({ name: 'plateau.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Retirer la photo 1' }).waitFor();
    const preview = page.locator('img[src^="blob:"]').first();
    await preview.waitFor();
    assert.ok(
      await preview.evaluate((img) => img.complete && img.naturalWidth > 0),
      "l'aperçu (blob:) s'affiche",
    );
    await page.waitForLoadState('networkidle');
    // the library's module for the page, and its standalone script for the worker: both local
    assert.ok(
      compressionScripts.length >= 2,
      `le worker n'a pas chargé la bibliothèque depuis les assets de l'app (repli sur le fil ` +
        `principal) : ${compressionScripts.join(', ')}`,
    );
    for (const url of compressionScripts) assert.ok(url.startsWith(`${ctx.base}/assets/`), url);
    assert.deepEqual(ctx.violations, []);
    assert.deepEqual(ctx.external, []);
    assert.deepEqual(ctx.consoleErrors, []);
    assert.deepEqual(ctx.errors, []);
  });
});

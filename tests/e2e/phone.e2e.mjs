/**
 * At a phone's width (390 px): what the issue-16 review found broken on phones stays fixed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, useBrowser, withScreenshot } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) =>
  it(
    name,
    withScreenshot(ctx, name, async () => {
      await ctx.page.setViewportSize({ width: 390, height: 844 });
      await fn();
    }),
  );

/**
 * The show/hide button of every password box on the page, and whether it overlaps the box's
 * text area (the input's width minus its right padding).
 */
async function passwordToggles(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('button[aria-pressed]')]
      .filter((b) => /mot de passe/i.test(b.getAttribute('aria-label') ?? b.textContent ?? ''))
      .map((b) => {
        const input =
          b.parentElement.querySelector('input') ?? b.closest('div').querySelector('input');
        const i = input.getBoundingClientRect();
        const textRight = i.right - parseFloat(getComputedStyle(input).paddingRight);
        const t = b.getBoundingClientRect();
        return {
          label: input.id,
          overlaps: t.left < textRight && t.right > i.left,
          width: t.width,
        };
      }),
  );
}

describe('screens: phone width and the 404 page', () => {
  for (const [path, boxes] of [
    ['/login', 1],
    ['/signup', 2],
    ['/admin', 1],
    ['/listing/lst-rabat-02', 1], // the booking panel's quick sign-up
  ]) {
    test(`the password toggle never covers the typed password on ${path}`, async () => {
      const { page } = ctx;
      await page.goto(ctx.url(path));
      await page.locator('input[type=password]').first().waitFor();
      await page.locator('input[type=password]').first().fill('un-mot-de-passe-assez-long');
      const toggles = await passwordToggles(page);
      assert.equal(toggles.length, boxes, JSON.stringify(toggles));
      for (const t of toggles) assert.equal(t.overlaps, false, JSON.stringify(t));
    });
  }

  test('offline at start-up: says so without overflowing, and « Réessayer » starts the app', async () => {
    const { page } = ctx;
    // the backend's chunk cannot be fetched (the demo build: src/services/local)
    const chunk = /\/assets\/local-[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto(ctx.url('/search?city=Casablanca'));
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'Connexion impossible' }).waitFor();
    assert.match(
      await alert.textContent(),
      /Connexion au serveur impossible\. Vérifiez votre connexion et réessayez\./,
    );
    assert.equal(await page.getByText('Configuration incomplète').count(), 0);
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    assert.equal(widths[0], widths[1], `largeur ${widths[0]} pour ${widths[1]} visibles`);
    // back online: the button reloads, and the page is there
    await page.unroute(chunk);
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByText(/\d+ bureaux? trouvés? à Casablanca/).waitFor();
    assert.equal(
      await page.getByRole('alert').filter({ hasText: 'Connexion impossible' }).count(),
      0,
    );
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    test(`the 404 page shows its footer without scrolling at ${width} × ${height}`, async () => {
      const { page } = ctx;
      await page.setViewportSize({ width, height });
      await page.goto(ctx.url('/nulle-part'));
      await page.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
      const top = await page
        .getByRole('contentinfo')
        .evaluate((f) => f.getBoundingClientRect().top);
      assert.ok(top < height, `le pied de page commence à ${top} px, sous l'écran (${height} px)`);
    });
  }

  test('the admin tabs say they scroll, and their arrow brings the hidden ones', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/admin'));
    await page.getByLabel('Mot de passe administrateur').fill(DEMO.adminPassword);
    await page.getByRole('button', { name: 'Déverrouiller' }).click();
    const last = page.getByRole('tab', { name: 'E-mails' });
    await last.waitFor();
    const right = page.locator('[data-scroll-hint="right"]');
    await right.waitFor();
    assert.equal(await page.locator('[data-scroll-hint="left"]').count(), 0);
    const hidden = await last.evaluate((t) => t.getBoundingClientRect().right > window.innerWidth);
    assert.ok(hidden, 'le dernier onglet devrait dépasser à droite sur un téléphone');
    for (let i = 0; i < 6 && (await right.count()) > 0; i += 1) {
      await right.click();
      await page.waitForTimeout(400); // smooth scrolling
    }
    assert.equal(await right.count(), 0, 'la flèche droite disparaît au bout des onglets');
    await page.locator('[data-scroll-hint="left"]').waitFor();
    const inView = await last.evaluate(
      (t) => t.getBoundingClientRect().right <= window.innerWidth + 1,
    );
    assert.ok(inView, 'le dernier onglet est visible');
  });
});

/**
 * Back from a listing opened in the search results returns to the results as they were: the
 * pages loaded with « Afficher plus de bureaux » still there, and the card that was opened
 * where it was on the screen (src/app/layout/ScrollRestoration.tsx, src/lib/scrollPositions.ts,
 * src/features/listings/useSearchResults.ts). A QA pass found Back landing near the third
 * result on a desktop, in the footer on a phone, and the second page gone.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, login, useBrowser, VIEWPORTS, withScreenshot } from './harness.mjs';

const ctx = useBrowser();

/** The result cards of the list (the map's card is a section, not an article). */
const cards = (page) => page.locator('main article');

/** Where the card titled `title` stands from the top of the window, in px. */
async function topOf(page, title) {
  const box = await cards(page).filter({ hasText: title }).first().boundingBox();
  assert.ok(box, `carte introuvable : ${title}`);
  return box.y;
}

/** Opens the `index`th result (0-based), scrolled to the middle of the window, and comes back. */
async function openAndComeBack(page, index) {
  const card = cards(page).nth(index);
  const title = (await card.getByRole('heading').first().textContent()).trim();
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // the scroll is heard (a frame), then remembered for this entry
  await page.waitForTimeout(150);
  const before = await topOf(page, title);
  const count = await cards(page).count();
  await card.getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.goBack();
  await page.getByText(/bureaux trouvés/).waitFor();
  // back at the card: the same results, the card where it was (a few px of rounding)
  await page.waitForFunction(
    ([t, y]) => {
      const card = [...document.querySelectorAll('main article')].find((a) =>
        a.textContent.includes(t),
      );
      return card && Math.abs(card.getBoundingClientRect().top - y) <= 4;
    },
    [title, before],
    { timeout: 5000 },
  );
  assert.equal(await cards(page).count(), count);
  return { title, before, after: await topOf(page, title) };
}

for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
  const size = `${viewport.width} × ${viewport.height}`;
  describe(`back to the results, ${size}`, () => {
    const test = (name, fn) =>
      it(
        `${name} (${size})`,
        withScreenshot(ctx, `back ${name} ${viewport.width}`, async () => {
          await ctx.page.setViewportSize(viewport);
          await fn(ctx.page);
        }),
      );

    test('Back returns to the card opened, far down the first page', async (page) => {
      await page.goto(ctx.url('/search'));
      await page.getByText('20+ bureaux trouvés').waitFor();
      const { before } = await openAndComeBack(page, 10);
      // far down indeed: below the first screen's worth of results
      assert.ok((await page.evaluate(() => window.scrollY)) > 500, `haut de carte à ${before}`);
    });

    test('Back keeps the pages « Afficher plus de bureaux » loaded, and the place', async (page) => {
      await page.goto(ctx.url('/search'));
      await page.getByText('20+ bureaux trouvés').waitFor();
      await page.getByRole('button', { name: 'Afficher plus de bureaux' }).click();
      await page.getByText(/^\d+ bureaux trouvés$/).waitFor();
      const total = await cards(page).count();
      assert.ok(total > 20, `${total} résultats après « Afficher plus »`);
      await openAndComeBack(page, total - 3);
      await page.getByText(`${total} bureaux trouvés`).waitFor();
    });

    test('Back to a search never scrolled returns to its top, not to where the next was', async (page) => {
      await page.goto(ctx.url('/search'));
      await page.getByText('20+ bureaux trouvés').waitFor();
      await page.getByLabel('Ville ou quartier').fill('Casablanca');
      await page.getByLabel('Ville ou quartier').press('Enter');
      await page.getByText(/bureaux trouvés à Casablanca/).waitFor();
      await cards(page)
        .last()
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(150);
      assert.ok((await page.evaluate(() => window.scrollY)) > 300);
      await page.goBack();
      await page.getByText('20+ bureaux trouvés').waitFor();
      await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    });

    if (viewport.width < 1024)
      test('Back from a listing opened on the map, and a reload, show the map again where it was', async (page) => {
        await page.goto(ctx.url('/search?city=Casablanca'));
        await page.getByRole('button', { name: 'Carte', exact: true }).click();
        const map = page.getByRole('region', { name: 'Carte des résultats' });
        await map.waitFor();
        // a pin (zooming into clusters until one shows)
        const pin = map.getByRole('button', { pressed: false }).filter({ hasNotText: /\d/ });
        for (let i = 0; i < 6 && !(await pin.count()); i += 1)
          await map
            .getByRole('button', { name: /espaces ici : zoomer/ })
            .first()
            .click();
        // zoomed in, the list follows the map: the note says what its area holds
        const note = page.getByText(/dans la zone affichée$/).first();
        const inArea = await note.textContent();
        const placed = () =>
          map
            .getByRole('button', { name: /^(?!Zoomer|Dézoomer|Recentrer)/ })
            .evaluateAll((els) =>
              els.map((el) => `${el.getAttribute('aria-label')} ${el.style.left} ${el.style.top}`),
            );
        const before = await placed();
        // by the keyboard: a pin may sit under a cluster's disc (left alone, see the note)
        await pin.first().focus();
        await page.keyboard.press('Enter');
        await page.getByRole('link', { name: /^Voir l'espace/ }).click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.goBack();
        await map.waitFor();
        const shownAgain = async () => {
          assert.equal(
            await page
              .getByRole('button', { name: 'Carte', exact: true })
              .getAttribute('aria-pressed'),
            'true',
          );
          // the area the user zoomed to, not all the results framed again
          assert.equal(await note.textContent(), inArea);
          assert.deepEqual(await placed(), before);
        };
        await shownAgain();
        await page.reload();
        await map.waitFor();
        await note.waitFor({ state: 'attached' });
        await shownAgain();
      });

    test('a new page opens at the top, and a reload stays where it was', async (page) => {
      await page.goto(ctx.url('/search'));
      await page.getByText('20+ bureaux trouvés').waitFor();
      await cards(page)
        .nth(12)
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(150);
      const y = await page.evaluate(() => window.scrollY);
      assert.ok(y > 500, `défilé de ${y} px`);
      await page.reload();
      await page.getByText('20+ bureaux trouvés').waitFor();
      await page.waitForFunction((at) => Math.abs(window.scrollY - at) <= 4, y, {
        timeout: 5000,
      });
      // a link to another page: its top
      await page.getByRole('contentinfo').getByRole('link', { name: "Centre d'aide" }).click();
      await page.getByRole('heading', { level: 1, name: "Centre d'aide" }).waitFor();
      assert.equal(await page.evaluate(() => window.scrollY), 0);
    });

    test('a reload after « Afficher plus de bureaux » shows the pages again, and the place', async (page) => {
      await page.goto(ctx.url('/search'));
      await page.getByText('20+ bureaux trouvés').waitFor();
      await page.getByRole('button', { name: 'Afficher plus de bureaux' }).click();
      await page.getByText(/^\d+ bureaux trouvés$/).waitFor();
      const total = await cards(page).count();
      assert.ok(total > 20, `${total} résultats après « Afficher plus »`);
      await cards(page)
        .nth(total - 2)
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(150);
      const y = await page.evaluate(() => window.scrollY);
      await page.reload();
      await page.getByText(`${total} bureaux trouvés`).waitFor();
      assert.equal(await cards(page).count(), total);
      await page.waitForFunction((at) => Math.abs(window.scrollY - at) <= 4, y, {
        timeout: 5000,
      });
    });
  });
}

describe('a reload of a page that grows in parts', () => {
  it(
    "a host's dashboard comes back on the card it showed, however its parts load (390 × 844)",
    withScreenshot(ctx, 'back host dashboard reload', async () => {
      const { page } = ctx;
      await page.setViewportSize(VIEWPORTS.phone);
      await login(ctx, DEMO.host);
      await page.goto(ctx.url('/host/dashboard'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      // its parts are drawn (the bookings, the calendar): the page stops growing
      let height = 0;
      for (let i = 0; i < 20; i += 1) {
        await page.waitForTimeout(250);
        const now = await page.evaluate(() => document.documentElement.scrollHeight);
        if (now === height) break;
        height = now;
      }
      // down the page, below parts read apart (a QA pass: it came back about 300 px lower)
      await page.evaluate((h) => window.scrollTo(0, Math.round(h * 0.7)), height);
      await page.waitForTimeout(150);
      const shown = () =>
        page.evaluate(() => {
          const card = document.elementFromPoint(195, 422)?.closest('article, li, section');
          return card
            ? {
                text: card.textContent.slice(0, 80),
                top: Math.round(card.getBoundingClientRect().top),
              }
            : null;
        });
      const before = await shown();
      assert.ok(before, "aucune carte au milieu de l'écran");
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(
        ([text, top]) => {
          const card = document.elementFromPoint(195, 422)?.closest('article, li, section');
          return (
            card?.textContent.slice(0, 80) === text &&
            Math.abs(card.getBoundingClientRect().top - top) <= 4
          );
        },
        [before.text, before.top],
        { timeout: 5000 },
      );
      // and stays there once every part is drawn
      await page.waitForTimeout(1500);
      assert.deepEqual(await shown(), before);
    }),
  );
});

describe("back to the admin's list from a user's page", () => {
  // The browser's Back, not only the page's « Retour » link, gives the focus back to the link
  // followed (src/features/admin/useReturnFocus.ts userLinkProps): a QA pass found it on <main>.
  it(
    "the browser's Back focuses the link followed in « Utilisateurs »",
    withScreenshot(ctx, 'back admin user', async () => {
      const { page } = ctx;
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(ctx.url('/admin'));
      await page.getByLabel('Mot de passe administrateur').fill(DEMO.adminPassword);
      await page.getByRole('button', { name: 'Déverrouiller' }).click();
      await page.getByRole('tab', { name: 'Utilisateurs' }).click();
      const links = page.locator('main a[data-return]');
      await links.nth(4).waitFor();
      const link = links.nth(4);
      const [name, uid] = [
        (await link.textContent()).trim(),
        await link.getAttribute('data-return'),
      ];
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.goBack();
      await page.waitForFunction(
        (key) => document.activeElement?.getAttribute('data-return') === key,
        uid,
        { timeout: 5000 },
      );
      assert.equal((await page.evaluate(() => document.activeElement.textContent)).trim(), name);
      // in the window, not below it
      const box = await page.locator(`main a[data-return="${uid}"]`).boundingBox();
      assert.ok(
        box && box.y >= 0 && box.y + box.height <= VIEWPORTS.phone.height,
        `lien à ${box?.y}`,
      );
    }),
  );
});

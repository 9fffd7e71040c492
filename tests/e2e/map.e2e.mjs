/**
 * The map of results (issue 16) on the demo build, which has no Maps key: the offline map of
 * Morocco, drawn from bundled data — the harness fails any test that makes a request to
 * another host than the local server.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { seriousViolations, useBrowser, withScreenshot } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));
const shot = async (name) => {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  await ctx.page.screenshot({ path: `tests/e2e/artifacts/map-${name}.png` });
};

const resultsMap = (page) => page.getByRole('region', { name: 'Carte des résultats' });
/** The listing markers and cluster discs on the map. */
const markers = (page) => resultsMap(page).getByRole('button');
/** How many listings the markers stand for (a pin one, a cluster its count). */
const represented = async (page) =>
  (
    await markers(page).evaluateAll((buttons) =>
      buttons.map((b) => Number(/^(\d+) espaces ici/.exec(b.getAttribute('aria-label'))?.[1] ?? 1)),
    )
  ).reduce((a, b) => a + b, 0);

/**
 * The markers whose boxes overlap another's on the screen, by name: a pin half under a disc
 * could only be tapped by its tip (src/domain/mapClusters.ts, settle).
 */
const overlapping = (page) =>
  markers(page).evaluateAll((buttons) => {
    const boxes = buttons.map((b) => [b.getAttribute('aria-label'), b.getBoundingClientRect()]);
    const pairs = [];
    boxes.forEach(([a, ra], i) =>
      boxes.slice(i + 1).forEach(([b, rb]) => {
        const apart =
          ra.right <= rb.left + 0.5 ||
          rb.right <= ra.left + 0.5 ||
          ra.bottom <= rb.top + 0.5 ||
          rb.bottom <= ra.top + 0.5;
        if (!apart) pairs.push(`${a} / ${b}`);
      }),
    );
    return pairs;
  });

/**
 * What the framing leaves out of reach: markers cut by the frame's edge or lying under the zoom
 * controls, and city names cut by the edge (« • Ca »), by name. The map frames its places inside
 * a margin (src/domain/mapView.ts FIT_PADDING).
 */
const outOfReach = (page, { markers = true } = {}) =>
  resultsMap(page).evaluate((frame, markers) => {
    const f = frame.getBoundingClientRect();
    const controls = frame.parentElement
      .querySelector('[aria-label="Zoomer"]')
      .parentElement.getBoundingClientRect();
    const inside = (r) =>
      r.left >= f.left - 0.5 &&
      r.right <= f.right + 0.5 &&
      r.top >= f.top - 0.5 &&
      r.bottom <= f.bottom + 0.5;
    const under = (r) =>
      r.left < controls.right &&
      controls.left < r.right &&
      r.top < controls.bottom &&
      controls.top < r.bottom;
    const found = [];
    for (const b of markers ? frame.querySelectorAll('button') : []) {
      const r = b.getBoundingClientRect();
      if (!inside(r)) found.push(`${b.getAttribute('aria-label')} : coupé`);
      else if (under(r)) found.push(`${b.getAttribute('aria-label')} : sous les commandes`);
    }
    const buttons = [...frame.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    const crosses = (a, b) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const city of frame.querySelectorAll('[aria-hidden="true"] > span')) {
      const r = city.getBoundingClientRect();
      if (!inside(r)) found.push(`${city.textContent || 'point'} : coupé`);
      // A name is not written under a marker or the controls (its dot may be: it is the place).
      else if (city.textContent && (under(r) || buttons.some((b) => crosses(r, b))))
        found.push(`${city.textContent} : caché`);
    }
    return found;
  }, markers);

describe('map of results', () => {
  test('desktop: the map beside the list, a marker opens its card, the card leads to the listing', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/search?city=Casablanca'));
    const map = resultsMap(page);
    await map.waitFor();
    await shot('desktop');
    const list = page.getByRole('article');
    const listed = await list.count();
    assert.ok(listed > 0);

    // Every listed office is on the map, alone or in a cluster.
    assert.equal(await represented(page), listed);

    // Zoom in until a single listing's marker shows, then open its card.
    // A listing's pin is named by its title, a cluster by its count.
    const pin = map.getByRole('button', { name: /^(?!\d+ espaces ici)/ });
    for (let i = 0; i < 12 && (await pin.count()) === 0; i += 1) {
      await map
        .getByRole('button', { name: /espaces ici : zoomer/ })
        .first()
        .click();
    }
    const title = await pin.first().getAttribute('aria-label');
    await pin.first().click();
    const card = page.getByRole('region', { name: 'Espace sélectionné' });
    await card.waitFor();
    assert.equal(await card.getByRole('heading').textContent(), title);
    await shot('card');
    assert.deepEqual(await seriousViolations(page), []);
    await card.getByRole('link', { name: /Voir l'espace/ }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/listing\//);
  });

  test('moving the map filters the list to the visible area; "Voir tous les résultats" undoes it', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/search?city=Casablanca'));
    const map = resultsMap(page);
    await map.waitFor();
    const listed = await page.getByRole('article').count();
    // Drag the map far to the side (from a corner, away from the markers at the centre): the
    // offices leave the view.
    const box = await map.boundingBox();
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.9);
    await page.mouse.down();
    await page.mouse.move(box.x + 5, box.y + box.height * 0.9, { steps: 5 });
    await page.mouse.up();
    await page.getByText(/dans la zone affichée/).waitFor();
    assert.ok((await page.getByRole('article').count()) < listed);
    await page.getByRole('button', { name: 'Voir tous les résultats' }).click();
    assert.equal(await page.getByRole('article').count(), listed);

    // Keyboard and buttons: the map takes the focus, arrows pan, the buttons zoom.
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText(/dans la zone affichée/).waitFor();
    await page.getByRole('button', { name: 'Voir tous les résultats' }).click();
    await page.getByRole('button', { name: 'Zoomer', exact: true }).click();
    await page.getByText(/dans la zone affichée/).waitFor();
    await page.getByRole('button', { name: 'Dézoomer' }).click();
  });

  test('the whole catalogue on the map: clusters across Morocco, no accessibility violation', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/search'));
    const map = resultsMap(page);
    await map.waitFor();
    await map
      .getByRole('button', { name: /espaces ici : zoomer/ })
      .first()
      .waitFor();
    // Every loaded result is on the map (the seed's listings all have coordinates).
    assert.equal(await represented(page), await page.getByRole('article').count());
    assert.deepEqual(await overlapping(page), []);
    assert.deepEqual(await outOfReach(page), []);
    // Moved by the keyboard, the cities come to each edge one after the other: a name with no
    // room on its dot's right is written on its left, one with no room above or below is not
    // drawn, none is cut (markers may pass under the controls once the map is moved, as on any
    // map).
    for (const [key, arrow] of [
      ['ArrowLeft', '←'],
      ['ArrowRight', '→'],
      ['ArrowUp', '↑'],
      ['ArrowDown', '↓'],
    ]) {
      await map.focus();
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press(key);
        assert.deepEqual(await outOfReach(page, { markers: false }), [], `${i + 1} × ${arrow}`);
      }
      await page.getByRole('button', { name: 'Recentrer la carte' }).click();
    }
    // Dragged up and down 4 px at a time, the cities cross the top and bottom edges: a name
    // within half a line of an edge is not drawn rather than cut.
    const box = await map.boundingBox();
    for (const direction of [1, -1]) {
      const x = box.x + box.width / 2;
      let y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 0; i < 40; i += 1) {
        y += 4 * direction;
        await page.mouse.move(x, y);
        const cut = await outOfReach(page, { markers: false });
        assert.deepEqual(cut, [], `${(i + 1) * 4} px ${direction > 0 ? '↓' : '↑'}`);
      }
      await page.mouse.up();
      await page.getByRole('button', { name: 'Recentrer la carte' }).click();
    }
    await shot('catalogue');
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('phone: "Liste / Carte" switches between the list and the map', async () => {
    const { page } = ctx;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ctx.url('/search?city=Casablanca'));
    await page.getByRole('article').first().waitFor();
    assert.equal(await resultsMap(page).count(), 0);
    await page.getByRole('button', { name: 'Carte', exact: true }).click();
    await resultsMap(page).waitFor();
    assert.equal(await page.getByRole('article').first().isVisible(), false);
    await shot('phone');
    assert.deepEqual(await seriousViolations(page), []);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `la page déborde : ${width} px`);
    // Every cluster's disc takes a tap at its centre: no pin drawn over it (a pin stands above
    // its place, and one just south of a cluster covered it), and the tap zooms in.
    const clusters = resultsMap(page).getByRole('button', { name: /espaces ici : zoomer/ });
    const covered = await clusters.evaluateAll((discs) =>
      discs
        .filter((disc) => {
          // elementFromPoint sees only the viewport: the map runs below the phone's fold.
          disc.scrollIntoView({ block: 'center' });
          const r = disc.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit?.closest('button') !== disc;
        })
        .map((disc) => disc.getAttribute('aria-label')),
    );
    assert.ok((await clusters.count()) > 0);
    assert.deepEqual(covered, []);
    assert.deepEqual(await outOfReach(page), []);
    // Nor any marker under another, here or one zoom further.
    assert.deepEqual(await overlapping(page), []);
    const before = await represented(page);
    const first = await clusters.first().getAttribute('aria-label');
    await clusters.first().click();
    await page.waitForFunction(
      (label) => !document.querySelector(`[aria-label="${label}"]`),
      first,
    );
    assert.equal(await represented(page), before);
    assert.deepEqual(await overlapping(page), []);
    // Down to the last cluster, and to the closest zoom: two Casablanca pins a street apart
    // stood one over the other there (src/domain/mapClusters.ts, spread).
    for (let i = 0; i < 8 && (await clusters.count()) > 0; i += 1) {
      const label = await clusters.first().getAttribute('aria-label');
      await clusters.first().click();
      await page.waitForFunction((l) => !document.querySelector(`[aria-label="${l}"]`), label);
      assert.deepEqual(await overlapping(page), [], `après « ${label} »`);
    }
    const zoomIn = page.getByRole('button', { name: 'Zoomer', exact: true });
    while ((await zoomIn.getAttribute('aria-disabled')) !== 'true') await zoomIn.click();
    assert.deepEqual(await overlapping(page), []);
    await page.getByRole('button', { name: 'Recentrer la carte' }).click();
    assert.deepEqual(await outOfReach(page), []);
    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    await page.getByRole('article').first().waitFor();
  });

  test('listing page: the offline map and the "Voir sur Google Maps" link', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/search?city=Casablanca'));
    await page.getByRole('article').first().getByRole('link').first().click();
    const location = page.getByRole('region', { name: 'Localisation', exact: true });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // below the fold, the map waits for the visitor to come near (useNearViewport)
    await page.waitForTimeout(500);
    assert.equal(await location.getByRole('region', { name: /^Carte : / }).count(), 0);
    await location.scrollIntoViewIfNeeded();
    const map = location.getByRole('region', { name: /^Carte : / });
    await map.waitFor();
    await map.getByRole('img').waitFor();
    await shot('listing');
    assert.deepEqual(await seriousViolations(page), []);
    const link = page.getByRole('link', { name: /Voir sur Google Maps/ });
    assert.match(
      await link.getAttribute('href'),
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    assert.equal(await page.getByText('Localisation non disponible').count(), 0);
  });
});

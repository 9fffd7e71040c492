import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, futureDay, login, pickDate, useBrowser, withScreenshot } from './harness.mjs';

// Two tabs of one browser (one localStorage, so one signed-in tenant) book the same days of the
// same listing at the same instant, round after round. The demo's store must behave as a
// database: exactly one booking per round, the other tab told the dates are taken, and no
// booking lost (tabs writing over each other's state would erase one). The same race, with
// tabs modelled in Node: tests/security/race.local.test.ts.
const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

const LISTING = 'lst-rabat-02';
const ROUNDS = 4;
const DATES_TAKEN = "Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates.";
const SENT = 'Votre demande de réservation a été envoyée';

/** The stored bookings, read from the page's localStorage (what every tab shares). */
function storedBookings(page) {
  return page.evaluate(() => {
    const db = JSON.parse(localStorage.getItem('maktabi.demo.db') ?? '{}');
    return Object.entries(db.bookings ?? {}).map(([id, b]) => ({
      id,
      listingId: b.listingId,
      tenantId: b.tenantId,
      startDate: b.startDate,
    }));
  });
}

/** Fills the booking panel of `page` with [start, end], ready to send. */
async function prepare(page, start, end) {
  await page.goto(ctx.url(`/listing/${LISTING}`));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await pickDate(page, 'Date de début', start);
  await pickDate(page, 'Date de fin', end);
  await page.getByText(/2 jours ×/).waitFor();
}

/** Clicks "Réserver" in `page` at time `at` (ms since the epoch), from inside the page. */
function clickAt(page, at) {
  return page.evaluate((when) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Réserver',
    );
    if (!button) throw new Error('bouton Réserver introuvable');
    return new Promise((resolve) =>
      setTimeout(
        () => {
          button.click();
          resolve();
        },
        Math.max(0, when - Date.now()),
      ),
    );
  }, at);
}

/** 'won' when the page reached the dashboard with the success message, 'lost' on "dates taken". */
async function outcome(page) {
  return Promise.race([
    page
      .getByText(SENT)
      .waitFor({ timeout: 15_000 })
      .then(() => 'won'),
    page
      .getByText(DATES_TAKEN)
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => 'lost'),
  ]);
}

describe('two tabs of one browser', () => {
  test('racing for the same days: exactly one booking per round, the other tab told the dates are taken, none lost', async () => {
    const a = ctx.page;
    await login(ctx, DEMO.tenant);
    const b = await ctx.context.newPage();
    b.on('pageerror', (e) => ctx.errors.push(e.message));

    for (let round = 0; round < ROUNDS; round += 1) {
      const start = futureDay(20 + round * 3);
      const end = futureDay(21 + round * 3);
      await Promise.all([prepare(a, start, end), prepare(b, start, end)]);
      const before = await storedBookings(a);

      // Both tabs click at the same instant (one clock for both renderers).
      const at = Date.now() + 300;
      await Promise.all([clickAt(a, at), clickAt(b, at)]);
      const results = await Promise.all([outcome(a), outcome(b)]);

      assert.deepEqual(
        [...results].sort(),
        ['lost', 'won'],
        `manche ${round} : une réservation et un refus (${results.join(', ')})`,
      );
      const after = await storedBookings(a);
      const onDays = after.filter((x) => x.listingId === LISTING && x.startDate === start.day);
      assert.equal(onDays.length, 1, `manche ${round} : une seule réservation pour ces dates`);
      assert.equal(onDays[0].tenantId, DEMO.tenant.uid);
      // none lost: every booking stored before the round is still there, plus exactly one
      const ids = new Set(after.map((x) => x.id));
      for (const x of before) assert.ok(ids.has(x.id), `réservation perdue : ${x.id}`);
      assert.equal(after.length, before.length + 1, `manche ${round} : une réservation de plus`);
    }

    // The tenant's dashboard, in either tab, lists every round's booking.
    await b.goto(ctx.url('/dashboard'));
    await b.getByRole('heading', { level: 1, name: 'Mes réservations' }).waitFor();
    const mine = (await storedBookings(b)).filter(
      (x) =>
        x.listingId === LISTING &&
        x.tenantId === DEMO.tenant.uid &&
        x.startDate >= futureDay(20).day,
    );
    assert.equal(mine.length, ROUNDS);
    assert.deepEqual(ctx.errors, []);
  });

  // Issue 13: an open-space of 3 places (lst-fes-01 in the seed), four tabs, one day, one
  // instant: exactly 3 bookings, the fourth tab told the dates are taken; the same race in
  // Node: tests/security/racePlaces.local.test.ts, on the emulator: race.emulator.test.ts.
  test('racing for the places of one day: 3 places, 4 tabs, exactly 3 bookings', async () => {
    const shared = 'lst-fes-01';
    await login(ctx, DEMO.tenant);
    const pages = [ctx.page];
    for (let i = 1; i < 4; i += 1) {
      const p = await ctx.context.newPage();
      p.on('pageerror', (e) => ctx.errors.push(e.message));
      pages.push(p);
    }
    const day = futureDay(30);
    await Promise.all(
      pages.map(async (p) => {
        await p.goto(ctx.url(`/listing/${shared}`));
        await p.getByRole('heading', { level: 1 }).waitFor();
        await pickDate(p, 'Date de début', day);
        await pickDate(p, 'Date de fin', day);
        await p.getByText(/1 jour ×/).waitFor();
      }),
    );
    const at = Date.now() + 400;
    await Promise.all(pages.map((p) => clickAt(p, at)));
    const results = await Promise.all(pages.map((p) => outcome(p)));
    assert.deepEqual(
      [...results].sort(),
      ['lost', 'won', 'won', 'won'],
      `trois réservations et un refus (${results.join(', ')})`,
    );
    const onDay = (await storedBookings(ctx.page)).filter(
      (x) => x.listingId === shared && x.startDate === day.day,
    );
    assert.equal(onDay.length, 3);
    assert.deepEqual(ctx.errors, []);
  });

  test('signing out in one tab signs the other tab out', async () => {
    const a = ctx.page;
    await login(ctx, DEMO.tenant);
    const b = await ctx.context.newPage();
    await b.goto(ctx.url('/dashboard'));
    await b.getByRole('heading', { level: 1, name: 'Mes réservations' }).waitFor();
    await a
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: /Menu utilisateur/ })
      .click();
    await a.getByRole('button', { name: 'Se déconnecter' }).click();
    // the other tab leaves the signed-in page by itself
    await b.waitForURL((url) => !url.pathname.startsWith('/dashboard'), { timeout: 10_000 });
    await b
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Connexion' })
      .waitFor();
  });
});

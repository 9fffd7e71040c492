/**
 * Issue 13: the host's calendar. A host blocks a day of their office with a reason; a tenant
 * then cannot choose that day on the listing page (the rules refuse it too: the matrix's
 * blocks cases).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, futureDay, login, logout, useBrowser, withScreenshot } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

const LISTING = 'lst-tanger-01'; // a closed office of the demo host, approved

describe('host calendar', () => {
  test('a host blocks a day and a tenant cannot book it', async () => {
    const { page } = ctx;
    const target = futureDay(45);
    await login(ctx, DEMO.host);
    await page.goto(ctx.url('/host/dashboard'));
    const section = page.getByRole('region', { name: 'Calendrier des disponibilités' });
    await section.getByLabel('Bureau', { exact: true }).selectOption(LISTING);
    const dayButton = section.getByRole('button', { name: new RegExp(`^${target.label} : Libre`) });
    // (count() does not wait: the month's days first, see pickDate in harness.mjs)
    await section.getByRole('grid').first().waitFor();
    for (let i = 0; i < 4 && (await dayButton.count()) === 0; i += 1) {
      await section.getByRole('button', { name: 'Mois suivant' }).click();
      await page.waitForTimeout(300);
    }
    await dayButton.click();
    await section.getByRole('button', { name: new RegExp(`^${target.label} : Libre`) }).click(); // the same day again: a one-day period
    await section.getByLabel('Motif (visible de vous seul)').fill('Travaux de peinture');
    await section.getByRole('button', { name: 'Confirmer le blocage' }).click();
    await page.getByText('Jours bloqués.').first().waitFor();
    await section.getByRole('button', { name: new RegExp(`^${target.label} : Bloqué`) }).waitFor();
    await section.getByText('Travaux de peinture').first().waitFor();

    // A tenant, on the listing page: the day cannot be chosen.
    await logout(ctx);
    await login(ctx, DEMO.tenant);
    await page.goto(ctx.url(`/listing/${LISTING}`));
    await page.getByRole('button', { name: 'Choisir la date de début' }).click();
    const dialog = page.getByRole('dialog');
    const pick = dialog.getByRole('button', { name: new RegExp(`^${target.label}`) });
    await dialog.getByRole('grid').first().waitFor();
    for (let i = 0; i < 4 && (await pick.count()) === 0; i += 1) {
      await dialog.getByRole('button', { name: 'Mois suivant' }).click();
    }
    // greyed and named unavailable (spec: a greyed day says why when chosen)
    const blocked = dialog.getByRole('button', {
      name: new RegExp(`^${target.label}.*indisponible`),
    });
    assert.equal(await blocked.count(), 1, 'le jour bloqué est indisponible');
    // a neighbour in the same month (the picker shows one month)
    const eve = (target.day.endsWith('-01') ? futureDay(46) : futureDay(44)).label;
    assert.equal(await dialog.getByRole('button', { name: new RegExp(`^${eve}`) }).count(), 1);
    assert.equal(
      await dialog.getByRole('button', { name: new RegExp(`^${eve}.*indisponible`) }).count(),
      0,
      'le jour voisin reste libre',
    );
    await blocked.click();
    await page.getByText("Cette date n'est pas disponible").waitFor();
    // Nothing about the reason leaks to the tenant.
    assert.equal(await page.getByText('Travaux de peinture').count(), 0);
  });
});

/**
 * The listing form's leave guard in a real browser (docs/decisions.md#leave-guard): the
 * browser's Back after a change is undone and asked about, "Rester sur la page" keeps what was
 * typed, "Quitter sans enregistrer" goes back; an in-app link is asked about the same way.
 * The component tests drive a memory history; this one the browser's own popstate, which
 * arrives after the address has already changed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clickInNav, DEMO, login, useBrowser, withScreenshot } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

const LEAVE = 'Quitter sans enregistrer ?';
const TITLE = 'Plateau lumineux à Maârif';

describe('leave guard', () => {
  test('Back and a link after a change ask first; staying keeps the typing', async () => {
    const { page } = ctx;
    await login(ctx, DEMO.host);
    await page.waitForURL(ctx.url('/host/dashboard'));
    await clickInNav(page, 'link', { name: 'Ajouter' });
    await page.waitForURL(ctx.url('/host/listings/new'));
    const title = page.getByLabel("Titre de l'annonce");
    await title.fill(TITLE);

    // the browser's Back: the address returns to the form, the dialog asks
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: LEAVE });
    await dialog.waitFor();
    await page.waitForURL(ctx.url('/host/listings/new'));
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await title.inputValue(), TITLE);
    assert.equal(new URL(page.url()).pathname, '/host/listings/new');

    // a link of the page asks too; staying again changes nothing
    await page.getByRole('link', { name: 'Annuler' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/host/listings/new');

    // Back again, and leave: the dashboard, one step back in the history
    await page.goBack();
    await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await page.waitForURL(ctx.url('/host/dashboard'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);
    // Forward returns to an empty form: nothing was kept behind the user's back
    await page.goForward();
    await page.waitForURL(ctx.url('/host/listings/new'));
    assert.equal(await page.getByLabel("Titre de l'annonce").inputValue(), '');
  });
});

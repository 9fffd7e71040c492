/**
 * Issue 15: a tenant with a finished confirmed booking (the seed's bkg-06 on lst-rabat-01, which
 * has no review yet) leaves a review from her dashboard; the listing page's rating line turns
 * from the spec's fixed line to the average, and the review is listed there.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, login, useBrowser, withScreenshot } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

const LISTING = 'lst-rabat-01';
const SPEC_LINE = "★ Nouveau sur Maktabi · pas encore d'avis";
const TEXT = 'Bureau calme et lumineux, connexion rapide, accueil très chaleureux.';

describe('reviews', () => {
  test("a tenant reviews a finished stay and the listing's average changes", async () => {
    const { page } = ctx;
    await page.goto(ctx.url(`/listing/${LISTING}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(SPEC_LINE).waitFor();

    await login(ctx, DEMO.tenant);
    await page.goto(ctx.url('/dashboard'));
    const section = page.getByRole('region', { name: 'Vos avis' });
    await section.getByRole('button', { name: 'Laisser un avis' }).first().click();
    await section.locator('label', { hasText: '4 sur 5' }).click();
    assert.ok(await section.getByRole('radio', { name: '4 sur 5' }).isChecked());
    await section.getByLabel('Votre avis').fill(TEXT);
    await section.getByRole('button', { name: "Publier l'avis" }).click();
    await page.getByText('Merci ! Votre avis est publié.').first().waitFor();
    await section.getByText('Votre avis : 4/5').waitFor();

    await page.goto(ctx.url(`/listing/${LISTING}`));
    await page.getByText('4,0 ★ · 1 avis').waitFor();
    assert.equal(await page.getByText(SPEC_LINE).count(), 0, 'la ligne fixe a disparu');
    const reviews = page.getByRole('region', { name: 'Avis des locataires' });
    await reviews.getByText(TEXT).waitFor();
    await reviews.getByText('Yasmine B.').waitFor();
  });
});

/**
 * Issue 15: a host opens the facture of a confirmed booking from the host dashboard — its ICE
 * and the HT / TVA 20 % / TTC lines — and prints it: the print button opens the browser's print
 * dialog, and in print media only the sheet is left (no header, no button), which the browser
 * saves as a PDF. Then the admin cancels a confirmed booking before it starts, and its tenant
 * finds the avoir that references the facture.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, login, nav, useBrowser, withScreenshot } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

/** bkg-15: Omar Chraibi's stay at the demo host's office in Tanger, in 25 days (the seed). */
const BOOKING = 'bkg-15';

describe('receipts, invoices and credit notes', () => {
  test('a host prints an invoice that shows its ICE and the VAT breakdown', async () => {
    const { page } = ctx;
    await login(ctx, DEMO.host);
    await page.goto(ctx.url('/host/dashboard'));
    const card = page.locator('article').filter({ has: page.locator(`#booking-${BOOKING}`) });
    await card.getByRole('link', { name: /^Facture F-\d{4}-\d{6}/ }).click();
    await page.waitForURL((u) => u.pathname === `/documents/${BOOKING}`);

    const sheet = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: /^Facture/ }) });
    await sheet.getByText('ICE : 002187436000045').waitFor();
    await sheet.getByText('El Amrani Business Center SARL').waitFor();
    for (const line of ['Total HT', 'TVA 20 %', 'Total TTC'])
      await sheet.getByText(line, { exact: true }).waitFor();
    // HT + TVA = TTC, to the centime, as printed
    const amount = async (label) => {
      const text = await sheet.getByText(label, { exact: true }).locator('xpath=..').textContent();
      return Number(
        text
          .replace(label, '')
          .replace(/[^\d,]/g, '')
          .replace(',', '.'),
      );
    };
    const [ht, tva, ttc] = [
      await amount('Total HT'),
      await amount('TVA 20 %'),
      await amount('Total TTC'),
    ];
    assert.equal(Math.round((ht + tva) * 100), Math.round(ttc * 100));

    // "Imprimer": the browser's print dialog (recorded here: headless Chromium has none)
    await page.evaluate(() => {
      window.__printed = 0;
      window.print = () => {
        window.__printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }).click();
    assert.equal(await page.evaluate(() => window.__printed), 1);

    // print media: the sheet alone
    await page.emulateMedia({ media: 'print' });
    assert.equal(await nav(page).isVisible(), false, "la navigation ne s'imprime pas");
    assert.equal(
      await page.getByRole('contentinfo').isVisible(),
      false,
      'le pied de page non plus',
    );
    assert.equal(
      await page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }).isVisible(),
      false,
    );
    assert.equal(await sheet.getByText('ICE : 002187436000045').isVisible(), true);
    // the whole table, as on a desktop
    for (const column of ['Quantité', 'Prix unitaire', 'Montant'])
      assert.equal(await sheet.getByRole('columnheader', { name: column }).isVisible(), true);
    // and "Enregistrer au format PDF" makes a PDF of it
    const pdf = await page.pdf({ format: 'A4' });
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
    await page.emulateMedia({ media: 'screen' });
  });

  test('the admin cancels a confirmed booking: its tenant finds the avoir', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/admin'));
    await page.getByLabel('Mot de passe administrateur').fill(DEMO.adminPassword);
    await page.getByRole('button', { name: 'Déverrouiller' }).click();
    await page.getByRole('tab', { name: 'Historique' }).click();
    const row = page
      .getByRole('article')
      .filter({ hasText: 'Omar Chraibi' })
      .filter({
        has: page.getByRole('button', { name: /^Annuler la réservation/ }),
      })
      .first();
    await row.getByRole('button', { name: /^Annuler la réservation/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler cette réservation validée ?' });
    await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
    await page.getByText('Réservation annulée, avoir émis.').first().waitFor();

    await page.reload();
    await login(ctx, DEMO.tenant2);
    await page.goto(ctx.url('/dashboard'));
    const avoir = page.getByRole('link', { name: /^Avoir AV-\d{4}-\d{6}/ }).first();
    await avoir.click();
    const sheet = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: /^Avoir/ }) });
    await sheet.getByText(/^Avoir sur le document n° F-\d{4}-\d{6}$/).waitFor();
    // the link's anchor: the page, read after it was shown, goes down to the avoir (after the
    // facture), below the sticky navigation, and its heading has the focus
    const heading = sheet.getByRole('heading', { name: /^Avoir/ });
    await page.waitForFunction(
      () =>
        document.activeElement?.tagName === 'H2' &&
        /^Avoir/.test(document.activeElement.textContent),
    );
    assert.ok((await page.evaluate(() => window.scrollY)) > 0, "la page descend jusqu'à l'avoir");
    const top = (await heading.boundingBox()).y;
    const banner = await page.getByRole('banner').boundingBox();
    const below = banner.y + banner.height;
    assert.ok(
      top > below && top < 300,
      `titre de l'avoir à ${top} px, en-tête jusqu'à ${below} px`,
    );

    // two sheets: the avoir prints on its own (the print styles leave the facture out)
    await page.evaluate(() => {
      window.print = () => {
        window.__printed = (window.__printed ?? 0) + 1;
      };
    });
    await page.getByRole('button', { name: /^Imprimer ce document seul : Avoir/ }).click();
    assert.equal(await page.evaluate(() => window.__printed), 1);
    const printed = async () => {
      await page.emulateMedia({ media: 'print' });
      const shown = await page
        .locator('.document-entry')
        .evaluateAll((entries) =>
          entries
            .filter((e) => getComputedStyle(e).display !== 'none')
            .map((e) => e.querySelector('h2').textContent),
        );
      await page.emulateMedia({ media: 'screen' });
      return shown;
    };
    const alone = await printed();
    assert.equal(alone.length, 1);
    assert.match(alone[0], /^Avoir/);
    // the dialog closed: "Tout imprimer" prints both again
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));
    assert.equal((await printed()).length, 2);
  });

  test('on a phone, each line of a reçu shows its amount, its quantity and its unit price in view', async () => {
    const { page } = ctx;
    await page.setViewportSize({ width: 390, height: 844 });
    await login(ctx, DEMO.tenant);
    await page.goto(ctx.url('/documents/bkg-01'));
    const table = page.getByRole('table', { name: 'Détail du document' });
    const line = table.getByRole('row').nth(1);
    await line.waitFor();
    const cells = line.getByRole('cell');
    // two columns: the designation (with its quantity × unit price) and the amount
    assert.equal(await cells.count(), 2);
    assert.match(await cells.first().innerText(), /jours? × [\d\s\u202f]+,\d\d\sMAD/);
    const amount = await cells.last().boundingBox();
    assert.ok(amount && amount.x >= 0 && amount.x + amount.width <= 390, JSON.stringify(amount));
    assert.match(await cells.last().innerText(), /^[\d\s\u202f]+,\d\d\sMAD$/);
  });
});

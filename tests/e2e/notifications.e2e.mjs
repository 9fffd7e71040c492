/**
 * Issue 14: the admin validates a booking; the tenant sees it in the bell (and the host's
 * contacts on the booking), and the demo's outbox (the admin's "E-mails" tab) shows the e-mail
 * the Trigger Email extension would send.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, login, nav, seriousViolations, useBrowser, withScreenshot } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

async function unlockAdmin(page) {
  await page.goto(ctx.url('/admin'));
  await page.getByLabel('Mot de passe administrateur').fill(DEMO.adminPassword);
  await page.getByRole('button', { name: 'Déverrouiller' }).click();
  await page.getByRole('tablist').waitFor();
}

describe('notifications and e-mails', () => {
  test('the admin validates a booking: the tenant is told in the bell, the outbox shows the e-mail', async () => {
    const { page } = ctx;
    await unlockAdmin(page);
    await page.getByRole('tab', { name: /Réservations à valider/ }).click();
    const booking = page
      .locator('article')
      .filter({ hasText: 'Yasmine Benali' })
      .filter({ has: page.getByRole('button', { name: 'Valider' }) })
      .first();
    const title = (await booking.getByRole('link').first().textContent())
      .replace(/\(s.ouvre.*\)/, '')
      .trim();
    await booking.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('Réservation validée').first().waitFor();

    // the demo's outbox: the e-mail to the tenant, rendered from the templates
    await page.getByRole('tab', { name: 'E-mails' }).click();
    const mail = page
      .getByRole('tabpanel')
      .getByRole('article')
      // (its recipient named from their profile once read)
      .filter({ hasText: 'Yasmine Benali · locataire@demo.ma' })
      .filter({ hasText: 'booking-confirmed' })
      .first();
    await mail.getByRole('heading', { name: 'Maktabi – Réservation validée' }).waitFor();
    assert.match(await mail.textContent(), /a été validée par Maktabi/);
    // it names the listing by its title, as it is (no HTML escape in the plain text)
    // (a no-break space inside the guillemets)
    assert.ok(
      (await mail.locator('pre').textContent()).includes(`l'espace «\u00a0${title}\u00a0»`),
    );
    assert.equal(await mail.locator('iframe[sandbox=""]').count(), 1);
    // the HTML preview renders in its sandboxed frame (the site's CSP allows a srcdoc frame)
    const preview = mail.frameLocator('iframe');
    await preview.getByRole('link', { name: 'Voir la réservation' }).waitFor();
    await preview.getByText(`« ${title} »`, { exact: false }).waitFor();

    // the tenant: the bell counts it, the panel says it and leads to the dashboard
    await page.reload();
    await login(ctx, DEMO.tenant);
    // the sign-in page sends the tenant on: wait until it has
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const bell = nav(page).getByRole('button', {
      name: /^Notifications : (1 non lue|\d+ non lues)$/,
    });
    await bell.waitFor();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', {
      name: new RegExp(
        `Votre réservation de «\\s${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s» a été validée`,
      ),
    });
    await item.waitFor();
    // the panel open, its unread item on its tint: no serious or critical axe violation (its
    // date's grey had 4.45:1 there)
    const found = (await seriousViolations(page)).map((v) => `${v.id}: ${v.nodes.join(' | ')}`);
    assert.deepEqual(found, []);
    await nav(page).getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // at the booking's card (src/hooks/useHashTarget.ts): scrolled to, its heading focused
    const href = await item.getAttribute('href');
    assert.match(href, /^\/dashboard#booking-bkg-[\w-]+$/);
    await item.click();
    await page.waitForURL(/\/dashboard#booking-/);
    await page.getByRole('heading', { level: 1, name: 'Mes réservations' }).waitFor();
    const anchor = decodeURIComponent(href.split('#')[1]);
    await page.waitForFunction((id) => document.activeElement?.id === id, anchor);
    const card = page.locator(`article:has(#${anchor})`);
    assert.ok(await card.isVisible());
    assert.ok(await card.textContent().then((text) => text.includes(title)));
    // once confirmed, the host's contacts are on the booking
    await page.getByRole('group', { name: "Coordonnées de l'hôte" }).first().waitFor();
  });
});

/**
 * Issue 14: a tenant asks a host a question from a listing, the host sees the unread count
 * and answers, the tenant sees the count and the answer (the demo build, one browser's data).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEMO,
  VIEWPORTS,
  login,
  logout,
  nav,
  seriousViolations,
  useBrowser,
  withScreenshot,
} from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

/** Signs in and waits for the page the app opens after it (the dashboard). */
async function signIn(who) {
  await login(ctx, who);
  await ctx.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await ctx.page.getByRole('heading', { level: 1 }).first().waitFor();
}

const QUESTION = 'Le parking accepte-t-il un utilitaire ?';
const ANSWER = 'Oui, la place est couverte : 2,10 m de hauteur.';
const LONG_WORD = 'https://exemple.ma/'.concat('a'.repeat(120));

describe('messages between a tenant and a host', () => {
  test('the tenant asks, the host answers, each sees the unread count', async () => {
    const { page } = ctx;
    await signIn(DEMO.tenant);
    // the seeded conversation the tenant has not read
    await nav(page)
      .getByRole('link', { name: /Messages.*1 conversation/ })
      .waitFor();

    await page.goto(ctx.url('/listing/lst-casa-03'));
    await page.getByRole('link', { name: "Contacter l'hôte" }).click();
    await page.getByText("Écrivez votre premier message à l'hôte.").waitFor();
    const box = page.getByLabel('Votre message');
    await box.fill(`${QUESTION} ${LONG_WORD}`);
    await page.getByText(/^1\d\d \/ 2\u202f000$/).waitFor();
    await box.press('Enter');
    const messages = page.getByRole('region', { name: 'Messages de la conversation' });
    await messages.getByText(QUESTION, { exact: false }).waitFor();
    assert.equal(await box.inputValue(), '');

    // a phone: the long word wraps, nothing overflows
    await page.setViewportSize({ width: 390, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `débordement horizontal de ${overflow} px à 390 px`);
    await page.setViewportSize({ width: 1280, height: 900 });

    await logout(ctx);
    await signIn(DEMO.host);
    const hostLink = nav(page).getByRole('link', { name: /Messages.*1 conversation/ });
    await hostLink.click();
    await page.waitForURL(ctx.url('/messages'));
    await page
      .getByRole('link', { name: /Avec Yasmine Benali/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Avec Yasmine Benali' }).waitFor();
    await messages.getByText(QUESTION, { exact: false }).waitFor();
    // read: the count goes (asked again on navigation)
    await page.getByRole('link', { name: 'Tous les messages' }).click();
    await nav(page).getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await page
      .getByRole('link', { name: /Avec Yasmine Benali/ })
      .first()
      .click();
    await page.getByLabel('Votre message').fill(ANSWER);
    await page.getByLabel('Votre message').press('Enter');
    await messages.getByText(ANSWER).waitFor();

    await logout(ctx);
    await signIn(DEMO.tenant);
    await nav(page)
      .getByRole('link', { name: /Messages.*2 conversation/ })
      .click();
    const row = page.getByRole('link', { name: /Avec Karim El Amrani/ }).first();
    await row.getByText('Non lu').waitFor();
    await row.click();
    await messages.getByText(ANSWER).waitFor();
    await messages.getByText(QUESTION, { exact: false }).waitFor();
    // accessible: the conversation and the inbox (axe-core, no serious or critical violation)
    assert.deepEqual(await seriousViolations(page), []);
    await page.getByRole('link', { name: 'Tous les messages' }).click();
    await page
      .getByRole('link', { name: /Avec Karim El Amrani/ })
      .first()
      .waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    assert.deepEqual(ctx.errors, []);
  });
  test('on a phone, the host writes first to a tenant who booked, from the booking', async () => {
    const { page } = ctx;
    await page.setViewportSize(VIEWPORTS.phone);
    await signIn(DEMO.host);
    await page.goto(ctx.url('/host/dashboard'));
    // Omar's request of « Salle de réunion premium à Casa Anfa » (bkg-07), among the bookings
    const link = page.getByRole('link', {
      name: 'Écrire au locataire Omar Chraibi, «\u00a0Salle de réunion premium à Casa Anfa\u00a0»',
      exact: true,
    });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(ctx.url(`/messages/lst-casa-03_${DEMO.tenant2.uid}`));
    await page.getByRole('heading', { level: 1, name: 'Avec Omar Chraibi' }).waitFor();
    await page.getByText('Réservation de ce locataire :').waitFor();
    const FIRST = 'Bonjour Omar, arriverez-vous avant 9 h ? Je vous remettrai le badge.';
    await page.getByLabel('Votre message').fill(FIRST);
    await page.getByLabel('Votre message').press('Enter');
    const messages = page.getByRole('region', { name: 'Messages de la conversation' });
    await messages.getByText(FIRST).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `débordement horizontal de ${overflow} px à 390 px`);

    await logout(ctx);
    await signIn(DEMO.tenant2);
    await page.goto(ctx.url('/messages'));
    const row = page.getByRole('link', { name: /Avec Karim El Amrani/ }).first();
    await row.getByText('Non lu').waitFor();
    await row.click();
    await messages.getByText(FIRST).waitFor();
    // the tenant answers in the same conversation
    await page.getByLabel('Votre message').fill('Oui, vers 8 h 30.');
    await page.getByLabel('Votre message').press('Enter');
    await messages.getByText('Oui, vers 8 h 30.').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    assert.deepEqual(ctx.errors, []);
  });
  test('on a phone, a conversation opens on its newest messages and keeps the box in view', async () => {
    const { page } = ctx;
    await page.setViewportSize(VIEWPORTS.phone);
    await signIn(DEMO.tenant);
    const box = page.getByLabel('Votre message');
    /** Whether the box and « Envoyer » are inside the window. */
    const inView = async () => {
      const send = await page.getByRole('button', { name: 'Envoyer' }).boundingBox();
      const field = await box.boundingBox();
      return field.y >= 0 && send.y + send.height <= VIEWPORTS.phone.height;
    };
    await page.goto(ctx.url('/messages/lst-casa-01_demo-tenant'));
    const messages = page.getByRole('region', { name: 'Messages de la conversation' });
    await messages.getByRole('listitem').first().waitFor();
    for (let n = 1; n <= 6; n += 1) {
      await box.fill(`Message ${n} : ${'une question sur les horaires du bureau, '.repeat(3)}`);
      await box.press('Enter');
      await messages.getByText(`Message ${n} :`).waitFor();
      await page.waitForFunction(() => !document.querySelector('textarea')?.value);
      assert.ok(await inView(), `la zone de saisie sort de l'écran après le message ${n}`);
    }
    // opened again, it shows the end of the conversation, not its beginning
    await page.reload();
    await messages.getByText('Message 6 :').waitFor();
    await page.waitForFunction(() => window.scrollY > 0);
    assert.ok(await inView(), "la conversation s'ouvre sans la zone de saisie à l'écran");
    assert.ok(await messages.getByText('Message 6 :').isVisible());
    assert.deepEqual(ctx.errors, []);
  });
});

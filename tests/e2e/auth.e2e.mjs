import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, login, nav, useBrowser, withScreenshot } from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

describe('authentication journeys', () => {
  test('a visitor signs up as a tenant and sees the signed-in navigation, then logs out', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/signup'));
    await page.getByRole('heading', { name: 'Créer un compte' }).waitFor();
    assert.equal(await page.getByLabel('Je recherche un bureau').isChecked(), true);
    // validation on change, exact spec messages
    await page.getByLabel('E-mail').fill('pas-un-email');
    await page.getByText('Email invalide').waitFor();
    await page.getByLabel('Prénom').fill('Amina');
    await page.getByLabel('Nom', { exact: true }).fill('Alaoui');
    await page.getByLabel('E-mail').fill('amina.alaoui@exemple.ma');
    await page.getByLabel('Téléphone').fill('+212 6 11 22 33 44');
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret1');
    await page.getByLabel('Confirmer le mot de passe').fill('secret2');
    await page.getByText('Les mots de passe ne correspondent pas').waitFor();
    await page.getByLabel('Confirmer le mot de passe').fill('secret1');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Compte créé avec succès !').waitFor();
    await page.waitForURL(ctx.url('/'));
    // The address changes at once; the home page shows once its chunk is there. Until then a
    // click on the user menu can open it just before the new page closes it (menus close on
    // navigation: src/app/layout/Navbar.tsx), as a CI run under load saw.
    await page
      .getByRole('heading', { level: 1, name: 'Trouvez votre espace de travail au Maroc' })
      .waitFor();
    const bar = nav(page);
    await bar.getByRole('link', { name: 'Mes réservations' }).waitFor();
    await bar.getByRole('link', { name: 'Favoris' }).waitFor();
    await bar.getByRole('link', { name: 'Mon profil' }).waitFor();
    assert.equal(await bar.getByRole('link', { name: 'Connexion' }).count(), 0);
    await bar.getByRole('button', { name: /Menu utilisateur/ }).click();
    await page.getByText('amina.alaoui@exemple.ma').waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await bar.getByRole('link', { name: 'Connexion' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await page.evaluate(() => localStorage.getItem('userProfile')), null);
    assert.deepEqual(ctx.errors, []);
  });

  test('a failed login shows the French toast and keeps the focus on the button', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/login'));
    await page.getByLabel('E-mail').fill(DEMO.tenant.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Email ou mot de passe incorrect').waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    // busy while the attempt runs, never disabled: a disabled button drops the focus to <body>
    // (Chromium does; jsdom does not, hence this check here)
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(focused, 'Se connecter');
    // Tab goes on from there, not from the top of the page
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.match(next ?? '', /Google/);
  });

  test('a guarded route redirects to login and returns after it', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/profile'));
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    await page.getByLabel('E-mail').fill(DEMO.tenant.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.tenant.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Connexion réussie !').waitFor();
    await page.waitForURL(ctx.url('/profile'));
  });

  test('a host lands on the host dashboard after login', async () => {
    await login(ctx, DEMO.host);
    await ctx.page.waitForURL(ctx.url('/host/dashboard'));
    await nav(ctx.page).getByRole('link', { name: 'Ajouter' }).waitFor();
  });

  test('an unknown path shows the 404 page with a link home', async () => {
    const { page } = ctx;
    await page.goto(ctx.url('/cette-page-n-existe-pas'));
    await page.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(ctx.url('/'));
  });
});

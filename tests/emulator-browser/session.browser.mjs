/**
 * Auth after the first screen, in Chromium, on the production build (`vite build --mode
 * emulator`, the Firebase backend) against the Auth + Firestore emulators with the demo seed
 * (docs/decisions.md "Auth after the first screen"). Run by `npm run test:emulators` inside
 * `firebase emulators:exec` (scripts/test-emulators.mjs), after the vitest suites.
 *
 * The Auth SDK's chunk is held back on purpose in each case, so that the order of things is
 * seen, not assumed:
 *  1. a visitor's search results and their "Connexion" link show while Auth has not arrived,
 *     and the query carries no credentials; Auth then loads after the first screen, and hears a
 *     sign-in made in another tab;
 *  2. once signed in, a reload waits for Auth (src/lib/persistedSession.ts finds the session
 *     the real SDK persisted): the results show with the user's menu, read with their token,
 *     and a guarded page opened directly stays open;
 *  3. signed out again, the next visit is a visitor's.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { requireChrome, CHROME_ARGS } from '../../scripts/chrome.mjs';
import { DEMO } from '../demoAccounts.mjs';

const SEARCH = '/search?city=Casablanca';
/** How long the Auth chunk is held back. */
const HOLD_MS = 2500;
const FIRESTORE_QUERY = /:runQuery|\/documents[/:?]/;

/** The Auth SDK's chunk in the build: the one that holds its REST endpoint. */
function authChunk(dist) {
  const files = readdirSync(join(dist, 'assets')).filter(
    (f) =>
      f.endsWith('.js') &&
      readFileSync(join(dist, 'assets', f), 'utf8').includes('identitytoolkit.googleapis.com'),
  );
  assert.equal(files.length, 1, `un seul chunk pour le SDK Auth, trouvé : ${files.join(', ')}`);
  return `/assets/${files[0]}`;
}

export async function checkSessions(base, dist) {
  const auth = authChunk(dist);
  const browser = await chromium.launch({
    executablePath: requireChrome(),
    args: CHROME_ARGS.filter((f) => !f.startsWith('--headless')),
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const log = [];
  let served = 0;
  // Every request for the Auth chunk waits HOLD_MS before it is answered.
  await context.route(`**${auth}`, async (route) => {
    log.push({ what: 'auth-requested', at: Date.now() });
    await new Promise((r) => setTimeout(r, HOLD_MS));
    served += 1;
    log.push({ what: 'auth-served', at: Date.now() });
    await route.continue();
  });
  /**
   * Each step opens a tab of its own and closes the last one first: the queries logged are the
   * new tab's only. (A tab left open keeps reading: the one of step 1, once it has heard the
   * sign-in, fetches the user's data with their token, and those queries must not be taken for
   * the next page's.)
   */
  let page;
  async function freshTab() {
    await page?.close();
    log.length = 0;
    served = 0;
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.method() === 'POST' && FIRESTORE_QUERY.test(request.url()))
        log.push({
          what: 'query',
          at: Date.now(),
          signed: /^Bearer /.test(request.headers().authorization ?? ''),
        });
    });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    return {
      firstResult: page.locator('main a[href^="/listing/"]').first(),
      userMenu: nav.getByRole('button', { name: /Menu utilisateur/ }),
      connexion: nav.getByRole('link', { name: 'Connexion', includeHidden: true }),
    };
  }
  const queries = () => log.filter((e) => e.what === 'query');
  let tab = await freshTab();

  try {
    // 1. A visitor.
    let { firstResult, userMenu, connexion } = tab;
    await page.goto(`${base}${SEARCH}`);
    await firstResult.waitFor();
    await connexion.waitFor({ state: 'attached' });
    assert.equal(served, 0, 'les résultats du visiteur ont attendu le SDK Auth');
    assert.ok(queries().length > 0, 'aucune requête Firestore vue');
    assert.ok(
      queries().every((q) => !q.signed),
      'une requête du visiteur porte un jeton',
    );
    await waitFor(() => served === 1, 'le SDK Auth ne se charge pas après le premier écran');

    // Another tab signs in: this one hears it (Auth, loaded after the first screen, listens).
    const other = await context.newPage();
    await other.goto(`${base}/login`);
    await other.getByLabel('E-mail').fill(DEMO.tenant.email);
    await other.getByLabel('Mot de passe', { exact: true }).fill(DEMO.tenant.password);
    await other.getByRole('button', { name: 'Se connecter' }).click();
    await other.getByText('Connexion réussie !').waitFor();
    await other.close();
    await userMenu.waitFor({ timeout: 10_000 });

    // 2. Signed in: a new page waits for Auth, and reads with the user's token.
    ({ firstResult, userMenu, connexion } = await freshTab());
    await page.goto(`${base}${SEARCH}`);
    await firstResult.waitFor();
    assert.equal(served, 1, "les résultats de la personne connectée n'ont pas attendu le SDK Auth");
    assert.equal(await userMenu.count(), 1, 'le menu utilisateur manque avec les résultats');
    assert.equal(await connexion.count(), 0, '« Connexion » montré à une personne connectée');
    const signedQueries = queries();
    assert.ok(signedQueries.length > 0, 'aucune requête Firestore vue');
    assert.ok(
      signedQueries.every((q) => q.signed),
      'une requête de la personne connectée part sans jeton',
    );
    const authServed = log.find((e) => e.what === 'auth-served').at;
    assert.ok(
      signedQueries.every((q) => q.at >= authServed),
      'une requête est partie avant le SDK Auth',
    );

    await page.goto(`${base}/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard', 'la page protégée a renvoyé ailleurs');

    // 3. Signed out: a visitor again.
    await userMenu.click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await connexion.waitFor({ state: 'attached' });
    ({ firstResult, userMenu, connexion } = await freshTab());
    await page.goto(`${base}${SEARCH}`);
    await firstResult.waitFor();
    assert.equal(served, 0, 'après la déconnexion, les résultats ont attendu le SDK Auth');
    assert.ok(
      queries().every((q) => !q.signed),
      'une requête après la déconnexion porte un jeton',
    );
  } catch (e) {
    console.error(`  adresse : ${page?.url()}`);
    console.error(`  journal : ${JSON.stringify(log)}`);
    throw e;
  } finally {
    await browser.close();
  }
}

async function waitFor(test, message, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > until) throw new assert.AssertionError({ message });
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Shared end-to-end harness: one static server for the demo build and one Chromium per file;
 * each test gets a fresh browser context (fresh localStorage = freshly seeded demo data).
 */
import { after, before, afterEach, beforeEach } from 'node:test';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { CHROME_ARGS } from '../../scripts/chrome.mjs';

export const DEMO = {
  tenant: { email: 'locataire@demo.ma', password: 'demo1234', name: 'Yasmine Benali' },
  host: { email: 'hote@demo.ma', password: 'demo1234', name: 'Karim El Amrani' },
  adminPassword: 'admin1234',
};

/**
 * Call once at the top of a test file. Returns an object whose `page`, `context` and `url()`
 * are fresh for each test.
 */
export function useBrowser() {
  const ctx = { browser: null, server: null, context: null, page: null, base: '', errors: [] };
  before(async () => {
    ctx.server = await startServer(process.env.E2E_DIST ?? 'dist-demo', 0);
    ctx.base = `http://127.0.0.1:${ctx.server.address().port}`;
    ctx.browser = await chromium.launch({
      executablePath: process.env.E2E_CHROME ?? '/usr/bin/chromium',
      args: CHROME_ARGS,
    });
  });
  after(async () => {
    await ctx.browser?.close();
    await new Promise((r) => ctx.server?.close(r));
  });
  beforeEach(async () => {
    ctx.context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', timezoneId: 'Africa/Casablanca' });
    ctx.context.setDefaultTimeout(10_000);
    ctx.page = await ctx.context.newPage();
    ctx.errors = [];
    ctx.page.on('pageerror', (e) => ctx.errors.push(e.message));
  });
  afterEach(async () => {
    await ctx.context?.close();
  });
  ctx.url = (path = '/') => `${ctx.base}${path}`;
  return ctx;
}

/** Wraps a test body: on failure, saves a full-page screenshot before rethrowing. */
export function withScreenshot(ctx, name, fn) {
  return async (t) => {
    try {
      await fn(t);
    } catch (e) {
      mkdirSync('tests/e2e/artifacts', { recursive: true });
      const file = `tests/e2e/artifacts/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
      await ctx.page?.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`  capture d'écran : ${file}`);
      throw e;
    }
  };
}

export async function login(ctx, who) {
  const { page } = ctx;
  await page.goto(ctx.url('/login'));
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Connexion réussie !').waitFor();
}

export function nav(page) {
  return page.getByRole('navigation', { name: 'Navigation principale' });
}

/**
 * Shared end-to-end harness: one static server for the demo build and one Chromium per file;
 * each test gets a fresh browser context (fresh localStorage = freshly seeded demo data).
 *
 * The server sends the production security headers (scripts/serve.mjs), so every test runs
 * under the real Content-Security-Policy, and every test fails (after its own assertions) on
 * a CSP violation or on a request to any host other than the local server: the demo loads no
 * code, font or image from a third party at run time.
 */
import { after, before, afterEach, beforeEach } from 'node:test';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { CHROME_ARGS } from '../../scripts/chrome.mjs';

/** The demo accounts, shared with the vitest tiers (tests/demoAccounts.mjs). */
export { DEMO } from '../demoAccounts.mjs';

/** The window sizes the tests use: a desktop (each test's default) and a phone. */
export const VIEWPORTS = Object.freeze({
  desktop: Object.freeze({ width: 1280, height: 900 }),
  phone: Object.freeze({ width: 390, height: 844 }),
});

/**
 * The pages any visitor opens without data of their own (the sign-in pages, the static pages),
 * for the files that walk every route (a11y, overflow).
 */
export const VISITOR_PAGES = Object.freeze([
  '/login',
  '/signup',
  '/signup?role=host',
  '/register-host',
  '/register-tenant',
  '/forgot-password',
  '/help',
  '/support',
  '/host/guide',
  '/host/resources',
  '/terms',
  '/privacy',
]);

/**
 * Call once at the top of a test file. Returns an object whose `page`, `context` and `url()`
 * are fresh for each test.
 */
export function useBrowser() {
  const ctx = {
    browser: null,
    server: null,
    context: null,
    page: null,
    base: '',
    errors: [],
    /** Requests to another origin than the local server (data: and blob: are local). */
    external: [],
    /** Content-Security-Policy violations (securitypolicyviolation events, console reports). */
    violations: [],
    /** console.error messages (a test that expects none asserts it). */
    consoleErrors: [],
  };
  const hook = { timeout: HOOK_TIMEOUT_MS };
  before(async () => {
    ctx.server = await startServer(process.env.E2E_DIST ?? 'dist-demo', 0);
    ctx.base = `http://127.0.0.1:${ctx.server.address().port}`;
    ctx.browser = await chromium.launch({
      executablePath: process.env.E2E_CHROME ?? '/usr/bin/chromium',
      args: CHROME_ARGS,
    });
  }, hook);
  after(async () => {
    await ctx.browser?.close();
    // the browser is gone: drop what it left open rather than wait for it
    ctx.server?.closeAllConnections?.();
    await new Promise((r) => ctx.server?.close(r));
  }, hook);
  beforeEach(async () => {
    ctx.context = await ctx.browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'fr-FR',
      timezoneId: 'Africa/Casablanca',
    });
    ctx.context.setDefaultTimeout(10_000);
    ctx.errors = [];
    ctx.external = [];
    ctx.violations = [];
    ctx.consoleErrors = [];
    ctx.context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== ctx.base)
        ctx.external.push(request.url());
    });
    await ctx.context.exposeBinding('__reportCspViolation', (_source, text) => {
      ctx.violations.push(text);
    });
    await ctx.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__reportCspViolation(`${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile})`);
      });
    });
    ctx.page = await ctx.context.newPage();
    ctx.page.on('pageerror', (e) => ctx.errors.push(e.message));
    ctx.page.on('console', (message) => {
      if (message.type() !== 'error') return;
      ctx.consoleErrors.push(message.text());
      if (/Content Security Policy|Refused to/i.test(message.text()))
        ctx.violations.push(message.text());
    });
  }, hook);
  afterEach(async () => {
    const external = [...new Set(ctx.external)];
    const violations = [...new Set(ctx.violations)];
    await ctx.context?.close();
    if (external.length || violations.length)
      throw new Error(
        [
          ...external.map((u) => `requête vers un hôte tiers : ${u}`),
          ...violations.map((v) => `violation de la CSP : ${v}`),
        ].join('\n'),
      );
  }, hook);
  ctx.url = (path = '/') => `${ctx.base}${path}`;
  return ctx;
}

/**
 * The longest a test may take (the slowest takes about 30 s on 2 busy cores). Node's test
 * runner waits forever by default, and page.evaluate has no timeout of its own: a page that
 * stops answering would hold CI until its 90 minutes run out, with nothing said. Past this, the
 * test fails with where its page stood. scripts/e2e.mjs gives the runner a backstop too.
 * E2E_TEST_TIMEOUT_MS sets another limit (to see the timeout at work without waiting).
 */
export const TEST_TIMEOUT_MS = Number(process.env.E2E_TEST_TIMEOUT_MS) || 150_000;
/** The longest a hook may take (a browser to start or close, a context to open or close). */
export const HOOK_TIMEOUT_MS = 60_000;

/** `promise`, or a rejection after `ms` with `message`. */
export function within(promise, ms, message) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Wraps a test body: fails it after TEST_TIMEOUT_MS, and on any failure saves a full-page
 * screenshot and prints the page's address and text before rethrowing.
 */
export function withScreenshot(ctx, name, fn) {
  return async (t) => {
    try {
      await within(
        fn(t),
        TEST_TIMEOUT_MS,
        `délai dépassé : le test dure plus de ${TEST_TIMEOUT_MS / 1000} s`,
      );
    } catch (e) {
      mkdirSync('tests/e2e/artifacts', { recursive: true });
      const file = `tests/e2e/artifacts/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
      // bounded too: the page that made the test late may not answer these either
      await within(
        ctx.page?.screenshot({ path: file, fullPage: true, timeout: 10_000 }) ?? Promise.resolve(),
        15_000,
        'capture',
      ).catch(() => undefined);
      console.error(`  capture d'écran : ${file}`);
      // Where the page stood, in the log too: a CI run keeps no screenshot.
      const seen = await within(
        ctx.page?.evaluate(() => ({
          url: location.href,
          text: (document.querySelector('main') ?? document.body).innerText
            .replace(/\s+/g, ' ')
            .slice(0, 600),
        })) ?? Promise.resolve(null),
        5_000,
        'page',
      ).catch(() => ({ url: ctx.page?.url() ?? '?', text: '(la page ne répond pas)' }));
      if (seen) console.error(`  adresse : ${seen.url}\n  page : ${seen.text}`);
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

/** Logs out from the user menu and waits until the app shows the signed-out navigation. */
export async function logout(ctx) {
  const { page } = ctx;
  await clickInNav(page, 'button', { name: /Menu utilisateur/ });
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  // on a phone the menu closes on the way to / (spec): the link is there, folded away
  await nav(page)
    .getByRole('link', { name: 'Connexion', includeHidden: true })
    .waitFor({ state: 'attached' });
}

export function nav(page) {
  return page.getByRole('navigation', { name: 'Navigation principale' });
}

/**
 * On a phone the navigation's links sit behind the "Menu" button: opens it when it is
 * shown and closed (does nothing on a desktop, where the links are always visible).
 */
export async function openNav(page) {
  const toggle = nav(page).getByRole('button', { name: 'Menu', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}

/**
 * Clicks an item of the main navigation, opening the phone menu first. The menu closes on every
 * change of address (spec), and the app may still be settling on the page it just reached (a
 * sign-up's own redirect after the signed-out guard's): when the item is not visible yet, the
 * menu is opened again, a few times, before giving up.
 */
export async function clickInNav(page, role, options) {
  for (let attempt = 1; ; attempt += 1) {
    await openNav(page);
    try {
      await nav(page).getByRole(role, options).click({ timeout: 2500 });
      return;
    } catch (e) {
      if (attempt >= 4) throw e;
    }
  }
}

import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousViolations(page) {
  // evaluated through the DevTools protocol: an injected <script> would be refused by the CSP
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A calendar day `offset` days from today (UTC), and its French label as the date picker says it. */
export function futureDay(offset) {
  const d = new Date(Date.now() + offset * 86_400_000);
  const utc = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const label = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc);
  return {
    day: utc.toISOString().slice(0, 10),
    label,
    month: utc.getUTCMonth(),
    year: utc.getUTCFullYear(),
  };
}

/** Opens a date field's calendar, moves to the target month, picks the day and sees it chosen. */
export async function pickDate(page, fieldLabel, target) {
  await page.getByRole('button', { name: `Choisir la ${fieldLabel.toLowerCase()}` }).click();
  const dialog = page.getByRole('dialog');
  // the calendar's days first: count() below does not wait, and a target in the month shown
  // first (early in a month) would be missed before they render, then passed by « Mois suivant »
  await dialog.getByRole('grid').first().waitFor();
  for (let i = 0; i < 24; i += 1) {
    const day = dialog.getByRole('button', { name: new RegExp(`^${target.label}`) });
    if (await day.count()) {
      await day.first().click();
      // the field shows the day chosen: a pick lost on the way fails here, not at a later step
      // (a click once straddled the replacement of every day button: CalendarPopover.tsx)
      const shown = target.label.replace(/^\S+ /, '').replace(/^1 /, '1er '); // src/domain/format.ts
      await page.waitForFunction(
        ([label, value]) =>
          [...document.querySelectorAll('label')].some(
            (l) => l.textContent === label && l.control?.value === value,
          ),
        [fieldLabel, shown],
        { timeout: 5000 },
      );
      return;
    }
    await dialog.getByRole('button', { name: 'Mois suivant' }).click();
  }
  throw new Error(`jour introuvable dans le calendrier : ${target.label}`);
}

/**
 * A PNG of `width` × `height`, drawn by the page's own canvas (a diagonal gradient, so the
 * browser's photo compression has real pixels to work on), as a Buffer for setInputFiles.
 */
export async function canvasPng(page, width, height) {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      const fill = g.createLinearGradient(0, 0, w, h);
      fill.addColorStop(0, '#0f766e');
      fill.addColorStop(1, '#f5e6c8');
      g.fillStyle = fill;
      g.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

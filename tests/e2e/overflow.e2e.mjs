/**
 * Nothing scrolls sideways (issue 16): every route of src/config/paths.ts (the route table),
 * as a visitor, a tenant, a host and the admin, with long unbroken user text everywhere it can
 * be written (titles, descriptions with a URL, addresses, names, bios, a 60-letter search term),
 * at a small phone's width (320 px), a phone's (390 px), a tablet's (768 px) and on a desktop.
 * A page fails when the document is wider than the window; the message names the elements that
 * stick out.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEMO,
  futureDay,
  login,
  openNav,
  pickDate,
  useBrowser,
  VISITOR_PAGES,
  withScreenshot,
} from './harness.mjs';

const ctx = useBrowser();
const test = (name, fn) => it(name, withScreenshot(ctx, name, fn));

const VIEWPORTS = [
  // the smallest phones still sold (an iPhone SE's 320 px: the search form overflowed there)
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  // a tablet: the navigation's one-row menu starts at lg (1024 px), not before (Navbar.tsx)
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
];

/** Unbroken text of `n` characters (letters only: no hyphen or space to break at). */
const word = (n, from = 'Maktabi') => from.repeat(Math.ceil(n / from.length)).slice(0, n);
const URL_300 = `https://www.exemple.ma/${word(277, 'bureaupartage')}`;
const TERM_60 = word(60, 'casablanca');

/**
 * Writes long content into the demo's local store (src/services/local/state.ts: DB_KEY, and a
 * new DB_REV_KEY token so every reader parses it again), then reloads.
 */
async function seedLongContent(page) {
  await page.goto(ctx.url('/'));
  // the heading is already in the served HTML: wait for the app's own cards (the store is seeded)
  await page.locator('main a[href^="/listing/"]').first().waitFor();
  await page.evaluate((url) => {
    const long = (n, from) => from.repeat(Math.ceil(n / from.length)).slice(0, n);
    const state = JSON.parse(localStorage.getItem('maktabi.demo.db'));
    for (const l of Object.values(state.listings)) {
      l.title = long(100, 'Bureauspacieux');
      l.description = `${l.description} ${url} ${long(200, 'lumineux')}`;
      l.location.address = long(150, 'Boulevard');
      l.hostName = long(80, 'Karim');
      if (l.customSpaceType) l.customSpaceType = long(60, 'Studio');
      l.additionalEquipment = [...(l.additionalEquipment ?? []), long(70, 'Imprimante')];
    }
    // a pending revision (what the admin compares), with long content too
    const edited = state.listings['lst-casa-01'];
    edited.revision = {
      title: long(100, 'Nouveautitre'),
      description: `${url} ${long(200, 'renove')}`,
      photos: edited.photos,
      location: { ...edited.location, address: long(150, 'Avenue') },
      cityKey: edited.cityKey,
      submittedAt: new Date().toISOString(),
    };
    for (const b of Object.values(state.bookings)) {
      b.listingTitle = long(100, 'Bureauspacieux');
      b.listingAddress = long(150, 'Boulevard');
      b.tenantName = long(80, 'Yasmine');
    }
    for (const u of [...Object.values(state.users), ...Object.values(state.publicProfiles)]) {
      u.fullName = long(80, u.fullName.replace(/\W/g, ''));
      if ('firstName' in u) {
        u.firstName = long(60, u.firstName);
        u.lastName = long(60, u.lastName);
        u.profession = long(80, 'Consultante');
        u.bio = `${url} ${long(300, 'passionnee')}`;
      }
    }
    // conversations and their messages (issue 14), reviews and their answers (issue 15)
    for (const c of Object.values(state.conversations ?? {})) {
      c.listingTitle = long(100, 'Bureauspacieux');
      c.tenantName = long(80, 'Yasmine');
      c.hostName = long(80, 'Karim');
      c.lastMessage = `${url} ${long(200, 'question')}`;
    }
    for (const thread of Object.values(state.messages ?? {})) {
      for (const m of Object.values(thread)) m.text = `${url} ${long(300, 'bonjour')}`;
    }
    for (const r of Object.values(state.reviews ?? {})) {
      r.text = `${url} ${long(300, 'excellent')}`;
      r.tenantName = long(80, 'Yasmine');
      if (r.answer) r.answer.text = `${url} ${long(200, 'merci')}`;
    }
    state.revision += 1;
    localStorage.setItem('maktabi.demo.db', JSON.stringify(state));
    localStorage.setItem('maktabi.demo.db.rev', `${state.revision}:longtext`);
  }, URL_300);
  await page.reload();
  await page.locator('main a[href^="/listing/"]').first().waitFor();
}

/**
 * The horizontal overflow of the page, or null: the document's scroll width, and the elements
 * that stick out past the window's right edge (ignoring those inside a box that clips or scrolls
 * them, and fixed layers) — the widest, and the innermost ones (the likely culprits).
 */
function overflow(page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const cw = doc.clientWidth;
    if (doc.scrollWidth <= cw) return null;
    const contained = (el) => {
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.position === 'fixed') return true;
        if (a !== el && s.overflowX !== 'visible' && a.getBoundingClientRect().right <= cw + 1)
          return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > cw + 1 && !contained(el);
    });
    // Text that overflows a box narrower than itself: the box is the culprit.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      range.selectNodeContents(n);
      const box = n.parentElement;
      if (!box || range.getBoundingClientRect().right <= cw + 1) continue;
      if (getComputedStyle(box).overflowX !== 'visible' || contained(box) || out.includes(box))
        continue;
      out.push(box);
    }
    const describe = (el) => {
      const cls = (el.getAttribute('class') ?? '').split(/\s+/).slice(0, 6).join('.');
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> ${Math.round(el.getBoundingClientRect().width)} px « ${text} »`;
    };
    const widest = out.reduce(
      (a, b) => (!a || b.getBoundingClientRect().width > a.getBoundingClientRect().width ? b : a),
      null,
    );
    const innermost = out.filter((el) => !out.some((o) => o !== el && el.contains(o)));
    return {
      scrollWidth: doc.scrollWidth,
      clientWidth: cw,
      widest: widest ? describe(widest) : '',
      innermost: innermost.slice(0, 4).map(describe),
    };
  });
}

/** Waits until the page's content is there: a level-1 heading and nothing loading. */
async function settled(page) {
  await page.waitForFunction(
    () => document.querySelector('h1') && !document.querySelector('[aria-busy="true"]'),
    null,
    { timeout: 10_000 },
  );
  // what waits for the visitor to come near (the listing's map: useNearViewport) is measured too
  const location = page.getByRole('region', { name: 'Localisation', exact: true });
  if (new URL(page.url()).pathname.startsWith('/listing/') && (await location.count()) > 0) {
    await location.scrollIntoViewIfNeeded();
    await location
      .getByRole('region', { name: /^Carte : / })
      .or(location.getByText('Localisation non disponible'))
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // one more frame for layout
  await nextFrame(page);
}

/**
 * Waits for the next frame, or 250 ms when none comes: headless Chromium sometimes schedules no
 * frame after a resize, and an unbounded requestAnimationFrame wait then never returns
 * (page.evaluate has no timeout). A CI run (stop 37) stopped printing in this file's admin test
 * and ran out of its 90 minutes; these waits were its only calls without a timeout. The
 * measures below read the layout synchronously (scrollWidth, getBoundingClientRect), which forces
 * it, so the frame is only a courtesy to what the app schedules on the next one.
 */
async function nextFrame(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 250);
      }),
  );
}

/** Checks the current page at each viewport; adds a line per overflow to `failures`. */
async function check(page, label, failures) {
  // what folds away (the admin's full listing review) is measured unfolded
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  for (const { width, height } of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await nextFrame(page);
    const o = await overflow(page);
    if (o)
      failures.push(
        `${label} à ${width} px : page large de ${o.scrollWidth} px pour ${o.clientWidth} px\n` +
          `    plus large : ${o.widest}\n` +
          o.innermost.map((d) => `    dépasse : ${d}`).join('\n'),
      );
  }
}

async function visit(path, failures) {
  const { page } = ctx;
  await page.goto(ctx.url(path));
  await settled(page);
  await check(page, path, failures);
}

/** A client-side navigation (keeps the admin session, which a reload would lock). */
async function spaNavigate(page, path) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const BUREAUX = /Bureaux/;
const LISTING = 'lst-casa-03'; // the demo host's, with bookings
const CONVERSATION = 'lst-casa-01_demo-tenant'; // the demo tenant and host talk about it (seed)

describe('no page scrolls sideways, whatever the content (320 px, 390 px and desktop)', () => {
  test('visitor: public pages, sign-in pages, search with a 60-letter term, 404', async () => {
    const { page } = ctx;
    await seedLongContent(page);
    const failures = [];
    for (const path of [
      '/',
      '/search',
      '/search?city=casablanca',
      `/search?city=${TERM_60}`,
      // every filter set (« Filtres » and its count of 12 pushed the form's buttons past 320 px),
      // a mistyped city: the empty state and its « Vouliez-vous dire Marrakech ? »
      '/search?city=Marakech&spaceType=coworking&minArea=10&minPrice=100&maxPrice=900' +
        '&amenities=Wi-Fi+haut+d%C3%A9bit,Parking,Climatisation,Caf%C3%A9%2FTh%C3%A9,Imprimante,' +
        '%C3%89cran+externe,Salle+de+r%C3%A9union,Acc%C3%A8s+handicap%C3%A9s',
      `/listing/${LISTING}`,
      '/listing/lst-fes-01',
      ...VISITOR_PAGES,
      `/${TERM_60}`,
      '/admin',
    ])
      await visit(path, failures);
    // the home page's search box, typed into
    await page.goto(ctx.url('/'));
    await page.getByLabel('Ville ou quartier').fill(TERM_60);
    await check(page, '/ (recherche saisie)', failures);
    assert.deepEqual(failures, []);
    assert.deepEqual(ctx.errors, []);
  });

  test('tenant: dashboard, profile, favourites, a listing and its booking panel', async () => {
    const { page } = ctx;
    await seedLongContent(page);
    await login(ctx, DEMO.tenant);
    const failures = [];
    for (const path of [
      '/dashboard',
      '/profile',
      '/favorites',
      `/listing/${LISTING}`,
      '/search?city=casablanca',
      '/messages',
      `/messages/${CONVERSATION}`,
      // issue 15: a reçu
      '/documents/bkg-01',
      // « Devenir hôte » signed in: why a host account needs signing out (src/app/guards.tsx)
      '/signup?role=host',
    ])
      await visit(path, failures);
    // the user menu, opened
    await page.setViewportSize(VIEWPORTS[1]);
    await openNav(page);
    await page.getByRole('button', { name: /Menu utilisateur/ }).click();
    await check(page, 'menu utilisateur ouvert', failures);
    // the end's calendar of a monthly rental, open, with its note on the first end allowed (its
    // footer once widened the calendar past a 390 px phone: CalendarPopover.tsx)
    await page.goto(ctx.url('/listing/lst-rabat-01'));
    await settled(page);
    await page.getByText('Location mensuelle', { exact: true }).click();
    await pickDate(page, 'Date de début', futureDay(150));
    await page.getByRole('button', { name: 'Choisir la date de fin' }).click();
    await page
      .getByRole('dialog')
      .getByText(/fin au plus tôt le/)
      .waitFor();
    await check(page, 'calendrier de fin ouvert (location mensuelle)', failures);
    assert.deepEqual(failures, []);
    assert.deepEqual(ctx.errors, []);
  });

  test('a date field shows its longest day whole on a 320 px phone', async () => {
    const { page } = ctx;
    // picked at 390 px, where pickDate finds the day as formatDay writes it
    await page.setViewportSize(VIEWPORTS[1]);
    // the next 28 September at least two weeks away: « 28 septembre 2027 », the widest month
    // counted from today's UTC midnight, as futureDay counts (from the moment, it rounded to the
    // 27th in the afternoon)
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    let year = now.getUTCFullYear();
    const offset = () => (Date.UTC(year, 8, 28) - today) / 86_400_000;
    if (offset() < 14) year += 1;
    await page.goto(ctx.url('/listing/lst-casa-01'));
    await settled(page);
    await pickDate(page, 'Date de début', futureDay(offset()));
    // « 28 septembre 2027 » was cut by 24 px at 320: there the month is shortened
    for (const [width, shown] of [
      [320, /^28 sept\. \d{4}$/],
      [359, /^28 sept\. \d{4}$/],
      [360, /^28 septembre \d{4}$/],
      [390, /^28 septembre \d{4}$/],
    ]) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrame(page);
      const field = await page
        .getByLabel('Date de début', { exact: true })
        .evaluate((input) => ({ value: input.value, over: input.scrollWidth - input.clientWidth }));
      assert.match(field.value, shown, `à ${width} px`);
      assert.ok(field.over <= 0, `à ${width} px, « ${field.value} » dépasse de ${field.over} px`);
    }
    assert.deepEqual(ctx.errors, []);
  });

  test('host: dashboard with its listings and bookings, new and edit forms, profile', async () => {
    const { page } = ctx;
    await seedLongContent(page);
    await login(ctx, DEMO.host);
    const failures = [];
    for (const path of [
      '/host/dashboard',
      '/host/listings/new',
      `/host/listings/${LISTING}/edit`,
      '/dashboard',
      '/profile',
      `/listing/${LISTING}`,
      '/messages',
      `/messages/${CONVERSATION}`,
      // issue 15: a facture with its identifiers and VAT lines
      '/documents/bkg-15',
    ])
      await visit(path, failures);
    // the calendar: a day blocked with a long reason
    await page.goto(ctx.url('/host/dashboard'));
    const calendar = page.getByRole('region', { name: 'Calendrier des disponibilités' });
    await calendar.getByLabel('Bureau', { exact: true }).selectOption(LISTING);
    const day = calendar.getByRole('button', { name: /: Libre/ }).last();
    await day.click();
    await day.click();
    await calendar.getByLabel('Motif (visible de vous seul)').fill(word(120, 'Travaux'));
    await calendar.getByRole('button', { name: 'Confirmer le blocage' }).click();
    await page.getByText('Jours bloqués.').first().waitFor();
    await check(page, '/host/dashboard (calendrier, jour bloqué)', failures);
    // the new-listing form with long text typed in
    await page.goto(ctx.url('/host/listings/new'));
    await page.getByLabel("Titre de l'annonce").fill(word(100, 'Plateau'));
    await page.getByLabel('Description', { exact: true }).fill(URL_300);
    await page.getByRole('button', { name: /Publier le bureau/ }).click();
    await check(page, '/host/listings/new (saisi, erreurs)', failures);
    assert.deepEqual(failures, []);
  });

  test("a host's navigation holds in one row from 1024 px, each link on one line", async () => {
    // from 1024 px (lg) the links stand in a row; at 1024 px « Tableau de bord hôte », « Mes
    // réservations » and « Mon profil » wrapped over two lines until 8 December 2026 (Navbar.tsx)
    const { page } = ctx;
    await login(ctx, DEMO.host);
    const failures = [];
    for (const width of [1024, 1150, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrame(page);
      const nav = await page.evaluate(() => {
        const bar = document.querySelector('header nav');
        const shown = [...bar.querySelectorAll('a, button')].filter((e) => e.offsetParent);
        return {
          wider: bar.scrollWidth > bar.clientWidth,
          count: shown.length,
          // a one-line link or button is at most 44 px tall (the user menu's pill: 42)
          wrapped: shown
            .filter((e) => e.getBoundingClientRect().height > 44)
            .map((e) => e.textContent.trim()),
          outside: shown
            .filter((e) => e.getBoundingClientRect().right > innerWidth)
            .map((e) => e.textContent.trim()),
        };
      });
      // the logo, five links, « Ajouter », the user menu and the bell
      if (nav.count < 9) failures.push(`${width} px : ${nav.count} liens ou boutons visibles`);
      if (nav.wider) failures.push(`${width} px : la barre défile`);
      for (const w of nav.wrapped) failures.push(`${width} px : « ${w} » sur plusieurs lignes`);
      for (const o of nav.outside) failures.push(`${width} px : « ${o} » hors de la fenêtre`);
    }
    assert.deepEqual(failures, []);
  });

  test("admin: every tab, a user page and a booking's documents after the gate", async () => {
    const { page } = ctx;
    await seedLongContent(page);
    const failures = [];
    await page.goto(ctx.url('/admin'));
    await page.getByLabel('Mot de passe administrateur').fill(DEMO.adminPassword);
    await page.getByRole('button', { name: 'Déverrouiller' }).click();
    await page.getByRole('tab', { name: 'Utilisateurs' }).waitFor();
    for (const tab of [
      'Tableau de bord',
      /Réservations à valider/,
      'Historique',
      BUREAUX,
      'Utilisateurs',
    ]) {
      await page.setViewportSize(VIEWPORTS[2]);
      await page.getByRole('tab', { name: tab }).click();
      await settled(page);
      await check(page, `/admin onglet ${tab}`, failures);
      if (tab === BUREAUX) {
        // the revision waits under « En attente » (Bureaux reads a filter a page at a time)
        await page.locator('label', { hasText: /^En attente$/ }).click();
        await page.getByText('Modification à valider').first().waitFor();
        await check(page, '/admin onglet Bureaux, En attente', failures);
      }
    }
    for (const uid of [DEMO.host.uid, DEMO.tenant.uid]) {
      await spaNavigate(page, `/admin/user/${uid}`);
      await page.waitForURL(ctx.url(`/admin/user/${uid}`));
      await settled(page);
      await check(page, `/admin/user/${uid}`, failures);
    }
    // a booking's documents (bkg-01: its reçu, with the long names written above)
    await spaNavigate(page, '/admin/documents/bkg-01');
    await page.getByRole('heading', { level: 2, name: / N° / }).first().waitFor();
    await settled(page);
    await check(page, '/admin/documents/bkg-01', failures);
    assert.deepEqual(failures, []);
    assert.deepEqual(ctx.errors, []);
  });
});

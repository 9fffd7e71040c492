/**
 * The admin's "E-mails" tab (issue 14): the Trigger Email extension's mail documents, newest
 * first and paged, rendered from src/i18n/fr/emails.json — subject and text as text, the HTML
 * in a sandboxed frame; empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSession, Backend, MailRecord } from '@/services';
import { buildSeed } from '@/services/seed/data';
import { addDays, todayInMorocco } from '@/domain/days';
import { DEMO, demoHostDayListing, renderApp, testBackend } from '../utils';
import { guillemets } from '../french';

/**
 * The admin's screen runs its chores when unlocked (useAdminChores): the expiry notices among
 * them queue e-mails of their own while a test reads the outbox. They are tested in
 * adminBookings.test.tsx; here they do nothing, so that the outbox holds what the test put in.
 */
function withoutChores(backend: Backend): Backend {
  return {
    ...backend,
    admin: {
      unlock: async (password) => ({
        ...(await backend.admin.unlock(password)),
        extendMonthlyHolds: async () => ({ added: 0, failed: [] }),
        notifyExpired: async () => 0,
        issueMonthDocuments: async () => 0,
      }),
    },
  };
}

async function openMailTab(backend: Backend, strict = true) {
  const user = userEvent.setup();
  // in <StrictMode>, as the app runs (effects run twice in development), unless a test counts
  // the reads
  renderApp({ backend: withoutChores(backend), route: '/admin?tab=mail', strict });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  await screen.findByRole('tablist');
  return user;
}

/** The backend whose admin session answers listMail with `listMail`. */
function withMail(backend: Backend, listMail: AdminSession['listMail']): Backend {
  return {
    ...backend,
    admin: {
      unlock: async (password) => ({ ...(await backend.admin.unlock(password)), listMail }),
    },
  };
}

const mail = (i: number): MailRecord => ({
  id: `booking-rejected_bkg-${i}_demo-tenant`,
  toUid: 'demo-tenant',
  template: 'booking-rejected',
  data: {
    bookingId: `bkg-${i}`,
    listingId: 'lst-casa-01',
    listingTitle: `Bureau n° ${i}`,
    tenantName: 'Yasmine Benali',
    startDate: '03/12/2026',
    endDate: '05/12/2026',
    // to the booking's tenant (parseMail: 'true', absent for the host)
    forTenant: 'true',
  },
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, 60 - i)),
  deliveryState: null,
});

describe('admin E-mails tab', () => {
  it('shows the e-mail a validation queued, rendered from the templates', async () => {
    const backend = await testBackend();
    const admin = await backend.admin.unlock(DEMO.adminPassword);
    await admin.confirmBooking('bkg-02');
    await openMailTab(backend);
    expect(screen.getByRole('tab', { name: 'E-mails' })).toHaveAttribute('aria-selected', 'true');
    const cards = await within(screen.getByRole('tabpanel')).findAllByRole('article');
    expect(cards).toHaveLength(2);
    // each recipient is named (read once from their profile), not shown by uid
    const recipient = await within(screen.getByRole('tabpanel')).findByText('Yasmine Benali');
    const toTenant = recipient.closest('article')!;
    expect(recipient.closest('dd')).toHaveTextContent('Yasmine Benali · locataire@demo.ma');
    expect(within(toTenant).queryByText('demo-tenant')).not.toBeInTheDocument();
    expect(within(toTenant).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Maktabi – Réservation validée',
    );
    // the booking's days, as the seed has them (DD/MM/YYYY)
    const b = buildSeed(new Date()).bookings.find((x) => x.id === 'bkg-02')!;
    const dmy = (day: string) => day.split('-').reverse().join('/');
    // to the tenant as « vous », to the host of the tenant by name
    const tenantText = within(toTenant).getByText(
      /Votre réservation de l'espace « Salle de réunion moderne à Hay Riad »/,
    );
    expect(tenantText).toHaveTextContent(
      `Votre réservation de l'espace « Salle de réunion moderne à Hay Riad » du ${dmy(b.startDate)} au ${dmy(b.endDate!)} (référence bkg-02) a été validée par Maktabi. Les coordonnées de l'hôte sont maintenant visibles sur votre réservation.`,
    );
    expect(tenantText).not.toHaveTextContent(b.tenantName);
    expect(tenantText).toHaveTextContent(
      `Voir la réservation : ${window.location.origin}/bookings/bkg-02`,
    );
    const toHost = cards.find((c) => c !== toTenant)!;
    expect(
      within(toHost).getByText(/La réservation de votre espace « Salle de réunion moderne/),
    ).toHaveTextContent(
      `La réservation de votre espace « Salle de réunion moderne à Hay Riad » du ${dmy(b.startDate)} au ${dmy(b.endDate!)}, demandée par ${b.tenantName} (référence bkg-02), a été validée par Maktabi. Les coordonnées du locataire sont maintenant visibles sur la réservation.`,
    );
    const frame = within(toTenant).getByTitle(/Aperçu HTML de l'e-mail|Aperçu HTML de l'e-mail/);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain(
      `href="${window.location.origin}/bookings/bkg-02"`,
    );
    expect(within(toTenant).getByText('booking-confirmed')).toBeInTheDocument();
  });

  it('names a stay of one day by its day, and a refusal says a reason was given, not what it is', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const listing = demoHostDayListing();
    const day = addDays(todayInMorocco(), 120);
    const { id } = await backend.bookings.createBooking({
      listingId: listing.id,
      rentalType: 'daily',
      startDate: day,
      endDate: day,
      isIndefinite: false,
    });
    const admin = await backend.admin.unlock(DEMO.adminPassword);
    await admin.rejectBooking(id, 'Travaux dans le bâtiment ce jour-là.');
    await openMailTab(backend);
    const panel = within(screen.getByRole('tabpanel'));
    const dmy = day.split('-').reverse().join('/');
    const toTenant = (await panel.findByText(/Votre demande de réservation de l'espace/)).closest(
      'article',
    )!;
    expect(
      within(toTenant).getByText(/Votre demande de réservation de l'espace/),
    ).toHaveTextContent(
      // (toHaveTextContent reads a no-break space as a space)
      `Votre demande de réservation de l'espace « ${listing.title} » pour le ${dmy} (référence ${id}) a été refusée par Maktabi.`,
    );
    expect(toTenant).toHaveTextContent('Le motif du refus figure sur votre réservation.');
    const toHost = panel
      .getAllByRole('article')
      .find((a) => a !== toTenant && a.textContent!.includes('Réservation refusée'))!;
    expect(toHost).toHaveTextContent(
      `La réservation de votre espace « ${listing.title} » pour le ${dmy}, demandée par`,
    );
    expect(toHost).toHaveTextContent('Le motif du refus figure sur la réservation.');
    // the request's own e-mail to the host names the day once, too
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      `demande à réserver votre espace « ${listing.title} » pour le ${dmy} (référence`,
    );
    for (const card of panel.getAllByRole('article')) {
      expect(card).not.toHaveTextContent(`au ${dmy}`);
      expect(card).not.toHaveTextContent('Travaux');
    }
  });

  it('names the listing as the extension would: as it is in the text, escaped in the HTML', async () => {
    const title = `Bureau d'angle <b>&</b> "Anfa"`;
    const backend = withMail(await testBackend(), async () => ({
      items: [{ ...mail(1), data: { ...mail(1).data, listingTitle: title } }],
      nextCursor: null,
    }));
    await openMailTab(backend);
    const card = await within(screen.getByRole('tabpanel')).findByRole('article');
    expect(within(card).getByText(/a été refusée par Maktabi/)).toHaveTextContent(
      `Votre demande de réservation de l'espace « ${title} » du 03/12/2026 au 05/12/2026 (référence bkg-1) a été refusée par Maktabi.`,
    );
    expect(
      within(card)
        .getByTitle(/Aperçu HTML/)
        .getAttribute('srcdoc'),
    ).toContain(guillemets('« Bureau d&#x27;angle &lt;b&gt;&amp;&lt;/b&gt; &quot;Anfa&quot; »'));
  });

  it('reads each recipient once, and shows the uid of an account it cannot find', async () => {
    const base = await testBackend();
    const gets: string[] = [];
    const listed = withMail(base, async () => ({
      items: [mail(1), mail(2), { ...mail(3), id: 'x', toUid: 'gone-user' }],
      nextCursor: null,
    }));
    const backend: Backend = {
      ...listed,
      admin: {
        unlock: async (password) => {
          const s = await listed.admin.unlock(password);
          return {
            ...s,
            getUser: async (uid: string) => {
              gets.push(uid);
              return s.getUser(uid);
            },
          };
        },
      },
    };
    await openMailTab(backend);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findAllByText('Yasmine Benali')).toHaveLength(2);
    const gone = within(panel).getByText('gone-user');
    expect(gone.tagName).toBe('DD');
    expect(gets.sort()).toEqual(['demo-tenant', 'gone-user']);
  });

  it('says when there is nothing yet', async () => {
    await openMailTab(await testBackend());
    expect(await screen.findByText('Aucun e-mail pour le moment.')).toBeVisible();
  });

  it('pages with "Voir plus"', async () => {
    const all = Array.from({ length: 13 }, (_, i) => mail(i + 1));
    const backend = withMail(await testBackend(), async ({ pageSize, cursor }) => {
      const start = cursor ? Number(cursor) : 0;
      return {
        items: all.slice(start, start + pageSize),
        nextCursor: start + pageSize < all.length ? String(start + pageSize) : null,
      };
    });
    const user = await openMailTab(backend);
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10));
    expect(within(panel).getAllByRole('article')[0]).toHaveTextContent(
      '« Bureau n° 1 » du 03/12/2026 au 05/12/2026 (référence bkg-1) a été refusée',
    );
    await user.click(within(panel).getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(13));
    expect(within(panel).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    // the button gone, the focus is on the first e-mail it brought (not on <body>)
    const eleventh = within(panel).getAllByRole('article')[10];
    await waitFor(() => expect(eleventh.closest('li')).toHaveFocus());
    expect(eleventh).toHaveTextContent('(référence bkg-11)');
  });

  it('keeps the e-mails read and says so when the next page fails, then pages again', async () => {
    const all = Array.from({ length: 13 }, (_, i) => mail(i + 1));
    let failNext = true;
    const backend = withMail(await testBackend(), async ({ pageSize, cursor }) => {
      const start = cursor ? Number(cursor) : 0;
      if (start > 0 && failNext) {
        failNext = false;
        throw new Error('réseau');
      }
      return {
        items: all.slice(start, start + pageSize),
        nextCursor: start + pageSize < all.length ? String(start + pageSize) : null,
      };
    });
    const user = await openMailTab(backend);
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10));
    await user.click(within(panel).getByRole('button', { name: 'Voir plus' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Impossible de charger les e-mails suivants. Réessayez avec « Voir plus ».',
    );
    expect(within(panel).getAllByRole('article')).toHaveLength(10);
    await user.click(within(panel).getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(13));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the list failed, and tries again', async () => {
    let calls = 0;
    const real = await testBackend();
    const backend = withMail(real, async (o) => {
      calls += 1;
      if (calls === 1) throw new Error('réseau');
      return (await real.admin.unlock(DEMO.adminPassword)).listMail(o);
    });
    // (its first read fails: outside StrictMode, which would read twice)
    const user = await openMailTab(backend, false);
    const alert = await within(screen.getByRole('tabpanel')).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun e-mail pour le moment.')).toBeVisible();
  });

  it('names a template it does not know instead of rendering it', async () => {
    const backend = withMail(await testBackend(), async () => ({
      items: [{ ...mail(1), template: 'inconnu' }],
      nextCursor: null,
    }));
    await openMailTab(backend);
    expect(
      await screen.findByRole('heading', { name: 'Modèle inconnu\u00a0: inconnu' }),
    ).toBeVisible();
    expect(screen.queryByTitle(/Aperçu HTML/)).not.toBeInTheDocument();
  });
});

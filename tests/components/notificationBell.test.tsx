/**
 * The nav bar's bell (issue 14): unread count, the panel's loading / empty / error / paging
 * states, links, marking read on opening, keyboard (Escape closes, the focus goes back).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInMorocco } from '@/domain/days';
import type { AppNotification } from '@/domain/notifications';
import type { Backend, NotificationsService } from '@/services';
import { buildSeed } from '@/services/seed/data';
import { notificationLabel } from '@/features/notifications/NotificationPanel';
import { DEMO_PASSWORD } from '../factories';
import { DEMO, asShown, demoHostDayListing, renderApp, testBackend, twoClients } from '../utils';
import { guillemets } from '../french';

const withNotifications = (backend: Backend, o: Partial<NotificationsService>): Backend => ({
  ...backend,
  notifications: { ...backend.notifications, ...o },
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });

function notice(i: number, read = false): AppNotification {
  return {
    id: `booking-confirmed_bkg-${i}`,
    kind: 'booking-confirmed',
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, 60 - i)),
    read,
    listingId: 'lst-casa-01',
    listingTitle: `Bureau ${i}`,
    bookingId: `bkg-${i}`,
  };
}

const focused = () => document.activeElement as HTMLElement;

describe('notification bell', () => {
  it('is not shown to a visitor', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/' });
    await screen.findByRole('link', { name: 'Connexion' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  /** Omar, a tenant the seed tells nothing (Yasmine has an unread message's notice). */
  async function omar() {
    const backend = await testBackend();
    await backend.auth.signIn(DEMO.tenant2.email, DEMO.tenant2.password);
    return backend;
  }

  it('shows the empty state when there is nothing', async () => {
    const backend = await omar();
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    await user.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel()).findByText('Aucune notification pour le moment.')).toBeVisible();
  });

  it('says it is loading while the first page comes', async () => {
    const backend = withNotifications(await testBackend({ as: 'tenant' }), {
      listNotifications: () => new Promise(() => undefined),
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    expect(within(panel()).getByRole('status')).toHaveTextContent('Chargement des notifications…');
  });

  it('says when the list failed, and tries again', async () => {
    const real = await omar();
    let calls = 0;
    const backend = withNotifications(real, {
      listNotifications: async (uid, o) => {
        calls += 1;
        if (calls === 1) throw new Error('réseau');
        return real.notifications.listNotifications(uid, o);
      },
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger vos notifications.');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(panel()).findByText('Aucune notification pour le moment.')).toBeVisible();
  });

  it('pages with "Voir plus", newest first, and marks each page read', async () => {
    const all = Array.from({ length: 12 }, (_, i) => notice(i + 1));
    const marked: string[][] = [];
    const backend = withNotifications(await testBackend({ as: 'tenant' }), {
      countUnread: async () => 10,
      listNotifications: async (_uid, { pageSize, cursor }) => {
        const start = cursor ? Number(cursor) : 0;
        const items = all.slice(start, start + pageSize);
        return {
          items,
          nextCursor: start + pageSize < all.length ? String(start + pageSize) : null,
        };
      },
      markRead: async (_uid, ids) => {
        marked.push(ids);
      },
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications\u00a0: 9+ non lues'));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+');
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    const items = async () => within(panel()).findAllByRole('link');
    expect((await items()).map((a) => a.textContent)).toHaveLength(10);
    expect((await items())[0]).toHaveTextContent(
      'Votre réservation de « Bureau 1 » a été validée.',
    );
    await waitFor(() => expect(marked).toHaveLength(1));
    expect(marked[0]).toHaveLength(10);
    await user.click(within(panel()).getByRole('button', { name: 'Voir plus' }));
    await waitFor(async () => expect(await items()).toHaveLength(12));
    expect(within(panel()).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    // the button gone, the focus is on the first notification it brought, inside the panel
    await waitFor(async () => expect((await items())[10]).toHaveFocus());
    expect((await items())[10]).toHaveTextContent('Bureau 11');
    await waitFor(() => expect(marked).toHaveLength(2));
    expect(marked[1]).toEqual([all[10].id, all[11].id]);
  });

  it('counts what is still unread once a page is read, beyond the badge\'s "9+"', async () => {
    const all = Array.from({ length: 12 }, (_, i) => notice(i + 1));
    const unread = new Set(all.map((n) => n.id));
    const backend = withNotifications(await testBackend({ as: 'tenant' }), {
      // bounded, as the backends count (BellButton's COUNT_LIMIT)
      countUnread: async (_uid, limit) => Math.min(limit ?? Infinity, unread.size),
      listNotifications: async (_uid, { pageSize }) => ({
        items: all.slice(0, pageSize),
        nextCursor: String(pageSize),
      }),
      markRead: async (_uid, ids) => {
        for (const id of ids) unread.delete(id);
      },
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications\u00a0: 9+ non lues'));
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(unread.size).toBe(2));
    await user.keyboard('{Escape}');
    // the 10 shown are read; 2 are left, not 0 (10 counted minus 10 read)
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications\u00a0: 2 non lues'));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
  });

  /** `total` unread notices, counted and marked as the backends do (bounded count). */
  function unreadBackend(base: Backend, total: number, o: Partial<NotificationsService> = {}) {
    const all = Array.from({ length: total }, (_, i) => notice(i + 1));
    const unread = new Set(all.map((n) => n.id));
    const backend = withNotifications(base, {
      countUnread: async (_uid, limit) => Math.min(limit ?? Infinity, unread.size),
      listNotifications: async (_uid, { pageSize, cursor }) => {
        const start = cursor ? Number(cursor) : 0;
        return {
          items: all.slice(start, start + pageSize).map((n) => ({ ...n, read: !unread.has(n.id) })),
          nextCursor: start + pageSize < all.length ? String(start + pageSize) : null,
        };
      },
      markRead: async (_uid, ids) => {
        for (const id of ids) unread.delete(id);
      },
      markAllRead: async () => {
        const n = unread.size;
        unread.clear();
        return n;
      },
      ...o,
    });
    return { backend, unread };
  }

  it('offers « Tout marquer comme lu » when more are unread than the page read, and reads them all', async () => {
    const { backend, unread } = unreadBackend(await testBackend({ as: 'tenant' }), 25);
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications\u00a0: 9+ non lues'));
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    const markAll = await within(panel()).findByRole('button', { name: 'Tout marquer comme lu' });
    // the page shown is read first: 15 are left beyond it
    expect(unread.size).toBe(15);
    await user.click(markAll);
    expect(await within(panel()).findByRole('status')).toHaveTextContent(
      'Toutes vos notifications sont lues.',
    );
    expect(unread.size).toBe(0);
    expect(
      within(panel()).queryByRole('button', { name: 'Tout marquer comme lu' }),
    ).not.toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(bell()).toHaveAccessibleName('Notifications');
    // nothing says « Nouvelle » any more (a QA pass: the message and the marks disagreed)
    expect(within(panel()).getAllByRole('link')).toHaveLength(10);
    expect(within(panel()).queryByText('Nouvelle')).not.toBeInTheDocument();
  });

  it('does not offer it when the page shown held every unread one', async () => {
    const { backend, unread } = unreadBackend(await testBackend({ as: 'tenant' }), 3);
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications\u00a0: 3 non lues'));
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(unread.size).toBe(0);
    expect(within(panel()).getAllByRole('link')).toHaveLength(3);
    expect(
      within(panel()).queryByRole('button', { name: 'Tout marquer comme lu' }),
    ).not.toBeInTheDocument();
  });

  it('says when marking all failed, and tries again', async () => {
    let calls = 0;
    const base = await testBackend({ as: 'tenant' });
    const { backend, unread } = unreadBackend(base, 14, {
      markAllRead: async () => {
        calls += 1;
        if (calls === 1) throw new Error('réseau');
        const n = unread.size;
        unread.clear();
        return n;
      },
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Notifications' })).findByRole(
        'button',
        { name: 'Tout marquer comme lu' },
      ),
    );
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Impossible de tout marquer comme lu. Réessayez.',
    );
    expect(unread.size).toBe(4);
    await user.click(within(panel()).getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent(
      'Toutes vos notifications sont lues.',
    );
    expect(unread.size).toBe(0);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the host of a request, links to their dashboard, and opening marks it read', async () => {
    const [tenant, host] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const listing = demoHostDayListing();
    const day = addDays(todayInMorocco(), 120);
    const { id: bookingId } = await tenant.bookings.createBooking({
      listingId: listing.id,
      rentalType: 'daily',
      startDate: day,
      endDate: day,
      isIndefinite: false,
    });
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    const user = userEvent.setup();
    renderApp({ backend: host, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications\u00a0: 1 non lue'));
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(panel()).findByRole('link', {
      name: new RegExp(guillemets(`Nouvelle demande de réservation pour « ${listing.title} »`)),
    });
    // at the request's card (useHashTarget: tests/components/hostDashboard.test.tsx)
    expect(link).toHaveAttribute('href', `/host/dashboard#booking-${bookingId}`);
    expect(link).toHaveTextContent('Nouvelle');
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(await host.notifications.countUnread(DEMO.host.uid)).toBe(0);
    // Escape closes the panel and gives the focus back to the bell
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('forgets a message once its conversation is read, without waiting for a poll', async () => {
    const [tenant, host] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const id = `lst-casa-03_${DEMO.tenant.uid}`;
    await tenant.messages.sendMessage(id, 'Le parking accepte-t-il un utilitaire ?');
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    const before = await host.notifications.countUnread(DEMO.host.uid);
    expect(before).toBeGreaterThan(0);
    renderApp({ backend: host, route: `/messages/${id}` });
    await screen.findByText('Le parking accepte-t-il un utilitaire ?');
    await waitFor(() =>
      expect(bell()).toHaveAccessibleName(
        before === 1
          ? 'Notifications'
          : before === 2
            ? 'Notifications\u00a0: 1 non lue'
            : `Notifications\u00a0: ${before - 1} non lues`,
      ),
    );
    const notices = await host.notifications.listNotifications(DEMO.host.uid, { pageSize: 20 });
    expect(notices.items.find((n) => n.id === `message_${id}`)?.read).toBe(true);
  });

  it('a notification followed hands the focus to the page it leads to, not to the bell', async () => {
    const [tenant, host] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const id = `lst-casa-03_${DEMO.tenant.uid}`;
    await tenant.messages.sendMessage(id, 'Le parking accepte-t-il un utilitaire ?');
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    const user = userEvent.setup();
    const { router } = renderApp({ backend: host, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName(/non lue/));
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(panel()).findAllByRole('link');
    const link = links.find((a) => a.getAttribute('href') === `/messages/${id}`)!;
    link.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Le parking accepte-t-il un utilitaire ?');
    expect(router.state.location.pathname).toBe(`/messages/${id}`);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    // the new page's content has it (src/app/layout/ScrollRestoration.tsx), where Tab goes on
    await waitFor(() => expect(screen.getByRole('main')).toContainElement(focused()));
    expect(bell()).not.toHaveFocus();
  });

  it("tells a monthly tenant and their host of a month's document, and leads to it", async () => {
    // bkg-14: Salma Idrissi's indefinite rental of the demo host's office, its 2nd month begun
    const [admin, salma] = await twoClients();
    const title = buildSeed(new Date()).bookings.find((b) => b.id === 'bkg-14')!.listingTitle;
    expect(await (await admin.admin.unlock(DEMO.adminPassword)).issueMonthDocuments()).toBe(1);
    await salma.auth.signIn('salma.idrissi@demo.ma', DEMO_PASSWORD);
    // the month's document, named by its kind and number (the demo host has a company: a facture)
    const month = (await salma.bookings.getDocuments('bkg-14', 'tenant')).find(
      (d) => d.id === 'bkg-14_m2',
    )!;
    expect(month.kind).toBe('facture');
    const user = userEvent.setup();
    renderApp({ backend: salma, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications\u00a0: 1 non lue'));
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    const said = guillemets(
      `La facture ${month.number} du 2e mois de votre location de « ${title} » est disponible.`,
    );
    const link = await within(panel()).findByRole('link', { name: (n) => n.startsWith(said) });
    // (toHaveTextContent reads a no-break space as a space)
    expect(link).toHaveTextContent(asShown(said));
    expect(link).toHaveTextContent(/Nouvelle$/);
    // at the month's sheet, documents/bkg-14_m2
    expect(link).toHaveAttribute('href', '/documents/bkg-14#document-bkg-14_m2');
    await user.click(link);
    // the documents page, with the month's sheet after the booking's own, its heading focused
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Factures$/);
    const [first, second] = screen.getAllByRole('heading', { level: 2 });
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveAttribute('id', 'document-bkg-14_m2');
    expect(first).not.toHaveFocus();

    // the host reads it in their own words, and is led to the same page
    await salma.auth.signOut();
    await admin.auth.signIn(DEMO.host.email, DEMO.host.password);
    const host = await admin.notifications.listNotifications(DEMO.host.uid, { pageSize: 5 });
    expect(notificationLabel(host.items[0]!, 'host')).toBe(
      guillemets(
        `La facture ${month.number} du 2e mois de la location de « ${title} » a été émise.`,
      ),
    );
  });

  it("names the avoir of a cancelled booking, to its tenant and its host, by the avoir's number", async () => {
    // bkg-01: the demo tenant's confirmed booking of Sara Tazi's office (host-2), not started
    const [admin, reader] = await twoClients();
    const title = buildSeed(new Date()).bookings.find((b) => b.id === 'bkg-01')!.listingTitle;
    await (await admin.admin.unlock(DEMO.adminPassword)).cancelConfirmedBooking('bkg-01');
    for (const [who, role, said] of [
      [DEMO.tenant, 'tenant', `Votre réservation de « ${title} » a été annulée par Maktabi.`],
      [
        { email: 'sara.tazi@demo.ma', password: DEMO_PASSWORD },
        'host',
        `La réservation de « ${title} » a été annulée par Maktabi.`,
      ],
    ] as const) {
      const me = await reader.auth.signIn(who.email, who.password);
      const avoir = (await reader.bookings.getDocuments('bkg-01', role)).find(
        (d) => d.kind === 'avoir',
      )!;
      const notices = await reader.notifications.listNotifications(me.uid, { pageSize: 20 });
      const withdrawn = notices.items.find((n) => n.kind === 'booking-withdrawn')!;
      expect(withdrawn.creditNoteNumber).toBe(avoir.number);
      expect(notificationLabel(withdrawn, role)).toBe(
        guillemets(`${said} Avoir émis\u00a0: ${avoir.number}.`),
      );
      // a notice without one (a booking with no document to cancel) says the words of before
      expect(notificationLabel({ ...withdrawn, creditNoteNumber: undefined }, role)).toBe(
        guillemets(said),
      );
      await reader.auth.signOut();
    }
  });

  it('says how many places a request asks for, when more than one', () => {
    const base = {
      id: 'booking-requested_bkg-1',
      kind: 'booking-requested' as const,
      createdAt: new Date(),
      read: false,
      listingId: 'lst-1',
      listingTitle: 'Coworking',
      bookingId: 'bkg-1',
    };
    expect(notificationLabel({ ...base, places: 3 }, 'host')).toBe(
      guillemets('Nouvelle demande de réservation pour « Coworking » (3 places).'),
    );
    expect(notificationLabel(base, 'host')).toBe(
      guillemets('Nouvelle demande de réservation pour « Coworking ».'),
    );
  });

  it("names a message's sender, and says « Nouveau message » of an older notice without one", () => {
    const base = {
      id: 'message_lst-1_u-1',
      kind: 'message' as const,
      createdAt: new Date(),
      read: false,
      listingId: 'lst-1',
      listingTitle: 'Bureau',
      conversationId: 'lst-1_u-1',
    };
    for (const role of ['tenant', 'host'] as const) {
      expect(notificationLabel({ ...base, senderName: 'Omar Chraibi' }, role)).toBe(
        guillemets('Omar Chraibi vous a écrit au sujet de « Bureau ».'),
      );
      expect(notificationLabel(base, role)).toBe(
        guillemets('Nouveau message au sujet de « Bureau ».'),
      );
    }
  });

  it("names a month's reçu as a reçu, and an older notice without a number as before", () => {
    const base = {
      id: 'booking-invoiced_bkg-1_m3',
      kind: 'booking-invoiced' as const,
      createdAt: new Date(),
      read: false,
      listingId: 'lst-1',
      listingTitle: 'Bureau',
      bookingId: 'bkg-1',
      month: 3,
    };
    const recu = { ...base, receiptNumber: 'R-2026-000002' };
    expect(notificationLabel(recu, 'tenant')).toBe(
      guillemets(
        'Le reçu R-2026-000002 du 3e mois de votre location de « Bureau » est disponible.',
      ),
    );
    expect(notificationLabel(recu, 'host')).toBe(
      guillemets('Le reçu R-2026-000002 du 3e mois de la location de « Bureau » a été émis.'),
    );
    expect(notificationLabel(base, 'tenant')).toBe(
      guillemets(
        'La facture ou le reçu du 3e mois de votre location de « Bureau » est disponible.',
      ),
    );
  });

  it("says which days a booking's notice is about", async () => {
    const items: AppNotification[] = [
      { ...notice(1, true), startDate: '2027-01-12', endDate: '2027-01-14' },
      { ...notice(2, true), startDate: '2027-02-03', endDate: '2027-02-03' },
      { ...notice(3, true), kind: 'booking-requested', startDate: '2027-03-01' },
      // written before December 2026: no days
      notice(4, true),
    ];
    const backend = withNotifications(await testBackend({ as: 'tenant' }), {
      listNotifications: async () => ({ items, nextCursor: null }),
      countUnread: async () => 0,
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(panel()).findAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveTextContent('Du 12 janvier 2027 au 14 janvier 2027');
    expect(links[1]).toHaveTextContent('Le 3 février 2027');
    expect(links[2]).toHaveTextContent('À partir du 1er mars 2027 (durée indéterminée)');
    expect(links[3]).not.toHaveTextContent(/20\d\d.*20\d\d|Du |Le |À partir/);
  });

  it('moves the focus into the panel and keeps Tab inside it', async () => {
    const backend = withNotifications(await testBackend({ as: 'tenant' }), {
      listNotifications: async () => ({ items: [notice(1, true)], nextCursor: null }),
      // nothing unread beyond it (else « Tout marquer comme lu » is one more stop)
      countUnread: async () => 0,
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel()).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    await within(panel()).findByRole('link');
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(within(panel()).getByRole('link')).toHaveFocus();
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.click(within(panel()).getByRole('button', { name: 'Fermer' }));
    expect(bell()).toHaveFocus();
  });

  it("shows the admin's reason under a refused revision, as it was written", async () => {
    const refused: AppNotification = {
      id: 'revision-refused_lst-casa-03',
      kind: 'revision-refused',
      createdAt: new Date(Date.UTC(2026, 0, 2, 9, 0)),
      read: false,
      listingId: 'lst-casa-03',
      listingTitle: 'Salle de réunion',
      reason: "Photos floues.\nMerci d'en ajouter de plus nettes.",
    };
    const backend = withNotifications(await testBackend({ as: 'host' }), {
      listNotifications: async () => ({ items: [refused, notice(2, true)], nextCursor: null }),
      markRead: async () => undefined,
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/' });
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const links = await within(panel()).findAllByRole('link');
    expect(links[0]).toHaveTextContent(
      'Les modifications de « Salle de réunion » ont été refusées.Motif : Photos floues.',
    );
    expect(within(links[0]).getByText(/^Motif :/)).toHaveClass('whitespace-pre-line');
    expect(links[1]).not.toHaveTextContent('Motif');
  });
});

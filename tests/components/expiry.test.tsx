/**
 * Issue 13, item 1: a pending_admin request older than 24 hours is "Expirée" on the tenant's
 * dashboard, the host's dashboard and the admin's history; not pending, not cancellable.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSeed } from '@/services/seed/data';
import { guillemets } from '../french';
import { DEMO, renderApp, testBackend, twoClients } from '../utils';

const HOUR = 3_600_000;
const NOW = new Date('2026-06-15T09:00:00Z');
const seed = buildSeed(NOW);
/** demo-tenant's request made 2 hours before NOW (pending_admin), and a rejected one. */
const waiting = seed.bookings.find((b) => b.id === 'bkg-02')!;
const rejected = seed.bookings.find((b) => b.id === 'bkg-03')!;
/** demo-tenant's request they cancelled. */
const cancelled = seed.bookings.find((b) => b.id === 'bkg-04')!;
/** tenant-3's request to demo-host, made 30 hours before NOW: expired. */
const expiredForHost = seed.bookings.find((b) => b.id === 'bkg-08')!;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const card = (title: string) => screen.getByRole('article', { name: title });
function counter(label: string): HTMLElement {
  const region = screen.getByRole('region', { name: 'Résumé de vos réservations' });
  return within(region).getByText(label).nextElementSibling as HTMLElement;
}

describe('tenant dashboard: an expired request', () => {
  it('is shown "Expirée" with its reason and a link to book again, without "Annuler", not pending', async () => {
    expect(waiting.status).toBe('pending_admin');
    const backend = await testBackend({ as: 'tenant' });
    // 23 h later, the request made 2 h before NOW is 25 h old.
    vi.setSystemTime(new Date(NOW.getTime() + 23 * HOUR));
    renderApp({ backend, route: '/dashboard' });
    await screen.findByRole('region', { name: 'Historique des réservations' });
    const article = card(waiting.listingTitle);
    expect(within(article).getByText('Expirée')).toBeInTheDocument();
    expect(within(article).queryByText('En attente admin')).not.toBeInTheDocument();
    expect(within(article).getByText('Non validée dans les 24 heures')).toBeInTheDocument();
    expect(
      within(article).queryByRole('button', { name: /^Annuler la réservation/ }),
    ).not.toBeInTheDocument();
    const rebook = within(article).getByRole('link', {
      name: `Réserver à nouveau: ${waiting.listingTitle}`,
    });
    expect(rebook).toHaveAttribute('href', `/listing/${waiting.listingId}#booking-panel`);
    // It was the tenant's only pending request.
    expect(counter('Réservations en attente')).toHaveTextContent('0');
    // No request is cancellable any more.
    expect(
      screen.queryByRole('button', { name: /^Annuler la réservation/ }),
    ).not.toBeInTheDocument();

    // the listing opens at its booking panel, which has the focus (a screen reader starts there)
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await setupUser().click(rebook);
    await screen.findByRole('heading', { level: 1, name: waiting.listingTitle });
    await waitFor(() => expect(document.activeElement?.id).toBe('booking-panel'));
    expect(scrolled.mock.contexts.map((el) => (el as Element).id)).toContain('booking-panel');
    scrolled.mockRestore();
  });

  it('a rejected or cancelled request offers "Réserver à nouveau" too; an open one offers "Annuler", not the link', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    await screen.findByRole('region', { name: 'Historique des réservations' });
    const refused = card(rejected.listingTitle);
    expect(within(refused).getByText('Refusée')).toBeInTheDocument();
    expect(
      within(refused).getByRole('link', { name: `Réserver à nouveau: ${rejected.listingTitle}` }),
    ).toHaveAttribute('href', `/listing/${rejected.listingId}#booking-panel`);
    expect(within(refused).queryByText('Non validée dans les 24 heures')).not.toBeInTheDocument();
    expect(cancelled.status).toBe('cancelled');
    const dropped = card(cancelled.listingTitle);
    expect(within(dropped).getByText('Annulée')).toBeInTheDocument();
    expect(
      within(dropped).getByRole('link', { name: `Réserver à nouveau: ${cancelled.listingTitle}` }),
    ).toHaveAttribute('href', `/listing/${cancelled.listingId}#booking-panel`);
    const open = card(waiting.listingTitle);
    expect(within(open).getByText('En attente admin')).toBeInTheDocument();
    expect(
      within(open).queryByRole('link', { name: /Réserver à nouveau/ }),
    ).not.toBeInTheDocument();
    expect(
      within(open).getByRole('button', {
        name: guillemets(`Annuler la réservation« ${waiting.listingTitle} »`),
      }),
    ).toBeEnabled();
    expect(counter('Réservations en attente')).toHaveTextContent('1');
  });

  it('a request that expires while the page is open cannot be cancelled: French message, then "Expirée"', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    await screen.findByRole('region', { name: 'Historique des réservations' });
    const cancel = within(card(waiting.listingTitle)).getByRole('button', {
      name: guillemets(`Annuler la réservation« ${waiting.listingTitle} »`),
    });
    await user.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette réservation\u00a0?' });
    vi.setSystemTime(new Date(NOW.getTime() + 22 * HOUR)); // 24 h after the request
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    expect(
      await screen.findByText(
        "Cette demande a expiré : elle n'a pas été validée dans les 24 heures. Il n'y a plus rien à annuler.",
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card(waiting.listingTitle)).getByText('Expirée')).toBeInTheDocument(),
    );
    expect(
      screen.queryByRole('button', { name: /^Annuler la réservation/ }),
    ).not.toBeInTheDocument();
    const stored = await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');
    expect(stored.find((b) => b.id === waiting.id)?.status).toBe('pending_admin');
  });
});

describe('tenant dashboard: a request the admin decides while the page is open', () => {
  it('cannot be cancelled then: the message says why, the card shows the decision and its reason', async () => {
    const user = setupUser();
    const [mine, other] = await twoClients();
    await mine.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    renderApp({ backend: mine, route: '/dashboard' });
    await screen.findByRole('region', { name: 'Historique des réservations' });
    const cancel = within(card(waiting.listingTitle)).getByRole('button', {
      name: guillemets(`Annuler la réservation« ${waiting.listingTitle} »`),
    });
    // the admin refuses it meanwhile, saying why
    const admin = await other.admin.unlock(DEMO.adminPassword);
    await admin.rejectBooking(waiting.id, 'Le bureau est en travaux ce jour-là.');

    await user.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette réservation\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    const said = await screen.findByText(/^Cette réservation ne peut plus être annulée/);
    expect(said.textContent).toBe(
      "Cette réservation ne peut plus être annulée\u00a0: elle vient d'être validée ou refusée. Son statut à jour est affiché.",
    );
    // read again: « Refusée » with its reason, no « Annuler »; the focus on its heading
    await waitFor(() =>
      expect(within(card(waiting.listingTitle)).getByText('Refusée')).toBeInTheDocument(),
    );
    expect(card(waiting.listingTitle)).toHaveTextContent('Le bureau est en travaux ce jour-là.');
    expect(
      screen.queryByRole('button', { name: /^Annuler la réservation/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(document.getElementById(`booking-${waiting.id}`)).toHaveFocus());
  });
});

describe('host dashboard: an expired request', () => {
  it('is shown "Expirée" with its reason and is not counted as pending', async () => {
    expect(expiredForHost.hostId).toBe(DEMO.host.uid);
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard' });
    const section = await screen.findByRole('region', { name: 'Réservations reçues' });
    const rows = await within(section).findAllByRole('article');
    const row = rows.find(
      (r) =>
        r.textContent?.includes(expiredForHost.listingTitle) &&
        r.textContent.includes(expiredForHost.tenantName),
    )!;
    expect(within(row).getByText('Expirée')).toBeInTheDocument();
    expect(within(row).getByText('Non validée dans les 24 heures')).toBeInTheDocument();
    // The host books nothing: no link to book again.
    expect(within(row).queryByRole('link', { name: /Réserver à nouveau/ })).not.toBeInTheDocument();
    const open = seed.bookings.filter(
      (b) =>
        b.hostId === DEMO.host.uid &&
        (b.status === 'pending' ||
          (b.status === 'pending_admin' && NOW.getTime() - b.createdAt.getTime() < 24 * HOUR)),
    );
    const term = screen.getByText('Réservations en attente', { selector: 'dt' });
    await waitFor(() => expect(term.nextElementSibling).toHaveTextContent(String(open.length)));
    expect(open.length).toBeLessThan(
      seed.bookings.filter(
        (b) => b.hostId === DEMO.host.uid && ['pending', 'pending_admin'].includes(b.status),
      ).length,
    );
  });
});

describe('admin history: an expired request', () => {
  it('is listed with the "Expirée" badge; a request still open is not', async () => {
    const backend = await testBackend();
    const user = setupUser();
    renderApp({ backend, route: '/admin?tab=history' });
    await user.type(
      await screen.findByLabelText('Mot de passe administrateur'),
      DEMO.adminPassword,
    );
    await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
    const panel = await screen.findByRole('tabpanel');
    const rows = await within(panel).findAllByRole('article');
    const expiredRow = rows.find(
      (r) =>
        r.textContent?.includes(expiredForHost.tenantName) &&
        r.textContent.includes(expiredForHost.listingTitle),
    );
    expect(expiredRow).toBeDefined();
    expect(within(expiredRow!).getByText('Expirée')).toBeInTheDocument();
    // bkg-07 (23 h old) still waits for a decision: not history.
    const open = seed.bookings.find((b) => b.id === 'bkg-07')!;
    expect(
      rows.some(
        (r) =>
          r.textContent?.includes(open.listingTitle) &&
          r.textContent.includes(open.tenantName) &&
          within(r).queryByText('En attente admin'),
      ),
    ).toBe(false);
    expect(within(panel).queryByText('En attente admin')).not.toBeInTheDocument();
  });
});

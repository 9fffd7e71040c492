/**
 * The admin opens a booking's documents from its facts in « Historique » (« Voir les
 * documents »): the sheets its tenant and host read, their numbers, the avoir of a cancelled
 * one, and « Retour à l'historique » back to the row's link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSeed } from '@/services/seed/data';
import { bookingDatesText } from '@/features/booking/format';
import { legalText } from '@/i18n/fr/legal';
import { DEMO, renderApp, testBackend } from '../utils';

const seed = buildSeed(new Date());
const bookingOf = (id: string) => seed.bookings.find((b) => b.id === id)!;
const numberOf = (id: string) =>
  seed.documents.find((d) => d.path === `documents/${id}`)!.data.number as string;

async function unlocked(
  route: string,
  before?: (backend: Awaited<ReturnType<typeof testBackend>>) => Promise<void>,
) {
  const backend = await testBackend();
  await before?.(backend);
  const user = userEvent.setup();
  const app = renderApp({ backend, route });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  return { backend, user, app };
}

/** The row of `id` in the list shown. */
async function rowOf(id: string) {
  const b = bookingOf(id);
  return waitFor(() => {
    const row = screen
      .getAllByRole('article')
      .find(
        (r) =>
          r.textContent!.includes(b.listingTitle) && r.textContent!.includes(bookingDatesText(b)),
      );
    expect(row).toBeDefined();
    return row!;
  });
}

describe('the admin reads a booking’s documents', () => {
  it('opens a cancelled booking’s facture or reçu and its avoir, then comes back to the row', async () => {
    // bkg-01: demo-tenant's confirmed booking, cancelled by the admin (its avoir issued)
    const { user, app } = await unlocked('/admin?tab=history&filter=cancelled', async (backend) => {
      const session = await backend.admin.unlock(DEMO.adminPassword);
      await session.cancelConfirmedBooking('bkg-01');
    });
    const b = bookingOf('bkg-01');
    const row = await rowOf('bkg-01');
    const link = within(row).getByRole('link', { name: /^Voir les documents/ });
    // its sr-only part names the booking
    expect(link.textContent).toBe(
      `Voir les documents de la réservation «\u00a0${b.listingTitle}\u00a0»`,
    );
    expect(link).toHaveAttribute('href', '/admin/documents/bkg-01');
    await user.click(link);

    // the sheets, in their numbering's order: the original, then its avoir
    const original = numberOf('bkg-01');
    const heading = await screen.findByRole('heading', { level: 1, name: /et avoir$/ });
    expect(heading).toBeVisible();
    // which booking: its listing, its tenant and days, its status
    const about = heading.parentElement!.nextElementSibling as HTMLElement;
    expect(about).toHaveTextContent(`${b.listingTitle}`);
    expect(about.textContent).toContain(`${b.tenantName} · ${bookingDatesText(b)}Annulée`);
    expect(app.router.state.location.pathname).toBe('/admin/documents/bkg-01');
    // the tab says it is the admin's page, and keeps no description written for the tenant
    await waitFor(() =>
      expect(document.title).toMatch(/^(Reçu|Facture) et avoir – Administration \| Maktabi$/),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe(
      legalText.documentsPage.description,
    );
    const sheets = screen.getAllByRole('heading', { level: 2, name: / N° / });
    expect(sheets.map((h) => h.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^(Reçu|Facture) N° ${original}$`)),
      expect.stringMatching(/^Avoir N° AV-\d{4}-\d{6}$/),
    ]);
    expect(screen.getByText(`Avoir sur le document n° ${original}`)).toBeVisible();
    const note = screen.getByText(/^Ce document est annulé par l'avoir/);
    const avoirLink = within(note).getByRole('link');
    expect(avoirLink.textContent).toMatch(/^AV-\d{4}-\d{6}$/);
    expect(avoirLink).toHaveAttribute('href', '/admin/documents/bkg-01#document-bkg-01_avoir');
    // each prints on its own
    expect(
      screen.getByRole('button', { name: 'Tout imprimer ou enregistrer en PDF' }),
    ).toBeVisible();
    // to the avoir, on the same page: its heading takes the focus, and the way back is kept
    await user.click(avoirLink);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /^Avoir N° / })).toHaveFocus(),
    );
    expect(app.router.state.location.hash).toBe('#document-bkg-01_avoir');

    // back to the list it came from, at the link followed
    await user.click(screen.getAllByRole('link', { name: "Retour à l'historique" })[0]);
    expect(app.router.state.location.search).toBe('?tab=history&filter=cancelled');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain('Voir les documents'),
    );
    expect(document.activeElement?.closest('article')?.textContent).toContain(bookingDatesText(b));
  });

  it('says why a request its tenant withdrew has none; a pending request has no link', async () => {
    // bkg-04: demo-tenant withdrew it before it was decided
    const { user } = await unlocked('/admin?tab=history&filter=cancelled');
    const row = await rowOf('bkg-04');
    // who cancelled it: its tenant, before it was decided (the seed's write says so)
    expect(within(row).getByText('Annulée par')).toBeVisible();
    expect(within(row).getByText('Son locataire, avant la validation')).toBeVisible();
    await user.click(within(row).getByRole('link', { name: /^Voir les documents/ }));
    expect(await screen.findByRole('heading', { name: 'Aucun document à afficher' })).toBeVisible();
    // whose page it is, all the same
    expect(screen.getByText(new RegExp(`^${bookingOf('bkg-04').tenantName} · `))).toBeVisible();
    expect(
      screen.getByText(/Une demande pas encore validée, ou retirée par son locataire, n'en a pas/),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: "Retour à l'historique" }).length).toBeGreaterThan(
      0,
    );

    await user.click(screen.getAllByRole('link', { name: "Retour à l'historique" })[0]);
    await user.click(await screen.findByRole('tab', { name: /Réservations à valider/ }));
    const pending = await rowOf('bkg-02');
    expect(within(pending).queryByRole('link', { name: /^Voir les documents/ })).toBeNull();
  });

  it('says when the address names no booking', async () => {
    await unlocked('/admin/documents/no-such-booking');
    expect(await screen.findByRole('heading', { name: 'Réservation introuvable' })).toBeVisible();
    expect(screen.getByText(/^Aucune réservation ne correspond à cette adresse/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: "Retour à l'historique" })[0]).toHaveAttribute(
      'href',
      '/admin?tab=history',
    );
  });
});

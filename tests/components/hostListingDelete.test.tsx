/**
 * "Supprimer" on the host dashboard: offered for a listing that was never approved only, asks
 * for confirmation (the shared ConfirmDialog), deletes through the backend, says so and
 * refreshes the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { common } from '@/i18n/fr/common';
import { ServiceError } from '@/services';
import { DEMO, renderApp, testBackend, withListings } from '../utils';

const OASIS = "Bureau fermé pour 4 personnes à l'Oasis";
const HASSAN = 'Open-space lumineux à Hassan';

async function ownCards() {
  await screen.findByRole('heading', { level: 1, name: 'Tableau de bord hôte' });
  const section = screen.getByRole('region', { name: 'Mes annonces' });
  return within(section).findAllByRole('article');
}

const cardOf = (cards: HTMLElement[], title: string) =>
  cards.find((c) => within(c).queryByRole('heading', { level: 3, name: title }))!;

describe('host dashboard: deleting a listing that was never approved', () => {
  it('offers "Supprimer" on never-approved listings only', async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard' });
    const cards = await ownCards();
    const deletable = cards.filter((c) => within(c).queryByRole('button', { name: 'Supprimer' }));
    expect(
      deletable.map((c) => within(c).getByRole('heading', { level: 3 }).textContent).sort(),
    ).toEqual([OASIS, HASSAN].sort());
  });

  it('does not offer it once the admin approved the listing, even suspended since', async () => {
    const backend = await testBackend({ as: 'host' });
    const admin = await backend.admin.unlock(DEMO.adminPassword);
    await admin.setListingApproval('lst-casa-08', true);
    await admin.setListingApproval('lst-casa-08', false);
    renderApp({ backend, route: '/host/dashboard' });
    const oasis = cardOf(await ownCards(), OASIS);
    expect(within(oasis).getByText('En attente de validation')).toBeInTheDocument();
    expect(within(oasis).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(
      within(cardOf(await ownCards(), HASSAN)).getByRole('button', { name: 'Supprimer' }),
    ).toBeInTheDocument();
  });

  it('asks first; "Conserver" keeps the listing', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard' });
    const oasis = cardOf(await ownCards(), OASIS);
    await user.click(within(oasis).getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette annonce\u00a0?' });
    expect(dialog).toHaveTextContent(`« ${OASIS} » n'a jamais été validée`);
    await user.click(within(dialog).getByRole('button', { name: 'Conserver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await backend.listings.getListing('lst-casa-08')).not.toBeNull();
  });

  it('deletes on confirmation, says so and refreshes the list', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard' });
    expect(await ownCards()).toHaveLength(8);
    const oasis = cardOf(await ownCards(), OASIS);
    await user.click(within(oasis).getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette annonce\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Annonce supprimée')).toBeInTheDocument();
    await waitFor(async () => expect(await ownCards()).toHaveLength(7));
    expect(screen.queryByRole('heading', { level: 3, name: OASIS })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await backend.listings.getListing('lst-casa-08')).toBeNull();
  });

  // Oasis and Hassan come first on the seeded dashboard: reversed, they are the last two cards.
  it.each([
    ['the next card', false],
    ['the previous card, when it was the last', true],
  ])('once deleted, moves the focus to %s, not to <body>', async (_, reversed) => {
    const user = userEvent.setup();
    const real = await testBackend({ as: 'host' });
    const backend = reversed
      ? withListings(real, {
          listListings: async (query) => (await real.listings.listListings(query)).reverse(),
        })
      : real;
    renderApp({ backend, route: '/host/dashboard' });
    const titles = (await ownCards()).map(
      (c) => within(c).getByRole('heading', { level: 3 }).textContent,
    );
    // the neighbour that takes the deleted card's place: the next one, or the previous one
    const neighbourOf = (title: string, list: (string | null)[]) => {
      const at = list.indexOf(title);
      return list[at + 1] ?? list[at - 1];
    };
    for (const deleted of [OASIS, HASSAN]) {
      const neighbour = neighbourOf(deleted, titles);
      titles.splice(titles.indexOf(deleted), 1);
      const card = cardOf(await ownCards(), deleted);
      within(card).getByRole('button', { name: 'Supprimer' }).focus();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Supprimer cette annonce\u00a0?' });
      await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const view = within(cardOf(await ownCards(), neighbour!)).getByRole('link', {
        name: 'Voir',
      });
      expect(view).toHaveFocus();
      // and it stays there once the list has reloaded
      await waitFor(async () => expect(await ownCards()).toHaveLength(titles.length));
      expect(
        within(cardOf(await ownCards(), neighbour!)).getByRole('link', { name: 'Voir' }),
      ).toHaveFocus();
    }
  });

  it('moves the focus to the "Mes annonces" heading when no listing is left', async () => {
    const user = userEvent.setup();
    const real = await testBackend({ as: 'host' });
    // a host whose only listing is the never-approved Oasis
    const backend = withListings(real, {
      listListings: async (query) =>
        (await real.listings.listListings(query)).filter((l) => l.id === 'lst-casa-08'),
    });
    renderApp({ backend, route: '/host/dashboard' });
    const [oasis] = await ownCards();
    await user.click(within(oasis).getByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Mes annonces' })).toHaveFocus();
    expect(await screen.findByText('Annonce supprimée')).toBeInTheDocument();
  });

  it('says why when the backend refuses', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'host' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(backend.listings, 'deleteListing').mockRejectedValue(
      new ServiceError('listing/approved-once'),
    );
    renderApp({ backend, route: '/host/dashboard' });
    const oasis = cardOf(await ownCards(), OASIS);
    await user.click(within(oasis).getByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(
      await screen.findByText(
        "Cette annonce a déjà été validée par l'administrateur : elle ne peut plus être supprimée.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // the card is still there: the focus goes back to its "Supprimer"
    expect(
      within(cardOf(await ownCards(), OASIS)).getByRole('button', { name: 'Supprimer' }),
    ).toHaveFocus();
    expect(await backend.listings.getListing('lst-casa-08')).not.toBeNull();
  });

  it("says the browser's storage is full, not the connection, when the demo cannot save", async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'host' });
    vi.spyOn(backend.listings, 'deleteListing').mockRejectedValue(new ServiceError('storage/full'));
    renderApp({ backend, route: '/host/dashboard' });
    const oasis = cardOf(await ownCards(), OASIS);
    await user.click(within(oasis).getByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    // (its NBSP kept: findByText would normalize it)
    await waitFor(() => expect(document.body.textContent).toContain(common.storageFull));
    expect(
      screen.queryByText('La suppression a échoué. Vérifiez votre connexion et réessayez.'),
    ).toBeNull();
  });
});

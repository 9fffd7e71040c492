/**
 * "Supprimer" on the host dashboard: offered for a listing that was never approved only, asks
 * for confirmation (the shared ConfirmDialog), deletes through the backend, says so and
 * refreshes the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceError } from '@/services';
import { DEMO, renderApp, testBackend } from '../utils';

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
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette annonce ?' });
    expect(dialog).toHaveTextContent(`« ${OASIS} » n’a jamais été validée`);
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
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette annonce ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Annonce supprimée')).toBeInTheDocument();
    await waitFor(async () => expect(await ownCards()).toHaveLength(7));
    expect(screen.queryByRole('heading', { level: 3, name: OASIS })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await backend.listings.getListing('lst-casa-08')).toBeNull();
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
        'Cette annonce a déjà été validée par l’administrateur : elle ne peut plus être supprimée.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await backend.listings.getListing('lst-casa-08')).not.toBeNull();
  });
});

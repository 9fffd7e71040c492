/** The admin's review of a pending revision in the Bureaux tab: before / after, then a decision. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSeed } from '@/services/seed/data';
import { editOf } from '../factories';
import { DEMO, findAdminListingRow, renderApp, twoClients, widestPhoto } from '../utils';

const seed = buildSeed(new Date());
const LISTING = seed.listings.find((l) => l.id === 'lst-casa-03')!;
/** New listings waiting for their first decision in the seed (none refused, none approved). */
const WAITING = seed.listings.filter((l) => !l.isApproved && !l.refusal).length;
const NEW_TITLE = 'Salle de réunion rénovée à Casa Anfa';
const NEW_ADDRESS = '14 Boulevard de la Corniche, Anfa, Casablanca';

/** The host proposes a new title, address and photo order; the admin opens the Bureaux tab. */
async function reviewRevision(route = '/admin?tab=listings') {
  const [host, admin] = await twoClients();
  await host.auth.signIn(DEMO.host.email, DEMO.host.password);
  await host.listings.editListing(
    LISTING.id,
    {
      ...editOf(LISTING),
      title: NEW_TITLE,
      location: { ...LISTING.location, address: NEW_ADDRESS },
      photos: [...LISTING.photos].reverse(),
    },
    (await host.listings.getListing(LISTING.id))!,
  );
  const user = userEvent.setup();
  renderApp({ backend: admin, route });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  const row = await findAdminListingRow(user, LISTING.title);
  return { user, row, admin, host };
}

describe('admin: a listing revision', () => {
  it('shows what is online and what the host proposes, field by field', async () => {
    const { row } = await reviewRevision();
    expect(within(row).getByText('Modification à valider')).toBeInTheDocument();
    const review = within(row).getByRole('region', { name: /Modification proposée le/ });
    const field = (label: string) =>
      within(review).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(review).queryByText('Description', { selector: 'dt' })).not.toBeInTheDocument();
    const title = field('Titre');
    expect(title.querySelector('del')).toHaveTextContent(LISTING.title);
    expect(title.querySelector('ins')).toHaveTextContent(NEW_TITLE);
    const address = field('Adresse');
    expect(address.querySelector('del')).toHaveTextContent(LISTING.location.address);
    expect(address.querySelector('ins')).toHaveTextContent(NEW_ADDRESS);
    const photos = field('Photos');
    const before = within(photos.querySelector('del') as HTMLElement).getAllByRole('img');
    const after = within(photos.querySelector('ins') as HTMLElement).getAllByRole('img');
    expect(before.map((i) => i.getAttribute('src'))).toEqual(LISTING.photos.map(widestPhoto));
    expect(after.map((i) => i.getAttribute('src'))).toEqual(
      [...LISTING.photos].reverse().map(widestPhoto),
    );
    expect(after[0]).toHaveAttribute('alt', "Photo 1 (Proposé par l'hôte)");
  });

  it('Valider la modification publishes the new content', async () => {
    const { user, row, host } = await reviewRevision();
    await user.click(within(row).getByRole('button', { name: 'Valider la modification' }));
    expect(await screen.findByText(/Modification validée/)).toBeInTheDocument();
    expect(within(row).queryByText('Modification à valider')).not.toBeInTheDocument();
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(NEW_TITLE);
    expect(await host.listings.getListing(LISTING.id)).toMatchObject({
      title: NEW_TITLE,
      location: { address: NEW_ADDRESS },
      photos: [...LISTING.photos].reverse(),
      revision: null,
    });
  });

  it('does not publish a revision its host replaced while the admin read it, and shows the new one', async () => {
    const { user, row, host } = await reviewRevision();
    const review = () => within(row).getByRole('region', { name: /Modification proposée le/ });
    const proposed = () =>
      within(review())
        .getByText('Titre', { selector: 'dt' })
        .nextElementSibling!.querySelector('ins');
    expect(proposed()).toHaveTextContent(NEW_TITLE);
    // the host sends another title meanwhile: a phone number in it
    const unread = 'Bureau Anfa, appelez le 0600000000';
    await host.listings.editListing(
      LISTING.id,
      { ...editOf(LISTING), title: unread },
      (await host.listings.getListing(LISTING.id))!,
    );

    const approve = within(row).getByRole('button', { name: 'Valider la modification' });
    await user.click(approve);
    expect(
      await within(row).findByText(
        'Son hôte vient de modifier ce bureau\u00a0: sa version à jour est affichée. Relisez-la avant de décider.',
        { normalizer: (s) => s },
      ),
    ).toBeInTheDocument();
    expect((await host.listings.getListing(LISTING.id))?.title).toBe(LISTING.title);
    // the list read again: the row shows what the host sent, the message beside it
    await waitFor(() => expect(proposed()).toHaveTextContent(unread));
    expect(within(row).getByText(/Son hôte vient de modifier ce bureau/)).toBeInTheDocument();

    // read, it can be decided
    await user.click(within(row).getByRole('button', { name: 'Refuser la modification' }));
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByText(/Modification refusée/)).toBeInTheDocument();
    expect(await host.listings.getListing(LISTING.id)).toMatchObject({
      title: LISTING.title,
      revision: null,
    });
  });

  it('is counted on the dashboard beside the listings waiting, until it is decided', async () => {
    const { user, row } = await reviewRevision();
    const line = 'Et 1 modification de bureau en ligne à valider';
    const dashboard = async () => {
      await user.click(screen.getByRole('tab', { name: 'Tableau de bord' }));
      const panel = screen.getByRole('tabpanel');
      await within(panel).findByText('Bureaux en attente de validation');
      return panel;
    };
    let panel = await dashboard();
    const waiting = within(panel).getByText('Bureaux en attente de validation').closest('div')!;
    expect(within(waiting).getByText(line)).toBeInTheDocument();
    // decided in the Bureaux tab: the dashboard follows without a reload
    await user.click(screen.getByRole('tab', { name: /^Bureaux/ }));
    const again = await findAdminListingRow(user, LISTING.title);
    expect(again).not.toBe(row);
    await user.click(within(again).getByRole('button', { name: 'Valider la modification' }));
    expect(await screen.findByText(/Modification validée/)).toBeInTheDocument();
    panel = await dashboard();
    expect(within(panel).queryByText(line)).not.toBeInTheDocument();
  });

  it('is listed under "En attente", and leaves it once decided, the focus on the list', async () => {
    const { user, row } = await reviewRevision('/admin?tab=listings&filter=waiting');
    expect(screen.getByRole('radio', { name: 'En attente' })).toBeChecked();
    expect(within(row).getByText('Modification à valider')).toBeInTheDocument();
    // the tab counts it with the new listings, as many decisions as the filter lists
    const tab = (n: number) => screen.getByRole('tab', { name: `Bureaux (${n})` });
    expect(tab(WAITING + 1)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(`${WAITING + 1} bureaux`)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Valider la modification' }));
    expect(await screen.findByText(/Modification validée/)).toBeInTheDocument();
    expect(row).not.toBeInTheDocument();
    expect(tab(WAITING)).toBeInTheDocument();
    // on a row left, where the admin was (the count line when none is left)
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const left = screen.queryAllByRole('article');
    if (left.length > 0) expect(left).toContain(document.activeElement);
    else expect(document.activeElement?.textContent).toMatch(/^0 bureau$/);
  });

  it('Refuser la modification keeps the approved content online', async () => {
    const { user, row, host } = await reviewRevision();
    await user.click(within(row).getByRole('button', { name: 'Refuser la modification' }));
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByText(/Modification refusée/)).toBeInTheDocument();
    expect(within(row).queryByRole('region', { name: /Modification proposée/ })).toBeNull();
    expect(await host.listings.getListing(LISTING.id)).toMatchObject({
      title: LISTING.title,
      photos: LISTING.photos,
      revision: null,
    });
  });

  it('asks why before refusing, and the host reads the reason in their notification', async () => {
    const { user, row, host } = await reviewRevision();
    const refuse = within(row).getByRole('button', { name: 'Refuser la modification' });
    await user.click(refuse);
    const box = within(row).getByLabelText('Motif du refus (facultatif)');
    expect(box).toHaveFocus();
    expect(within(row).getByText("L'hôte le lira dans ses notifications. 0 / 500")).toBeVisible();
    // changing one's mind: nothing decided, the focus back on the button
    await user.click(within(row).getByRole('button', { name: 'Annuler' }));
    expect(within(row).queryByLabelText('Motif du refus (facultatif)')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Refuser la modification' })).toHaveFocus();

    await user.click(within(row).getByRole('button', { name: 'Refuser la modification' }));
    const reason = within(row).getByLabelText('Motif du refus (facultatif)');
    await user.click(reason);
    await user.paste('é'.repeat(501));
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    expect(within(row).getByRole('alert')).toHaveTextContent(
      'Le motif ne doit pas dépasser 500 caractères.',
    );
    expect(reason).toHaveValue('é'.repeat(501));
    expect((await host.listings.getListing(LISTING.id))?.revision).not.toBeNull();

    await user.clear(reason);
    await user.paste("  L'adresse proposée est hors de Casablanca.  ");
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByText(/Modification refusée/)).toBeInTheDocument();
    expect((await host.listings.getListing(LISTING.id))?.revision).toBeNull();
    const { items } = await host.notifications.listNotifications(DEMO.host.uid, { pageSize: 5 });
    expect(items[0]).toMatchObject({
      kind: 'revision-refused',
      reason: "L'adresse proposée est hors de Casablanca.",
    });
  });

  it('refuses without a reason when none is written', async () => {
    const { user, row, host } = await reviewRevision();
    await user.click(within(row).getByRole('button', { name: 'Refuser la modification' }));
    await user.type(within(row).getByLabelText('Motif du refus (facultatif)'), '   ');
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByText(/Modification refusée/)).toBeInTheDocument();
    const { items } = await host.notifications.listNotifications(DEMO.host.uid, { pageSize: 5 });
    expect(items[0].kind).toBe('revision-refused');
    expect(items[0]).not.toHaveProperty('reason');
  });
});

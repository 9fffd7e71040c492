/**
 * The admin refuses a new listing (never approved) with a reason; its host reads the reason on
 * their dashboard, on the listing's page and in the edit form, and their save submits it anew
 * (docs/decisions.md "Refusing a new listing").
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editedContent } from '@/domain/editedListing';
import { buildSeed } from '@/services/seed/data';
import { DEMO, findAdminListingRow, renderApp, twoClients } from '../utils';

const seed = buildSeed(new Date());
/** A listing of the demo host waiting for its first approval. */
const LISTING = seed.listings.find((l) => l.id === 'lst-rabat-05')!;
const REASON = "Les photos ne montrent pas l'open-space : ajoutez des photos de la salle.";

async function adminRow(route = '/admin?tab=listings') {
  const [admin, host] = await twoClients();
  const user = userEvent.setup();
  const view = renderApp({ backend: admin, route });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  const row = await findAdminListingRow(user, LISTING.title);
  return { user, row, admin, host, view };
}

async function refuse(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: 'Refuser' }));
  await user.type(within(row).getByLabelText(/^Motif du refus/), REASON);
  await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
  expect(
    await screen.findByText("Bureau refusé : l'hôte est prévenu, avec votre motif."),
  ).toBeInTheDocument();
}

describe('admin: a new listing its host edits while the admin reads it', () => {
  it('is neither approved nor refused unread: the row shows the new version, the reason kept', async () => {
    const { user, row, host } = await adminRow();
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    const edited = 'Appelez le 0600000000 pour réserver hors de la plateforme.';
    const stored = (await host.listings.getListing(LISTING.id))!;
    await host.listings.editListing(
      LISTING.id,
      { ...editedContent(stored), description: edited },
      stored,
    );
    const changed =
      'Son hôte vient de modifier ce bureau\u00a0: sa version à jour est affichée. Relisez-la avant de décider.';

    await user.click(within(row).getByRole('button', { name: 'Approuver' }));
    expect(await within(row).findByText(changed, { normalizer: (s) => s })).toBeInTheDocument();
    expect(await host.listings.getListing(LISTING.id)).toMatchObject({ isApproved: false });
    await waitFor(() => expect(row).toHaveTextContent(edited));

    // a refusal written while it changed again: refused the same way, the reason still there
    const again = (await host.listings.getListing(LISTING.id))!;
    await host.listings.editListing(
      LISTING.id,
      { ...editedContent(again), description: `${edited} Merci.` },
      again,
    );
    await refuseOpen(user, row);
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() =>
      expect(within(row).getAllByText(changed, { normalizer: (s) => s })).not.toHaveLength(0),
    );
    expect(within(row).getByLabelText(/^Motif du refus/)).toHaveValue(REASON);
    expect(await host.listings.getListing(LISTING.id)).toMatchObject({ refusal: null });
    await waitFor(() => expect(row).toHaveTextContent(`${edited} Merci.`));
    // read, it is refused
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    expect(
      await screen.findByText("Bureau refusé : l'hôte est prévenu, avec votre motif."),
    ).toBeInTheDocument();
  });
});

async function refuseOpen(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: 'Refuser' }));
  await user.type(within(row).getByLabelText(/^Motif du refus/), REASON);
}

describe('admin: refusing a new listing', () => {
  it('asks why, refuses an empty reason, and keeps what was typed', async () => {
    const { user, row, host } = await adminRow();
    expect(within(row).getByText('En attente de validation')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Refuser' }));
    const box = within(row).getByLabelText(/^Motif du refus/);
    expect(box).toHaveFocus();
    await user.type(box, '   ');
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    expect(
      within(row).getByText("Indiquez le motif du refus : l'hôte saura quoi corriger."),
    ).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box).toHaveValue('   ');
    // over 500 characters: refused too, the text kept whole
    const long = `${REASON} `.repeat(8);
    await user.click(box);
    await user.paste(long);
    await user.click(within(row).getByRole('button', { name: 'Confirmer le refus' }));
    expect(
      within(row).getByText('Le motif ne doit pas dépasser 500 caractères.'),
    ).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box).toHaveValue(`   ${long}`);
    await user.clear(box);
    await user.type(box, '   ');
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    expect((await host.listings.getListing(LISTING.id))?.refusal).toBeNull();
    // « Annuler » closes the box, the focus back on « Refuser »; so does Escape
    await user.click(within(row).getByRole('button', { name: 'Annuler' }));
    expect(within(row).getByRole('button', { name: 'Refuser' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(row).getByLabelText(/^Motif du refus/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(row).queryByLabelText(/^Motif du refus/)).toBeNull();
    expect(within(row).getByRole('button', { name: 'Refuser' })).toHaveFocus();
  });

  it('refuses with the reason: the row says so, its host is told, « En attente » leaves it', async () => {
    const { user, row, host } = await adminRow('/admin?tab=listings&filter=waiting');
    const tab = screen.getByRole('tab', { name: /^Bureaux/ });
    const waitingBefore = Number(/\((\d+)\)/.exec(tab.textContent ?? '')?.[1]);
    await refuse(user, row);
    // under « En attente », the row goes and the focus goes to a row left, where the admin was
    expect(row).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('ARTICLE'));
    expect(screen.getAllByRole('article')).toContain(document.activeElement);
    expect(tab).toHaveTextContent(`(${waitingBefore - 1})`);
    // under « Tous », it is refused, with its reason, and can still be approved
    await user.click(screen.getByRole('radio', { name: 'Tous' }));
    const again = await findAdminListingRow(user, LISTING.title);
    expect(within(again).getByText('Refusé')).toBeInTheDocument();
    expect(within(again).getByText(`Motif : ${REASON}`)).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Refuser' })).toBeNull();
    expect(within(again).getByRole('button', { name: 'Approuver' })).toBeInTheDocument();

    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    expect((await host.listings.getListing(LISTING.id))?.refusal?.reason).toBe(REASON);
    const notices = await host.notifications.listNotifications(DEMO.host.uid, { pageSize: 5 });
    expect(notices.items[0]).toMatchObject({
      id: `listing-refused_${LISTING.id}`,
      reason: REASON,
    });
  });

  it('counts refused listings apart from those waiting, on the dashboard', async () => {
    const { user, row } = await adminRow();
    await refuse(user, row);
    await user.click(screen.getByRole('tab', { name: 'Tableau de bord' }));
    const panel = screen.getByRole('tabpanel');
    const card = (await within(panel).findByText('Bureaux en attente de validation')).closest(
      'div',
    )!;
    // the seed's refused listing (lst-fes-03), and this one
    expect(within(card).getByText("2 bureaux refusés, à corriger par l'hôte")).toBeInTheDocument();
  });

  it('« Refusés » lists the listings refused and not submitted again, the latest first', async () => {
    const { user, row, view } = await adminRow();
    await refuse(user, row);
    await user.click(screen.getByRole('radio', { name: 'Refusés' }));
    expect(view.router.state.location.search).toContain('filter=refused');
    const panel = screen.getByRole('tabpanel');
    // this one, then the seed's (lst-fes-03, refused 26 hours ago)
    const seeded = seed.listings.find((l) => l.id === 'lst-fes-03')!;
    await within(panel).findByRole('article', { name: seeded.title });
    const rows = within(panel).getAllByRole('article');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('heading')).toHaveTextContent(LISTING.title);
    expect(within(rows[1]).getByRole('heading')).toHaveTextContent(seeded.title);
    expect(within(rows[1]).getByText(`Motif : ${seeded.refusal!.reason}`)).toBeInTheDocument();
    // approved after all, it leaves the filter at once
    await user.click(within(rows[0]).getByRole('button', { name: 'Approuver' }));
    await within(panel).findByRole('article', { name: seeded.title });
    expect(within(panel).queryByRole('article', { name: LISTING.title })).toBeNull();
  });

  it('approving a refused listing after all drops its refusal', async () => {
    const { user, row, host } = await adminRow();
    await refuse(user, row);
    await user.click(within(row).getByRole('button', { name: 'Approuver' }));
    expect(await within(row).findByText('Validé')).toBeInTheDocument();
    expect(within(row).queryByText(/^Motif :/)).toBeNull();
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    expect(await host.listings.getListing(LISTING.id)).toMatchObject({
      isApproved: true,
      refusal: null,
    });
  });
});

describe('the demo host whose listing was refused (seed: lst-fes-03 of Nadia Berrada)', () => {
  const seeded = seed.listings.find((l) => l.id === 'lst-fes-03')!;

  it('has the refusal in her bell, with its reason, and pausing it says it must be corrected first', async () => {
    const [nadia] = await twoClients();
    await nadia.auth.signIn('nadia.berrada@demo.ma', 'demo1234');
    const page = await nadia.notifications.listNotifications(seeded.hostId, { pageSize: 5 });
    expect(page.items[0]).toMatchObject({
      id: `listing-refused_${seeded.id}`,
      kind: 'listing-refused',
      read: false,
      reason: seeded.refusal!.reason,
    });
    const user = userEvent.setup();
    renderApp({ backend: nadia, route: '/host/dashboard' });
    const card = (await screen.findByRole('heading', { name: seeded.title })).closest('article')!;
    expect(within(card).getByText('Refusé')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mettre en pause' }));
    expect(
      await screen.findByText(
        "Annonce mise en pause : une fois corrigée et validée, elle n'apparaîtra pas dans la recherche avant que vous la réactiviez.",
      ),
    ).toBeInTheDocument();
  });
});

describe('host: a refused listing', () => {
  async function refusedForHost(route: string) {
    const [admin, host] = await twoClients();
    const session = await admin.admin.unlock(DEMO.adminPassword);
    await session.refuseListing(LISTING.id, REASON);
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    const user = userEvent.setup();
    renderApp({ backend: host, route });
    return { user, host };
  }

  it('shows « Refusé » and the reason on its dashboard card, with « Modifier »', async () => {
    await refusedForHost('/host/dashboard');
    const card = (await screen.findByRole('heading', { name: LISTING.title })).closest('article')!;
    expect(within(card).getByText('Refusé')).toBeInTheDocument();
    expect(within(card).queryByText('En attente de validation')).toBeNull();
    expect(within(card).getByText(`Motif : ${REASON}`)).toBeInTheDocument();
    expect(
      within(card).getByText('Modifiez-la puis enregistrez pour la soumettre de nouveau.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Modifier/ })).toHaveAttribute(
      'href',
      `/host/listings/${LISTING.id}/edit`,
    );
  });

  it('says so on its page, to its host', async () => {
    await refusedForHost(`/listing/${LISTING.id}`);
    const notice = await screen.findByText("Refusé par l'administrateur");
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByText(`Motif : ${REASON}`)).toBeInTheDocument();
    expect(within(box).getByText(/^Refusé le /)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: "Modifier l'annonce" })).toHaveAttribute(
      'href',
      `/host/listings/${LISTING.id}/edit`,
    );
    expect(screen.queryByText('En attente de validation')).toBeNull();
  });

  it('a form opened before the refusal does not drop it unread: the save stops, the reload shows why', async () => {
    const [admin, host] = await twoClients();
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    const user = userEvent.setup();
    renderApp({ backend: host, route: `/host/listings/${LISTING.id}/edit` });
    const title = await screen.findByLabelText(/^Titre/);
    expect(screen.queryByText("L'administrateur n'a pas validé ce bureau")).toBeNull();
    // the admin refuses it while the form is open
    await (await admin.admin.unlock(DEMO.adminPassword)).refuseListing(LISTING.id, REASON);
    await user.type(title, ' rénové');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await screen.findByText('Ce bureau a changé depuis que vous avez ouvert ce formulaire'),
    ).toBeInTheDocument();
    expect((await host.listings.getListing(LISTING.id))?.refusal?.reason).toBe(REASON);
    await user.click(
      screen.getByRole('button', {
        name: 'Abandonner mes modifications et charger la dernière version',
      }),
    );
    // (the banner: a static notice, not a live region)
    const banner = (await screen.findByText("L'administrateur n'a pas validé ce bureau"))
      .parentElement!;
    expect(within(banner).getByText(`Motif : ${REASON}`)).toBeInTheDocument();
  });

  it('the edit form shows the reason; saving submits it anew', async () => {
    const { user, host } = await refusedForHost(`/host/listings/${LISTING.id}/edit`);
    // (the banner: a static notice, not a live region)
    const banner = (await screen.findByText("L'administrateur n'a pas validé ce bureau"))
      .parentElement!;
    expect(within(banner).getByText(`Motif : ${REASON}`)).toBeInTheDocument();
    expect(within(banner).getByText(/^Refusé le /)).toBeInTheDocument();
    const title = screen.getByLabelText(/^Titre/);
    await user.clear(title);
    await user.type(title, 'Open-space lumineux à Hassan, photos refaites');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await screen.findByText(
        "Modifications enregistrées : votre bureau est de nouveau soumis à validation. Il sera visible dès que l'administrateur l'aura validé.",
      ),
    ).toBeInTheDocument();
    const card = (
      await screen.findByRole('heading', { name: 'Open-space lumineux à Hassan, photos refaites' })
    ).closest('article')!;
    expect(within(card).getByText('En attente de validation')).toBeInTheDocument();
    expect(within(card).queryByText(/^Motif :/)).toBeNull();
    expect((await host.listings.getListing(LISTING.id))?.refusal).toBeNull();
  });

  it('the admin reads a resubmitted listing as such, with the reason it answers', async () => {
    const [admin, host] = await twoClients();
    await (await admin.admin.unlock(DEMO.adminPassword)).refuseListing(LISTING.id, REASON);
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    const base = (await host.listings.getListing(LISTING.id))!;

    await host.listings.editListing(LISTING.id, editedContent(base), base);
    const user = userEvent.setup();
    renderApp({ backend: admin, route: '/admin?tab=listings&filter=waiting' });
    await user.type(
      await screen.findByLabelText('Mot de passe administrateur'),
      DEMO.adminPassword,
    );
    await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
    const row = await findAdminListingRow(user, LISTING.title);
    expect(within(row).getByText('En attente de validation')).toBeInTheDocument();
    expect(
      within(row).getByText(/^Refusé le .+, puis modifié et soumis de nouveau par l'hôte$/),
    ).toBeInTheDocument();
    expect(within(row).getByText(`Motif donné : ${REASON}`)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  });
});

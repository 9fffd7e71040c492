/**
 * /host/listings/{id}/edit (issue 13): pre-filled form, practical fields saved at once, the
 * public content of an approved listing sent as a revision (with its notice), photos added,
 * removed and reordered (buttons and keyboard), the not-found state for anyone else's listing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { isSharedSpace, placesOf } from '@/domain/availability';
import { addDays, todayInMorocco } from '@/domain/days';
import { formatDay } from '@/domain/format';
import { editedContent, nextPhotoIndex } from '@/domain/listingEdit';
import { photoCandidates } from '@/domain/photos';
import { preparePhoto } from '@/lib/images';
import { buildSeed } from '@/services/seed/data';
import { DEMO, renderApp, testBackend, twoClients, type LocalTestBackend } from '../utils';

// jsdom has no canvas: photos are "prepared" as they are.
vi.mock('@/lib/images', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/images')>();
  return {
    ...actual,
    preparePhoto: vi.fn(async (file: File, { widths }: { widths: readonly number[] }) =>
      widths.map((width) => ({ width, file })),
    ),
  };
});
vi.mock('@/lib/maps', () => ({
  hasMapsKey: vi.fn(() => false),
  loadGoogleMaps: vi.fn(() => Promise.reject(new Error('no key'))),
}));

let urlCount = 0;
beforeEach(() => {
  urlCount = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urlCount}`);
  URL.revokeObjectURL = vi.fn();
  vi.mocked(preparePhoto).mockClear();
});

const seed = buildSeed(new Date());
const byId = (id: string) => seed.listings.find((l) => l.id === id)!;
/** Approved, of the demo host, four photos. */
const APPROVED = byId('lst-casa-03');
/** Waiting for approval, of the demo host. */
const WAITING = byId('lst-casa-08');
/** Another host's listing. */
const OTHERS = seed.listings.find((l) => l.hostId !== DEMO.host.uid && l.isApproved)!;

/** The name the form shows for a stored photo: the picture's file, without its width suffix. */
const fileName = (entry: string) =>
  entry
    .split('|')[0]
    .split('/')
    .pop()!
    .replace(/-\d+w(\.\w+)#\d+w$/, '$1');
const image = (name: string) =>
  new File([new Uint8Array([1, 2, 3, 4])], name, { type: 'image/jpeg' });

async function openEdit(id: string, backend?: LocalTestBackend) {
  const b = backend ?? (await testBackend({ as: 'host' }));
  const app = renderApp({ backend: b, route: `/host/listings/${id}/edit` });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { backend: b, ...app, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const photoAlts = () =>
  within(screen.getByRole('list', { name: 'Photos sélectionnées' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

describe('edit listing page', () => {
  it('pre-fills the form and saves the practical fields of an approved listing at once', async () => {
    const { user, backend, router } = await openEdit(APPROVED.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier mon bureau' })).toBeVisible();
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue(APPROVED.title);
    expect(screen.getByLabelText('Description')).toHaveValue(APPROVED.description);
    expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(APPROVED.pricePerDay);
    expect(screen.getByLabelText('Prix par mois (MAD)')).toHaveValue(APPROVED.pricePerMonth);
    expect(screen.getByText(`${APPROVED.photos.length} / 10 photos`)).toBeInTheDocument();
    expect(screen.queryByText('Modification en attente de validation')).not.toBeInTheDocument();

    await replaceText(user, screen.getByLabelText('Prix par jour (MAD)'), '275');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
    expect(await backend.listings.getListing(APPROVED.id)).toMatchObject({
      title: APPROVED.title,
      pricePerDay: 275,
      revision: null,
    });
  });

  it('refuses fewer places than bookings already hold on a coming day, on the places field', async () => {
    const shared = seed.listings.find(
      (l) => l.hostId === DEMO.host.uid && l.isApproved && isSharedSpace(l.spaceType),
    )!;
    const capacity = placesOf(shared);
    expect(capacity).toBeGreaterThan(3);
    const day = addDays(todayInMorocco(), 10);
    // a tenant asks for 3 places that day (held while the admin decides)
    const [backend, tenant] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await tenant.bookings.createBooking({
      listingId: shared.id,
      rentalType: 'daily',
      startDate: day,
      endDate: day,
      isIndefinite: false,
      places: 3,
    });
    await backend.auth.signIn(DEMO.host.email, DEMO.host.password);
    // the coming days' occupancy is read, not the host's bookings
    const read = vi.spyOn(backend.listings, 'getAvailability');
    const listed = vi.spyOn(backend.bookings, 'listBookingsForUser');
    const { user, router } = await openEdit(shared.id, backend);
    const places = screen.getByLabelText('Places réservables par jour');

    await replaceText(user, places, '2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await screen.findByText(
        `3 places sont déjà réservées le ${formatDay(day)} : gardez au moins 3 places tant que ces réservations courent.`,
      ),
    ).toBeInTheDocument();
    expect(places).toHaveFocus();
    expect(places).toHaveAttribute('aria-invalid', 'true');
    expect(read).toHaveBeenCalledWith(shared.id, todayInMorocco(), addDays(todayInMorocco(), 1099));
    expect(listed).not.toHaveBeenCalled();
    expect((await backend.listings.getListing(shared.id))!.places).toBe(capacity);
    expect(router.state.location.pathname).toBe(`/host/listings/${shared.id}/edit`);

    // as many places as booked is fine
    await replaceText(user, places, '3');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
    expect((await backend.listings.getListing(shared.id))!.places).toBe(3);
  });

  it('refuses making a booked shared space private, and says when the check cannot be made', async () => {
    const shared = seed.listings.find(
      (l) => l.hostId === DEMO.host.uid && l.isApproved && isSharedSpace(l.spaceType),
    )!;
    const day = addDays(todayInMorocco(), 12);
    const [backend, tenant] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await tenant.bookings.createBooking({
      listingId: shared.id,
      rentalType: 'daily',
      startDate: day,
      endDate: day,
      isIndefinite: false,
      places: 2,
    });
    await backend.auth.signIn(DEMO.host.email, DEMO.host.password);
    const { user, router } = await openEdit(shared.id, backend);
    const type = screen.getByLabelText("Type d'espace");
    await user.selectOptions(type, 'individual');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await screen.findByText(
        `2 places sont déjà réservées le ${formatDay(day)} : cet espace ne peut pas devenir privé (1 place par jour) tant que ces réservations courent.`,
      ),
    ).toBeInTheDocument();
    expect(type).toHaveFocus();

    // the occupancy cannot be read: said on the field, nothing saved
    vi.spyOn(backend.listings, 'getAvailability').mockRejectedValueOnce(new Error('réseau'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await screen.findByText(
        'Impossible de vérifier les réservations de ce bureau avant de réduire ses places. Vérifiez votre connexion et réessayez.',
      ),
    ).toBeInTheDocument();
    expect((await backend.listings.getListing(shared.id))!.spaceType).toBe(shared.spaceType);
    expect(router.state.location.pathname).toBe(`/host/listings/${shared.id}/edit`);
  });

  it('sends a new title of an approved listing to the admin, then shows it with the notice', async () => {
    const { user, backend, unmount } = await openEdit(APPROVED.id);
    await replaceText(user, screen.getByLabelText("Titre de l'annonce"), 'Salle rénovée à Anfa');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await screen.findByText(
        /Le nouveau titre, la description, les photos ou l'adresse attendent/,
      ),
    ).toBeInTheDocument();
    const stored = await backend.listings.getListing(APPROVED.id);
    expect(stored?.title).toBe(APPROVED.title);
    expect(stored?.revision?.title).toBe('Salle rénovée à Anfa');
    unmount();

    await openEdit(APPROVED.id, backend);
    const notice = (await screen.findByText('Modification en attente de validation')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(notice).toBeInTheDocument();
    expect(within(notice).getByText(/Vous avez proposé le/)).toBeInTheDocument();
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('Salle rénovée à Anfa');
  });

  it('asks before leaving with unsaved changes, photos included; a saved edit leaves at once', async () => {
    const { user, router } = await openEdit(APPROVED.id);
    // only a photo moved: leaving asks
    await user.click(screen.getByRole('button', { name: 'Reculer la photo 1' }));
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe(`/host/listings/${APPROVED.id}/edit`);
    expect(photoAlts()[0]).toBe(`Aperçu de la photo 1\u00a0: ${fileName(APPROVED.photos[1]!)}`);
    // saved: the page goes to the dashboard without asking
    await replaceText(user, screen.getByLabelText('Prix par jour (MAD)'), '275');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing when every field shows again what it opened with', async () => {
    const { user, router } = await openEdit(APPROVED.id);
    const title = screen.getByLabelText(/Titre/);
    await replaceText(user, title, 'Un autre titre pour ce bureau');
    await replaceText(user, screen.getByLabelText('Prix par jour (MAD)'), '999');
    await user.click(screen.getByLabelText(/Ascenseur/));
    // changed: leaving asks
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    // each put back as it was: leaving goes at once
    await replaceText(user, title, APPROVED.title);
    await replaceText(
      user,
      screen.getByLabelText('Prix par jour (MAD)'),
      String(APPROVED.pricePerDay ?? ''),
    );
    await user.click(screen.getByLabelText(/Ascenseur/));
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reorders the photos with the move buttons, by keyboard too; the first is the cover', async () => {
    const { user, backend } = await openEdit(APPROVED.id);
    const names = APPROVED.photos.map(fileName);
    expect(photoAlts()[0]).toBe(`Aperçu de la photo 1\u00a0: ${names[0]}`);
    expect(screen.getByRole('button', { name: 'Avancer la photo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Reculer la photo ${names.length}` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reculer la photo 1' }));
    expect(photoAlts().slice(0, 2)).toEqual([
      `Aperçu de la photo 1\u00a0: ${names[1]}`,
      `Aperçu de la photo 2\u00a0: ${names[0]}`,
    ]);
    // the focus follows the moved photo
    expect(screen.getByRole('button', { name: 'Reculer la photo 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(photoAlts()[2]).toBe(`Aperçu de la photo 3\u00a0: ${names[0]}`);
    expect(screen.getByRole('button', { name: 'Reculer la photo 3' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText(/attendent la validation/);
    const stored = await backend.listings.getListing(APPROVED.id);
    expect(stored?.photos).toEqual(APPROVED.photos);
    expect(stored?.revision?.photos).toEqual([
      APPROVED.photos[1],
      APPROVED.photos[2],
      APPROVED.photos[0],
      APPROVED.photos[3],
    ]);
  });

  it('keeps the focus on the photos when one is removed, down to the file input', async () => {
    const { user } = await openEdit(APPROVED.id);
    const n = APPROVED.photos.length;
    const names = APPROVED.photos.map(fileName);
    // the second: the photo that takes its place
    await user.click(screen.getByRole('button', { name: 'Retirer la photo 2' }));
    expect(photoAlts()[1]).toBe(`Aperçu de la photo 2\u00a0: ${names[2]}`);
    expect(screen.getByRole('button', { name: 'Retirer la photo 2' })).toHaveFocus();
    // the last: the one before it
    await user.click(screen.getByRole('button', { name: `Retirer la photo ${n - 1}` }));
    expect(screen.getByRole('button', { name: `Retirer la photo ${n - 2}` })).toHaveFocus();
    // by keyboard, until none is left: the file input
    for (let left = n - 2; left > 0; left -= 1) await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /^Retirer la photo/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ajouter des photos')).toHaveFocus();
  });

  it('adds and removes photos; a new one is uploaded and placed where the host put it', async () => {
    const { user, backend } = await openEdit(APPROVED.id);
    await user.upload(screen.getByLabelText('Ajouter des photos'), [image('terrasse.jpg')]);
    expect(
      await screen.findByText(`${APPROVED.photos.length + 1} / 10 photos`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer la photo 2' }));
    const last = APPROVED.photos.length;
    await user.click(screen.getByRole('button', { name: `Avancer la photo ${last}` }));
    expect(photoAlts()[last - 2]).toBe(`Aperçu de la photo ${last - 1}\u00a0: terrasse.jpg`);

    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByText(/attendent la validation/);
    const revision = (await backend.listings.getListing(APPROVED.id))?.revision;
    expect(revision?.photos).toHaveLength(APPROVED.photos.length);
    expect(revision?.photos).not.toContain(APPROVED.photos[1]);
    expect(revision?.photos[last - 2]).toMatch(/^data:image\/jpeg/);
    expect(photoCandidates(revision!.photos[last - 2]!).map((c) => c.width)).toEqual([480, 1280]);
    // the approved photos are still public and still stored
    expect((await backend.listings.getListing(APPROVED.id))?.photos).toEqual(APPROVED.photos);
  });

  it('edits a listing waiting for approval directly', async () => {
    const { user, backend } = await openEdit(WAITING.id);
    expect(
      screen.getByText(/toutes vos modifications sont enregistrées telles quelles/),
    ).toBeVisible();
    await replaceText(user, screen.getByLabelText("Titre de l'annonce"), 'Bureau fermé rénové');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(await backend.listings.getListing(WAITING.id)).toMatchObject({
      title: 'Bureau fermé rénové',
      revision: null,
    });
  });

  it("shows the not-found state for another host's listing, or one that does not exist", async () => {
    const { unmount, backend } = await openEdit(OTHERS.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Bureau introuvable' })).toBeVisible();
    expect(screen.queryByLabelText("Titre de l'annonce")).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/host/dashboard',
    );
    unmount();
    await openEdit('lst-nowhere', backend);
    expect(screen.getByRole('heading', { level: 1, name: 'Bureau introuvable' })).toBeVisible();
  });

  it('keeps the form and retries without uploading twice when the save fails', async () => {
    const backend = await testBackend({ as: 'host' });
    const upload = vi.spyOn(backend.storage, 'uploadListingImages');
    const edit = vi
      .spyOn(backend.listings, 'editListing')
      .mockRejectedValueOnce(new Error('réseau'));
    const { user } = await openEdit(APPROVED.id, backend);
    await user.upload(screen.getByLabelText('Ajouter des photos'), [image('vue.jpg')]);
    await screen.findByText(`${APPROVED.photos.length + 1} / 10 photos`);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    const alert = await screen.findByText(/L'enregistrement des modifications a échoué/);
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue(APPROVED.title);
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: "Réessayer l'enregistrement",
      }),
    );
    await screen.findByText(/attendent la validation/);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(edit).toHaveBeenCalledTimes(2);
  });

  describe('saved in another tab since the form was opened', () => {
    /** Another tab of the same host saves a new price and proposes a new title. */
    async function saveElsewhere(backend: LocalTestBackend) {
      const stored = (await backend.listings.getListing(APPROVED.id))!;
      await backend.listings.editListing(
        APPROVED.id,
        { ...editedContent(stored), pricePerDay: 999, title: "Titre de l'autre onglet" },
        stored,
      );
    }

    async function refusedSave() {
      const opened = await openEdit(APPROVED.id);
      await saveElsewhere(opened.backend);
      await replaceText(opened.user, screen.getByLabelText('Prix par jour (MAD)'), '275');
      await opened.user.click(
        screen.getByRole('button', { name: 'Enregistrer les modifications' }),
      );
      const alert = (
        await screen.findByText('Ce bureau a changé depuis que vous avez ouvert ce formulaire')
      ).closest('[role="alert"]') as HTMLElement;
      return { ...opened, alert };
    }

    it('refuses to undo it, says what changed and keeps what the host typed', async () => {
      const { alert, backend, router } = await refusedSave();
      expect(alert).toHaveTextContent('Changé depuis : titre, prix par jour.');
      expect(alert).toHaveTextContent(/Vos modifications n'ont pas été enregistrées/);
      expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(275);
      expect(router.state.location.pathname).toBe(`/host/listings/${APPROVED.id}/edit`);
      expect(await backend.listings.getListing(APPROVED.id)).toMatchObject({
        pricePerDay: 999,
        revision: { title: "Titre de l'autre onglet" },
      });
    });

    it("saves the host's version over it when they choose to", async () => {
      const { alert, backend, router, user } = await refusedSave();
      await user.click(
        within(alert).getByRole('button', { name: 'Enregistrer ma version quand même' }),
      );
      expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
      // this form showed the approved title: the other tab's proposal is withdrawn
      expect(await backend.listings.getListing(APPROVED.id)).toMatchObject({
        title: APPROVED.title,
        pricePerDay: 275,
        revision: null,
      });
    });

    it('numbers its new photos after the ones the other tab uploaded since', async () => {
      const opened = await openEdit(APPROVED.id);
      const upload = vi.spyOn(opened.backend.storage, 'uploadListingImages');
      // the other tab adds a photo under the next free index and proposes it
      const stored = (await opened.backend.listings.getListing(APPROVED.id))!;
      const theirIndex = nextPhotoIndex(stored.photos);
      const [theirs] = await opened.backend.storage.uploadListingImages(
        APPROVED.id,
        [[{ width: 480, file: image('image.jpg') }]],
        undefined,
        theirIndex,
      );
      await opened.backend.listings.editListing(
        APPROVED.id,
        { ...editedContent(stored), photos: [...stored.photos, theirs!] },
        stored,
      );
      await opened.user.upload(screen.getByLabelText('Ajouter des photos'), [image('image.jpg')]);
      await screen.findByText(`${APPROVED.photos.length + 1} / 10 photos`);
      await opened.user.click(
        screen.getByRole('button', { name: 'Enregistrer les modifications' }),
      );
      await screen.findByText('Ce bureau a changé depuis que vous avez ouvert ce formulaire');
      // Storage would replace a file at the other tab's index: this form's starts after it
      expect(upload).toHaveBeenCalledTimes(2);
      expect(upload.mock.calls[1]![3]).toBeGreaterThan(theirIndex);
    });

    it('loads the version stored now when the host drops their changes', async () => {
      const { alert, user } = await refusedSave();
      await user.click(
        within(alert).getByRole('button', {
          name: 'Abandonner mes modifications et charger la dernière version',
        }),
      );
      expect(
        await screen.findByText(
          'Dernière version chargée : vous pouvez reprendre vos modifications.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(999);
      expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue("Titre de l'autre onglet");
      expect(screen.getByText('Modification en attente de validation')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});

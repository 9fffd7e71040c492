import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareImage, UnreadableImageError } from '@/lib/images';
import { DEMO, renderApp, testBackend } from '../utils';

// These tests drive whole pages; give slow CI machines some room.
vi.mock('@/lib/images', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/images')>();
  // jsdom has no canvas: resizing is the browser's job; here the file goes through as is.
  return { ...actual, prepareImage: vi.fn(async (file: File) => file) };
});

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
  URL.revokeObjectURL = vi.fn();
});

async function renderProfile(as: 'tenant' | 'host' = 'tenant', route = '/profile') {
  const backend = await testBackend({ as });
  const app = renderApp({ backend, route });
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
  return { backend, ...app };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);

describe('profile page', () => {
  it('shows the profile in the form, and role, e-mail and id read-only', async () => {
    await renderProfile();
    await waitFor(() => expect(document.title).toBe('Mon profil | Maktabi'));
    expect(field('Prénom')).toHaveValue('Yasmine');
    expect(field('Nom')).toHaveValue('Benali');
    expect(field(/^Téléphone/)).toHaveValue('+212 6 12 34 56 78');
    expect(field(/^Profession/)).toHaveValue('Consultante en marketing digital');
    expect((field(/^Présentation/) as HTMLTextAreaElement).value).toMatch(
      /^Consultante indépendante/,
    );
    const account = screen.getByRole('region', { name: 'Compte' });
    expect(account).toHaveTextContent('Locataire');
    expect(account).toHaveTextContent(DEMO.tenant.email);
    expect(account).toHaveTextContent(DEMO.tenant.uid);
    expect(within(account).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(DEMO.tenant.email)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aucune photo' })).toBeInTheDocument();
  });

  it('requires first and last name, on change', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(field('Prénom'));
    expect(await screen.findByText('Prénom requis')).toBeInTheDocument();
    await user.clear(field('Nom'));
    expect(await screen.findByText('Nom requis')).toBeInTheDocument();
    await user.type(field('Prénom'), 'Y');
    await waitFor(() => expect(screen.queryByText('Prénom requis')).not.toBeInTheDocument());
  });

  it('focuses the first wrong field in the page on Enregistrer', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.clear(field('Prénom'));
    await user.clear(field(/^Téléphone/));
    await user.type(field(/^Téléphone/), '12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Prénom requis')).toBeInTheDocument();
    expect(field('Prénom')).toHaveFocus();
  });

  it('counts the bio characters and refuses more than 500', async () => {
    const user = userEvent.setup();
    await renderProfile();
    const bio = field(/^Présentation/);
    await user.clear(bio);
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await user.type(bio, 'Bonjour');
    expect(screen.getByText('7 / 500')).toBeInTheDocument();
    await user.clear(bio);
    await user.click(bio);
    await user.paste('a'.repeat(500));
    expect(screen.getByText('500 / 500')).toBeInTheDocument();
    expect(screen.queryByText('Maximum 500 caractères')).not.toBeInTheDocument();
    expect(bio).toHaveAccessibleDescription('500 / 500');
    await user.type(bio, 'b');
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    expect(await screen.findByText('Maximum 500 caractères')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(bio).toHaveFocus();
    // the message is the field's, as for the other fields: read with it, then the count
    expect(bio).toHaveAccessibleDescription('Maximum 500 caractères 501 / 500');
  });

  it('saves, refreshes the profile and goes to /dashboard', async () => {
    const user = userEvent.setup();
    const { backend, router } = await renderProfile();
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Yasmina');
    await user.clear(field(/^Profession/));
    await user.type(field(/^Profession/), 'Architecte');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Profil mis à jour avec succès !')).toBeInTheDocument();
    expect(await backend.users.getProfile(DEMO.tenant.uid)).toMatchObject({
      firstName: 'Yasmina',
      lastName: 'Benali',
      fullName: 'Yasmina Benali',
      profession: 'Architecte',
    });
    // The app's profile is refreshed: the dashboard greets the new name.
    expect(await screen.findByText('Bonjour Yasmina !')).toBeInTheDocument();
  });

  it('goes back to the listing it was opened from (« Compléter mon profil »), saved or cancelled', async () => {
    const user = userEvent.setup();
    const route = '/profile?redirect=%2Flisting%2Flst-casa-04';
    const { router } = await renderProfile('tenant', route);
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Yasmina');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/lst-casa-04'));
    await act(() => router.navigate(route));
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/lst-casa-04'));
    // an address that leaves the site is not followed
    await act(() => router.navigate('/profile?redirect=%2F%2Fevil.example'));
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('cancels to /dashboard without saving, once the user says to leave what they typed', async () => {
    const user = userEvent.setup();
    const { backend, router } = await renderProfile();
    // untouched: leaves at once
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await act(() => router.navigate('/profile'));
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });

    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Autre');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    expect(dialog).toHaveTextContent('Les modifications de votre profil seront perdues.');
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(field('Prénom')).toHaveValue('Autre');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Quitter sans enregistrer',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((await backend.users.getProfile(DEMO.tenant.uid))?.firstName).toBe('Yasmine');
  });

  it('asks nothing when every change was undone, for a tenant and for a host', async () => {
    const user = userEvent.setup();
    const tenant = await renderProfile();
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Yasmine');
    await user.type(field('Nom de la société'), ' Atlas');
    await user.type(field('Nom de la société'), '{Backspace}'.repeat(6));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(tenant.router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    // a host's "Facturation" (a kind chosen, its checkbox ticked) put back as it was
    const host = await renderProfile('host');
    const bio = field(/Présentation/);
    const before = (bio as HTMLTextAreaElement).value;
    await user.type(bio, ' Bienvenue.');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await user.clear(bio);
    await user.type(bio, before);
    const vat = screen.getByRole('checkbox', { name: 'Assujetti à la TVA' });
    await user.click(vat);
    await user.click(vat);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(host.router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before signing out over unsaved changes, and signs out once the user leaves', async () => {
    const user = userEvent.setup();
    const { router } = await renderProfile();
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Autre');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const signOut = async () => {
      await user.click(within(nav).getByRole('button', { name: /Menu utilisateur/ }));
      await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
      return screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    };
    await user.click(within(await signOut()).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(field('Prénom')).toHaveValue('Autre');
    await user.click(
      within(await signOut()).getByRole('button', { name: 'Quitter sans enregistrer' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(nav).getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('keeps everything typed when the save fails', async () => {
    const user = userEvent.setup();
    const { backend, router } = await renderProfile();
    vi.spyOn(backend.users, 'updateProfile').mockRejectedValueOnce(new Error('réseau'));
    await user.clear(field(/^Profession/));
    await user.type(field(/^Profession/), 'Photographe');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findAllByText(
        'La mise à jour du profil a échoué. Vos modifications sont conservées, veuillez réessayer.',
      ),
    ).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/profile');
    expect(field(/^Profession/)).toHaveValue('Photographe');
    // A second attempt goes through.
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((await backend.users.getProfile(DEMO.tenant.uid))?.profession).toBe('Photographe');
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderProfile();
    const input = field('Changer la photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(
        "Ce fichier n'est pas une image. Choisissez une photo au format JPEG, PNG ou WebP.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: 'Aperçu de votre nouvelle photo de profil' }),
    ).not.toBeInTheDocument();
  });

  it('previews a new photo and uploads it with the profile', async () => {
    const user = userEvent.setup();
    const { backend, router } = await renderProfile();
    const upload = vi.spyOn(backend.storage, 'uploadProfilePhoto');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'moi.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(field('Changer la photo'), photo);
    expect(
      await screen.findByRole('img', { name: 'Aperçu de votre nouvelle photo de profil' }),
    ).toHaveAttribute('src', 'blob:apercu');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(upload).toHaveBeenCalledWith(DEMO.tenant.uid, photo);
    // resized for an avatar (at most 96 px on screen), not kept at a desktop photo's size
    expect(prepareImage).toHaveBeenCalledWith(photo, { maxDimension: 480, maxSizeMB: 0.08 });
    expect((await backend.users.getProfile(DEMO.tenant.uid))?.profilePhoto).toMatch(
      /^data:image\/jpeg/,
    );
  });

  it('keeps a photo it cannot read out of the profile, and says so; what was typed stays', async () => {
    const user = userEvent.setup();
    const { backend, router } = await renderProfile();
    const upload = vi.spyOn(backend.storage, 'uploadProfilePhoto');
    const update = vi.spyOn(backend.users, 'updateProfile');
    const errors = vi.spyOn(console, 'error');
    vi.mocked(prepareImage).mockRejectedValueOnce(new UnreadableImageError('cassée.jpg'));
    await user.clear(field(/^Profession/));
    await user.type(field(/^Profession/), 'Architecte');
    await user.upload(
      field('Changer la photo'),
      new File([new Uint8Array([0, 1])], 'cassée.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const message =
      "Cette photo n'a pas pu être lue (fichier illisible ou endommagé). Choisissez-en une autre.";
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(upload).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/profile');
    expect(field(/^Profession/)).toHaveValue('Architecte');
    expect(
      screen.queryByRole('img', { name: 'Aperçu de votre nouvelle photo de profil' }),
    ).not.toBeInTheDocument();
    errors.mockRestore();
  });

  it('says who sees the profile: hosts for a tenant, tenants for a host', async () => {
    await renderProfile('tenant');
    expect(screen.getByText(/visibles par les hôtes/)).toBeInTheDocument();
    cleanup();
    await renderProfile('host');
    expect(
      screen.getByText(
        "Ces informations sont visibles par les locataires de vos espaces et l'équipe Maktabi.",
      ),
    ).toBeInTheDocument();
  });

  it('shows a host their role', async () => {
    await renderProfile('host');
    expect(screen.getByRole('region', { name: 'Compte' })).toHaveTextContent('Hôte');
  });
});

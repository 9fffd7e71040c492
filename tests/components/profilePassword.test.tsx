/**
 * /profile's password change (src/features/profile/PasswordForm.tsx) on the demo backend: the
 * current password is checked, a wrong one is said under its field with everything typed kept,
 * the new one then signs in and the old one no longer does; a Google account is told where its
 * password is managed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO, renderApp, testBackend } from '../utils';

async function passwordSection(backend: Awaited<ReturnType<typeof testBackend>>) {
  renderApp({ backend, route: '/profile' });
  return screen.findByRole('region', { name: 'Mot de passe' });
}

const fill = async (section: HTMLElement, label: string, value: string) => {
  const input = within(section).getByLabelText(label, { exact: true });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  return input;
};

describe("changing one's password on /profile", () => {
  it('checks the current password, keeps what was typed, then changes it', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const section = await passwordSection(backend);
    const submit = within(section).getByRole('button', { name: 'Changer le mot de passe' });

    // Nothing typed: the spec's messages, and nothing sent.
    const change = vi.spyOn(backend.auth, 'changePassword');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(section).getAllByText('Mot de passe requis')).toHaveLength(2),
    );
    expect(within(section).getByText('Confirmation requise')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();

    // The same password twice, then a confirmation that differs.
    const current = await fill(section, 'Mot de passe actuel', DEMO.tenant.password);
    const next = await fill(section, 'Nouveau mot de passe', DEMO.tenant.password);
    expect(
      await within(section).findByText("Choisissez un mot de passe différent de l'actuel"),
    ).toBeInTheDocument();
    await fill(section, 'Nouveau mot de passe', 'nouveau1');
    const confirm = await fill(section, 'Confirmer le nouveau mot de passe', 'nouveau2');
    expect(
      await within(section).findByText('Les mots de passe ne correspondent pas'),
    ).toBeInTheDocument();
    await fill(section, 'Confirmer le nouveau mot de passe', 'nouveau1');
    // the new password changed after its confirmation: the mismatch is said at once, and goes
    // when it matches again
    await fill(section, 'Nouveau mot de passe', 'nouveau3');
    expect(
      await within(section).findByText('Les mots de passe ne correspondent pas'),
    ).toBeInTheDocument();
    await fill(section, 'Nouveau mot de passe', 'nouveau1');
    await waitFor(() =>
      expect(within(section).queryByText('Les mots de passe ne correspondent pas')).toBeNull(),
    );

    // A wrong current password: said under its field, focused, everything kept.
    await fill(section, 'Mot de passe actuel', 'mauvais1');
    await userEvent.click(submit);
    expect(await within(section).findByText('Mot de passe actuel incorrect')).toBeInTheDocument();
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveValue('nouveau1');
    expect(confirm).toHaveValue('nouveau1');

    // The right one: changed, said, and the fields emptied.
    await fill(section, 'Mot de passe actuel', DEMO.tenant.password);
    await userEvent.click(submit);
    expect(await screen.findByText('Mot de passe modifié avec succès !')).toBeInTheDocument();
    await waitFor(() => expect(current).toHaveValue(''));
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
    expect(change).toHaveBeenLastCalledWith(DEMO.tenant.password, 'nouveau1');

    // Still signed in here; the old password no longer signs in, the new one does.
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    await backend.auth.signOut();
    await expect(
      backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password),
    ).rejects.toMatchObject({ code: 'auth/invalid-credentials' });
    await expect(backend.auth.signIn(DEMO.tenant.email, 'nouveau1')).resolves.toMatchObject({
      email: DEMO.tenant.email,
    });
  });

  it('keeps what was typed and says so when the change fails', async () => {
    const backend = await testBackend({ as: 'host' });
    vi.spyOn(backend.auth, 'changePassword').mockRejectedValueOnce(new Error('réseau'));
    const section = await passwordSection(backend);
    const current = await fill(section, 'Mot de passe actuel', DEMO.host.password);
    await fill(section, 'Nouveau mot de passe', 'nouveau1');
    await fill(section, 'Confirmer le nouveau mot de passe', 'nouveau1');
    await userEvent.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText(
        "La modification du mot de passe a échoué. Rien n'a changé, veuillez réessayer.",
      ),
    ).toBeInTheDocument();
    expect(current).toHaveValue(DEMO.host.password);
  });

  it('tells a Google account where its password is managed, with no form', async () => {
    const backend = await testBackend();
    await backend.auth.signInWithGoogle();
    const section = await passwordSection(backend);
    expect(
      within(section).getByText(
        'Vous vous connectez avec Google : votre mot de passe se gère dans votre compte Google.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByLabelText('Mot de passe actuel')).toBeNull();
  });
});

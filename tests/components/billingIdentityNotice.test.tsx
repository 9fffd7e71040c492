/**
 * A host without « Facturation » is told, on their dashboard, that their reçus name them and
 * nothing else, with the way to the section; a host who filled it in is not.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO, renderApp, testBackend } from '../utils';

const NOTICE = /^Vos reçus n'indiquent que votre nom/;

describe('the host dashboard and a host without a billing identity', () => {
  it('says so, and « Compléter ma facturation » leads to the section, focused', async () => {
    const backend = await testBackend();
    // Sara Tazi, a seeded host who never filled in « Facturation »
    await backend.auth.signIn('sara.tazi@demo.ma', DEMO.host.password);
    const user = userEvent.setup();
    const { router } = renderApp({ backend, route: '/host/dashboard' });
    const notice = await screen.findByText(NOTICE);
    expect(notice.textContent).toBe(
      "Vos reçus n'indiquent que votre nom\u00a0: ajoutez votre adresse et, selon votre cas, votre CIN ou les identifiants de votre société dans la section «\u00a0Facturation\u00a0» de votre profil.",
    );
    await user.click(screen.getByRole('link', { name: 'Compléter ma facturation' }));
    const section = await screen.findByRole('group', { name: 'Facturation' });
    await waitFor(() => expect(section).toHaveFocus());
    // « Enregistrer » and « Annuler » come back to the host dashboard
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/host/dashboard')}`);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
  });

  it('says nothing to a host whose reçus and factures name them in full', async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard' });
    await screen.findByRole('heading', { name: 'Tableau de bord hôte' });
    // (the profile is read: the welcome names the host)
    await screen.findByText(/^Bonjour Karim/);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});

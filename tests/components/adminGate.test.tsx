/** The /admin password gate (spec §2 Admin, §4 Admin session; docs/decisions.md#admin-gate). */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { BackendProvider } from '@/hooks/useBackend';
import { routes } from '@/app/routes';
import { AuthProvider } from '@/hooks/AuthContext';
import type { AdminSession, Backend } from '@/services';
import { ServiceError } from '@/services/types';
import { createTestRouter, DEMO, renderApp, testBackend, TestRouterProvider } from '../utils';

// The admin screens load in steps (unlock, then data): leave room for a busy test machine.
const LABEL = 'Mot de passe administrateur';

/** Wraps backend.admin.unlock to keep the sessions it hands out (and spy on their lock()). */
function watchSessions(backend: Backend) {
  const sessions: AdminSession[] = [];
  const real = backend.admin.unlock.bind(backend.admin);
  const unlock = vi.spyOn(backend.admin, 'unlock').mockImplementation(async (password) => {
    const s = await real(password);
    vi.spyOn(s, 'lock');
    sessions.push(s);
    return s;
  });
  return { sessions, unlock };
}

async function submitPassword(password: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText(LABEL);
  await user.clear(input);
  if (password) await user.type(input, password);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  return user;
}

describe('admin gate', () => {
  it('shows only a password box first, with noindex and the page title', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administration' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(LABEL)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Déverrouiller' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
    await waitFor(() => expect(document.title).toBe('Administration | Maktabi'));
  });

  it('asks for a password when the box is empty, without calling the backend', async () => {
    const backend = await testBackend();
    const unlock = vi.spyOn(backend.admin, 'unlock');
    renderApp({ backend, route: '/admin' });
    await submitPassword('');
    expect(await screen.findByText('Mot de passe requis')).toBeInTheDocument();
    expect(unlock).not.toHaveBeenCalled();
  });

  it('refuses a wrong password with "Mot de passe incorrect" and stays locked', async () => {
    const backend = await testBackend();
    const { unlock } = watchSessions(backend);
    renderApp({ backend, route: '/admin' });
    await submitPassword('mauvais');
    expect(await screen.findByText('Mot de passe incorrect')).toBeInTheDocument();
    // The backend decides: the typed password is handed over as is.
    expect(unlock).toHaveBeenCalledWith('mauvais');
    const input = screen.getByLabelText(LABEL);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows a generic French error when the backend fails for another reason', async () => {
    const backend = await testBackend();
    const unlock = vi
      .spyOn(backend.admin, 'unlock')
      .mockRejectedValueOnce(new ServiceError('unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ backend, route: '/admin' });
    await submitPassword(DEMO.adminPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connexion au serveur impossible. Vérifiez votre connexion et réessayez.',
    );
    unlock.mockRejectedValueOnce(new Error('boom'));
    await submitPassword(DEMO.adminPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Impossible de déverrouiller l'administration pour le moment. Veuillez réessayer.",
    );
    expect(screen.queryByText('Mot de passe incorrect')).not.toBeInTheDocument();
  });

  it('opens the tabs with the right password, on the tab named in the URL', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/admin?tab=users' });
    await submitPassword(DEMO.adminPassword);
    const tablist = await screen.findByRole('tablist', { name: "Sections de l'administration" });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(6);
    expect(within(tablist).getByRole('tab', { name: 'Utilisateurs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByLabelText(LABEL)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verrouiller' })).toBeInTheDocument();
    // The gate is gone: focus lands on the line that says the session is open.
    expect(screen.getByText('Session administrateur ouverte')).toHaveFocus();
  });

  it('stays unlocked under StrictMode, as `npm run dev` renders the app', async () => {
    // React runs a new tree's effects twice in development: the session must outlive that
    const backend = await testBackend();
    renderApp({ backend, route: '/admin?tab=users', strict: true });
    await submitPassword(DEMO.adminPassword);
    expect(
      await screen.findByRole('link', { name: 'Yasmine Benali' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/La session administrateur a expiré/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Tableau de bord' }));
    expect(await screen.findByText('Bureaux validés')).toBeInTheDocument();
    expect(screen.queryByText(/La session administrateur a expiré/)).not.toBeInTheDocument();
  });

  it('is locked again after a reload (the app mounted anew)', async () => {
    const backend = await testBackend();
    const first = renderApp({ backend, route: '/admin' });
    await submitPassword(DEMO.adminPassword);
    await screen.findByRole('tablist');
    first.unmount();
    renderApp({ backend, route: '/admin' });
    expect(await screen.findByLabelText(LABEL)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('"Verrouiller" ends the session on the backend and returns to the gate', async () => {
    const backend = await testBackend();
    const { sessions } = watchSessions(backend);
    renderApp({ backend, route: '/admin' });
    const user = await submitPassword(DEMO.adminPassword);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('button', { name: 'Verrouiller' }));
    expect(await screen.findByLabelText(LABEL)).toHaveFocus();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await waitFor(() => expect(sessions[0].lock).toHaveBeenCalled());
    await expect(sessions[0].stats()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('leaving /admin locks the session too', async () => {
    const backend = await testBackend();
    const { sessions } = watchSessions(backend);
    const { router } = renderApp({ backend, route: '/admin' });
    await submitPassword(DEMO.adminPassword);
    await screen.findByRole('tablist');
    await act(() => router.navigate('/help'));
    await waitFor(() => expect(sessions[0].lock).toHaveBeenCalled());
    await act(() => router.navigate('/admin'));
    expect(await screen.findByLabelText(LABEL)).toBeInTheDocument();
  });

  it('guards /admin/user/{userId} behind the same gate', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: `/admin/user/${DEMO.tenant.uid}` });
    expect(await screen.findByLabelText(LABEL)).toBeInTheDocument();
    expect(screen.queryByText(DEMO.tenant.email)).not.toBeInTheDocument();
    await submitPassword(DEMO.adminPassword);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yasmine Benali' }),
    ).toBeInTheDocument();
  });

  it('a signed-in tenant stays signed in, still meets the gate, and gains no admin power', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/admin' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(await within(nav).findByRole('link', { name: 'Mes réservations' })).toBeInTheDocument();
    // Being signed in opens nothing.
    expect(await screen.findByLabelText(LABEL)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await submitPassword('locataire');
    expect(await screen.findByText('Mot de passe incorrect')).toBeInTheDocument();
    // The right password opens the admin screen; the tenant's own session is untouched.
    const user = await submitPassword(DEMO.adminPassword);
    await screen.findByRole('tablist');
    expect(within(nav).getByRole('link', { name: 'Mes réservations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verrouiller' }));
    await screen.findByLabelText(LABEL);
    expect(within(nav).getByRole('link', { name: 'Mes réservations' })).toBeInTheDocument();
    expect(localStorage.getItem('userProfile')).not.toBeNull();
  });

  it('keeps the session under React StrictMode (effects run twice in development)', async () => {
    const backend = await testBackend();
    const { sessions } = watchSessions(backend);
    const router = createTestRouter(routes, { initialEntries: ['/admin?tab=dashboard'] });
    render(
      <StrictMode>
        <BackendProvider backend={backend}>
          <AuthProvider>
            <TestRouterProvider router={router} />
          </AuthProvider>
        </BackendProvider>
      </StrictMode>,
    );
    await submitPassword(DEMO.adminPassword);
    expect(await screen.findByText('Bureaux validés')).toBeInTheDocument();
    expect(sessions[0].lock).not.toHaveBeenCalled();
  });
});

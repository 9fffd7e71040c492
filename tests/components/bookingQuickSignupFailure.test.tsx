/**
 * The booking panel's quick sign-up refused (a QA pass: an e-mail that already had an account
 * showed « Un compte existe déjà avec cet e-mail. » and « Erreur lors de la création du
 * compte », and neither said how to go on). The spec's toast (§8) stays, once however many
 * attempts; an e-mail in use is also said under it, with « Se connecter avec cet e-mail », which
 * keeps the booking choices and the e-mail.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import toast from 'react-hot-toast';
import { dayToLocalDate } from '@/domain/days';
import { ServiceError } from '@/services';
import { DEMO, renderApp, testBackend } from '../utils';

// 10:00 in Casablanca, Monday 15 June 2026
const NOW = new Date('2026-06-15T09:00:00Z');
const LISTING = '/listing/lst-casa-04';
const IN_USE = 'Un compte existe déjà avec cet e-mail.';
const SPEC_FAILURE = 'Erreur lors de la création du compte';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
type User = ReturnType<typeof setupUser>;

const dayName = (day: string) => format(dayToLocalDate(day), 'EEEE d MMMM yyyy', { locale: fr });

async function pick(user: User, field: 'début' | 'fin', day: string) {
  await user.click(screen.getByRole('button', { name: `Choisir la date de ${field}` }));
  const dialog = await screen.findByRole('dialog', { name: `Choisir la date de ${field}` });
  await user.click(
    await within(dialog).findByRole('button', { name: new RegExp(`^${dayName(day)}`) }),
  );
}

/** The panel's own « Réserver » (the phone bar has one too). */
const submit = () =>
  within(screen.getByRole('region', { name: 'Réserver cet espace' })).getByRole('button', {
    name: 'Réserver',
  });

/** The listing page, signed out: 20-21 June chosen, the sign-up filled with `email`. */
async function chooseAndSignUp(user: User, email: string) {
  await screen.findByRole('heading', { name: 'Réserver cet espace' });
  await pick(user, 'début', '2026-06-20');
  await pick(user, 'fin', '2026-06-21');
  await user.type(screen.getByLabelText('Prénom'), 'Hamza');
  await user.type(screen.getByLabelText('Nom'), 'Ziani');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Téléphone'), '+212 6 11 22 33 44');
  await user.type(screen.getByLabelText('Mot de passe'), 'secret12');
  await user.click(submit());
}

describe('booking panel — a quick sign-up refused', () => {
  it("an e-mail that has an account: the spec's toast, the reason under it, and a sign-in that keeps everything", async () => {
    const user = setupUser();
    const backend = await testBackend({ now: () => NOW });
    const toastError = vi.spyOn(toast, 'error');
    const create = vi.spyOn(backend.bookings, 'createBooking');
    const { router } = renderApp({ backend, route: LISTING });
    await chooseAndSignUp(user, DEMO.tenant.email);

    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(IN_USE);
    // the spec's toast (§8), once, and the reason said once
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(SPEC_FAILURE)).toBeInTheDocument();
    expect(screen.getAllByText(IN_USE)).toHaveLength(1);
    expect(create).not.toHaveBeenCalled();

    // the way on: sign in with that e-mail, back to this listing
    const signIn = screen.getByRole('link', { name: 'Se connecter avec cet e-mail' });
    expect(signIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(LISTING)}`);
    await user.click(signIn);
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(screen.getByLabelText('E-mail')).toHaveValue(DEMO.tenant.email);
    await user.type(screen.getByLabelText('Mot de passe'), DEMO.tenant.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    // the choices made before it are there again
    await waitFor(() => expect(router.state.location.pathname).toBe(LISTING));
    expect(await screen.findByLabelText('Date de début')).toHaveValue('20 juin 2026');
    expect(screen.getByLabelText('Date de fin')).toHaveValue('21 juin 2026');
    expect(screen.queryByLabelText('Prénom')).not.toBeInTheDocument();
    // a whole journey through three pages: room for a slow machine
  }, 30_000);

  it('the message and its link go once another e-mail is typed', async () => {
    const user = setupUser();
    const backend = await testBackend({ now: () => NOW });
    renderApp({ backend, route: LISTING });
    await chooseAndSignUp(user, DEMO.tenant.email);
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'nouveau@exemple.ma');
    await waitFor(() => expect(screen.queryByText(IN_USE)).not.toBeInTheDocument());
    expect(
      screen.queryByRole('link', { name: 'Se connecter avec cet e-mail' }),
    ).not.toBeInTheDocument();
  });

  it("any other failure: the spec's toast alone, once however many attempts", async () => {
    const user = setupUser();
    const backend = await testBackend({ now: () => NOW });
    // the auth service's own password policy (spec §5: beyond the 6 characters)
    const signUp = vi
      .spyOn(backend.auth, 'signUp')
      .mockRejectedValue(new ServiceError('auth/weak-password'));
    renderApp({ backend, route: LISTING });
    await chooseAndSignUp(user, 'nouveau@exemple.ma');
    expect(await screen.findByText(SPEC_FAILURE)).toBeInTheDocument();
    expect(screen.queryByText(IN_USE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(submit());
    await waitFor(() => expect(signUp).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(submit()).toHaveTextContent('Réserver'));
    expect(screen.getAllByText(SPEC_FAILURE)).toHaveLength(1);
  });
});

/**
 * "Mettre fin à la location" in the admin's Historique: a confirmed indefinite monthly rental is
 * given its last day (src/domain/rentalEnd.ts). bkg-14 of the seed is one: Salma Idrissi's rental
 * of the demo host's office in Agadir, started 40 days ago (its first month is over: the
 * earliest last day is today).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInMorocco } from '@/domain/days';
import { formatDay, formatMad } from '@/domain/format';
import { rentalEndCost } from '@/domain/rentalEnd';
import { buildSeed } from '@/services/seed/data';
import type { AdminSession } from '@/services';
import { ServiceError } from '@/services/types';
import { DEMO, renderApp, testBackend } from '../utils';
import { guillemets, plainSpaces } from '../french';

const seed = buildSeed(new Date());
const bookingOf = (id: string) => seed.bookings.find((b) => b.id === id)!;
const rental = bookingOf('bkg-14');
const endButton = (title: string) => (_: string, el: Element | null) =>
  el?.tagName === 'BUTTON' &&
  el.textContent === guillemets(`Mettre fin à la location « ${title} »`);

async function openHistory(patch?: (s: AdminSession) => void) {
  const backend = await testBackend();
  const real = backend.admin.unlock.bind(backend.admin);
  vi.spyOn(backend.admin, 'unlock').mockImplementation(async (p) => {
    const s = await real(p);
    patch?.(s);
    return s;
  });
  const user = userEvent.setup();
  renderApp({ backend, route: '/admin?tab=history' });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  return { backend, user };
}

describe('the admin ends an indefinite monthly rental', () => {
  it('only such a rental offers it; a wrong day is said under the field, nothing is lost', async () => {
    const { user } = await openHistory();
    const button = await screen.findByText(endButton(rental.listingTitle));
    // a confirmed daily stay (bkg-15) has its end already
    expect(screen.queryByText(endButton(bookingOf('bkg-15').listingTitle))).not.toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Mettre fin à cette location\u00a0?',
    });
    expect(dialog).toHaveTextContent(
      `La location mensuelle de « ${rental.listingTitle} » par Salma Idrissi, sans durée fixe depuis le ${formatDay(rental.startDate)}`,
    );
    const today = todayInMorocco();
    const field = within(dialog).getByLabelText('Dernier jour de location');
    expect(field).toHaveAttribute('min', today);
    expect(dialog).toHaveTextContent(`Au plus tôt le ${formatDay(today)}`);

    await user.click(within(dialog).getByRole('button', { name: 'Mettre fin à la location' }));
    expect(
      await within(dialog).findByText('Choisissez le dernier jour de la location.'),
    ).toBeInTheDocument();

    await user.type(field, addDays(today, -1));
    await user.click(within(dialog).getByRole('button', { name: 'Mettre fin à la location' }));
    expect(
      await within(dialog).findByText(`Choisissez le ${formatDay(today)} ou un jour suivant.`),
    ).toBeInTheDocument();
    expect(field).toHaveValue(addDays(today, -1));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // "Garder la location" leaves it as it was
    await user.click(within(dialog).getByRole('button', { name: 'Garder la location' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(endButton(rental.listingTitle))).toBeInTheDocument();
    // the focus is back on the button that opened it
    expect(screen.getByText(endButton(rental.listingTitle)).closest('button')).toHaveFocus();
  });

  it('gives it its last day: the row shows it, the days after it are free', async () => {
    const { backend, user } = await openHistory();
    await user.click(await screen.findByText(endButton(rental.listingTitle)));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mettre fin à cette location\u00a0?',
    });
    const last = addDays(todayInMorocco(), 20);
    await user.type(within(dialog).getByLabelText('Dernier jour de location'), last);
    await user.click(within(dialog).getByRole('button', { name: 'Mettre fin à la location' }));
    expect(await screen.findByText('Fin de location enregistrée.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the row now says when it ends, and offers no second end
    expect(
      screen.getByText(
        `Du ${formatDay(rental.startDate)} au ${formatDay(last)} (fin de location enregistrée)`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(endButton(rental.listingTitle))).not.toBeInTheDocument();
    // and what its months come to by then, as the end dialog and the tenant's card say
    const due = rentalEndCost(rental, last)!;
    expect(due.months).toBeGreaterThan(1);
    expect(
      screen.getByText(plainSpaces(`${due.months} mois dus : ${formatMad(due.total)} au total`)),
    ).toBeInTheDocument();
    // its button is gone: the focus is on its row, where the admin was, not on <body> nor on
    // the count line at the top of the list
    expect(document.activeElement).toBe(
      screen.getByRole('article', { name: (n) => n.includes(rental.listingTitle) }),
    );
    const around = await backend.listings.getAvailability(rental.listingId, last, addDays(last, 1));
    expect(around.map((d) => d.taken)).toEqual([1, 0]);
  });

  it('keeps the dialog and the day chosen when the service refuses', async () => {
    const { user } = await openHistory((s) => {
      s.endMonthlyRental = () => Promise.reject(new ServiceError('booking/invalid-state'));
    });
    await user.click(await screen.findByText(endButton(rental.listingTitle)));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mettre fin à cette location\u00a0?',
    });
    const last = addDays(todayInMorocco(), 5);
    const field = within(dialog).getByLabelText('Dernier jour de location');
    await user.type(field, last);
    await user.click(within(dialog).getByRole('button', { name: 'Mettre fin à la location' }));
    expect(
      await within(dialog).findByText(
        "Cette location a déjà une date de fin ou n'est plus validée : rechargez la page pour la voir.",
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue(last);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

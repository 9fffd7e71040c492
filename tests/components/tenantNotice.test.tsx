/**
 * « Donner congé » on the tenant's dashboard: a tenant gives their confirmed indefinite monthly
 * rental its last day, a month's notice at least (src/domain/rentalEnd.ts earliestNoticeEnd).
 * bkg-14 of the seed is one: Salma Idrissi's rental of the demo host's office in Agadir,
 * started 40 days ago.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, addMonths, monthsAfter, monthsEnd, todayInMorocco } from '@/domain/days';
import { formatDay } from '@/domain/format';
import { buildSeed } from '@/services/seed/data';
import { ServiceError } from '@/services/types';
import { guillemets } from '../french';
import { renderApp, testBackend } from '../utils';

const seed = buildSeed(new Date());
const rental = seed.bookings.find((b) => b.id === 'bkg-14')!;

async function card(id: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.getElementById(`booking-${id}`)).not.toBeNull());
  return document.getElementById(`booking-${id}`)!.closest('article')!;
}

async function openDashboard(as: 'salma' | 'tenant' = 'salma') {
  const backend = await testBackend(as === 'tenant' ? { as: 'tenant' } : {});
  if (as === 'salma') await backend.auth.signIn('salma.idrissi@demo.ma', 'demo1234');
  const user = userEvent.setup();
  renderApp({ backend, route: '/dashboard' });
  return { backend, user };
}

/** The button is named by its listing (jsdom's name drops the space before its sr-only part). */
const notice = guillemets(`Donner congé« ${rental.listingTitle} »`);
const earliest = () => addDays(addMonths(todayInMorocco(), 1), -1);

describe('the tenant gives notice', () => {
  it('is offered on an indefinite monthly rental only; a too-near day is said, nothing lost', async () => {
    const { user } = await openDashboard();
    const mine = await card(rental.id);
    // her cancelled daily booking (bkg-17) has no such button
    const other = await card('bkg-17');
    expect(within(other).queryByRole('button', { name: /^Donner congé/ })).not.toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: notice }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Donner congé pour cette location\u00a0?',
    });
    expect(dialog).toHaveTextContent(
      `Votre location mensuelle de « ${rental.listingTitle} », sans durée fixe depuis le ${formatDay(rental.startDate)}`,
    );
    const field = within(dialog).getByLabelText('Dernier jour de location');
    expect(field).toHaveAttribute('min', earliest());
    expect(dialog).toHaveTextContent(`Au plus tôt le ${formatDay(earliest())}`);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le congé' }));
    expect(
      await within(dialog).findByText('Choisissez le dernier jour de la location.'),
    ).toBeInTheDocument();
    const tooNear = addDays(earliest(), -1);
    await user.type(field, tooNear);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le congé' }));
    expect(
      await within(dialog).findByText(
        `Choisissez le ${formatDay(earliest())} ou un jour suivant : le préavis est d'un mois.`,
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue(tooNear);
    await user.click(within(dialog).getByRole('button', { name: 'Garder ma location' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: notice })).toHaveFocus();
  });

  it('records the last day: the card shows it, the days after it are free', async () => {
    const { backend, user } = await openDashboard();
    const mine = await card(rental.id);
    await user.click(within(mine).getByRole('button', { name: notice }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Donner congé pour cette location\u00a0?',
    });
    const last = earliest();
    await user.type(within(dialog).getByLabelText('Dernier jour de location'), last);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le congé' }));
    expect(
      await screen.findByText(
        `Congé enregistré : votre location prendra fin le ${formatDay(last)}.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mine).toHaveTextContent(
      `Du ${formatDay(rental.startDate)} au ${formatDay(last)} (fin de location enregistrée)`,
    );
    expect(within(mine).queryByRole('button', { name: /^Donner congé/ })).not.toBeInTheDocument();
    // its button is gone: the focus is on the booking's title, not on <body>
    expect(document.activeElement).toBe(document.getElementById(`booking-${rental.id}`));
    const around = await backend.listings.getAvailability(rental.listingId, last, addDays(last, 1));
    expect(around.map((d) => d.taken)).toEqual([1, 0]);
  });

  it('says what the day chosen costs, a month begun being due, and the card keeps the total', async () => {
    const { user } = await openDashboard();
    const price = rental.monthlyPrice!;
    // « Total dépensé » counts what has been invoiced of the rental until it has a last day
    const spent = () =>
      Number(screen.getByText('Total dépensé').nextElementSibling!.textContent!.replace(/\D/g, ''));
    const invoiced = rental.totalPrice;
    // (toHaveTextContent compares with every space made plain)
    const mad = (n: number) =>
      `${new Intl.NumberFormat('fr-FR').format(n).replace(/\s/g, ' ')} MAD`;
    const mine = await card(rental.id);
    const before = spent();
    await user.click(within(mine).getByRole('button', { name: notice }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Donner congé pour cette location\u00a0?',
    });
    const field = within(dialog).getByLabelText('Dernier jour de location');
    // the first day of its fourth month: four months are due, the fourth up to its end
    const fourthBegins = monthsAfter(rental.startDate, 3);
    expect(fourthBegins >= earliest()).toBe(true);
    await user.type(field, fourthBegins);
    expect(dialog).toHaveTextContent(
      `Jusqu'à ce jour : 4 mois dus, soit ${mad(4 * price)} au total (${mad(price)} par mois, chaque mois commencé est dû).`,
    );
    expect(dialog).toHaveTextContent(
      `Ce dernier mois court jusqu'au ${formatDay(monthsEnd(rental.startDate, 4))} : finir ce jour-là ne coûte rien de plus.`,
    );
    // its last day: the same four months, nothing more to say
    await user.clear(field);
    await user.type(field, monthsEnd(rental.startDate, 4));
    expect(dialog).toHaveTextContent(`4 mois dus, soit ${mad(4 * price)} au total`);
    expect(dialog).not.toHaveTextContent('Ce dernier mois court');
    // a day it may not end on costs nothing yet
    await user.clear(field);
    await user.type(field, addDays(earliest(), -1));
    expect(dialog).not.toHaveTextContent('mois dus');

    await user.clear(field);
    await user.type(field, fourthBegins);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le congé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mine).toHaveTextContent(`4 mois dus : ${mad(4 * price)} au total`);
    // ...and then every month due, as the card says
    expect(4 * price).toBeGreaterThan(invoiced);
    expect(spent()).toBe(before - invoiced + 4 * price);
  });

  it('keeps the dialog and the day chosen when the service refuses', async () => {
    const { backend, user } = await openDashboard();
    vi.spyOn(backend.bookings, 'giveNotice').mockRejectedValue(
      new ServiceError('booking/end-too-early'),
    );
    const mine = await card(rental.id);
    await user.click(within(mine).getByRole('button', { name: notice }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Donner congé pour cette location\u00a0?',
    });
    const last = addDays(earliest(), 3);
    const field = within(dialog).getByLabelText('Dernier jour de location');
    await user.type(field, last);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le congé' }));
    expect(
      await within(dialog).findByText(
        `Choisissez le ${formatDay(earliest())} ou un jour suivant : le préavis est d'un mois.`,
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue(last);
  });

  it('is not offered on a daily or a fixed booking', async () => {
    await openDashboard('tenant');
    // the demo tenant has daily bookings and fixed monthly ones only
    await card('bkg-01');
    expect(screen.queryByRole('button', { name: /^Donner congé/ })).not.toBeInTheDocument();
  });
});

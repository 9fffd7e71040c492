/**
 * A booking of several places of a shared space says how many, wherever it is shown: the
 * tenant's and the host's booking cards, the admin's booking details. Its price is for all of
 * them, so without the count it cannot be checked.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingDetails } from '@/features/admin/components/BookingDetails';
import { BookingCard } from '@/features/booking/components/BookingCard';
import { booking } from '../factories';
import { renderWithProviders, testBackend } from '../utils';

const NOW = new Date('2026-06-01T09:00:00Z');

describe('the places of a booking', () => {
  it.each(['tenant', 'host'] as const)("shows them on the %s's booking card", async (viewer) => {
    renderWithProviders(
      <BookingCard booking={booking({ places: 3, totalPrice: 1200 })} viewer={viewer} now={NOW} />,
      { backend: await testBackend() },
    );
    expect(await screen.findByRole('article')).toHaveTextContent('3 places par jour');
  });

  it('says nothing of places on a booking of one', async () => {
    renderWithProviders(<BookingCard booking={booking()} viewer="tenant" now={NOW} />, {
      backend: await testBackend(),
    });
    expect(await screen.findByRole('article')).not.toHaveTextContent(/place/);
  });

  it("shows them in the admin's booking details", async () => {
    renderWithProviders(
      <BookingDetails booking={booking({ places: 2 })} titleId="t" from="?tab=pending" />,
      { backend: await testBackend() },
    );
    const places = await screen.findByText('Places');
    expect(places.tagName).toBe('DT');
    expect(places.nextElementSibling).toHaveTextContent('2 places par jour');
  });

  it("leaves the admin's details without a places line for a booking of one", async () => {
    renderWithProviders(<BookingDetails booking={booking()} titleId="t" from="?tab=pending" />, {
      backend: await testBackend(),
    });
    expect(await screen.findByText('Dates')).toBeInTheDocument();
    expect(screen.queryByText('Places')).not.toBeInTheDocument();
  });

  it.each([
    {
      kind: 'an open-ended rental its monthly price and what its months invoiced came to',
      rental: { isIndefinite: true, endDate: null, totalPrice: 21_000, status: 'confirmed' },
      line: '7 000 MAD/mois · 21 000 MAD facturés (3 mois)',
    },
    {
      kind: 'an open-ended rental still to validate its first month, nothing invoiced yet',
      rental: { isIndefinite: true, endDate: null, totalPrice: 7_000, status: 'pending_admin' },
      line: '7 000 MAD/mois · premier mois 7 000 MAD',
    },
    {
      kind: 'a fixed rental its total and its monthly price',
      rental: { isIndefinite: false, totalPrice: 14_000 },
      line: '14 000 MAD · 7 000 MAD/mois',
    },
  ] as const)('gives $kind', async ({ rental, line }) => {
    const b = booking({ rentalType: 'monthly', monthlyPrice: 7000, ...rental });
    renderWithProviders(<BookingDetails booking={b} titleId="t" from="?tab=history" />, {
      backend: await testBackend(),
    });
    const price = await screen.findByText('Prix');
    expect(price.nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(line);
  });
});

describe('a confirmed booking whose days have begun', () => {
  // NOW is 1 June 2026 in Morocco
  const shown = async (b: Parameters<typeof booking>[0]) => {
    const { unmount } = renderWithProviders(
      <BookingCard booking={booking({ status: 'confirmed', ...b })} viewer="tenant" now={NOW} />,
      { backend: await testBackend() },
    );
    const card = await screen.findByRole('article');
    const text = card.textContent;
    unmount();
    return text;
  };

  it('says beside « Confirmée » whether the stay is under way or over', async () => {
    expect(await shown({ startDate: '2026-05-20', endDate: '2026-05-22' })).toContain(
      'ConfirméeSéjour terminé',
    );
    expect(await shown({ startDate: '2026-05-31', endDate: '2026-06-02' })).toContain(
      'ConfirméeSéjour en cours',
    );
    const before = await shown({ startDate: '2026-06-02', endDate: '2026-06-03' });
    expect(before).toContain('Confirmée');
    expect(before).not.toMatch(/en cours|terminée?/);
  });

  it("says a monthly rental's, and nothing on a booking not confirmed", async () => {
    expect(
      await shown({
        rentalType: 'monthly',
        startDate: '2026-03-01',
        endDate: null,
        isIndefinite: true,
      }),
    ).toContain('ConfirméeLocation en cours');
    expect(
      await shown({ rentalType: 'monthly', startDate: '2026-03-01', endDate: '2026-04-30' }),
    ).toContain('ConfirméeLocation terminée');
    const cancelled = await shown({
      status: 'cancelled',
      startDate: '2026-05-20',
      endDate: '2026-05-22',
    });
    expect(cancelled).not.toMatch(/en cours|terminée?/);
  });
});

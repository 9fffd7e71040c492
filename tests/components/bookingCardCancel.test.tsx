/**
 * The tenant's booking card says how to cancel: « Annuler la réservation » while the admin has
 * not decided (canTenantCancel), then, once validated and before the stay, the way to the
 * support (cancelsThroughSupport; the terms' article 7). QA: a tenant with a validated booking
 * two weeks ahead found no way to cancel it on screen.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingCard } from '@/features/booking/components/BookingCard';
import { booking } from '../factories';
import { renderWithProviders, testBackend } from '../utils';

// 1 February 2026 in Morocco; the factory's stay is 2–3 February
const NOW = new Date('2026-02-01T09:00:00Z');
const SUPPORT_LINE = "Pour l'annuler, contactez le support en indiquant cette réservation.";

async function card(
  overrides: Parameters<typeof booking>[0],
  viewer: 'tenant' | 'host' = 'tenant',
) {
  renderWithProviders(
    <BookingCard
      booking={booking({ createdAt: new Date('2026-01-31T12:00:00Z'), ...overrides })}
      viewer={viewer}
      now={NOW}
      onCancel={() => undefined}
    />,
    { backend: await testBackend({ as: viewer }) },
  );
  return screen.findByRole('article');
}

describe("the tenant's way to cancel a booking", () => {
  it('leads a validated booking not begun to the support page', async () => {
    const article = await card({ status: 'confirmed' });
    expect(article).toHaveTextContent(SUPPORT_LINE);
    expect(within(article).getByRole('link', { name: 'contactez le support' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(within(article).queryByRole('button', { name: /Annuler/ })).toBeNull();
  });

  it('offers the button, not the support, while the admin has not decided', async () => {
    const article = await card({ status: 'pending_admin' });
    expect(within(article).getByRole('button', { name: /Annuler la réservation/ })).toBeVisible();
    expect(article).not.toHaveTextContent(/contactez le support/);
  });

  it.each([
    ['a stay begun today', { status: 'confirmed', startDate: '2026-02-01' }],
    ['a refused request', { status: 'rejected' }],
    ['a cancelled booking', { status: 'cancelled' }],
  ] as const)('says nothing of the support for %s', async (_, overrides) => {
    expect(await card(overrides)).not.toHaveTextContent(/contactez le support/);
  });

  it("says nothing of it on the host's card", async () => {
    expect(await card({ status: 'confirmed' }, 'host')).not.toHaveTextContent(/support/);
  });
});

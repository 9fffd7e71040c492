/**
 * Issue 13, item 7: the booking panel in reach on the listing page (sticky on desktop, a bottom
 * bar on phones that brings it up) and the monthly summary saying how months are counted.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMad } from '@/domain/format';
import { PriceSummary } from '@/features/booking/components/PriceSummary';
import { DEMO, renderApp, testBackend } from '../utils';

const PRICES = { pricePerDay: 300, pricePerMonth: 4000 };
const monthly = (startDate: string, endDate: string) => ({
  rentalType: 'monthly' as const,
  startDate,
  endDate,
  isIndefinite: false,
});

describe('monthly summary: how months are counted', () => {
  it('1 Dec → 1 Jan is two months started, and says where one month would end', () => {
    render(<PriceSummary listing={PRICES} choice={monthly('2026-12-01', '2027-01-01')} valid />);
    expect(screen.getByText(/^2 mois × 4/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Mois commencés : du 1er déc. au 1er janv. = 2 mois (chaque mois entamé est dû). Pour 1 mois, choisissez une fin au 31 déc. au plus tard.',
      ),
    ).toBeInTheDocument();
  });

  it('whole months get the count without the hint', () => {
    render(<PriceSummary listing={PRICES} choice={monthly('2026-12-01', '2027-02-28')} valid />);
    expect(
      screen.getByText(
        'Mois commencés : du 1er déc. au 28 févr. = 3 mois (chaque mois entamé est dû).',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of months for a daily rental, an indefinite one or an invalid choice', () => {
    const { rerender } = render(
      <PriceSummary
        listing={PRICES}
        choice={{ ...monthly('2026-12-01', '2026-12-03'), rentalType: 'daily' }}
        valid
      />,
    );
    expect(screen.queryByText(/Mois commencés/)).not.toBeInTheDocument();
    rerender(
      <PriceSummary
        listing={PRICES}
        choice={{ ...monthly('2026-12-01', ''), isIndefinite: true }}
        valid
      />,
    );
    expect(screen.queryByText(/Mois commencés/)).not.toBeInTheDocument();
    rerender(
      <PriceSummary listing={PRICES} choice={monthly('2026-12-01', '2027-01-01')} valid={false} />,
    );
    expect(screen.queryByText(/Mois commencés/)).not.toBeInTheDocument();
  });
});

describe('listing page: the booking panel in reach', () => {
  it('keeps the panel sticky on desktop and shows a phone bar whose "Réserver" brings it up', async () => {
    const user = userEvent.setup();
    const backend = await testBackend();
    const listing = (await backend.listings.getListing('lst-casa-01'))!;
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: listing.title });

    // Desktop: the aside sticks under the navigation bar while the page scrolls.
    const aside = screen.getByRole('complementary');
    expect(aside).toHaveClass('lg:sticky', 'lg:top-24', 'lg:self-start');

    // Phone: a bar with the price and "Réserver", hidden from lg up; sticky at the bottom, in
    // the flow after the content, so it never covers the page's end.
    const bar = screen.getByRole('region', { name: 'Réserver ce bureau' });
    expect(bar).toHaveClass('sticky', 'bottom-0', 'lg:hidden');
    expect(bar.textContent?.replace(/\s/g, ' ')).toContain(
      `${formatMad(listing.pricePerDay)} /jour`.replace(/\s/g, ' '),
    );
    expect(aside.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Réserver' }));
    const panel = document.getElementById('booking-panel')!;
    expect(aside).toContainElement(panel);
    expect(scrolled).toEqual([panel]);
    expect(panel).toHaveFocus();
    spy.mockRestore();
  });

  it('shows no "Réserver" bar to who cannot book: a host, on their listing or another', async () => {
    const host = await testBackend({ as: 'host' });
    const own = (await host.listings.getListing('lst-casa-01'))!;
    expect(own.hostId).toBe(DEMO.host.uid);
    const { unmount } = renderApp({ backend: host, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: own.title });
    // (a visitor sees it until the session is known)
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Réserver ce bureau' })).toBeNull(),
    );
    unmount();
    renderApp({ backend: host, route: '/listing/lst-casa-04' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Réserver ce bureau' })).toBeNull(),
    );
  });

  it('shows it to a signed-in tenant', async () => {
    const tenant = await testBackend({ as: 'tenant' });
    renderApp({ backend: tenant, route: '/listing/lst-casa-04' });
    expect(await screen.findByRole('region', { name: 'Réserver ce bureau' })).toBeInTheDocument();
  });
});

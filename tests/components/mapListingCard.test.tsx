/**
 * The card a marker of the results map opens (src/features/listings/map/MapListingCard.tsx):
 * its title is a heading at the level of the result cards of the list (h2, under the search
 * page's h1), not one that skips a level (axe heading-order).
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MapListingCard } from '@/features/listings/map/MapListingCard';
import { buildSeed } from '@/services/seed/data';

const listing = buildSeed(new Date()).listings[0];

it('titles the selected listing with an h2, as the result cards', () => {
  render(
    <MemoryRouter>
      <MapListingCard listing={listing} onClose={() => {}} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: listing.title })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
});

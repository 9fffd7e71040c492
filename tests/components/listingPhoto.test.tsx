/**
 * A listing photo that did not load (offline) says so, not « Photo à venir » (no photo yet),
 * and is asked for again when the network comes back (QA, 7 December 2026: the placeholder
 * stayed once online). src/features/listings/components/ListingPhoto.tsx.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingPhoto } from '@/features/listings/components/ListingPhoto';

describe('ListingPhoto', () => {
  it('says a photo did not load, and asks for it again when the network is back', () => {
    render(<ListingPhoto src="https://maktabi.ma/p/salle.webp" sizes="100vw" alt="La salle" />);
    const first = screen.getByRole('img', { name: 'La salle' });
    fireEvent.error(first);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Photo non chargée')).toBeInTheDocument();
    expect(screen.queryByText('Photo à venir')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const again = screen.getByRole('img', { name: 'La salle' });
    // a new element, which the browser fetches anew
    expect(again).not.toBe(first);
    expect(screen.queryByText('Photo non chargée')).not.toBeInTheDocument();
  });

  it('keeps « Photo à venir » for a listing without photo', () => {
    render(<ListingPhoto src={undefined} sizes="100vw" alt="La salle" />);
    expect(screen.getByText('Photo à venir')).toBeInTheDocument();
  });
});

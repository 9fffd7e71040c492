import { render, screen } from '@testing-library/react';
import { ListingLink } from '@/features/admin/components/BookingDetails';

/** The new-tab icon of an admin's link to a listing holds to its last word (a 390 px phone). */
describe('the admin link to a listing', () => {
  it('holds the icon to the last word, the title whole for what it labels', () => {
    render(
      <ListingLink id="lst-marrakech-02" textId="t1">
        Bureau au calme dans la Palmeraie
      </ListingLink>,
    );
    // (jsdom joins the hidden hint without its space: it knows no CSS of sr-only)
    const link = screen.getByRole('link', {
      name: /^Bureau au calme dans la Palmeraie ?\(s'ouvre dans un nouvel onglet\)$/,
    });
    expect(link).toHaveAttribute('href', '/listing/lst-marrakech-02');
    expect(link).toHaveAttribute('target', '_blank');
    const held = link.querySelector('.whitespace-nowrap')!;
    expect(held.textContent).toBe('Palmeraie');
    expect(held.querySelector('svg')).not.toBeNull();
    // the row and its buttons are named by the title alone
    expect(document.getElementById('t1')!.textContent).toBe('Bureau au calme dans la Palmeraie');
  });

  it('holds nothing but the icon when the last word is too long to keep on one line', () => {
    const word = 'Palmeraie-Ennakhil-Marrakech-Sud';
    render(<ListingLink id="x">{`Bureau ${word}`}</ListingLink>);
    const held = screen.getByRole('link').querySelector('.whitespace-nowrap')!;
    expect(held.textContent).toBe('');
    expect(held.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link')).toHaveTextContent(`Bureau ${word}`);
  });

  it('holds a one-word title whole', () => {
    render(<ListingLink id="x">Atelier</ListingLink>);
    expect(screen.getByRole('link').querySelector('.whitespace-nowrap')!.textContent).toBe(
      'Atelier',
    );
  });
});

/**
 * Issue 17, item 3: a photo stored in widths reaches the screen as srcset + sizes, so that the
 * browser downloads the narrowest file that fills the drawn box (a phone never gets the 1600 px
 * file); an illustration or a photo stored before widths stays one plain src.
 */
import { screen, within } from '@testing-library/react';
import { ListingCardGrid } from '@/features/listings/components/ListingCard';
import { GALLERY_SIZES, GRID_PHOTO_SIZES } from '@/domain/photoSizes';
import { renderApp, renderWithProviders, testBackend, withListings } from '../utils';
import { listing } from '../factories';

const url = (name: string) =>
  `https://firebasestorage.googleapis.com/v0/b/maktabi.appspot.com/o/listings%2Flst-test-01%2F${name}?alt=media&token=t-1`;
const widths = (index: number) =>
  [480, 960, 1600].map((w) => `${url(`${index}_p-${w}w.webp`)}#${w}w`).join('|');
const srcset = (index: number) =>
  [480, 960, 1600].map((w) => `${url(`${index}_p-${w}w.webp`)} ${w}w`).join(', ');

describe('responsive photos', () => {
  it("a card offers every width with the grid's sizes; a plain address stays plain", async () => {
    const backend = await testBackend();
    renderWithProviders(
      <ListingCardGrid
        headingLevel="h2"
        listings={[
          listing({ id: 'lst-a', title: 'Bureau A', photos: [widths(0)] }),
          listing({ id: 'lst-b', title: 'Bureau B', photos: ['/seed/office-02.svg'] }),
        ]}
      />,
      { backend },
    );
    const a = await screen.findByRole('img', { name: 'Bureau A' });
    expect(a).toHaveAttribute('srcset', srcset(0));
    expect(a).toHaveAttribute('sizes', GRID_PHOTO_SIZES);
    expect(a).toHaveAttribute('src', url('0_p-1600w.webp'));
    // the first row is the page's largest paint: still fetched first
    expect(a).toHaveAttribute('fetchpriority', 'high');
    const b = screen.getByRole('img', { name: 'Bureau B' });
    expect(b).toHaveAttribute('src', '/seed/office-02.svg');
    expect(b).not.toHaveAttribute('srcset');
    expect(b).not.toHaveAttribute('sizes');
  });

  it("the listing page's gallery and its thumbnails choose their width too", async () => {
    const backend = await testBackend();
    const stored = (await backend.listings.getListing('lst-casa-01'))!;
    const getListing = vi.fn().mockResolvedValue({ ...stored, photos: [widths(0), widths(1)] });
    renderApp({ backend: withListings(backend, { getListing }), route: '/listing/lst-casa-01' });
    const gallery = await screen.findByRole('region', { name: /photos/i });
    const main = within(gallery).getByRole('img', { name: /photo 1 sur 2/ });
    expect(main).toHaveAttribute('srcset', srcset(0));
    expect(main).toHaveAttribute('sizes', GALLERY_SIZES);
    const thumbs = within(gallery)
      .getAllByRole('button', { name: 'Afficher la photo 2' })
      .map((b) => b.querySelector('img')!);
    expect(thumbs[0]).toHaveAttribute('srcset', srcset(1));
    expect(thumbs[0]).toHaveAttribute('sizes', '96px');
  });
});

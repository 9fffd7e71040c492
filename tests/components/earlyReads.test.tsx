/**
 * Early reads (issue 17, src/services/earlyReads.ts, src/app/earlyReads.ts): the read started
 * at boot is the one the page uses — the page's own call reaches the backend only when its
 * arguments differ, or the read was already handed out, or it is too old.
 */
import { screen, waitFor } from '@testing-library/react';
import { earlyReadsFor } from '@/app/earlyReads';
import { addDays, todayInMorocco } from '@/domain/days';
import type { Backend, ListingsService } from '@/services';
import { EARLY_READ_TTL_MS, withEarlyReads } from '@/services/earlyReads';
import { photoSources } from '@/domain/photos';
import { GALLERY_SIZES, SEARCH_RESULT_SIZES } from '@/domain/photoSizes';
import { preloadPhoto } from '@/lib/preloadPhoto';
import { renderApp, testBackend, withListings } from '../utils';

type Counted = 'getListing' | 'listListings' | 'searchListings';

/** The backend, counting the calls that reach its reads. */
function counting(backend: Backend) {
  const calls: Record<Counted, unknown[][]> = {
    getListing: [],
    listListings: [],
    searchListings: [],
  };
  const l = backend.listings;
  const overrides: Partial<ListingsService> = {
    getListing: (...a) => (calls.getListing.push(a), l.getListing(...a)),
    listListings: (...a) => (calls.listListings.push(a), l.listListings(...a)),
    searchListings: (...a) => (calls.searchListings.push(a), l.searchListings(...a)),
  };
  return { backend: withListings(backend, overrides), calls };
}

/** The app at `route`, as it boots: the address's early reads first, then the page. */
async function boot(route: string) {
  const url = new URL(route, 'http://localhost');
  const { backend, calls } = counting(await testBackend());
  const preload = vi.fn<typeof preloadPhoto>();
  const early = withEarlyReads(
    backend,
    earlyReadsFor(url.pathname, url.search, todayInMorocco(), preload),
  );
  const app = renderApp({ backend: early, route });
  return { calls, app, preload };
}

/** The srcset and sizes the page's `<img>` has, and those the preload was asked for. */
function sameFile(img: HTMLElement, preload: ReturnType<typeof vi.fn<typeof preloadPhoto>>) {
  expect(preload).toHaveBeenCalledTimes(1);
  const [entry, sizes] = preload.mock.calls[0];
  const { src, srcSet } = photoSources(entry ?? '');
  expect(img).toHaveAttribute('src', src);
  if (srcSet) {
    expect(img).toHaveAttribute('srcset', srcSet);
    expect(img).toHaveAttribute('sizes', sizes);
  } else {
    // a photo in one width (the seed's illustrations): the address alone
    expect(img).not.toHaveAttribute('srcset');
  }
}

/** The search page has shown its first page (its skeleton is gone). */
async function searchDone() {
  expect(await screen.findByText('Recherche des bureaux…')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Recherche des bureaux…')).toBeNull(), {
    timeout: 3000,
  });
}

describe('early reads: the page uses the read started at boot', () => {
  it('home: one read of the featured listings', async () => {
    const { calls } = await boot('/');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(calls.listListings).toEqual([[{ limit: 6 }]]);
  });

  it('search with a city, filters, dates and places: one read of the first page', async () => {
    const from = addDays(todayInMorocco(), 10);
    const to = addDays(todayInMorocco(), 12);
    const { calls } = await boot(
      `/search?city=Casablanca&spaceType=individual&minPrice=100&du=${from}&au=${to}&places=2`,
    );
    await searchDone();
    expect(calls.searchListings).toHaveLength(1);
    const [request] = calls.searchListings[0] as [{ filters: Record<string, unknown> }];
    expect(request.filters).toMatchObject({
      city: 'Casablanca',
      spaceType: 'individual',
      minPrice: 100,
      dates: { from, to },
      places: 2,
    });
  });

  it('search in another spelling: still one read (the same key as the page)', async () => {
    const { calls } = await boot(
      '/search?minPrice=0100&city=casablanca&amenities=Parking,Climatisation',
    );
    await searchDone();
    expect(calls.searchListings).toHaveLength(1);
  });

  it('listing: one read of the listing', async () => {
    const { calls } = await boot('/listing/lst-casa-01');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(calls.getListing.filter(([id]) => id === 'lst-casa-01')).toHaveLength(1);
  });

  it("search: the first result's photo is preloaded, the very file its card draws", async () => {
    const { preload } = await boot('/search?city=Casablanca');
    await searchDone();
    const [first] = screen.getAllByRole('article');
    const img = first.querySelector('img')!;
    sameFile(img, preload);
    expect(preload.mock.calls[0][1]).toBe(SEARCH_RESULT_SIZES);
  });

  it('listing: its main photo is preloaded, the very file the gallery draws', async () => {
    const { preload } = await boot('/listing/lst-casa-01');
    const title = await screen.findByRole('heading', { level: 1 });
    const main = screen.getAllByRole('img', { name: new RegExp(title.textContent!) })[0];
    sameFile(main, preload);
    expect(preload.mock.calls[0][1]).toBe(GALLERY_SIZES);
  });

  it('home: no photo preload (its largest paint is the hero text)', async () => {
    const { preload } = await boot('/');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(preload).not.toHaveBeenCalled();
  });

  it('works out today only for a search with a range of days (the Intl formatter it costs)', () => {
    const today = vi.fn(() => '2026-11-25');
    expect(earlyReadsFor('/', '', today)).toHaveLength(1);
    expect(earlyReadsFor('/listing/lst-1', '', today)).toHaveLength(1);
    expect(earlyReadsFor('/search', '?city=Casablanca&du=2026-12-01', today)).toHaveLength(1);
    expect(today).not.toHaveBeenCalled();
    const ranged = '?city=Casablanca&du=2026-12-01&au=2026-12-03';
    const [read] = earlyReadsFor('/search', ranged, today);
    expect(today).toHaveBeenCalled();
    // the same request as with the day itself, and its range kept: today was compared with it
    expect(read.args).toEqual(earlyReadsFor('/search', ranged, '2026-11-25')[0].args);
    expect(read.args).toMatchObject([
      { filters: { dates: { from: '2026-12-01', to: '2026-12-03' } } },
    ]);
    // a range already past on that day is dropped, as the page drops it
    const [past] = earlyReadsFor('/search', ranged, () => '2026-12-02');
    expect(past.args).toMatchObject([{ filters: { dates: null } }]);
  });

  it('other pages start no read', () => {
    expect(earlyReadsFor('/login', '', '2026-11-25')).toEqual([]);
    expect(earlyReadsFor('/dashboard', '', '2026-11-25')).toEqual([]);
    expect(earlyReadsFor('/listing/', '', '2026-11-25')).toEqual([]);
  });
});

describe('withEarlyReads', () => {
  async function setup(now: () => number = Date.now) {
    const { backend, calls } = counting(await testBackend());
    const early = withEarlyReads(backend, [{ method: 'getListing', args: ['lst-casa-01'] }], now);
    return { early, calls };
  }

  it('starts the reads at once and hands each out once', async () => {
    const { early, calls } = await setup();
    expect(calls.getListing).toHaveLength(1);
    const first = await early.listings.getListing('lst-casa-01');
    expect(first?.id).toBe('lst-casa-01');
    expect(calls.getListing).toHaveLength(1);
    // A retry or a second visit reads again.
    await early.listings.getListing('lst-casa-01');
    expect(calls.getListing).toHaveLength(2);
  });

  it('other arguments go to the backend', async () => {
    const { early, calls } = await setup();
    await early.listings.getListing('lst-rabat-01');
    expect(calls.getListing.map(([id]) => id)).toEqual(['lst-casa-01', 'lst-rabat-01']);
  });

  it('a read older than the time limit is not handed out', async () => {
    let t = 1_000;
    const { early, calls } = await setup(() => t);
    t += EARLY_READ_TTL_MS + 1;
    await early.listings.getListing('lst-casa-01');
    expect(calls.getListing).toHaveLength(2);
  });

  it('a failed read reaches the page as its failure, and is not an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const backend = await testBackend();
      const failing = withListings(backend, {
        getListing: () => Promise.reject(new Error('unavailable')),
      });
      const onRead = vi.fn();
      const early = withEarlyReads(failing, [
        { method: 'getListing', args: ['lst-casa-01'], onRead },
      ]);
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).not.toHaveBeenCalled();
      expect(onRead).not.toHaveBeenCalled();
      await expect(early.listings.getListing('lst-casa-01')).rejects.toThrow('unavailable');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('keeps the rest of the backend as it is', async () => {
    const backend = await testBackend();
    expect(withEarlyReads(backend, [])).toBe(backend);
    const early = withEarlyReads(backend, [{ method: 'listListings', args: [{ limit: 6 }] }]);
    expect(early.auth).toBe(backend.auth);
    expect(early.kind).toBe('local');
    expect('resetDemoData' in early).toBe(true);
    expect(early.listings.getUnavailableDays).toBe(backend.listings.getUnavailableDays);
  });
});

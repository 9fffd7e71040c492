/**
 * The listing page's map is below the fold: it loads and draws when the visitor nears the
 * Localisation section (useNearViewport), not during the page's start-up (issue 17, TBT).
 * The map module is replaced by a stand-in that says when it renders: a lazy import of it
 * resolves at once, so a map rendered without waiting for the visitor would be seen.
 */
import { act, screen, within } from '@testing-library/react';
import { renderApp, testBackend } from '../utils';

const rendered = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/listings/map/ListingOfflineMap', () => ({
  default: ({ address }: { address: string }) => {
    rendered.count += 1;
    return <section aria-label={`Carte\u00a0: ${address}`} />;
  },
}));

interface Watcher {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
}
const watchers: Watcher[] = [];

beforeEach(() => {
  rendered.count = 0;
  watchers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      watcher: Watcher;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.watcher = { callback, options, targets: [] };
        watchers.push(this.watcher);
      }
      observe(target: Element) {
        this.watcher.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.watcher.targets = [];
      }
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('listing page: the map waits for the visitor', () => {
  it('shows the address and the link at once, and the map once the section nears the screen', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1 });
    const location = screen.getByRole('region', { name: 'Localisation' });
    expect(within(location).getByText(/Maârif, Casablanca/)).toBeVisible();
    expect(within(location).getByRole('link', { name: /Voir sur Google Maps/ })).toBeVisible();
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(rendered.count).toBe(0);
    expect(within(location).queryByRole('region', { name: /^Carte\u00a0: / })).toBeNull();

    const watcher = watchers.find((w) => w.targets.includes(location));
    expect(watcher?.options?.rootMargin).toBe('600px');
    // still far: nothing
    act(() =>
      watcher!.callback(
        [{ isIntersecting: false, target: location } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(rendered.count).toBe(0);
    // near: the map
    act(() =>
      watcher!.callback(
        [{ isIntersecting: true, target: location } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await within(location).findByRole('region', { name: /^Carte\u00a0: / });
    expect(rendered.count).toBeGreaterThan(0);
  });
});

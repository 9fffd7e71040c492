/**
 * Where a page opens (src/app/layout/ScrollRestoration.tsx): Back returns to where that entry
 * was scrolled, a new page starts at the top, and the positions survive a reload through
 * sessionStorage (src/lib/scrollPositions.ts). jsdom lays nothing out: window.scrollY is
 * played by the test, and scrollTo moves it. tests/e2e/backToResults.e2e.mjs checks the same in
 * Chromium, with the card opened back where it was.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_REMEMBERED,
  persistScroll,
  rememberScroll,
  rememberedScroll,
  resetScrollMemory,
} from '@/lib/scrollPositions';
import { renderApp, testBackend } from '../utils';

let y = 0;
const scrollTo = vi.fn((_x: number, top: number) => {
  y = top;
});

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

/** The user scrolls the window to `top`. */
function scrollBy(top: number) {
  y = top;
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('scroll positions', () => {
  it('keeps the most recent entries, and a reload finds them in sessionStorage', () => {
    for (let i = 0; i <= MAX_REMEMBERED; i += 1) rememberScroll(`k${i}`, i * 10);
    expect(rememberedScroll('k0')).toBeUndefined();
    expect(rememberedScroll('k1')).toBe(10);
    rememberScroll('k1', 12.6); // seen again: the most recent now
    rememberScroll('k-new', 5);
    expect(rememberedScroll('k1')).toBe(13);
    expect(rememberedScroll('k2')).toBeUndefined();
    persistScroll();
    resetScrollMemory();
    expect(rememberedScroll('k1')).toBe(13);
    expect(rememberedScroll('k-new')).toBe(5);
  });

  it('reads nothing wrong from a spoilt store', () => {
    sessionStorage.setItem('maktabi.scroll', '[["a",-4],["b","x"],["c",40],7]');
    resetScrollMemory();
    expect(rememberedScroll('a')).toBeUndefined();
    expect(rememberedScroll('b')).toBeUndefined();
    expect(rememberedScroll('c')).toBe(40);
    sessionStorage.setItem('maktabi.scroll', '{not json');
    resetScrollMemory();
    expect(rememberedScroll('c')).toBeUndefined();
  });
});

describe('ScrollRestoration', () => {
  it('opens a new page at the top and goes back to where the previous one was', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search?city=Rabat' });
    await screen.findByText('4 bureaux trouvés à Rabat');
    scrollBy(640);
    await act(() => router.navigate('/help'));
    await screen.findByRole('heading', { level: 1, name: "Centre d'aide" });
    // (the place is set by an effect once the page is drawn: waited for, not read at once)
    await waitFor(() => expect(y).toBe(0));
    scrollBy(120);
    await act(() => router.navigate(-1));
    await screen.findByText('4 bureaux trouvés à Rabat');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
    expect(y).toBe(640);
    // Forward: the help page where it was left
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { level: 1, name: "Centre d'aide" });
    await waitFor(() => expect(y).toBe(120));
  });

  it('holds the place until the page is as tall as it was: growth above it moves nothing', async () => {
    // The page's height, and the ResizeObserver the restoration listens to, played by the test.
    let height = 5000;
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
    const growth: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          growth.push(this.callback);
        }
        disconnect() {
          growth.splice(growth.indexOf(this.callback), 1);
        }
      },
    );
    const grow = (to: number, anchoredY?: number) => {
      height = to;
      // the browser's scroll anchoring keeps what was in view: the window goes down
      if (anchoredY !== undefined) y = anchoredY;
      act(() => growth.forEach((callback) => callback()));
    };
    try {
      const backend = await testBackend();
      const { router } = renderApp({ backend, route: '/search?city=Rabat' });
      await screen.findByText('4 bureaux trouvés à Rabat');
      scrollBy(2400);
      await act(() => router.navigate('/help'));
      await screen.findByRole('heading', { level: 1, name: "Centre d'aide" });
      height = 3000; // Back: the page comes back shorter, and grows
      await act(() => router.navigate(-1));
      await screen.findByText('4 bureaux trouvés à Rabat');
      await waitFor(() => expect(y).toBe(2400));
      grow(4200, 2700); // reached, but something above grew after
      expect(y).toBe(2400);
      grow(5000, 2650);
      expect(y).toBe(2400);
      // back to its height: done; the user's own moves are left alone
      expect(growth).toHaveLength(0);
      scrollBy(2800);
      grow(5200);
      expect(y).toBe(2800);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('returns to the top of an entry that was never scrolled', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    await screen.findByText('20+ bureaux trouvés');
    await act(() => router.navigate('/search?city=Rabat'));
    await screen.findByText('4 bureaux trouvés à Rabat');
    scrollBy(700);
    await act(() => router.navigate(-1));
    await screen.findByText('20+ bureaux trouvés');
    await waitFor(() => expect(y).toBe(0));
  });

  it('moves nothing for a new address of the same page (a filter)', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    await screen.findByText('20+ bureaux trouvés');
    scrollBy(300);
    scrollTo.mockClear();
    await act(() => router.navigate('/search?city=Rabat'));
    await screen.findByText('4 bureaux trouvés à Rabat');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(y).toBe(300);
  });
});

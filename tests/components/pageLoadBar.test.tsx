/**
 * While the next page's chunk is on its way, the page before stays on screen (the router's
 * transition): PageLoadBar says it is loading, past a short delay (QA: a slow network looked
 * like a dead click). src/lib/pageLoads.ts counts the loads; src/app/routes.tsx reports them.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_BAR_DELAY_MS, PageLoadBar } from '@/app/layout/PageLoadBar';
import { pageLoadsPending, trackPageLoad } from '@/lib/pageLoads';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PageLoadBar', () => {
  it('says « Chargement de la page… » while a page loads for longer than its delay', async () => {
    render(<PageLoadBar />);
    const status = document.querySelector<HTMLElement>('[data-page-load]')!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    const load = deferred();
    act(() => void trackPageLoad(load.promise));
    act(() => vi.advanceTimersByTime(PAGE_LOAD_BAR_DELAY_MS - 1));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Chargement de la page…');
    await act(async () => load.resolve());
    expect(status).toBeEmptyDOMElement();
    expect(pageLoadsPending()).toBe(0);
  });

  it('shows nothing for a page that arrives within the delay, and counts a failed load out', async () => {
    render(<PageLoadBar />);
    const quick = deferred();
    act(() => void trackPageLoad(quick.promise));
    await act(async () => quick.resolve());
    act(() => vi.advanceTimersByTime(PAGE_LOAD_BAR_DELAY_MS * 2));
    expect(document.querySelector('[data-page-load]')).toBeEmptyDOMElement();

    const failing = deferred();
    act(() => void trackPageLoad(failing.promise).catch(() => undefined));
    act(() => vi.advanceTimersByTime(PAGE_LOAD_BAR_DELAY_MS));
    expect(document.querySelector('[data-page-load]')).toHaveTextContent('Chargement de la page…');
    await act(async () => failing.reject(new Error('offline')));
    expect(document.querySelector('[data-page-load]')).toBeEmptyDOMElement();
    expect(pageLoadsPending()).toBe(0);
  });
});

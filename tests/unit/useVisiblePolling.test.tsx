import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisiblePolling } from '@/hooks/useVisiblePolling';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useVisiblePolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('polls every interval while the page is visible', () => {
    const poll = vi.fn();
    renderHook(() => useVisiblePolling(poll, 1000));
    expect(poll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('pauses in the background and asks at once on return', () => {
    const poll = vi.fn();
    renderHook(() => useVisiblePolling(poll, 1000));
    setVisibility('hidden');
    vi.advanceTimersByTime(5000);
    expect(poll).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('asks nothing when disabled, and stops when unmounted', () => {
    const poll = vi.fn();
    const { rerender, unmount } = renderHook(({ on }) => useVisiblePolling(poll, 1000, on), {
      initialProps: { on: false },
    });
    vi.advanceTimersByTime(3000);
    expect(poll).not.toHaveBeenCalled();
    rerender({ on: true });
    vi.advanceTimersByTime(1000);
    expect(poll).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(3000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ fn }) => useVisiblePolling(fn, 1000), {
      initialProps: { fn: first },
    });
    rerender({ fn: second });
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

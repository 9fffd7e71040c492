import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The Firebase backend's write plans come with the first write (src/services/firebase/plans.ts;
 * scripts/bundle-budget.mjs keeps them out of its start-up). A chunk that did not arrive
 * (offline) fails that write as `unavailable`, the code the pages read as a connection problem,
 * and the next write fetches it again.
 */
describe('the write plans, fetched with the first write', () => {
  afterEach(() => {
    vi.doUnmock('@/services/shared/plans');
    vi.resetModules();
  });

  it('fail a write as unavailable while their chunk cannot be fetched, then arrive', async () => {
    vi.resetModules();
    let online = false;
    let fetched = 0;
    vi.doMock('@/services/shared/plans', async (original) => {
      fetched += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    const { plans } = await import('@/services/firebase/plans');
    const { ServiceError } = await import('@/services/types');
    const failed = await plans().catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ServiceError);
    expect(failed).toMatchObject({ code: 'unavailable' });
    expect(fetched).toBe(1);

    online = true;
    const loaded = await plans();
    expect(typeof loaded.planCreateBooking).toBe('function');
    expect(fetched).toBe(2);
    // fetched once: every later write reuses it
    expect(await plans()).toBe(loaded);
    expect(fetched).toBe(2);
  });
});

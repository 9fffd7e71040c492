/**
 * useAdminStats (src/features/admin/useAdminStats.ts): the dashboard's counters, kept in step
 * with the screen's decisions (`update`) and read again quietly when the chores changed them
 * (`refresh`). A read that began before a decision landed may not count it: it is read again.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { AdminStats } from '@/domain/types';
import { useAdminStats } from '@/features/admin/useAdminStats';
import type { AdminSession } from '@/services';

const stats = (confirmedRevenue: number): AdminStats => ({
  users: 3,
  hosts: 1,
  tenants: 2,
  listingsApproved: 4,
  listingsWaiting: 1,
  revisionsWaiting: 0,
  listingsRefused: 0,
  bookingsByStatus: { pending: 0, pending_admin: 1, confirmed: 2, rejected: 0, cancelled: 0 },
  confirmedRevenue,
  expiredRequests: 0,
});

/** A session whose stats() answers are released by hand, in the order asked. */
function session() {
  const pending: { resolve: (s: AdminStats) => void; reject: (e: unknown) => void }[] = [];
  const s = {
    stats: vi.fn(
      () =>
        new Promise<AdminStats>((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
    ),
  } as unknown as AdminSession;
  return { s, pending };
}

const revenue = (state: ReturnType<typeof useAdminStats>['state']) =>
  state.status === 'success' ? state.data.confirmedRevenue : state.status;

describe('useAdminStats', () => {
  it('refresh reads again without a skeleton, and keeps the figures if that read fails', async () => {
    const { s, pending } = session();
    const { result } = renderHook(() => useAdminStats(s));
    expect(result.current.state.status).toBe('loading');
    await act(async () => pending[0]!.resolve(stats(1000)));
    expect(revenue(result.current.state)).toBe(1000);
    act(() => result.current.refresh());
    expect(revenue(result.current.state)).toBe(1000);
    await act(async () => pending[1]!.resolve(stats(1500)));
    expect(revenue(result.current.state)).toBe(1500);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => result.current.refresh());
    await act(async () => pending[2]!.reject(new Error('réseau')));
    expect(revenue(result.current.state)).toBe(1500);
  });

  it('reads again when a decision lands during a read, so the read cannot undo it', async () => {
    const { s, pending } = session();
    const { result } = renderHook(() => useAdminStats(s));
    await act(async () => pending[0]!.resolve(stats(1000)));
    // the chores issued a month: a quiet read starts; meanwhile the admin confirms 200 MAD
    act(() => result.current.refresh());
    act(() => result.current.update((x) => ({ ...x, confirmedRevenue: x.confirmedRevenue + 200 })));
    expect(revenue(result.current.state)).toBe(1200);
    // the read answers with figures from before the confirmation: they are not shown…
    await act(async () => pending[1]!.resolve(stats(1500)));
    expect(revenue(result.current.state)).toBe(1200);
    // …another read is made, after it, and its figures are
    await waitFor(() => expect(pending).toHaveLength(3));
    await act(async () => pending[2]!.resolve(stats(1700)));
    expect(revenue(result.current.state)).toBe(1700);
  });

  it('the first load, too: a decision taken while it loads is not lost', async () => {
    const { s, pending } = session();
    const { result } = renderHook(() => useAdminStats(s));
    act(() => result.current.update((x) => ({ ...x, confirmedRevenue: 0 })));
    await act(async () => pending[0]!.resolve(stats(1000)));
    expect(result.current.state.status).toBe('loading');
    await act(async () => pending[1]!.resolve(stats(1200)));
    expect(revenue(result.current.state)).toBe(1200);
  });
});

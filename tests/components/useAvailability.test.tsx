/**
 * useAvailability (src/features/booking/useAvailability.ts): about three months first, then only
 * the days after those loaded as the calendar or a choice reaches further; never further than
 * one read covers (MAX_AVAILABILITY_DAYS from today), so it never fails.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MAX_AVAILABILITY_DAYS } from '@/domain/availability';
import { addDays } from '@/domain/days';
import { useAvailability } from '@/features/booking/useAvailability';
import { BackendProvider } from '@/hooks/useBackend';
import type { Backend } from '@/services/types';
import { reportError } from '@/lib/reportError';
import { testBackend } from '../utils';

vi.mock('@/lib/reportError', () => ({ reportError: vi.fn() }));

const TODAY = '2026-11-27';

/** The backend's reads recorded as "from..to"; `hold` keeps each answer until it is released. */
async function recorded({ hold = false } = {}) {
  const backend = await testBackend();
  const asked: string[] = [];
  const pending: (() => void)[] = [];
  const getAvailability = backend.listings.getAvailability.bind(backend.listings);
  backend.listings.getAvailability = async (id, from, to) => {
    asked.push(`${from}..${to}`);
    if (hold) await new Promise<void>((resolve) => pending.push(resolve));
    return getAvailability(id, from, to);
  };
  return { backend, asked, pending };
}

function render(backend: Backend) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendProvider backend={backend}>{children}</BackendProvider>
  );
  return renderHook(() => useAvailability('lst-casa-01', TODAY), { wrapper }).result;
}

it('reads three months, then only the days after them, up to the limit and no further', async () => {
  const { backend, asked } = await recorded();
  const result = render(backend);
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked).toEqual([`${TODAY}..2027-02-27`]);
  expect(result.current.byDay.size).toBe(93);

  // the calendar shows a later month: the days after those loaded, to 92 days past it
  act(() => result.current.ensureLoaded('2027-04-30'));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked[1]).toBe('2027-02-28..2027-07-31');
  // both reads are kept, one entry a day
  expect(result.current.byDay.size).toBe(93 + 154);
  expect(result.current.byDay.has(TODAY)).toBe(true);
  expect(result.current.byDay.has('2027-07-31')).toBe(true);

  // a day already loaded (or asked for) asks nothing
  act(() => result.current.ensureLoaded('2027-07-31'));
  expect(asked).toHaveLength(2);

  // three years on: up to the limit, which one read still covers
  const furthest = addDays(TODAY, MAX_AVAILABILITY_DAYS - 1);
  act(() => result.current.ensureLoaded('2029-12-31'));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked[2]).toBe(`2027-08-01..${furthest}`);

  // further still: nothing more to ask
  act(() => result.current.ensureLoaded('2030-06-30'));
  expect(asked).toHaveLength(3);
  expect(result.current.status).toBe('ready');

  // "Réessayer" after a refusal reads every day asked for, in one read
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked[3]).toBe(`${TODAY}..${furthest}`);
  expect(result.current.byDay.size).toBe(MAX_AVAILABILITY_DAYS);
});

it('a wider need while the first read is on its way replaces it, from today', async () => {
  const { backend, asked, pending } = await recorded({ hold: true });
  const result = render(backend);
  await waitFor(() => expect(asked).toHaveLength(1));
  // a monthly rental's year, chosen before the three months came
  act(() => result.current.ensureLoaded('2027-11-26'));
  expect(asked[1]).toBe(`${TODAY}..2028-02-26`);
  // the first answer comes last: it is dropped, the wider one kept
  act(() => pending[1]!());
  await waitFor(() => expect(result.current.status).toBe('ready'));
  act(() => pending[0]!());
  await new Promise((r) => setTimeout(r, 20));
  expect(result.current.byDay.has('2028-02-26')).toBe(true);
  expect(result.current.byDay.size).toBe(457);
});

it('says when a read failed, and reads again what was asked', async () => {
  const { backend, asked } = await recorded();
  const real = backend.listings.getAvailability;
  let fail = false;
  backend.listings.getAvailability = async (id, from, to) => {
    if (fail) {
      asked.push(`${from}..${to} (échec)`);
      throw new Error('réseau');
    }
    return real(id, from, to);
  };
  const result = render(backend);
  await waitFor(() => expect(result.current.status).toBe('ready'));
  fail = true;
  act(() => result.current.ensureLoaded('2027-03-31'));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(reportError).toHaveBeenCalledWith(new Error('réseau'));
  // what was loaded stays
  expect(result.current.byDay.size).toBe(93);
  fail = false;
  act(() => result.current.reload());
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked.slice(1)).toEqual(['2027-02-28..2027-07-01 (échec)', `${TODAY}..2027-07-01`]);
});

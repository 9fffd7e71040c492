/**
 * useAvailability (src/features/booking/useAvailability.ts): the calendar moved years ahead asks
 * no further than one read covers (MAX_AVAILABILITY_DAYS from today), so it never fails.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MAX_AVAILABILITY_DAYS } from '@/domain/availability';
import { addDays } from '@/domain/days';
import { useAvailability } from '@/features/booking/useAvailability';
import { BackendProvider } from '@/hooks/useBackend';
import { testBackend } from '../utils';

const TODAY = '2026-11-27';

it('asks up to today + MAX_AVAILABILITY_DAYS at most, then no more, without an error', async () => {
  const backend = await testBackend();
  const asked: string[] = [];
  const getAvailability = backend.listings.getAvailability.bind(backend.listings);
  backend.listings.getAvailability = (id, from, to) => {
    asked.push(`${from}..${to}`);
    return getAvailability(id, from, to);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendProvider backend={backend}>{children}</BackendProvider>
  );
  const { result } = renderHook(() => useAvailability('lst-casa-01', TODAY), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked).toEqual([`${TODAY}..2027-11-27`]);

  // the calendar shows a month 19 months on: a year past it, within the limit
  act(() => result.current.ensureLoaded('2028-06-30'));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked[1]).toBe(`${TODAY}..2029-06-30`);

  // three years on: up to the limit, which one read still covers
  const furthest = addDays(TODAY, MAX_AVAILABILITY_DAYS - 1);
  act(() => result.current.ensureLoaded('2029-12-31'));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(asked[2]).toBe(`${TODAY}..${furthest}`);

  // further still: nothing more to ask
  act(() => result.current.ensureLoaded('2030-06-30'));
  expect(asked).toHaveLength(3);
  expect(result.current.status).toBe('ready');
});

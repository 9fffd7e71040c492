/**
 * TEMPORARY (issue 13, branch `cal`): the host calendar services are built by branch `avail`.
 * These stubs only let branch `cal` type-check until `avail` is merged; at the merge, delete
 * this file and its spread at the top of `createListingsService` (./listings.ts). They are
 * spread FIRST there, so a real implementation written after them always wins.
 */
import type { ListingsService } from '../types';

export const calendarStub: Pick<ListingsService, 'getHostCalendar' | 'blockDays' | 'unblockDays'> =
  {
    getHostCalendar: () => Promise.reject(new Error('not implemented')),
    blockDays: () => Promise.reject(new Error('not implemented')),
    unblockDays: () => Promise.reject(new Error('not implemented')),
  };

/**
 * The start-up entry's early reads of the current address (src/app/earlyReads.ts) work out
 * today's day in Morocco only when the address is a search with a range of days: doing it
 * builds the first Intl formatter on the main thread, first thing at start-up, before
 * public/intl-warmup.js has initialised Intl off it (docs/decisions.md "Start-up without long
 * tasks").
 */
import { earlyReadsHere } from '@/app/earlyReads';
import { todayInMorocco } from '@/domain/days';

vi.mock('@/domain/days', async (original) => ({
  ...(await original<typeof import('@/domain/days')>()),
  todayInMorocco: vi.fn(() => '2026-11-25'),
}));

function at(address: string) {
  window.history.replaceState(null, '', address);
  return earlyReadsHere();
}

describe('earlyReadsHere', () => {
  beforeEach(() => vi.mocked(todayInMorocco).mockClear());
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('starts the reads of the home, a listing and a search without asking for today', () => {
    expect(at('/')).toMatchObject([{ method: 'listListings' }]);
    expect(at('/listing/lst-1')).toMatchObject([{ method: 'getListing', args: ['lst-1'] }]);
    expect(at('/search?city=Casablanca')).toMatchObject([{ method: 'searchListings' }]);
    expect(todayInMorocco).not.toHaveBeenCalled();
  });

  it('asks for today for a search with a range of days, and keeps a range from today on', () => {
    expect(at('/search?du=2026-11-25&au=2026-11-27')).toMatchObject([
      { args: [{ filters: { dates: { from: '2026-11-25', to: '2026-11-27' } } }] },
    ]);
    expect(todayInMorocco).toHaveBeenCalled();
    expect(at('/search?du=2026-11-24&au=2026-11-27')).toMatchObject([
      { args: [{ filters: { dates: null } }] },
    ]);
  });
});

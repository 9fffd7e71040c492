import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyRetry } from '@/lib/lazyRetry';
import { useFocusFirstNew } from '@/hooks/useFocusFirstNew';
import { usePageMeta } from '@/hooks/usePageMeta';
import { EmptyState, ErrorMessage, LoadingRegion } from '@/components/feedback';
import { TextField } from '@/components/forms';
import { MAX_SEARCH_DAYS, MAX_SEARCH_PLACES, type DateRangeProblem } from '@/domain/dateSearch';
import { isDay } from '@/domain/days';
import { SEARCH_TERM_MAX_LENGTH, activeFilterCount, datesQuery } from '@/domain/searchQuery';
import { inBounds } from '@/domain/mapView';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { SearchFiltersPanel } from '@/features/listings/components/SearchFiltersPanel';
import { SearchResult, SearchResultSkeleton } from '@/features/listings/components/SearchResult';
import { SearchSortSelect } from '@/features/listings/components/SearchSort';
import { DidYouMean } from '@/features/listings/components/DidYouMean';
import {
  formatDatedResultCount,
  formatResultCount,
  t,
  understoodPlace,
} from '@/features/listings/format';
import { useSearchQuery } from '@/features/listings/useSearchQuery';
import { paths } from '@/config/paths';
import { useSearchResults } from '@/features/listings/useSearchResults';
import { MapAreaNote, ViewSwitch } from '@/features/listings/components/MapAreaNote';
import { useMapArea } from '@/features/listings/useMapArea';
import { listingsText as tx } from '@/i18n/fr/listings';
import { searchDatesText as dx } from '@/i18n/fr/searchDates';

const SKELETON_ROWS = 4;

// The map's code and drawing are their own chunk, fetched when the map is shown.
const ResultsMap = lazyRetry(() => import('@/features/listings/map/ResultsMap'));

const RANGE_PROBLEM_TEXT: Record<DateRangeProblem, string> = {
  missingFrom: dx.problemMissingFrom,
  missingTo: dx.problemMissingTo,
  invalidDay: dx.problemInvalidDay,
  past: dx.problemPast,
  toBeforeFrom: dx.problemToBeforeFrom,
  tooLong: t(dx.problemTooLong, { max: MAX_SEARCH_DAYS }),
};

/** Which box a range problem is shown under: "Du" or "Au". */
function problemField(problem: DateRangeProblem, from: string): 'from' | 'to' {
  if (problem === 'invalidDay') return isDay(from) ? 'to' : 'from';
  return problem === 'missingFrom' || problem === 'past' ? 'from' : 'to';
}

export default function SearchPage() {
  const query = useSearchQuery();
  const { applied } = query;
  const results = useSearchResults(query.key);
  const activeCount = activeFilterCount(applied);
  // open on arrival when the address sets a filter, or writes one the search cannot use (its
  // box says why it is ignored)
  const [filtersOpen, setFiltersOpen] = useState(
    () => activeCount > 0 || Object.keys(query.problems).length > 0,
  );
  const panelId = useId();
  // the places field's ids: its hint spans the dates' row (a 7 rem column would wrap it 8 times)
  const placesId = useId();
  // The map sits beside the list on wide screens; phones switch between the two.
  const wide = useMediaQuery('(min-width: 1024px)');
  // The phone's view and the map's area, kept per history entry (Back and a reload give them back).
  const area = useMapArea(query.key, results.items.length);
  const { phoneView } = area;
  // « Carte » pressed below the fold (the switch stands under the form and the filters, some
  // 650 px down a phone): the map is brought up under the nav bar, not left with its top edge
  // showing. Only for the press: Back to a map shown leaves the page where it was scrolled.
  const switchRef = useRef<HTMLDivElement>(null);
  const bringMapUp = useRef(false);
  const setPhoneView = (view: 'list' | 'map') => {
    bringMapUp.current = view === 'map';
    area.setPhoneView(view);
  };

  // The place the search understood ("Casa" → Casablanca, "maarif" → Maârif (Casablanca)),
  // none for a term without letters (src/domain/placeKeys.ts).
  const cityShown = understoodPlace(applied.city);

  usePageMeta({
    title: cityShown ? t(tx.searchTitleCity, { city: cityShown }) : tx.searchTitle,
    description: tx.searchDescription,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    query.submitCity();
  };

  const hasMore = results.nextCursor !== null;
  // The order is offered while the results load and once some are found: not beside a failure
  // or the empty state.
  const sortShown =
    results.status === 'loading' ||
    (results.status === 'ready' && (results.items.length > 0 || hasMore));
  const { appliedDates, rangeProblem } = query;
  const rangeText = rangeProblem ? RANGE_PROBLEM_TEXT[rangeProblem] : undefined;
  const rangeField = rangeProblem ? problemField(rangeProblem, query.datesDraft.from) : null;
  const dated = (appliedDates.from !== '' && appliedDates.to !== '') || appliedDates.places > 1;
  const countText = (count: number) =>
    dated
      ? formatDatedResultCount(count, {
          hasMore,
          city: cityShown,
          from: appliedDates.from,
          to: appliedDates.to,
          places: appliedDates.places,
          today: query.today,
        })
      : formatResultCount(count, { hasMore, city: cityShown });

  const listingQuery = datesQuery(appliedDates);
  const mapReady = results.status === 'ready' && results.items.length > 0;
  const mapOnScreen = mapReady && (wide || phoneView === 'map');
  useEffect(() => {
    if (!bringMapUp.current || !mapOnScreen) return;
    bringMapUp.current = false;
    const top = switchRef.current;
    if (!top || top.getBoundingClientRect().top < window.innerHeight / 4) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    top.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [mapOnScreen, phoneView]);
  const listed = area.bounds ? inBounds(results.items, area.bounds) : results.items;
  const listRef = useRef<HTMLUListElement>(null);
  const newResults = useFocusFirstNew(listRef, listed.length);
  const loadMore = () => {
    newResults.expect(listed.length);
    results.loadMore();
  };

  return (
    // On wide screens a grid: every block spans both columns but the results and the map.
    <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-x-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:[&>*]:col-span-2">
      <h1 className="text-3xl font-bold text-slate-900">{tx.searchTitle}</h1>

      <form
        role="search"
        // Before the app takes over a prerendered page, the browser submits it the same way.
        action={paths.search()}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-start"
      >
        <TextField
          className="flex-1"
          label={tx.cityLabel}
          type="text"
          name="city"
          autoComplete="address-level2"
          maxLength={SEARCH_TERM_MAX_LENGTH}
          value={query.draft.city}
          onChange={(e) => query.setDraftField('city', e.target.value)}
          placeholder={tx.cityPlaceholder}
        />
        <div className="grid gap-3 min-[360px]:grid-cols-2 sm:grid-cols-[10rem_10rem_7rem]">
          <TextField
            label={dx.fromLabel}
            type="date"
            name="du"
            min={query.today}
            // (a day only: the address may hold anything, which the browser warns about)
            value={isDay(query.datesDraft.from) ? query.datesDraft.from : ''}
            onChange={(e) => query.setDatesField('from', e.target.value)}
            error={rangeField === 'from' ? rangeText : undefined}
          />
          <TextField
            label={dx.toLabel}
            type="date"
            name="au"
            min={isDay(query.datesDraft.from) ? query.datesDraft.from : query.today}
            value={isDay(query.datesDraft.to) ? query.datesDraft.to : ''}
            onChange={(e) => query.setDatesField('to', e.target.value)}
            error={rangeField === 'to' ? rangeText : undefined}
          />
          <TextField
            className="min-[360px]:col-span-2 sm:col-span-1"
            id={placesId}
            label={dx.placesLabel}
            type="text"
            name="places"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1"
            value={query.datesDraft.places}
            onChange={(e) => query.setDatesField('places', e.target.value)}
            // its error (FieldFrame's `${id}-error`), then the hint below the row
            aria-describedby={
              query.placesInvalid ? `${placesId}-error ${placesId}-hint` : `${placesId}-hint`
            }
            error={
              query.placesInvalid ? t(dx.problemPlaces, { max: MAX_SEARCH_PLACES }) : undefined
            }
          />
          <p
            id={`${placesId}-hint`}
            className="-mt-1 text-xs text-slate-600 min-[360px]:col-span-2 sm:col-span-3"
          >
            {dx.placesHint}
          </p>
        </div>
        {/* At 320 px, « Filtres » and its count (up to 12) once pushed the row past the screen:
            narrower padding under 360 px, and the row wraps rather than overflow. */}
        <div className="flex flex-wrap gap-3 lg:mt-6">
          <button
            type="submit"
            className="flex-1 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 min-[360px]:px-5 sm:flex-none"
          >
            {tx.searchSubmit}
          </button>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50 min-[360px]:px-4 sm:flex-none"
          >
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M7 12h10M10 18h4" />
            </svg>
            {tx.filtersToggle}
            {activeCount > 0 && (
              <span
                aria-hidden="true"
                className="rounded-full bg-brand-700 px-2 text-xs text-white"
              >
                {activeCount}
              </span>
            )}
          </button>
        </div>
      </form>

      <SearchFiltersPanel
        id={panelId}
        hidden={!filtersOpen}
        applied={applied}
        draft={query.draft}
        problems={query.problems}
        onDraftChange={query.setDraftField}
        onChange={query.update}
        onReset={query.resetFilters}
      />

      {mapReady && (
        <div ref={switchRef} className="mt-8 lg:hidden">
          <ViewSwitch view={phoneView} onChange={setPhoneView} />
        </div>
      )}
      {results.status === 'loading' && (
        // The switch's place, kept while the results load: the list does not move down when
        // they arrive (CLS, issue 17). Inert and hidden from assistive technology until then.
        <div className="mt-8 opacity-50 lg:hidden" inert aria-hidden="true">
          <ViewSwitch view={phoneView} onChange={setPhoneView} />
        </div>
      )}

      <div
        className={`mt-8 min-w-0 ${mapOnScreen ? 'lg:col-span-1!' : ''} ${mapOnScreen && !wide ? 'hidden' : ''}`}
      >
        {(results.status === 'ready' || sortShown) && (
          // the count, and the order beside it (on its own line when the count is long)
          <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            {results.status === 'ready' && (
              <p role="status" className="min-w-0 font-medium text-slate-800 wrap-anywhere">
                {results.items.length === 0 && hasMore
                  ? tx.noMatchYet
                  : countText(results.items.length)}
              </p>
            )}
            {sortShown && (
              <div className="ml-auto">
                <SearchSortSelect
                  value={applied.sort}
                  onChange={(sort) => query.update({ sort })}
                />
              </div>
            )}
          </div>
        )}

        {results.status === 'loading' && (
          <LoadingRegion label={tx.resultsLoading}>
            <ul className="space-y-4" aria-hidden="true">
              {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <li key={i}>
                  <SearchResultSkeleton />
                </li>
              ))}
            </ul>
          </LoadingRegion>
        )}

        {results.status === 'error' && (
          <ErrorMessage message={tx.searchError} onRetry={results.retry} />
        )}

        {results.status === 'ready' && results.items.length === 0 && !hasMore && (
          <EmptyState
            title={tx.searchEmptyTitle}
            body={tx.searchEmptyBody}
            action={
              <div className="flex flex-col items-center gap-4">
                <DidYouMean filters={applied} dates={appliedDates} />
                <button
                  type="button"
                  onClick={query.clearAll}
                  className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  {tx.seeAll}
                </button>
              </div>
            }
          />
        )}

        {results.status === 'ready' && (results.items.length > 0 || hasMore) && (
          <>
            {area.bounds && <MapAreaNote count={listed.length} onShowAll={area.showAll} />}
            <ul ref={listRef} className="space-y-4">
              {listed.map((listing, i) => (
                <li key={listing.id}>
                  <SearchResult listing={listing} eager={i < 2} query={listingQuery} />
                </li>
              ))}
            </ul>
            {results.more === 'error' && (
              <div className="mt-4">
                <ErrorMessage message={tx.loadMoreError} onRetry={loadMore} />
              </div>
            )}
            {hasMore && (
              <div className="mt-6 flex justify-center">
                <button
                  type="button"
                  onClick={loadMore}
                  aria-disabled={results.more === 'loading' || undefined}
                  aria-busy={results.more === 'loading' || undefined}
                  className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:text-slate-500"
                >
                  {results.more === 'loading' ? tx.loadingMore : tx.loadMore}
                </button>
              </div>
            )}
          </>
        )}
      </div>

      {mapOnScreen && (
        <div className="mt-8 min-w-0 lg:sticky lg:top-20 lg:col-span-1! lg:self-start">
          {/* a phone's map takes the list's place: its count line too, and what the area holds */}
          {!wide && (
            <>
              <p role="status" className="mb-4 font-medium text-slate-800 wrap-anywhere">
                {countText(results.items.length)}
              </p>
              {area.bounds && <MapAreaNote count={listed.length} onShowAll={area.showAll} />}
            </>
          )}
          <ErrorBoundary>
            <Suspense
              fallback={
                <LoadingRegion label={tx.mapLoading}>
                  <div className="aspect-square w-full animate-pulse rounded-2xl bg-slate-200" />
                </LoadingRegion>
              }
            >
              <ResultsMap
                listings={results.items}
                fitKey={area.fitKey}
                area={area.bounds}
                onMove={area.onMove}
                onReset={area.showAll}
                listingQuery={listingQuery}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </div>
  );
}

import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Listing } from '@/domain/types';
import { useHashTarget } from '@/hooks/useHashTarget';
import { calendarText } from '@/i18n/fr/calendar';
import { ListingCalendar } from './ListingCalendar';

const c = calendarText.host;
/** The section's heading: « Sur cette page » on the host dashboard links to it. */
const SECTION_ID = 'host-calendar';
/**
 * The address's parameter naming the listing shown (`?calendrier=lst-…`): a reload, and Back
 * from a listing's page, show the same one (a QA pass found the first listing again).
 */
const LISTING_PARAM = 'calendrier';

/**
 * "Calendrier des disponibilités" on the host dashboard: one listing's calendar at a time, the
 * listing chosen in a list when the host has several, kept in the address.
 */
export function HostCalendarSection({ listings }: { listings: Listing[] }) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get(LISTING_PARAM);
  // the address replaced, not a step more for Back; its #… (a card already gone to) dropped
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(LISTING_PARAM, id);
        return next;
      },
      { replace: true },
    );
  const selectId = useId();
  const listing = listings.find((l) => l.id === chosen) ?? listings[0];
  // « Calendrier des disponibilités » under the counters (or an address with #host-calendar)
  // used before this chunk arrived: the section goes to the top once drawn
  useHashTarget(true, undefined, { id: SECTION_ID });
  if (!listing) return null;
  return (
    <section aria-labelledby={SECTION_ID} className="mt-10">
      <h2 id={SECTION_ID} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {c.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{c.sectionIntro}</p>
      {listings.length > 1 && (
        <div className="mt-4 max-w-md">
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
            {c.listingLabel}
          </label>
          <select
            id={selectId}
            value={listing.id}
            onChange={(e) => choose(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mt-4">
        <ListingCalendar key={listing.id} listing={listing} />
      </div>
    </section>
  );
}

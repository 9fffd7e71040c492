import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useBackend } from '@/hooks/useBackend';
import { useAsync } from '@/hooks/useAsync';
import { usePageMeta } from '@/hooks/usePageMeta';
import { useSignedInLink } from '@/hooks/useSignedInLink';
import { EmptyState } from '@/components/feedback';
import { FEATURED_COUNT } from '@/domain/search';
import {
  ListingCardGrid,
  ListingCardGridSkeleton,
} from '@/features/listings/components/ListingCard';
import { listingsText as tx } from '@/i18n/fr/listings';
import { paths } from '@/config/paths';

/** The hero's search box (spec §2): /search?city=... when the trimmed text is non-empty. */
function HeroSearch() {
  const navigate = useNavigate();
  const [city, setCity] = useState('');
  const inputId = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = city.trim();
    navigate(paths.search({ city: value }));
  };
  return (
    <form
      role="search"
      // Before the app takes over a prerendered page, the browser submits it the same way.
      action={paths.search()}
      onSubmit={onSubmit}
      className="mt-8 flex w-full max-w-2xl flex-col gap-3 rounded-2xl bg-white p-3 shadow-lg sm:flex-row sm:items-end"
    >
      <div className="flex-1 text-left">
        <label htmlFor={inputId} className="block px-1 text-sm font-medium text-slate-800">
          {tx.heroSearchLabel}
        </label>
        <input
          id={inputId}
          type="text"
          name="city"
          autoComplete="address-level2"
          value={city}
          onChange={(e) => setCity(e.target.value)}
          placeholder={tx.heroSearchPlaceholder}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {tx.heroSearchSubmit}
      </button>
    </form>
  );
}

function PopularListings() {
  const backend = useBackend();
  // Bounded read: the FEATURED_COUNT newest approved listings (spec §9: 6).
  // A failure is only logged (by useAsync) and shows the empty state (spec §8).
  const state = useAsync(() => backend.listings.listListings({ limit: FEATURED_COUNT }), [backend]);

  if (state.status === 'loading') {
    return <ListingCardGridSkeleton label={tx.popularLoading} count={FEATURED_COUNT} />;
  }
  const listings = state.status === 'success' ? state.data.slice(0, FEATURED_COUNT) : [];
  if (listings.length === 0) {
    return <EmptyState title={tx.popularEmptyTitle} body={tx.popularEmptyBody} />;
  }
  return <ListingCardGrid listings={listings} headingLevel="h3" />;
}

export default function HomePage() {
  usePageMeta({ description: tx.homeDescription });
  // « Devenir hôte » takes a signed-in host to their dashboard (src/hooks/useSignedInLink.ts)
  const linkFor = useSignedInLink();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-16 text-center sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {tx.heroTitle}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{tx.heroSubtitle}</p>
          <HeroSearch />
        </div>
      </section>

      <section aria-labelledby="stats-title" className="border-b border-slate-200 bg-white">
        <h2 id="stats-title" className="sr-only">
          {tx.statsTitle}
        </h2>
        <dl className="mx-auto grid max-w-5xl grid-cols-3 gap-4 px-4 py-8 text-center">
          {tx.stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600 sm:text-base">{s.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700 sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="popular-title" className="mx-auto max-w-7xl px-4 py-12">
        <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="popular-title" className="text-2xl font-bold text-slate-900">
              {tx.popularTitle}
            </h2>
            <p className="mt-1 text-slate-600">{tx.popularSubtitle}</p>
          </div>
          <Link
            to={paths.search()}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {tx.seeAll} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <PopularListings />
      </section>

      <section aria-labelledby="host-cta-title" className="mx-auto max-w-7xl px-4 pb-4">
        <div className="flex flex-col gap-6 rounded-3xl bg-sand-100 px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="host-cta-title" className="text-2xl font-bold text-slate-900">
              {tx.hostCtaTitle}
            </h2>
            <p className="mt-2 text-slate-700">{tx.hostCtaBody}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={linkFor(paths.signup({ role: 'host' }))}
              className="rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
            >
              {tx.hostCtaSignup}
            </Link>
            <Link
              to={paths.hostGuide()}
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
            >
              {tx.hostCtaGuide}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

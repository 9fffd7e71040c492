/// <reference types="google.maps" />
/**
 * The listing's map with one marker. Only ListingPage imports it, lazily, and only when
 * there are coordinates and a Maps key, so no other page carries Maps code. If the script
 * cannot be loaded (after the loader's retries), it falls back to the offline map of Morocco
 * (docs/decisions.md "Offline map").
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Skeleton } from '@/components/feedback';
import { listingsText as tx } from '@/i18n/fr/listings';
import { lazyRetry } from '@/lib/lazyRetry';
import { loadGoogleMaps } from '@/lib/maps';
import { t } from '../format';
import type { ListingPlaceProps } from '../map/types';

const ListingOfflineMap = lazyRetry(() => import('../map/ListingOfflineMap'));

export default function ListingMap({ coordinates, title, address }: ListingPlaceProps) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { lat, lng } = coordinates;

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps().then(
      (g) => {
        if (cancelled || !container.current) return;
        try {
          const position = { lat, lng };
          const map = new g.maps.Map(container.current, {
            center: position,
            zoom: 15,
            mapTypeControl: false,
            streetViewControl: false,
            fullscreenControl: false,
          });
          new g.maps.Marker({ position, map, title });
          setStatus('ready');
        } catch (error) {
          console.warn('Carte indisponible', error);
          setStatus('failed');
        }
      },
      (error: unknown) => {
        // One warning, not a storm: the loader has already retried.
        if (!cancelled) {
          console.warn('Carte indisponible', error);
          setStatus('failed');
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [lat, lng, title]);

  if (status === 'failed') {
    return (
      <ErrorBoundary>
        <Suspense fallback={<Skeleton className="aspect-square w-full max-w-lg rounded-2xl" />}>
          <ListingOfflineMap coordinates={coordinates} title={title} address={address} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return (
    <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
      {status === 'loading' && (
        <div role="status" className="absolute inset-0">
          <span className="sr-only">{tx.mapLoading}</span>
          <Skeleton className="h-full w-full rounded-none" />
        </div>
      )}
      <div
        ref={container}
        role="region"
        aria-label={t(tx.mapLabel, { address })}
        className="absolute inset-0"
      />
    </div>
  );
}

/// <reference types="google.maps" />
/**
 * The results on Google's map, when a Maps key is configured (docs/decisions.md "Offline map"):
 * the same markers and clusters as the offline map (src/domain/mapClusters.ts, recomputed at
 * each stop of the map), a marker selecting its listing, a cluster zooming in. Reports the
 * bounds after each move by the user, and frames them again when given back (`area`). If the
 * script cannot be loaded, `onFail` lets the caller show the offline map instead.
 */
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/feedback';
import { clusterIndex } from '@/domain/mapClusters';
import { FIT_PADDING } from '@/domain/mapView';
import { listingsText as tx } from '@/i18n/fr/listings';
import { mapText as mx } from '@/i18n/fr/map';
import { loadGoogleMaps } from '@/lib/maps';
import { t } from '../format';
import type { ListingsMapProps } from './types';

export interface GoogleResultsMapProps extends ListingsMapProps {
  onFail: () => void;
}

const MOROCCO_CENTRE = { lat: 31.8, lng: -7.1 };

export default function GoogleResultsMap({
  entries,
  label,
  fitKey,
  area = null,
  maxFitZoom = 15,
  selectedId = null,
  onSelect,
  onMove,
  onFail,
}: GoogleResultsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  // The API as the loader gave it (not the global, so a test can hand in its own).
  const api = useRef<typeof google.maps | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ onSelect, onMove, onFail, selectedId });
  useEffect(() => {
    latest.current = { onSelect, onMove, onFail, selectedId };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps().then(
      (g) => {
        if (cancelled || !container.current) return;
        api.current = g.maps;
        map.current = new g.maps.Map(container.current, {
          center: MOROCCO_CENTRE,
          zoom: 5,
          mapTypeControl: false,
          streetViewControl: false,
          fullscreenControl: false,
        });
        setReady(true);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn('Carte indisponible', error);
        latest.current.onFail();
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // Frame the entries when asked; the moves that follow are the user's.
  const byUser = useRef(false);
  useEffect(() => {
    const m = map.current;
    const maps = api.current;
    if (!ready || !m || !maps) return;
    byUser.current = false;
    // The stops that follow the framing are ours; the user's moves start after them.
    const handOver = () => {
      setTimeout(() => {
        byUser.current = true;
      }, 0);
    };
    if (area) {
      // the area the user had moved to, given back as it was shown
      m.fitBounds(area, 0);
      maps.event.addListenerOnce(m, 'idle', handOver);
    } else if (entries.length === 0) {
      m.setCenter(MOROCCO_CENTRE);
      m.setZoom(5);
      maps.event.addListenerOnce(m, 'idle', handOver);
    } else {
      const b = new maps.LatLngBounds();
      for (const e of entries) b.extend(e.coordinates);
      m.fitBounds(b, FIT_PADDING);
      maps.event.addListenerOnce(m, 'idle', () => {
        if ((m.getZoom() ?? 0) <= maxFitZoom) return handOver();
        m.setZoom(maxFitZoom);
        maps.event.addListenerOnce(m, 'idle', handOver);
      });
    }
    // Only a new framing request re-frames (not every new array of the same entries).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, fitKey]);

  // Markers and clusters, redrawn at each stop of the map.
  useEffect(() => {
    const m = map.current;
    const maps = api.current;
    if (!ready || !m || !maps) return;
    const index = clusterIndex(entries);
    const byId = new Map(entries.map((e) => [e.id, e]));
    let drawn: google.maps.Marker[] = [];
    const draw = () => {
      const gb = m.getBounds();
      if (!gb) return;
      const ne = gb.getNorthEast();
      const sw = gb.getSouthWest();
      const bounds = { north: ne.lat(), east: ne.lng(), south: sw.lat(), west: sw.lng() };
      drawn.forEach((mk) => mk.setMap(null));
      drawn = index.markers(bounds, m.getZoom() ?? 0).map((mk) => {
        const marker = new maps.Marker({
          map: m,
          position: mk.coordinates,
          title:
            mk.kind === 'cluster'
              ? t(mx.clusterLabel, { n: mk.count })
              : (byId.get(mk.id)?.title ?? ''),
          label:
            mk.kind === 'cluster'
              ? { text: String(mk.count), color: '#fff', fontWeight: '700' }
              : undefined,
          zIndex: mk.kind === 'item' && mk.id === latest.current.selectedId ? 10 : undefined,
        });
        marker.addListener('click', () => {
          if (mk.kind === 'cluster') {
            m.panTo(mk.coordinates);
            m.setZoom(mk.expansionZoom);
          } else {
            latest.current.onSelect?.(mk.id);
          }
        });
        return marker;
      });
      if (byUser.current) latest.current.onMove?.(bounds);
    };
    const idle = m.addListener('idle', draw);
    draw();
    return () => {
      idle.remove();
      drawn.forEach((mk) => mk.setMap(null));
    };
  }, [ready, entries]);

  return (
    <div className="relative aspect-square w-full overflow-hidden rounded-2xl bg-slate-100 lg:aspect-[4/5]">
      {!ready && (
        <div role="status" className="absolute inset-0">
          <span className="sr-only">{tx.mapLoading}</span>
          <Skeleton className="h-full w-full rounded-none" />
        </div>
      )}
      <div ref={container} role="region" aria-label={label} className="absolute inset-0" />
    </div>
  );
}

/**
 * The listing's place on the offline map of Morocco, when there is no Maps key or Google's
 * script cannot load (docs/decisions.md "Offline map"). Loaded lazily by the listing page.
 */
import { mapText as mx } from '@/i18n/fr/map';
import { t } from '../format';
import OfflineMap from './OfflineMap';
import type { ListingPlaceProps } from './types';

/** Close enough to see the quarter, far enough to see the city around it. */
const LISTING_ZOOM = 32;

export default function ListingOfflineMap({ coordinates, title, address }: ListingPlaceProps) {
  return (
    <OfflineMap
      entries={[{ id: 'listing', title, coordinates }]}
      label={t(mx.listingMapLabel, { address })}
      fitKey="listing"
      maxFitZoom={LISTING_ZOOM}
      className="mx-auto max-w-xl"
    />
  );
}

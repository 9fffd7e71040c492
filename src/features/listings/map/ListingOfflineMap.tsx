/**
 * The listing's place on the offline map of Morocco, when there is no Maps key or Google's
 * script cannot load (docs/decisions.md "Offline map"). Loaded lazily by the listing page.
 */
import { listingsText as tx } from '@/i18n/fr/listings';
import { t } from '../format';
import OfflineMap from './OfflineMap';
import type { ListingPlaceProps } from './types';

/** The city and the region around it (about 160 km across): the user zooms in from there. */
const LISTING_ZOOM = 12;

export default function ListingOfflineMap({ coordinates, title, address }: ListingPlaceProps) {
  return (
    <OfflineMap
      entries={[{ id: 'listing', title, coordinates }]}
      label={t(tx.mapLabel, { address })}
      fitKey="listing"
      maxFitZoom={LISTING_ZOOM}
      className="max-w-lg"
    />
  );
}

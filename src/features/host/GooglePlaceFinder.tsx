/// <reference types="google.maps" />
/**
 * The Google place finder: use-places-autocomplete over the Maps script already loaded by
 * loadGoogleMaps(). Loaded lazily by PlaceFinder, so neither this code nor
 * use-places-autocomplete is part of any other chunk. Addresses are restricted to Morocco;
 * the chosen suggestion is geocoded for its coordinates and its city ('locality').
 */
import { useEffect, useState } from 'react';
import usePlacesAutocomplete, { getGeocode, getLatLng } from 'use-places-autocomplete';
import { cityFromAddressComponents } from '@/domain/listingDraft';
import { hostText as h } from '@/i18n/fr/host';
import type { FinderProps } from './PlaceFinder';
import { PlaceCombobox } from './PlaceCombobox';
import { reportError } from '@/lib/reportError';

export default function GooglePlaceFinder({
  value,
  onChange,
  error,
  inputRef,
  onBlur,
  disabled,
  onTextChange,
  initialText,
  onUnavailable,
}: FinderProps & { onUnavailable(): void }) {
  const {
    ready,
    value: text,
    suggestions: { status, data, loading },
    setValue,
    clearSuggestions,
  } = usePlacesAutocomplete({
    requestOptions: { componentRestrictions: { country: 'ma' } },
    debounce: 250,
    defaultValue: initialText,
  });
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);

  // The Places library could not start (bad key, API not enabled): use the built-in finder.
  useEffect(() => {
    if (status === 'REQUEST_DENIED') onUnavailable();
  }, [status, onUnavailable]);

  const suggestions = status === 'OK' ? data : [];

  const select = async (i: number) => {
    const s = suggestions[i];
    if (!s) return;
    setValue(s.description, false);
    onTextChange(s.description);
    clearSuggestions();
    setLookupError(null);
    setResolving(true);
    try {
      const results = await getGeocode({ placeId: s.place_id });
      const first = results[0];
      if (!first) throw new Error('no geocoding result');
      const city = cityFromAddressComponents(first.address_components);
      if (!city) {
        setLookupError(h.placeNoCity);
        onChange(null);
        return;
      }
      const { lat, lng } = getLatLng(first);
      onChange({
        address: first.formatted_address || s.description,
        city,
        coordinates: { lat, lng },
      });
    } catch (e) {
      reportError(e);
      setLookupError(h.placeGeocodeError);
      onChange(null);
    } finally {
      setResolving(false);
    }
  };

  return (
    <PlaceCombobox
      label={h.placeLabelGoogle}
      hint={h.placeHintGoogle}
      text={text}
      onTextChange={(v) => {
        setValue(v);
        onTextChange(v);
        setLookupError(null);
        if (value) onChange(null);
      }}
      suggestions={suggestions.map((s) => ({
        id: s.place_id,
        label: s.structured_formatting?.main_text || s.description,
        detail: s.structured_formatting?.secondary_text,
      }))}
      onSelect={(i) => void select(i)}
      loading={loading || resolving}
      error={lookupError ?? error}
      inputRef={inputRef}
      onBlur={onBlur}
      disabled={disabled || !ready}
    />
  );
}

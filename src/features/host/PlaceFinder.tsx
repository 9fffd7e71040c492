/**
 * The listing form's place finder (spec §2: it supplies address, city and coordinates).
 *
 * - With a Google Maps key, the Maps script is loaded by loadGoogleMaps() and the Google finder
 *   (use-places-autocomplete, in its own chunk: ./GooglePlaceFinder) takes over, unless the
 *   host has already started typing in the built-in finder.
 * - Without a key, without network, or when the script fails, the built-in finder over the
 *   offline list of Moroccan cities and districts (src/domain/places.ts) does the same job.
 *
 * Choosing a suggestion sets the value; editing the text afterwards clears it, so a hand-typed
 * address never passes for a chosen one. The text itself is reported (onTyped) and given back
 * (typedText), so the new listing's draft keeps what was typed without a choice.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { composeAddress, type ChosenPlace } from '@/domain/listingDraft';
import { findPlaceByLabel, searchPlaces } from '@/domain/places';
import { hostText as h } from '@/i18n/fr/host';
import { lazyRetry } from '@/lib/lazyRetry';
import { hasMapsKey, loadGoogleMaps } from '@/lib/maps';
import { PlaceCombobox } from './PlaceCombobox';

const GooglePlaceFinder = lazyRetry(() => import('./GooglePlaceFinder'));

export interface PlaceFinderProps {
  value: ChosenPlace | null | undefined;
  onChange(place: ChosenPlace | null): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?(): void;
  disabled?: boolean;
  /** The optional street typed beside the finder, shown in the confirmation. */
  street?: string;
  /** Text typed earlier without choosing a suggestion (a draft found again): the box starts on it. */
  typedText?: string;
  /** Reports the box's text at each change (the form keeps it for the draft). */
  onTyped?(text: string): void;
}

/** What both finders share with their parent. */
export interface FinderProps extends PlaceFinderProps {
  /** Reports the text box's content (the parent keeps it when switching finders). */
  onTextChange(text: string): void;
  initialText: string;
}

type Mode = 'offline' | 'google';

/** What the text box shows of a chosen place's address: its suggestion's label when listed. */
function placeText(address: string): string {
  return findPlaceByLabel(address)?.label ?? address;
}

export function PlaceFinder(props: PlaceFinderProps) {
  const [mode, setMode] = useState<Mode>('offline');
  // A pre-filled place (an edit) starts in the text box, as if chosen there: a place of the
  // list as its suggestion read ("Guéliz, Marrakech"), any other by its address. Without one,
  // the text typed before a reload, if any.
  const text = useRef(props.value ? placeText(props.value.address) : (props.typedText ?? ''));
  const valueRef = useRef(props.value);
  useEffect(() => {
    valueRef.current = props.value;
  }, [props.value]);

  useEffect(() => {
    if (!hasMapsKey()) return;
    let cancelled = false;
    loadGoogleMaps().then(
      () => {
        // Switch only if the host has not started with the built-in finder meanwhile.
        if (!cancelled && !text.current.trim() && !valueRef.current) setMode('google');
      },
      (e: unknown) => {
        // Offline, blocked or bad key: the built-in finder stays.
        console.warn('Google Maps indisponible, recherche hors ligne utilisée.', e);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const finderProps: FinderProps = {
    ...props,
    initialText: text.current,
    onTextChange: (v) => {
      text.current = v;
      props.onTyped?.(v);
    },
  };

  return (
    <div className="space-y-3">
      {mode === 'google' ? (
        // without the Google finder's chunk, the offline finder does the job
        <ErrorBoundary fallback={<OfflinePlaceFinder {...finderProps} />}>
          <Suspense fallback={<OfflinePlaceFinder {...finderProps} />}>
            <GooglePlaceFinder {...finderProps} onUnavailable={() => setMode('offline')} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <OfflinePlaceFinder {...finderProps} />
      )}
      {props.value && <ChosenPlaceSummary place={props.value} street={props.street} />}
    </div>
  );
}

/** The built-in finder over src/domain/places.ts. */
export function OfflinePlaceFinder({
  value,
  onChange,
  error,
  inputRef,
  onBlur,
  disabled,
  onTextChange,
  initialText,
}: FinderProps) {
  const [text, setText] = useState(initialText);
  const places = useMemo(() => searchPlaces(text, 8), [text]);
  return (
    <PlaceCombobox
      label={h.placeLabel}
      hint={h.placeHint}
      placeholder={h.placePlaceholder}
      text={text}
      onTextChange={(v) => {
        setText(v);
        onTextChange(v);
        if (value) onChange(null);
      }}
      suggestions={places.map((p) => ({ id: p.id, label: p.label }))}
      onSelect={(i) => {
        const p = places[i];
        if (!p) return;
        setText(p.label);
        onTextChange(p.label);
        onChange({ address: p.address, city: p.city, coordinates: { ...p.coordinates } });
      }}
      error={error}
      inputRef={inputRef}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
}

function ChosenPlaceSummary({ place, street }: { place: ChosenPlace; street?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <p className="font-semibold">{h.placeChosen}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 wrap-anywhere">
        <dt className="text-emerald-800">{h.placeChosenAddress}</dt>
        <dd>{composeAddress(street, place.address)}</dd>
        <dt className="text-emerald-800">{h.placeChosenCity}</dt>
        <dd>{place.city}</dd>
      </dl>
    </div>
  );
}

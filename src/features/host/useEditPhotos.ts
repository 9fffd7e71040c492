/**
 * The photos of a listing being edited: those it already has (addresses) and new files chosen
 * now (usePhotoSelection: prepared, previewed), in one order the host sets with "Avancer" /
 * "Reculer" (the first is the cover), at most MAX_LISTING_PHOTOS in all.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { moveBy } from '@/domain/listOrder';
import { MAX_LISTING_PHOTOS } from '@/domain/listingDraft';
import { photoFileName } from '@/domain/listingEdit';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { photoAtLeast } from '@/domain/photos';
import type { PhotoOptions } from '@/lib/images';
import { usePhotoSelection, type SelectedPhoto } from './usePhotoSelection';

export type EditPhoto =
  | { id: string; kind: 'stored'; url: string; name: string; previewUrl: string }
  | { id: string; kind: 'new'; photo: SelectedPhoto; name: string; previewUrl: string };

export function useEditPhotos(initial: readonly string[], prepareOptions?: PhotoOptions) {
  // Stored photos get stable ids (an address can be a long data: URL in the demo).
  const [storedIds] = useState(() => new Map(initial.map((url, i) => [`stored-${i}`, url])));
  const [kept, setKept] = useState<string[]>(() => [...storedIds.keys()]);
  const [order, setOrder] = useState<string[]>(() => [...storedIds.keys()]);
  const keptRef = useRef(kept);
  const orderRef = useRef(order);
  const selection = usePhotoSelection(MAX_LISTING_PHOTOS - kept.length, prepareOptions);

  const combine = useCallback(
    (keptIds: string[], orderIds: string[], fresh: SelectedPhoto[]): EditPhoto[] => {
      const byId = new Map<string, EditPhoto>();
      for (const id of keptIds) {
        const url = storedIds.get(id)!;
        byId.set(id, {
          id,
          kind: 'stored',
          url,
          name: photoFileName(url, e.photoStoredName),
          previewUrl: photoAtLeast(url, 160),
        });
      }
      for (const photo of fresh) {
        byId.set(photo.id, {
          id: photo.id,
          kind: 'new',
          photo,
          name: photo.name,
          previewUrl: photo.previewUrl,
        });
      }
      const placed = orderIds.filter((id) => byId.has(id));
      const rest = [...byId.keys()].filter((id) => !placed.includes(id));
      return [...placed, ...rest].map((id) => byId.get(id)!);
    },
    [storedIds],
  );

  const photos = useMemo(
    () => combine(kept, order, selection.photos),
    [combine, kept, order, selection.photos],
  );

  /** Moves a photo one place earlier (-1) or later (+1). */
  const move = useCallback(
    (id: string, delta: -1 | 1) => {
      const ids = combine(keptRef.current, orderRef.current, selection.current()).map((p) => p.id);
      const next = moveBy(ids, ids.indexOf(id), delta);
      if (!next) return;
      orderRef.current = next;
      setOrder(next);
    },
    [combine, selection],
  );

  const remove = useCallback(
    (id: string) => {
      if (storedIds.has(id)) {
        const next = keptRef.current.filter((k) => k !== id);
        keptRef.current = next;
        setKept(next);
      } else {
        selection.remove(id);
      }
    },
    [selection, storedIds],
  );

  /** The photos as they are now, in order (not as of the last render). */
  const current = useCallback(
    () => combine(keptRef.current, orderRef.current, selection.current()),
    [combine, selection],
  );

  /** Whether the photos differ from the stored ones (added, removed or moved). */
  const storedOrder = [...storedIds.keys()];
  const changed =
    photos.length !== storedOrder.length || photos.some((p, i) => p.id !== storedOrder[i]);

  return {
    photos,
    changed,
    messages: selection.messages,
    preparing: selection.preparing,
    add: selection.add,
    remove,
    move,
    settled: selection.settled,
    current,
    max: MAX_LISTING_PHOTOS,
  };
}

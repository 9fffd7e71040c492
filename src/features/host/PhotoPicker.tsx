/**
 * Photo selection for a new listing: a file input (several images at once), previews in the
 * order they will be stored, a "Retirer la photo {n}" button on each, and the French reasons
 * a file was not added. With `onMove` (both the new and the edit page), "Avancer" / "Reculer" set the
 * order (the first photo is the cover); the focus follows the moved photo.
 */
import { useId, useLayoutEffect, useState } from 'react';
import { Spinner } from '@/components/Spinner';
import { t } from '@/i18n/t';
import { hostText as h } from '@/i18n/fr/host';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/images';
import type { SelectedPhoto } from './usePhotoSelection';

export interface PhotoPickerProps {
  photos: Pick<SelectedPhoto, 'id' | 'name' | 'previewUrl'>[];
  messages: string[];
  preparing: boolean;
  max: number;
  disabled?: boolean;
  onAdd(files: FileList | null): void;
  onRemove(id: string): void;
  /** Moves a photo one place earlier (-1) or later (+1). */
  onMove?(id: string, delta: -1 | 1): void;
}

/** What a page's photo hook gives (usePhotoSelection, useEditPhotos): the picker's content. */
export interface PhotoSource {
  photos: PhotoPickerProps['photos'];
  messages: string[];
  preparing: boolean;
  max: number;
  add(files: FileList | null): void;
  remove(id: string): void;
  move(id: string, delta: -1 | 1): void;
}

/** The picker over a page's photo hook (the new listing's, the edit's). */
export function PhotoPickerFor({ source, disabled }: { source: PhotoSource; disabled: boolean }) {
  return (
    <PhotoPicker
      photos={source.photos}
      messages={source.messages}
      preparing={source.preparing}
      max={source.max}
      disabled={disabled}
      onAdd={source.add}
      onRemove={source.remove}
      onMove={source.move}
    />
  );
}

export function PhotoPicker({
  photos,
  messages,
  preparing,
  max,
  disabled,
  onAdd,
  onRemove,
  onMove,
}: PhotoPickerProps) {
  const id = useId();
  // After a move, the focus goes back to the same photo's button (or its other one at an end).
  const [focusAfterMove, setFocusAfterMove] = useState<{ photo: string; delta: -1 | 1 } | null>(
    null,
  );
  // What the last move did, said in a status region (the focus stays on an arrow, whose name
  // changes silently); `count` renews the text node, so the same sentence twice is said twice.
  // An addition or a removal forgets it.
  const [moved, setMoved] = useState<{ text: string; count: number } | null>(null);
  useLayoutEffect(() => {
    if (!focusAfterMove) return;
    const { photo, delta } = focusAfterMove;
    const button = (d: -1 | 1) =>
      document.getElementById(
        `${id}-${photo}-${d < 0 ? 'earlier' : 'later'}`,
      ) as HTMLButtonElement | null;
    const same = button(delta);
    (same && !same.disabled ? same : button(delta < 0 ? 1 : -1))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, id]);
  // After a removal, the focus goes to the photo that took its place, else the one before it,
  // else (no photo left) the file input: not lost to the page's body.
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (focusAfterRemove === null) return;
    const next = photos[Math.min(focusAfterRemove, photos.length - 1)];
    document.getElementById(next ? `${id}-${next.id}-remove` : `${id}-input`)?.focus();
    setFocusAfterRemove(null);
  }, [focusAfterRemove, photos, id]);
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const full = photos.length >= max;
  return (
    <div className="space-y-4">
      <div>
        {/* The native "Choose files" button speaks the browser's language: a French label
            stands for it, and shows the input's keyboard focus. */}
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          disabled={disabled || full}
          aria-describedby={hintId}
          onChange={(e) => {
            onAdd(e.target.files);
            setMoved(null);
            // Let the same file be chosen again after its removal.
            e.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-brand-600 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:border-slate-300 peer-disabled:bg-slate-100 peer-disabled:text-slate-500"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 7h3l2-3h6l2 3h3v13H4z" strokeLinejoin="round" />
            <circle cx="12" cy="13" r="4" />
          </svg>
          {h.photosInput}
        </label>
        <p id={hintId} className="mt-2 text-xs text-slate-600">
          {t(h.photosHint, { max })}
        </p>
        <p className="mt-1 text-sm font-medium text-slate-700" aria-live="polite">
          {t(h.photosCount, { n: photos.length, max })}
        </p>
        <p role="status" className="sr-only">
          {moved && <span key={moved.count}>{moved.text}</span>}
        </p>
        {/* an order to change once there are two photos */}
        {onMove && photos.length > 1 && (
          <p className="mt-1 text-xs text-slate-600">{e.photosOrderHint}</p>
        )}
      </div>

      {preparing && (
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner label={h.photosPreparing} />
          <span aria-hidden="true">{h.photosPreparing}</span>
        </div>
      )}

      {messages.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <ul className="list-disc space-y-1 pl-5">
            {messages.map((msg) => (
              <li key={msg}>{msg}</li>
            ))}
          </ul>
        </div>
      )}

      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">{h.photosEmpty}</p>
      ) : (
        <ul
          aria-label={h.photosListLabel}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          {photos.map((photo, i) => (
            <li
              key={photo.id}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-white"
            >
              <img
                src={photo.previewUrl || undefined}
                alt={t(h.photoAlt, { n: i + 1, name: photo.name })}
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
              />
              {i === 0 && (
                <span className="absolute left-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {h.photoMain}
                </span>
              )}
              {onMove && (
                <div className="flex border-t border-slate-200">
                  {([-1, 1] as const).map((delta) => (
                    <button
                      key={delta}
                      id={`${id}-${photo.id}-${delta < 0 ? 'earlier' : 'later'}`}
                      type="button"
                      onClick={() => {
                        onMove(photo.id, delta);
                        setFocusAfterMove({ photo: photo.id, delta });
                        const to = i + delta;
                        const text =
                          to === 0
                            ? t(e.photoMovedFirst, { total: photos.length })
                            : t(e.photoMoved, { n: to + 1, total: photos.length });
                        setMoved((m) => ({ text, count: (m?.count ?? 0) + 1 }));
                      }}
                      disabled={disabled || (delta < 0 ? i === 0 : i === photos.length - 1)}
                      aria-label={t(delta < 0 ? e.photoMoveEarlier : e.photoMoveLater, {
                        n: i + 1,
                      })}
                      className="flex-1 px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 disabled:text-slate-300"
                    >
                      <span aria-hidden="true">{delta < 0 ? '←' : '→'}</span>
                    </button>
                  ))}
                </div>
              )}
              <button
                id={`${id}-${photo.id}-remove`}
                type="button"
                onClick={() => {
                  onRemove(photo.id);
                  setFocusAfterRemove(i);
                  setMoved(null);
                }}
                disabled={disabled}
                className="block w-full border-t border-slate-200 px-2 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 disabled:text-slate-400"
              >
                {t(h.photoRemove, { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

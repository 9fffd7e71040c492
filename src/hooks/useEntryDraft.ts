import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { setRecent } from '@/lib/recent';

/**
 * What a form held when its history entry was left, given back when the browser returns to it
 * (docs/decisions.md "Back to where you were"). A page of a single-page app is unmounted when it
 * is left: without this, a sign-up form filled in, then « conditions d'utilisation » followed
 * and Back pressed, came back empty. Kept in memory only, for the tab's life, per history entry
 * (react-router's location.key, src/lib/firstEntryKey.ts) and form: never a password (each form
 * says which of its fields are kept), never in storage.
 */
type Draft = Readonly<Record<string, string>>;

/** At most this many drafts are kept, the most recent. */
export const DRAFTS_KEPT = 10;
const drafts = new Map<string, Draft>();

/** Forgets every draft (tests: a new app start). */
export function resetEntryDrafts(): void {
  drafts.clear();
}

export interface EntryDraft<K extends string> {
  /** The text of each kept field the form held when this entry was left; undefined if none. */
  values: Partial<Record<K, string>> | undefined;
  /** Read the form's values when the entry is left (react-hook-form's getValues). */
  keepFrom: (read: () => Partial<Record<K, unknown>>) => void;
  /** A form sent successfully leaves no draft behind. */
  forget: () => void;
}

/**
 * The draft of `form` in this history entry: `values` are read once when the form mounts, and
 * the `fields` named here (the only ones ever kept) are read again through `keepFrom`'s reader
 * when the entry is left.
 */
export function useEntryDraft<K extends string>(form: string, fields: readonly K[]): EntryDraft<K> {
  const { key } = useLocation();
  const id = `${form} ${key}`;
  const [values] = useState(() => {
    const kept = drafts.get(id);
    if (!kept) return undefined;
    const out: Partial<Record<K, string>> = {};
    for (const f of fields) if (typeof kept[f] === 'string') out[f] = kept[f];
    return out;
  });
  const reader = useRef<() => Partial<Record<K, unknown>>>(() => ({}));
  const forgotten = useRef(false);
  const fieldsRef = useRef(fields);
  useEffect(() => {
    forgotten.current = false;
    const kept = fieldsRef.current;
    return () => {
      drafts.delete(id);
      if (forgotten.current) return;
      const read = reader.current();
      const draft = Object.fromEntries(kept.map((f) => [f, String(read[f] ?? '')]));
      if (Object.values(draft).some((v) => v !== '')) setRecent(drafts, id, draft, DRAFTS_KEPT);
    };
  }, [id]);
  return {
    values,
    keepFrom: (read) => {
      reader.current = read;
    },
    forget: () => {
      forgotten.current = true;
    },
  };
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

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

const draftId = (form: string, entry: string) => `${form} ${entry}`;

function keep(id: string, draft: Draft): void {
  drafts.delete(id);
  if (Object.values(draft).every((v) => v === '')) return;
  drafts.set(id, draft);
  while (drafts.size > DRAFTS_KEPT) drafts.delete(drafts.keys().next().value!);
}

/** Forgets every draft (tests: a new app start). */
export function resetEntryDrafts(): void {
  drafts.clear();
}

/**
 * The draft `form` left in this history entry, read once when the form mounts: the text of each
 * field in `fields` it held, or undefined when it left none.
 */
export function useEntryDraft<K extends string>(
  form: string,
  fields: readonly K[],
): Partial<Record<K, string>> | undefined {
  const { key } = useLocation();
  const [draft] = useState(() => {
    const kept = drafts.get(draftId(form, key));
    if (!kept) return undefined;
    const out: Partial<Record<K, string>> = {};
    for (const f of fields) if (typeof kept[f] === 'string') out[f] = kept[f];
    return out;
  });
  return draft;
}

/**
 * Keeps what `read` returns (the fields to keep, read when the entry is left) as this entry's
 * draft of `form`. Returns `forget`: a form sent successfully leaves no draft behind.
 */
export function useKeepEntryDraft(form: string, read: () => Draft): () => void {
  const { key } = useLocation();
  const readRef = useRef(read);
  const forgotten = useRef(false);
  useEffect(() => {
    readRef.current = read;
  });
  useEffect(() => {
    forgotten.current = false;
    const id = draftId(form, key);
    return () => {
      if (forgotten.current) drafts.delete(id);
      else keep(id, readRef.current());
    };
  }, [form, key]);
  return () => {
    forgotten.current = true;
  };
}

/**
 * Work typed and not yet sent or saved, kept in the tab (sessionStorage) per account: a reload,
 * or a page left and found again, does not lose it. Each kind has its key prefix here, and
 * signing out (AuthContext's logout) forgets every kind at once, so the next person at a shared
 * computer finds none and a new kind needs no change to the sign-out. Storage refused: nothing is
 * kept, nothing breaks. The kinds:
 * - `message`: a conversation's unsent message (src/features/messages/messageDrafts.ts);
 * - `listing`: a new listing's form (src/features/host/newListingDraft.ts);
 * - `review`: a review being written or edited (src/features/reviews/reviewDrafts.ts).
 */
const PREFIXES = {
  message: 'maktabi.messageDraft:',
  listing: 'maktabi.listingDraft:',
  review: 'maktabi.reviewDraft:',
} as const;

export type TabDraftKind = keyof typeof PREFIXES;

const keyOf = (kind: TabDraftKind, key: string) => `${PREFIXES[kind]}${key}`;

/** The draft kept under `key` (its account first: "uid" or "uid:conversation"), or null. */
export function readTabDraft(kind: TabDraftKind, key: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(kind, key));
  } catch {
    return null;
  }
}

/** Keeps `value` as the draft under `key`; null forgets it. */
export function keepTabDraft(kind: TabDraftKind, key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(keyOf(kind, key));
    else sessionStorage.setItem(keyOf(kind, key), value);
  } catch {
    // storage refused or full: the draft lives as long as the page
  }
}

/** Forgets every draft of the tab, of every kind and account (sign-out). */
export function forgetTabDrafts(): void {
  const prefixes = Object.values(PREFIXES);
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key !== null && prefixes.some((p) => key.startsWith(p))) sessionStorage.removeItem(key);
    }
  } catch {
    // nothing to forget
  }
}

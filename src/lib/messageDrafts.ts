/**
 * Messages typed and not sent, kept in the tab (sessionStorage) per account and conversation:
 * leaving the conversation, or reloading it, does not lose them. A draft goes when it is sent or
 * emptied, and every draft of the tab when its account signs out (AuthContext's logout), so the
 * next person at a shared computer finds none: these and a new listing's
 * (src/features/host/newListingDraft.ts, under LISTING_DRAFT_PREFIX). Storage refused: nothing
 * is kept, nothing breaks.
 */
const PREFIX = 'maktabi.messageDraft:';
/** The start of the key of an account's new-listing draft, forgotten here at sign-out. */
export const LISTING_DRAFT_PREFIX = 'maktabi.listingDraft:';

const keyOf = (uid: string, conversationId: string) => `${PREFIX}${uid}:${conversationId}`;

export function readDraft(uid: string, conversationId: string): string {
  try {
    return sessionStorage.getItem(keyOf(uid, conversationId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the draft (an empty or blank text forgets it). */
export function saveDraft(uid: string, conversationId: string, text: string): void {
  try {
    if (text.trim() === '') sessionStorage.removeItem(keyOf(uid, conversationId));
    else sessionStorage.setItem(keyOf(uid, conversationId), text);
  } catch {
    // storage refused or full: the draft lives as long as the page
  }
}

/** Forgets every draft of the tab, messages and new listing (sign-out). */
export function forgetDrafts(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(PREFIX) || key?.startsWith(LISTING_DRAFT_PREFIX))
        sessionStorage.removeItem(key);
    }
  } catch {
    // nothing to forget
  }
}

/**
 * Messages typed and not sent, kept in the tab per account and conversation (src/lib/tabDrafts.ts,
 * which also forgets them at sign-out): leaving the conversation, or reloading it, does not lose
 * them. A draft goes when it is sent or emptied.
 */
import { keepTabDraft, readTabDraft } from '@/lib/tabDrafts';

const keyOf = (uid: string, conversationId: string) => `${uid}:${conversationId}`;

export function readDraft(uid: string, conversationId: string): string {
  return readTabDraft('message', keyOf(uid, conversationId)) ?? '';
}

/** Keeps `text` as the draft (an empty or blank text forgets it). */
export function saveDraft(uid: string, conversationId: string, text: string): void {
  keepTabDraft('message', keyOf(uid, conversationId), text.trim() === '' ? null : text);
}

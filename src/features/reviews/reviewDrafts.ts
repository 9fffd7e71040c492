/**
 * A review being written, kept in the tab per account and booking (src/lib/tabDrafts.ts, which
 * also forgets it at sign-out): a reload of the dashboard, or a page visited and left, finds the
 * form open again with its stars and text. It goes when the review is published or saved, or
 * when « Annuler » closes the form.
 */
import { keepTabDraft, readTabDraft } from '@/lib/tabDrafts';

/** What the review form holds: its rating ('' or "1" to "5") and its text, as typed. */
export interface ReviewDraft {
  rating: string;
  text: string;
}

const keyOf = (uid: string, bookingId: string) => `${uid}:${bookingId}`;

/** The draft of this booking's review, or null (none, or not one this code wrote). */
export function readReviewDraft(uid: string, bookingId: string): ReviewDraft | null {
  const kept = readTabDraft('review', keyOf(uid, bookingId));
  if (kept === null) return null;
  try {
    const { rating, text } = JSON.parse(kept) as Partial<ReviewDraft>;
    return typeof rating === 'string' && typeof text === 'string' ? { rating, text } : null;
  } catch {
    return null;
  }
}

/** Keeps `draft` (one with neither stars nor text, or null, forgets it). */
export function saveReviewDraft(uid: string, bookingId: string, draft: ReviewDraft | null): void {
  const empty = draft === null || (draft.rating === '' && draft.text.trim() === '');
  keepTabDraft('review', keyOf(uid, bookingId), empty ? null : JSON.stringify(draft));
}

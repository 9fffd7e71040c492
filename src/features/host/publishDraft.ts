/**
 * The publish in progress, kept in localStorage from the moment the host presses « Publier »
 * until the listing is complete: the listing's id (chosen before anything is written) and what
 * was typed — never the photos (files cannot be stored; the host chooses them again). After a
 * reload the new-listing page restores the values and publishing again completes the same
 * listing instead of creating a second one.
 */
import { draftFormValues } from './listingFormValues';
import type { ListingFormValues } from './listingSchema';

export interface PublishDraft {
  listingId: string;
  values: Partial<ListingFormValues>;
}

const key = (hostId: string) => `maktabi.publishDraft.${hostId}`;

export function readPublishDraft(hostId: string): PublishDraft | null {
  try {
    const raw = localStorage.getItem(key(hostId));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<PublishDraft> | null;
    if (!d || typeof d.listingId !== 'string' || !d.listingId) return null;
    const values = draftFormValues(d.values);
    return { listingId: d.listingId, values };
  } catch {
    return null;
  }
}

export function savePublishDraft(hostId: string, draft: PublishDraft) {
  try {
    localStorage.setItem(key(hostId), JSON.stringify(draft));
  } catch {
    // storage full or unavailable: the publish still works, it just cannot resume
  }
}

export function clearPublishDraft(hostId: string) {
  try {
    localStorage.removeItem(key(hostId));
  } catch {
    // nothing to clear
  }
}

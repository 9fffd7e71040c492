/**
 * What a host types in the new-listing form, kept in the tab (sessionStorage) per account at each
 * change: a reload, a phone that drops the tab while its camera takes the photos, or the page left
 * and found again finds it (src/pages/host/NewListingPage.tsx says so and offers to clear it).
 * Never the photos: files cannot be stored. It goes when the listing is published, when the host
 * clears it or confirms leaving the form, and with every tab draft at sign-out
 * (src/lib/tabDrafts.ts). Read back through draftFormValues, so a stale or altered entry gives
 * its sound fields only. docs/decisions.md "A new listing's draft".
 */
import { keepTabDraft, readTabDraft } from '@/lib/tabDrafts';
import { draftFormValues, isBlankListingForm } from './listingFormValues';
import type { ListingFormValues } from './listingSchema';

/** The values the host's draft holds, null when there is none (or nothing sound in it). */
export function readNewListingDraft(hostId: string): Partial<ListingFormValues> | null {
  const raw = readTabDraft('listing', hostId);
  if (!raw) return null;
  try {
    const values = draftFormValues(JSON.parse(raw));
    return isBlankListingForm(values) ? null : values;
  } catch {
    return null; // unreadable: the form starts empty
  }
}

/** Keeps what the form holds; a form back to empty forgets the draft. */
export function saveNewListingDraft(hostId: string, values: Partial<ListingFormValues>): void {
  keepTabDraft('listing', hostId, isBlankListingForm(values) ? null : JSON.stringify(values));
}

export function forgetNewListingDraft(hostId: string): void {
  keepTabDraft('listing', hostId, null);
}

import { listingDecisionFailure } from '@/features/admin/errors';
import { adminText } from '@/i18n/fr/admin';
import { hostEditText } from '@/i18n/fr/hostEdit';
import { ServiceError } from '@/services';

describe('listingDecisionFailure: a refused decision on a listing', () => {
  const notWaiting = { code: 'listing/not-waiting', message: 'déjà décidée' } as const;

  it('asks for the list again when the host edited the listing since it was drawn', () => {
    const changed = new ServiceError('listing/changed');
    expect(listingDecisionFailure(changed)).toEqual({
      message: hostEditText.adminListingChanged,
      stale: true,
    });
    // the call's own refusal does not hide it
    expect(listingDecisionFailure(changed, notWaiting).stale).toBe(true);
  });

  it("says the call's own refusal, and any other failure as the admin's, without a reload", () => {
    expect(listingDecisionFailure(new ServiceError('listing/not-waiting'), notWaiting)).toEqual({
      message: 'déjà décidée',
      stale: false,
    });
    expect(listingDecisionFailure(new ServiceError('listing/not-waiting'))).toEqual({
      message: adminText.errors.generic,
      stale: false,
    });
    expect(listingDecisionFailure(new ServiceError('unavailable'), notWaiting)).toEqual({
      message: adminText.errors.unavailable,
      stale: false,
    });
  });
});

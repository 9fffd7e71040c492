/** What other features and pages use of reviews (issue 15). */
export { ListingReviews } from './ListingReviews';
export { TenantReviews } from './TenantReviews';
export { TenantReviewHistory } from './TenantReviewHistory';
export { useMyReviews } from './useMyReviews';
export { HostReviews } from './HostReviews';
export { HiddenNote, ReviewItem, ReviewListingLine } from './ReviewItem';
export { ReviewForm } from './ReviewForm';
export { hideSchema, type HideValues } from './schema';
export { FormFailure, useSubmitFailure } from './useSubmitFailure';

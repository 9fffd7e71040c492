/** A review service's refusal, in French (issue 15). */
import { failureMessage } from '@/components/feedback';
import { isServiceError } from '@/services';
import { reviewsText as m } from '@/i18n/fr/reviews';

export function reviewErrorMessage(e: unknown, fallback: string = m.failed): string {
  if (isServiceError(e, 'review/exists')) return m.exists;
  if (isServiceError(e, 'review/not-eligible')) return m.notEligible;
  if (isServiceError(e, 'review/edit-closed')) return m.editClosed;
  if (isServiceError(e, 'review/answered')) return m.answerAlready;
  if (isServiceError(e, 'review/answer-closed')) return m.answerClosed;
  if (isServiceError(e, 'review/not-answered')) return m.answerMissing;
  if (isServiceError(e, 'review/hidden')) return m.answerHidden;
  return failureMessage(e, fallback);
}

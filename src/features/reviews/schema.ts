/**
 * The review form's and the hide form's yup schemas (issue 15), with their French messages: their
 * limits written as the counters write them (« Maximum 2 000 caractères », formatNumber).
 */
import * as yup from 'yup';
import { formatNumber } from '@/domain/format';
import { REVIEW_LIMITS } from '@/domain/limits';
import { t } from '@/i18n/t';
import { reviewsText as m } from '@/i18n/fr/reviews';

export const RATINGS = ['1', '2', '3', '4', '5'] as const;

export interface ReviewFormValues {
  /** The radio group's value: '' until a star is chosen. */
  rating: string;
  text: string;
}

export const reviewSchema: yup.ObjectSchema<ReviewFormValues> = yup.object({
  // An unchecked radio group is null: no star chosen yet.
  rating: yup
    .string()
    .nullable()
    .transform((v: string | null) => v ?? '')
    .defined()
    .oneOf([...RATINGS], m.ratingRequired) as yup.StringSchema<string>,
  text: yup
    .string()
    .defined()
    .trim()
    .required(m.textRequired)
    .min(REVIEW_LIMITS.text.min, t(m.textMin, { min: REVIEW_LIMITS.text.min }))
    .max(REVIEW_LIMITS.text.max, t(m.textMax, { max: formatNumber(REVIEW_LIMITS.text.max) })),
});

export interface AnswerValues {
  text: string;
}

export const answerSchema: yup.ObjectSchema<AnswerValues> = yup.object({
  text: yup
    .string()
    .defined()
    .trim()
    .required(m.answerRequired)
    .max(REVIEW_LIMITS.answer.max, t(m.answerMax, { max: formatNumber(REVIEW_LIMITS.answer.max) })),
});

export interface HideValues {
  reason: string;
}

export const hideSchema: yup.ObjectSchema<HideValues> = yup.object({
  reason: yup
    .string()
    .defined()
    .trim()
    .required(m.hideReasonRequired)
    .max(
      REVIEW_LIMITS.hideReasonMax,
      t(m.hideReasonMax, { max: formatNumber(REVIEW_LIMITS.hideReasonMax) }),
    ),
});

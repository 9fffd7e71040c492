/**
 * The tenant's review (issue 15): a star rating (an accessible radio group) and a text with its
 * counter, checked by reviewSchema. A refusal of the service is shown above the buttons and the
 * form keeps what was typed.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FieldError, TextAreaField } from '@/components/forms';
import { REVIEW_LIMITS } from '@/domain/limits';
import { t } from '@/i18n/t';
import { reviewsText as m } from '@/i18n/fr/reviews';
import type { ReviewInput } from '@/services';
import { reviewErrorMessage } from './errors';
import type { ReviewDraft } from './reviewDrafts';
import { RATINGS, reviewSchema, type ReviewFormValues } from './schema';
import { FormFailure, useSubmitFailure } from './useSubmitFailure';
import { formatNumber } from '@/domain/format';

export function ReviewForm({
  initial,
  draft,
  onDraft,
  onSubmit,
  onCancel,
  submitLabel = m.submit,
  autoFocus = false,
}: {
  initial?: ReviewInput;
  /** What the form held before a reload (./reviewDrafts.ts): shown instead of `initial`. */
  draft?: ReviewDraft | null;
  /** Told what the form holds at each change, to keep it as a draft. */
  onDraft?: (values: ReviewDraft) => void;
  onSubmit: (input: ReviewInput) => Promise<void>;
  onCancel?: () => void;
  submitLabel?: string;
  /**
   * Focus the rating (its checked star, else the first) on opening: the form replaces the
   * button that opened it, whose focus would otherwise fall to <body> (TenantReviews.tsx).
   */
  autoFocus?: boolean;
}) {
  const stars = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    const radios = stars.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const first = radios && ([...radios].find((r) => r.checked) ?? radios[0]);
    first?.focus();
    // on opening only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { failure, run } = useSubmitFailure(reviewErrorMessage);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues>({
    resolver: yupResolver(reviewSchema),
    defaultValues: draft ?? {
      rating: initial ? String(initial.rating) : '',
      text: initial?.text ?? '',
    },
  });
  const draftRef = useRef(onDraft);
  draftRef.current = onDraft;
  useEffect(() => {
    const { unsubscribe } = watch((values) =>
      draftRef.current?.({ rating: values.rating ?? '', text: values.text ?? '' }),
    );
    return unsubscribe;
  }, [watch]);
  const rating = Number(watch('rating') || 0);
  // counted as the schema counts it: without the spaces around it (schema.ts trims)
  const length = watch('text').trim().length;

  const ratingErrorId = useId();
  const submit = handleSubmit((values) =>
    run(() => onSubmit({ rating: Number(values.rating), text: values.text.trim() })),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <fieldset ref={stars}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{m.rating}</legend>
        <div className="flex gap-1">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 text-3xl leading-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                value={value}
                className="sr-only"
                aria-invalid={errors.rating ? true : undefined}
                // the error is read with the star the focus is on, as a field's is
                aria-describedby={errors.rating ? ratingErrorId : undefined}
                {...register('rating')}
              />
              <span
                aria-hidden="true"
                className={Number(value) <= rating ? 'text-amber-500' : 'text-slate-300'}
              >
                ★
              </span>
              <span className="sr-only">{t(m.ratingStars, { n: value })}</span>
            </label>
          ))}
        </div>
        <FieldError id={ratingErrorId} message={errors.rating?.message} />
      </fieldset>
      <TextAreaField
        label={m.text}
        rows={5}
        dir="auto"
        placeholder={m.textPlaceholder}
        error={errors.text?.message}
        hint={t(m.textCounter, {
          n: formatNumber(length),
          max: formatNumber(REVIEW_LIMITS.text.max),
          min: REVIEW_LIMITS.text.min,
        })}
        {...register('text')}
      />
      <FormFailure message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? m.submitting : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {m.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

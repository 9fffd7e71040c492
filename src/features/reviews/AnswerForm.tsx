/** The host's one answer to a review (issue 15); a refusal keeps what was typed. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button, TextAreaField } from '@/components/forms';
import { REVIEW_LIMITS } from '@/domain/limits';
import { t } from '@/i18n/t';
import { reviewsText as m } from '@/i18n/fr/reviews';
import { reviewErrorMessage } from './errors';
import { answerSchema, type AnswerValues } from './schema';
import { FormFailure, useSubmitFailure } from './useSubmitFailure';
import { formatNumber } from '@/domain/format';

export function AnswerForm({ onSubmit }: { onSubmit: (text: string) => Promise<void> }) {
  const { failure, run } = useSubmitFailure((e) => reviewErrorMessage(e, m.answerFailed));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AnswerValues>({ resolver: yupResolver(answerSchema), defaultValues: { text: '' } });
  const submit = handleSubmit(({ text }) => run(() => onSubmit(text.trim())));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-2">
      <TextAreaField
        label={m.answerLabel}
        rows={3}
        dir="auto"
        error={errors.text?.message}
        hint={t(m.answerCounter, {
          n: formatNumber(watch('text').length),
          max: formatNumber(REVIEW_LIMITS.answer.max),
        })}
        {...register('text')}
      />
      <FormFailure message={failure} />
      <Button type="submit" variant="secondary" busy={isSubmitting}>
        {isSubmitting ? m.answerSending : m.answerSubmit}
      </Button>
    </form>
  );
}

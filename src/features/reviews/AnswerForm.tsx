/**
 * The host's answer to a review (issue 15), given once, then corrected within 48 hours
 * (`editing`: the answer's text to start from, « Enregistrer la réponse » and « Annuler »).
 * A refusal keeps what was typed.
 */
import { useEffect } from 'react';
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

export function AnswerForm({
  onSubmit,
  editing,
}: {
  onSubmit: (text: string) => Promise<void>;
  /** Correcting the answer given: its text, and « Annuler » closing the form unchanged. */
  editing?: { text: string; onCancel: () => void };
}) {
  const { failure, run } = useSubmitFailure((e) =>
    reviewErrorMessage(e, editing ? m.answerEditFailed : m.answerFailed),
  );
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AnswerValues>({
    resolver: yupResolver(answerSchema),
    defaultValues: { text: editing?.text ?? '' },
  });
  // opened by « Modifier ma réponse »: the focus goes to the text, which that button left
  const opened = editing !== undefined;
  useEffect(() => {
    if (opened) setFocus('text');
  }, [opened, setFocus]);
  const submit = handleSubmit(({ text }) => run(() => onSubmit(text.trim())));
  const [label, busyLabel] = editing
    ? [m.answerSave, m.answerSaving]
    : [m.answerSubmit, m.answerSending];
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-3 space-y-2"
      // Escape closes a correction as « Annuler » does (not while it is being saved)
      onKeyDown={(event) => {
        if (editing && event.key === 'Escape' && !isSubmitting) {
          event.stopPropagation();
          editing.onCancel();
        }
      }}
    >
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" busy={isSubmitting}>
          {isSubmitting ? busyLabel : label}
        </Button>
        {editing && (
          <Button
            type="button"
            variant="secondary"
            onClick={editing.onCancel}
            disabled={isSubmitting}
          >
            {m.answerEditCancel}
          </Button>
        )}
      </div>
    </form>
  );
}

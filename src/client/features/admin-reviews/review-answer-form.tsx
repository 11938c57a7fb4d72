import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Textarea } from '~/client/components/ui/input';
import { REVIEW_ANSWER_MAX, reviewAnswerSchema } from '~/shared/schemas/reviews';
import { adminReviewsStrings as t } from './strings';
import { useAnswerReview, useEditAnswer } from './use-admin-reviews';

/**
 * The company's answer to a review: a labelled text area and 'Skicka svar', disabled while the answer is blank;
 * the answer is sent trimmed (the server checks it once more with the same schema). With `initial` (an answer
 * already given) it changes that answer instead ('Spara svar', PUT) and offers 'Avbryt' (`onDone`, also called
 * once saved).
 */
export function ReviewAnswerForm({
  reviewId,
  initial,
  onDone,
}: {
  reviewId: string;
  initial?: string;
  onDone?: () => void;
}) {
  const { register, handleSubmit, control } = useForm<{ answer: string }>({
    resolver: zodResolver(reviewAnswerSchema),
    defaultValues: { answer: initial ?? '' },
  });
  const answer = useWatch({ control, name: 'answer' });
  const create = useAnswerReview();
  const edit = useEditAnswer();
  const editing = initial !== undefined;
  const submit = editing ? edit : create;
  const id = `answer-${reviewId}`;
  const send = handleSubmit((input) =>
    submit.mutate({ id: reviewId, answer: input.answer }, { onSuccess: () => onDone?.() }),
  );
  return (
    <form className="space-y-2" onSubmit={(e) => void send(e)}>
      <Field id={id} label={t.answerLabel} hint={t.answerHint}>
        <Textarea id={id} rows={editing ? 3 : 2} maxLength={REVIEW_ANSWER_MAX} {...register('answer')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!answer.trim() || submit.isPending}>
          {editing ? (submit.isPending ? t.saving : t.save) : submit.isPending ? t.sending : t.send}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" size="sm" onClick={onDone}>
            {t.cancelEdit}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A given answer, with 'Ändra svar' opening it in ReviewAnswerForm (prefilled) until saved or cancelled. */
export function ReviewAnswer({
  reviewId,
  answer,
  author,
}: {
  reviewId: string;
  answer: string;
  author: string;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return <ReviewAnswerForm reviewId={reviewId} initial={answer} onDone={() => setEditing(false)} />;
  }
  return (
    <div className="space-y-2 rounded-xl bg-stone-50 px-3 py-2 text-sm">
      <p className="font-medium text-stone-800">{t.yourAnswer}</p>
      <p className="break-words whitespace-pre-line text-stone-700">{answer}</p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-label={t.editLabel(author)}
        onClick={() => setEditing(true)}
      >
        {t.edit}
      </Button>
    </div>
  );
}

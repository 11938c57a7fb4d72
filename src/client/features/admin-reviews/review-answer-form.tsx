import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Textarea } from '~/client/components/ui/input';
import { REVIEW_ANSWER_MAX, reviewAnswerSchema } from '~/shared/schemas/reviews';
import { adminReviewsStrings as t } from './strings';
import { useAnswerReview } from './use-admin-reviews';

/**
 * The company's one answer to a review: a labelled text area and 'Skicka svar', disabled while the answer is blank;
 * the answer is sent trimmed (the server checks it once more with the same schema).
 */
export function ReviewAnswerForm({ reviewId }: { reviewId: string }) {
  const { register, handleSubmit, control } = useForm<{ answer: string }>({
    resolver: zodResolver(reviewAnswerSchema),
    defaultValues: { answer: '' },
  });
  const answer = useWatch({ control, name: 'answer' });
  const submit = useAnswerReview();
  const id = `answer-${reviewId}`;
  const send = handleSubmit((input) => submit.mutate({ id: reviewId, answer: input.answer }));
  return (
    <form className="space-y-2" onSubmit={(e) => void send(e)}>
      <Field id={id} label={t.answerLabel} hint={t.answerHint}>
        <Textarea id={id} rows={2} maxLength={REVIEW_ANSWER_MAX} {...register('answer')} />
      </Field>
      <Button type="submit" size="sm" disabled={!answer.trim() || submit.isPending}>
        {submit.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}

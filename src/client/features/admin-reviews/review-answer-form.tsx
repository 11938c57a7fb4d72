import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Textarea } from '~/client/components/ui/input';
import { REVIEW_ANSWER_MAX } from '~/shared/schemas/reviews';
import { adminReviewsStrings as t } from './strings';
import { useAnswerReview } from './use-admin-reviews';

/** The company's one answer to a review: a labelled text area and 'Skicka svar' (the server checks it once more). */
export function ReviewAnswerForm({ reviewId }: { reviewId: string }) {
  const [answer, setAnswer] = useState('');
  const submit = useAnswerReview();
  const id = `answer-${reviewId}`;
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (answer.trim()) submit.mutate({ id: reviewId, answer: answer.trim() });
      }}
    >
      <Field id={id} label={t.answerLabel} hint={t.answerHint}>
        <Textarea
          id={id}
          rows={2}
          maxLength={REVIEW_ANSWER_MAX}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </Field>
      <Button type="submit" size="sm" disabled={!answer.trim() || submit.isPending}>
        {submit.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Textarea } from '~/client/components/ui/input';
import { FEEDBACK_COMMENT_MAX, feedbackSchema, type HistoryEntry } from '~/shared/schemas/profile';
import { Modal } from '~/client/components/ui/modal';
import { StarRating } from './star-rating';
import { t } from './strings';
import { useSubmitFeedback } from './use-profile';

/** An empty form: `rating` 0 = no star chosen yet (send is disabled until one is). */
const EMPTY = { rating: 0, comment: '', isPublic: false };

/**
 * 'Lämna omdöme' on a completed booking (customer-side §2, §5): 1–5 stars (send disabled at 0) and an optional
 * comment, and the customer's consent that it is shown as a review on the company page (unchecked until
 * they tick it). Closes after 'Omdöme skickat'; stays open on failure.
 */
export function FeedbackDialog({
  entry,
  onOpenChange,
}: {
  entry: HistoryEntry | null;
  onOpenChange: (open: boolean) => void;
}) {
  const submit = useSubmitFeedback();
  const { register, handleSubmit, control, reset } = useForm({
    resolver: zodResolver(feedbackSchema),
    defaultValues: EMPTY,
  });
  const rating = useController({ control, name: 'rating' }).field;

  useEffect(() => {
    if (entry) reset(EMPTY);
  }, [entry, reset]);

  const send = handleSubmit(async (input) => {
    if (!entry) return;
    try {
      await submit.mutateAsync({ bookingId: entry.id, input });
      onOpenChange(false);
    } catch {
      // The toast told what went wrong; keep what was written.
    }
  });

  return (
    <Modal
      closeLabel={t.close}
      open={entry !== null}
      onOpenChange={onOpenChange}
      title={t.feedbackTitle}
      description={entry ? t.feedbackDescription(entry.serviceName, entry.companyName) : undefined}
    >
      <form onSubmit={(e) => void send(e)} className="space-y-4">
        <StarRating name="feedback-rating" value={rating.value} onChange={rating.onChange} />
        <Field id="feedback-comment" label={t.comment}>
          <Textarea
            id="feedback-comment"
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            {...register('comment')}
          />
        </Field>
        <label className="flex items-start gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            {...register('isPublic')}
            className="mt-0.5 size-4 shrink-0 accent-accent-700"
          />
          {t.publishReview}
        </label>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={rating.value === 0 || submit.isPending}>
            {submit.isPending ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

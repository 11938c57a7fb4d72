import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import type { HistoryEntry } from '~/shared/schemas/profile';
import { FeedbackDialog } from './feedback-dialog';
import { HistoryItem } from './history-item';
import { t } from './strings';
import { useHistory } from './use-profile';

/** 'Bokningshistorik' (customer-side §2): up to 20 completed and cancelled bookings, feedback on completed ones. */
export function HistoryCard() {
  const history = useHistory();
  const [feedbackFor, setFeedbackFor] = useState<HistoryEntry | null>(null);

  useEffect(() => {
    if (history.isError)
      toast.error(t.historyErrorTitle, { id: 'profile-history-failed', description: t.historyError });
  }, [history.isError]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.historyTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label={t.historyLoading} className="py-6" />
        ) : history.isError ? (
          <div role="alert" className="space-y-3 text-center">
            <p className="text-stone-600">{t.historyError}</p>
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t.tryAgain}
            </Button>
          </div>
        ) : history.data.length === 0 ? (
          <p className="flex items-center gap-2 py-2 text-stone-500">
            <History className="size-4" aria-hidden="true" />
            {t.historyEmpty}
          </p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {history.data.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} onGiveFeedback={() => setFeedbackFor(entry)} />
            ))}
          </ul>
        )}
      </CardContent>
      <FeedbackDialog entry={feedbackFor} onOpenChange={(open) => !open && setFeedbackFor(null)} />
    </Card>
  );
}

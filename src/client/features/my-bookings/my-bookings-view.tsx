import { CalendarPlus, History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { FeedbackDialog, useHistory } from '~/client/features/profile';
import type { HistoryEntry } from '~/shared/schemas/profile';
import { PreviousBookingItem } from './previous-booking-item';
import { t } from './strings';
import { UpcomingBookingItem } from './upcoming-booking-item';
import { useCancelBooking, useMyBookings } from './use-my-bookings';
import { WatchesSection } from './watches-section';

/** The signed-in customer's 'Kommande bokningar', 'Bevakningar' (when there are any) and 'Tidigare bokningar' cards. */
export function MyBookingsView() {
  const bookings = useMyBookings();
  const cancel = useCancelBooking();
  // Profil's history knows which visits may still get feedback; the same dialog opens here.
  const history = useHistory();
  const [feedbackFor, setFeedbackFor] = useState<HistoryEntry | null>(null);

  useEffect(() => {
    // A fixed id: a refetch that fails again replaces the toast instead of stacking a second one.
    if (bookings.isError) toast.error(t.loadFailed, { id: 'my-bookings-load-failed' });
  }, [bookings.isError]);

  if (bookings.isPending) return <Spinner label={t.loading} className="py-16" />;
  if (bookings.isError) {
    return (
      <Card role="alert" className="space-y-3 p-8 text-center">
        <p className="text-stone-600">{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void bookings.refetch()}>
          {t.tryAgain}
        </Button>
      </Card>
    );
  }

  const { upcoming, previous } = bookings.data;
  return (
    <div className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle>{t.upcoming}</CardTitle>
        </CardHeader>
        <CardContent>
          {upcoming.length === 0 ? (
            <div className="flex flex-col items-center gap-4 py-6 text-center">
              <CalendarPlus className="size-10 text-stone-300" aria-hidden="true" />
              <p className="text-stone-600">{t.noUpcoming}</p>
              <Button asChild>
                <Link to="/search">{t.bookATime}</Link>
              </Button>
            </div>
          ) : (
            <ul className="divide-y divide-stone-100">
              {upcoming.map((b) => (
                <UpcomingBookingItem
                  key={b.id}
                  booking={b}
                  cancelling={cancel.isPending && cancel.variables === b.id}
                  onCancel={() => cancel.mutate(b.id)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <WatchesSection />
      <Card>
        <CardHeader>
          <CardTitle>{t.previous}</CardTitle>
        </CardHeader>
        <CardContent>
          {previous.length === 0 ? (
            <p className="flex items-center gap-2 py-2 text-stone-500">
              <History className="size-4" aria-hidden="true" />
              {t.noPrevious}
            </p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {previous.map((b) => {
                const entry = history.data?.find((h) => h.id === b.id);
                return (
                  <PreviousBookingItem
                    key={b.id}
                    booking={b}
                    feedback={
                      entry
                        ? {
                            canGive: entry.canGiveFeedback,
                            given: entry.feedback !== null && entry.feedback !== undefined,
                            onGive: () => setFeedbackFor(entry),
                          }
                        : undefined
                    }
                  />
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      <FeedbackDialog entry={feedbackFor} onOpenChange={(open) => !open && setFeedbackFor(null)} />
    </div>
  );
}

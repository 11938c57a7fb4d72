import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthPanel } from '~/client/features/auth/auth-panel';
import { BookingSummary } from '~/client/features/booking/booking-summary';
import { useSubmitBooking } from '~/client/features/booking/use-submit-booking';
import { ME_QUERY_KEY, useMe } from '~/client/features/session';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { BookingConfirmation } from '~/client/features/booking/booking-confirmation';
import { BookingForm } from '~/client/features/booking/booking-form';
import { bookingText as t, useCompany } from '~/client/pages/booking-page';
import { parseEmbedDraft, type EmbedBookedMessage } from '~/client/features/embed/embed-draft';
import type { CustomerBooking } from '~/shared/schemas/booking';

type Me = ReturnType<typeof useMe>['data'];

const s = {
  invalid: 'Länken saknar den valda tiden. Stäng fönstret och välj en tid igen.',
  doneTitle: 'Klart! Din bokning är bekräftad.',
  doneText: 'Bokningen visas nu på företagets sida. Du kan stänga det här fönstret.',
  close: 'Stäng fönstret',
  signInTitle: 'Logga in för att boka tiden',
  notes: 'Ditt meddelande',
  booking: 'Bokar din tid...',
};

/**
 * `/embed/:slug/complete?service=…&date=…&start=…&end=…` (decision 019): the widget's sign-in pop-up,
 * a top-level page on Tidvis's own origin, so the session cookie works. The visitor signs in or signs up (the
 * booking form's own panel), confirms, and the booking is made here (source 'iframe'); then the frame that opened
 * the pop-up is told (`postMessage` to Tidvis's origin only) and shows the confirmation.
 */
export function EmbedComplete({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  const draft = parseEmbedDraft(params);
  const company = useCompany(slug);
  const me = useMe();
  const [booking, setBooking] = useState<CustomerBooking | null>(null);
  const [notes, setNotes] = useState(draft?.notes ?? '');
  const [toldFrame, setToldFrame] = useState(false);
  // A guest who signed in here: the booking is being made (or failed: the booking form takes over).
  const [autoBook, setAutoBook] = useState<'idle' | 'booking' | 'failed'>('idle');
  const queryClient = useQueryClient();
  const submit = useSubmitBooking(slug, {
    onSuccess: (b) => onBooked(b),
    onSlotTaken: () => undefined,
  });

  const service = company.data?.services.find((x) => x.id === draft?.serviceId);
  const staff =
    company.data && service
      ? company.data.company.staff.filter((m) => m.serviceIds.includes(service.id))
      : [];

  function onBooked(b: CustomerBooking) {
    setBooking(b);
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      const message: EmbedBookedMessage = {
        type: 'tidvis:booked',
        booking: b,
        email: me.data?.user?.email ?? '',
      };
      opener.postMessage(message, window.location.origin);
      setToldFrame(true);
      // The frame shows the confirmation now; this window has done its part.
      window.close();
    }
  }

  /** Signed in through the panel: book the chosen time right away, as the booking form does after its panel. */
  function bookAfterSignIn() {
    const user = queryClient.getQueryData<Me>(ME_QUERY_KEY)?.user;
    if (!draft || !service || !user) {
      setAutoBook('failed');
      return;
    }
    setAutoBook('booking');
    submit.mutate(
      {
        companyId: company.data!.company.id,
        serviceId: service.id,
        date: draft.date,
        startTime: draft.startTime,
        notes,
        phone: user.phone ?? null,
        source: 'iframe',
        ...(draft.staffId && staff.length > 0 ? { staffId: draft.staffId } : {}),
      },
      { onError: () => setAutoBook('failed') },
    );
  }

  let body;
  if (company.isPending) body = <Spinner label={t.loadingServices} className="py-20" />;
  else if (company.isError)
    body = (
      <Card role="alert" className="p-6 text-center">
        {t.loadCompanyFailed}
      </Card>
    );
  else if (!draft || !service)
    body = (
      <Card role="alert" className="p-6 text-center">
        {s.invalid}
      </Card>
    );
  else if (booking && toldFrame)
    body = (
      <Card className="flex flex-col items-center gap-4 p-6 text-center">
        <CircleCheck className="size-10 text-accent-700" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-stone-900">{s.doneTitle}</h1>
        <p className="text-stone-600">{s.doneText}</p>
        <Button onClick={() => window.close()}>{s.close}</Button>
      </Card>
    );
  else if (booking)
    body = (
      <BookingConfirmation
        booking={booking}
        company={company.data.company}
        customer={{
          name: booking.customerName,
          email: me.data?.user?.email ?? '',
          phone: me.data?.user?.phone ?? null,
        }}
        onNewBooking={() => window.close()}
      />
    );
  else if (me.isPending || autoBook === 'booking')
    body = <Spinner label={autoBook === 'booking' ? s.booking : t.loadingSession} className="py-20" />;
  else if (!me.data?.user && autoBook === 'idle') {
    const chosen = draft.staffId ? (staff.find((m) => m.id === draft.staffId) ?? null) : null;
    const slot = { date: draft.date, startTime: draft.startTime, endTime: draft.endTime };
    body = (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t.completeBooking}</h1>
        <BookingSummary
          service={service}
          slot={slot}
          staff={staff.length > 0 ? chosen : undefined}
          address={company.data.company.location}
        />
        {notes ? (
          <Card className="space-y-1 p-4 text-sm">
            <p className="font-medium text-stone-900">{s.notes}</p>
            <p className="whitespace-pre-line text-stone-700">{notes}</p>
          </Card>
        ) : null}
        <p className="font-medium text-stone-900">{s.signInTitle}</p>
        <AuthPanel onAuthenticated={bookAfterSignIn} signupPhoneLabel={t.signupPhone} />
      </div>
    );
  } else {
    const chosen = draft.staffId ? (staff.find((m) => m.id === draft.staffId) ?? null) : null;
    body = (
      <BookingForm
        company={company.data.company}
        service={service}
        slot={{ date: draft.date, startTime: draft.startTime, endTime: draft.endTime }}
        staff={staff.length > 0 ? chosen : undefined}
        notes={notes}
        onNotesChange={setNotes}
        onBack={() => window.close()}
        onBooked={onBooked}
        onSlotTaken={() => undefined}
        source="iframe"
      />
    );
  }

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-6">
      <Suspense fallback={<Spinner className="py-20" />}>{body}</Suspense>
    </main>
  );
}

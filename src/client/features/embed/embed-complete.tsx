import { CircleCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { BookingConfirmation } from '~/client/features/booking/booking-confirmation';
import { BookingForm } from '~/client/features/booking/booking-form';
import { bookingText as t, useCompany } from '~/client/pages/booking-page';
import { useMe } from '~/client/features/session/use-me';
import { parseEmbedDraft, type EmbedBookedMessage } from '~/client/features/embed/embed-draft';
import type { CustomerBooking } from '~/shared/schemas/booking';

const s = {
  invalid: 'Länken saknar den valda tiden. Stäng fönstret och välj en tid igen.',
  doneTitle: 'Klart! Din bokning är bekräftad.',
  doneText: 'Bokningen visas nu på företagets sida. Du kan stänga det här fönstret.',
  close: 'Stäng fönstret',
};

/**
 * `/embed/:slug/complete?service=…&date=…&start=…&end=…` (issue 20 §1, decision 019): the widget's sign-in pop-up,
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
    }
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
  else {
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

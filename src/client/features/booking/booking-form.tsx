import { Banknote, LoaderCircle, LogIn } from 'lucide-react';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { toastGoogleError, useGoogleReturn } from '~/client/features/auth';
import { useMe, useRefreshMe } from '~/client/features/session';
import type { CustomerBooking } from '~/shared/schemas/booking';
import type { PublicCompany, PublicService } from '~/shared/schemas/company';
import type { PublicStaff } from '~/shared/schemas/staff';
import { BookingSummary } from './booking-summary';
import { CustomerDetails } from './customer-details';
import { GuestAuth } from './guest-auth';
import { MessageField } from './message-field';
import type { Slot } from './slot-button';
import { StepHeader } from './step-header';
import { t } from './strings';
import { toastText } from './toast-strings';
import { EmbedContext } from '~/client/lib/embed-context';
import { embedText } from '~/client/lib/embed-text';
import { useBookingDraft } from './use-booking-draft';
import { useSubmitBooking } from './use-submit-booking';
import { useAvailability } from './use-availability';
import { weekStart } from '~/shared/dates';
import { AUTO_SUBMIT_DELAY_MS, sleep, waitForSession } from './wait-for-session';
import { PaymentTerms, paymentText, visitPaysOnline } from '~/client/features/payments';

type MeUser = NonNullable<NonNullable<ReturnType<typeof useMe>['data']>['user']>;

const displayName = (u: MeUser) =>
  u.name?.trim() || [u.firstName, u.lastName].filter(Boolean).join(' ').trim();

/**
 * Step 3, 'Slutför din bokning': summary, then sign-in for visitors or details, message and confirm for customers.
 * `staff`: the chosen member, null for 'Valfri personal', undefined when nobody performs the service (a
 * company without staff: no staff row, no `staffId` sent).
 */
export function BookingForm({
  company,
  service,
  visit = [service],
  slot: picked,
  staff,
  notes,
  onNotesChange,
  onBack,
  onBooked,
  onSlotTaken,
  source,
  onSignInElsewhere,
}: {
  company: PublicCompany;
  service: PublicService;
  /** The visit's services in the order they run (the first is `service`); `[service]` when absent. */
  visit?: PublicService[];
  slot: Slot;
  staff: PublicStaff | null | undefined;
  notes: string;
  onNotesChange: (notes: string) => void;
  onBack: () => void;
  onBooked: (booking: CustomerBooking) => void;
  onSlotTaken: () => void;
  /** 'iframe' in the company's widget and its pop-up: recorded on the booking. */
  source?: 'iframe';
  /**
   * In the widget's frame: a guest signs in on Tidvis's own origin in a pop-up instead of here (a
   * framed page gets no cookies where third-party cookies are blocked).
   */
  onSignInElsewhere?: () => void;
}) {
  const embed = useContext(EmbedContext);
  const me = useMe();
  const refreshMe = useRefreshMe();
  const draft = useBookingDraft(company.id);
  const submit = useSubmitBooking(company.slug, {
    onSuccess: (booking) => {
      draft.clear();
      onBooked(booking);
    },
    // Held for its payment: the browser leaves for the payment page, and the draft has done its part.
    onPayment: () => draft.clear(),
    onSlotTaken,
  });
  // A visit paid online (docs/decisions/047) says what is paid now and on site, and confirms by going to pay.
  const online = visitPaysOnline(visit);
  const [authOpen, setAuthOpen] = useState(false);
  const [finishingAuth, setFinishingAuth] = useState(false);
  // The post-auth wait is asynchronous; it must not submit for a form the visitor has already left.
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  const user = me.data?.user ?? null;
  const name = user ? displayName(user) : '';

  const staffId = staff?.id ?? null;
  const serviceIds = visit.map((s) => s.id);
  // A visit's end includes the buffers between its services, which only the server knows: it is read off the
  // offered start (the time step's week, usually cached; the start stays offered until booked).
  const week = useAvailability(company.slug, serviceIds, weekStart(picked.date), staffId, visit.length > 1);
  const offered = week.data?.days
    .find((d) => d.date === picked.date)
    ?.slots.find((s) => s.startTime === picked.startTime);
  const offeredEnd = offered?.endTime;
  const slot = useMemo(
    () => (offeredEnd ? { ...picked, endTime: offeredEnd } : picked),
    [picked, offeredEnd],
  );
  const bookedFrom = source ?? (embed ? 'iframe' : undefined);
  const signInElsewhere =
    onSignInElsewhere ?? (embed ? () => embed.onSignIn({ service, slot, staffId, notes }) : undefined);

  function book(
    booker: MeUser,
    input: { date: string; startTime: string; staffId: string | null; notes: string },
  ) {
    const { staffId: chosen, ...rest } = input;
    // Only a named member is sent: absent means 'Valfri personal', as at a company without staff.
    submit.mutate({
      companyId: company.id,
      // A visit of several services is sent as `serviceIds` (in order); one service as before.
      ...(serviceIds.length > 1 ? { serviceIds } : { serviceId: service.id }),
      ...rest,
      ...(chosen ? { staffId: chosen } : {}),
      phone: booker.phone ?? null,
      ...(bookedFrom ? { source: bookedFrom } : {}),
    });
  }

  // While a visitor signs in, the draft keeps the message for the way back from Google (a new page load); the
  // flow puts it back on this very time's form step.
  const notesRef = useRef(notes);
  useEffect(() => {
    notesRef.current = notes;
  }, [notes]);
  useEffect(() => {
    if (authOpen) draft.save({ companyId: company.id, service, visit, slot, staffId, notes });
  }, [authOpen, draft, company.id, service, visit, slot, staffId, notes]);

  function openAuth() {
    setAuthOpen(true);
  }

  async function finishAfterAuth() {
    setFinishingAuth(true);
    const booker = await waitForSession(refreshMe, () => unmounted.current);
    if (unmounted.current) return;
    if (!booker) {
      setFinishingAuth(false);
      toast(online ? toastText.retryAfterAuthPayment : toastText.retryAfterAuth);
      return;
    }
    setAuthOpen(false);
    // The message as written here, else (back from Google, before the flow restored it) the draft's of this time.
    const saved = draft.load();
    const sameTime =
      (saved?.serviceIds ?? saved?.serviceId) ===
        (serviceIds.length > 1 ? serviceIds.join(',') : service.id) &&
      saved?.date === slot.date &&
      saved.startTime === slot.startTime;
    const message = notesRef.current || (sameTime ? saved.notes : '');
    if (message !== notesRef.current) onNotesChange(message);
    await sleep(AUTO_SUBMIT_DELAY_MS);
    if (unmounted.current) return;
    setFinishingAuth(false);
    book(booker, {
      date: slot.date,
      startTime: slot.startTime,
      staffId,
      notes: message,
    });
  }

  // Back from Google on this page (customer-side §4, §7): the draft reopened this step; finish as after the panel.
  useGoogleReturn({
    onSuccess: () => void finishAfterAuth(),
    onError: (code) => toastGoogleError('inline', code),
  });

  // Still working while the browser leaves for the payment page.
  const working = submit.isPending || finishingAuth || submit.data?.payment !== undefined;
  const confirming = online ? paymentText.openingPayment : t.confirming;
  const terms = <PaymentTerms visit={visit} noticeHours={company.cancellationNoticeHours} />;

  return (
    <div className="space-y-4">
      <StepHeader title={t.completeBooking} backLabel={t.backToCalendar} onBack={onBack} />
      <BookingSummary service={service} visit={visit} slot={slot} staff={staff} address={company.location} />
      {me.isPending ? (
        <Card className="p-6">
          <Spinner label={t.loadingSession} />
        </Card>
      ) : !user && signInElsewhere ? (
        <Card className="space-y-3 p-5 text-center">
          <p className="font-medium text-stone-900">{embedText.signInPrompt}</p>
          <Button size="lg" className="w-full sm:w-auto" onClick={signInElsewhere}>
            <LogIn aria-hidden="true" />
            {embedText.signIn}
          </Button>
          <p className="text-xs text-stone-500">{embedText.signInNote}</p>
        </Card>
      ) : !user && !finishingAuth ? (
        <>
          {/* New customers write their message before signing up too; it is kept through it. */}
          <Card className="space-y-5 p-4 sm:p-5">
            <MessageField value={notes} onChange={onNotesChange} />
            {online ? terms : null}
          </Card>
          <GuestAuth open={authOpen} onOpen={openAuth} onAuthenticated={() => void finishAfterAuth()} />
        </>
      ) : (
        <>
          {user ? <CustomerDetails name={name} email={user.email} phone={user.phone} /> : null}
          <Card className="space-y-5 p-4 sm:p-5">
            <MessageField value={notes} onChange={onNotesChange} disabled={working} />
            {online ? (
              terms
            ) : (
              <p className="flex items-center gap-2 rounded-xl bg-stone-50 px-3 py-2.5 text-sm text-stone-700">
                <Banknote className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
                {t.payOnSite}
              </p>
            )}
            <div className="space-y-2">
              <Button
                size="lg"
                className="w-full"
                disabled={!user || !user.email || !name || working}
                onClick={() =>
                  user &&
                  book(user, {
                    date: slot.date,
                    startTime: slot.startTime,
                    staffId,
                    notes,
                  })
                }
              >
                {working ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {working ? confirming : online ? paymentText.goToPayment : t.confirm}
              </Button>
              <p className="text-center text-xs text-stone-500">
                {online ? paymentText.holdNote : t.confirmFootnote}
              </p>
              <p role="status" aria-live="polite" className="sr-only">
                {working ? confirming : ''}
              </p>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}

import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CompanyInfoWhenNear } from './company-info-when-near';
import { Spinner } from '~/client/components/ui/spinner';
import { useMe } from '~/client/features/session';
import type { CustomerBooking } from '~/shared/schemas/booking';
import type { PublicCompany, PublicService } from '~/shared/schemas/company';
import type { PublicStaff } from '~/shared/schemas/staff';
import { eligibleStaff } from '~/client/features/staff-choice/eligible-staff';
import { bookingUrlSearch, endTimeOf, parseBookingUrl, type BookingUrlState } from '~/shared/booking-url';
import { CompanyHeader } from './company-header';
import { CompanyGallery } from '~/client/features/company-gallery';
import {
  BookingConfirmation,
  BookingForm,
  prefetchLaterSteps,
  StoredBookingConfirmation,
  WeekCalendar,
} from './lazy-steps';
import { ServiceList } from './service-list';
import type { Slot } from './slot-button';
import { StepIndicator, type Step } from './step-indicator';
import { t } from './strings';
import { noticeDescription } from '~/shared/cancellation-notice';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards: the later steps are chunks of their own (lazy-steps.ts),
 * which the server's renderToString cannot wait for, so both render a spinner for them and the browser fills it in
 * once hydrated (no hydration error).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** `staffId` when that member still performs every one of `serviceIds`, else null ('Valfri personal'). */
function keptStaffId(staff: PublicStaff[], serviceIds: string[], staffId: string | null): string | null {
  return eligibleStaff(staff, serviceIds).some((m) => m.id === staffId) ? staffId : null;
}

/** The step the address asks for, checked against the company's services and staff. */
interface FlowState {
  step: Step;
  /** The visit's first service; null on the service step. */
  service: PublicService | null;
  /** The visit's services in the order they run (1–4; empty on the service step). */
  services: PublicService[];
  /** The chosen staff member; null for 'Valfri personal', and always at a company without staff. */
  staffId: string | null;
  /** A date in the shown week (the calendar shows its Monday–Sunday); null for the current week. */
  week: string | null;
  slot: Slot | null;
  bookingId: string | null;
  /** The address named a service the company does not offer (any more): the service step says so. */
  serviceGone: boolean;
}

/**
 * The flow's state from the address: an unknown or inactive service gives the service step with `serviceGone`
 * (also for the old 'Boka igen' links), an unknown staff member or one who no longer performs the
 * service 'Valfri personal'. Derived on every render from the URL alone, which the server sees too, so the first
 * render matches the server's HTML.
 */
function resolveUrl(url: BookingUrlState, services: PublicService[], staff: PublicStaff[]): FlowState {
  const base: FlowState = {
    step: 'service',
    service: null,
    services: [],
    staffId: null,
    week: null,
    slot: null,
    bookingId: null,
    serviceGone: false,
  };
  if (url.step === 'confirmation') return { ...base, step: 'confirmation', bookingId: url.bookingId };
  if (url.step === 'service' || !url.serviceId) return base;
  // A visit's unknown services are left out; only when none is known is the service gone.
  const visit = url.serviceIds.flatMap((id) => services.filter((s) => s.id === id));
  const service = visit[0];
  if (!service) return { ...base, serviceGone: true };
  const ids = visit.map((s) => s.id);
  const chosen = {
    ...base,
    service,
    services: visit,
    staffId: keptStaffId(staff, ids, url.staffId),
    week: url.week,
  };
  if (url.step === 'form' && url.date && url.time) {
    // The buffers between a visit's services are not public: the form step reads the end off the offered start
    // (BookingForm); until then, the summed durations.
    const slot = {
      date: url.date,
      startTime: url.time,
      endTime: endTimeOf(
        url.time,
        visit.reduce((sum, s) => sum + s.durationMinutes, 0),
      ),
    };
    return { ...chosen, step: 'form', slot };
  }
  return { ...chosen, step: 'calendar' };
}

/**
 * The four-step booking flow of one company (customer-side §2, §4): service, calendar, form, confirmation. Each step
 * has its own address (see booking-url.ts): moving on pushes a history entry, so back, forward, reload
 * and a shared link land on the same step with the same choices. Only the message lives outside the address.
 */
export function BookingFlow({ company, services }: { company: PublicCompany; services: PublicService[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = resolveUrl(parseBookingUrl(params), services, company.staff);
  const [notes, setNotes] = useState('');
  // The booking just made, shown at once; after a reload the confirmation step fetches it by the address's id.
  const [booked, setBooked] = useState<CustomerBooking | null>(null);
  const me = useMe();
  const user = me.data?.user ?? null;
  const hydrated = useHydrated();

  /**
   * Moves to another step (a new history entry) or, with `replace`, changes the current one. Rendered at once (as a
   * click on a step always was), not as a transition that keeps the old step on screen for a moment; not from an
   * effect (`flush` false), where React forbids that.
   */
  const go = (next: Partial<BookingUrlState> & { step: Step }, replace = false, flush = true) =>
    // The query as written (`tjanst=a,b`), not re-encoded by URLSearchParams (`a%2Cb`).
    void navigate({ search: bookingUrlSearch(next) }, { replace, flushSync: flush });
  const { step, service, slot } = state;
  const serviceIds = state.services.map((s) => s.id);
  const chosen = { serviceId: service?.id ?? null, serviceIds, staffId: state.staffId, week: state.week };
  const slotKey = (date: string, time: string) => `${serviceIds.join(',')}|${date}|${time}`;

  // The draft only adds the message, and only to the very time it was written for (a stale draft must not take the
  // page over). Read after the first render: the server has no session storage.
  const draftKey = step === 'form' && service && slot ? slotKey(slot.date, slot.startTime) : null;
  // The draft's code comes with the form step's (booking-form reads it too), not on the page's first load.
  useEffect(() => {
    if (!draftKey) return;
    let current = true;
    void import('./booking-draft').then(({ readBookingDraft }) => {
      const draft = readBookingDraft(company.id);
      const draftIds = draft?.serviceIds ?? draft?.serviceId;
      if (current && draft && `${draftIds}|${draft.date}|${draft.startTime}` === draftKey && draft.notes) {
        setNotes(draft.notes);
      }
    });
    return () => {
      current = false;
    };
  }, [company.id, draftKey]);

  // Each step change starts at the top, with focus on the new step's heading for keyboard and screen-reader users.
  const stepRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    const container = stepRef.current;
    if (!container) return;
    // While a step's code loads, React keeps the previous step in the DOM, hidden, so only a shown heading counts.
    const focusHeading = () => {
      const heading = [...container.querySelectorAll<HTMLElement>('h2')].find(
        (h) => h.getClientRects().length > 0,
      );
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
      return heading !== undefined;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [step]);

  const staff = service ? eligibleStaff(company.staff, serviceIds) : [];

  return (
    <div className="space-y-5">
      {step === 'service' ? <CompanyGallery photos={company.photos} /> : null}
      <CompanyHeader company={company} showBack={step === 'service'} />
      <StepIndicator step={step} />
      <div ref={stepRef}>
        <Suspense fallback={<Spinner className="py-12" />}>
          {step !== 'service' && !hydrated ? (
            <Spinner className="py-12" />
          ) : step === 'confirmation' ? (
            booked && booked.id === state.bookingId ? (
              <BookingConfirmation
                booking={booked}
                company={company}
                customer={{
                  name: booked.customerName,
                  email: user?.email ?? '',
                  phone: user?.phone ?? null,
                }}
                onNewBooking={() => go({ step: 'service' })}
              />
            ) : (
              // A reload or a shared address: the booking is shown to its owner only, else the service step.
              <StoredBookingConfirmation
                bookingId={state.bookingId ?? ''}
                company={company}
                onNotFound={() => go({ step: 'service' }, true, false)}
                onNewBooking={() => go({ step: 'service' })}
              />
            )
          ) : step === 'service' || !service ? (
            // Pointing at, touching or tabbing into the list is intent enough to fetch the next steps.
            <section className="space-y-4" onPointerEnter={prefetchLaterSteps} onFocus={prefetchLaterSteps}>
              <h2 className="text-xl font-semibold text-stone-900">{t.chooseService}</h2>
              <p className="text-sm text-stone-600" data-testid="cancellation-policy">
                {noticeDescription(company.cancellationNoticeHours)}
              </p>
              {state.serviceGone ? (
                <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {t.serviceGone}
                </p>
              ) : null}
              <ServiceList services={services} onChoose={(s) => go({ step: 'calendar', serviceId: s.id })} />
            </section>
          ) : step === 'calendar' || !slot ? (
            <WeekCalendar
              slug={company.slug}
              companyId={company.id}
              service={service}
              visit={state.services}
              services={services}
              allStaff={company.staff}
              // Adding or removing a service changes this step's address without a new history entry.
              onVisitChange={(ids) => go({ ...chosen, step: 'calendar', serviceIds: ids }, true)}
              staff={staff}
              staffId={state.staffId}
              // The staff choice and the shown week change this step's address without a new history entry.
              onStaffChange={(staffId) => go({ ...chosen, step: 'calendar', staffId }, true)}
              week={state.week}
              onWeekChange={(week) => go({ ...chosen, step: 'calendar', week }, true)}
              onPick={(picked) => go({ ...chosen, step: 'form', date: picked.date, time: picked.startTime })}
              onBack={() => go({ step: 'service' })}
            />
          ) : (
            <BookingForm
              company={company}
              service={service}
              visit={state.services}
              slot={slot}
              staff={staff.length > 0 ? (staff.find((m) => m.id === state.staffId) ?? null) : undefined}
              notes={notes}
              onNotesChange={setNotes}
              onBack={() => go({ ...chosen, step: 'calendar', week: slot.date })}
              onBooked={(booking) => {
                setBooked(booking);
                setNotes('');
                // Replacing the form's entry: back from the confirmation must not offer to book the same time again.
                go({ step: 'confirmation', bookingId: booking.id }, true);
              }}
              onSlotTaken={() => {
                void import('./booking-draft').then((m) => m.clearBookingDraft(company.id));
                go({ ...chosen, step: 'calendar', week: slot.date });
              }}
            />
          )}
        </Suspense>
      </div>
      {step === 'service' ? <CompanyInfoWhenNear company={company} /> : null}
    </div>
  );
}

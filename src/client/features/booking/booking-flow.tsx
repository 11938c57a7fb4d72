import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CompanyInfoWhenNear } from './company-info-when-near';
import { Spinner } from '~/client/components/ui/spinner';
import { useMe } from '~/client/features/session/use-me';
import type { CustomerBooking } from '~/shared/schemas/booking';
import type { PublicCompany, PublicService } from '~/shared/schemas/company';
import type { PublicStaff } from '~/shared/schemas/staff';
import { eligibleStaff } from '~/client/features/staff-choice/eligible-staff';
import { clearBookingDraft, readBookingDraft, type BookingDraft } from './booking-draft';
import { CompanyHeader } from './company-header';
import { BookingConfirmation, BookingForm, prefetchLaterSteps, WeekCalendar } from './lazy-steps';
import { ServiceList } from './service-list';
import type { Slot } from './slot-button';
import { StepIndicator, type Step } from './step-indicator';
import { t } from './strings';
import { noticeDescription } from '~/shared/cancellation-notice';

interface FlowState {
  step: Step;
  service: PublicService | null;
  slot: Slot | null;
  /** The chosen staff member (issue 15); null for 'Valfri personal', and always at a company without staff. */
  staffId: string | null;
  /** A date in the shown week (the calendar shows its Monday–Sunday); null for the current week. */
  week: string | null;
  notes: string;
  booking: CustomerBooking | null;
}

const fresh = (): FlowState => ({
  step: 'service',
  service: null,
  slot: null,
  staffId: null,
  week: null,
  notes: '',
  booking: null,
});

/** `staffId` when that member still performs `serviceId`, else null ('Valfri personal'). */
function keptStaffId(staff: PublicStaff[], serviceId: string, staffId: string | null): string | null {
  return eligibleStaff(staff, serviceId).some((m) => m.id === staffId) ? staffId : null;
}

/**
 * A saved draft (visitor went to sign in, e.g. via Google, and came back) reopens the form step, with its staff
 * choice while that member still performs the service.
 */
function fromDraft(draft: BookingDraft | null, services: PublicService[], staff: PublicStaff[]): FlowState {
  const service = draft && services.find((s) => s.id === draft.serviceId);
  if (!draft || !service) return fresh();
  return {
    ...fresh(),
    step: 'form',
    service,
    slot: { date: draft.date, startTime: draft.startTime, endTime: draft.endTime },
    staffId: keptStaffId(staff, service.id, draft.staffId),
    week: draft.date,
    notes: draft.notes,
  };
}

/**
 * 'Boka igen' (issue 19 §5): `?service=<id>&staff=<id>` opens the calendar step with that service, and that member
 * while they are active and perform it (else 'Valfri'). An inactive or unknown service: the service step, with
 * `serviceGone` set so the page says so.
 */
function fromSearch(
  params: URLSearchParams,
  services: PublicService[],
  staff: PublicStaff[],
): FlowState & { serviceGone?: boolean } {
  const serviceId = params.get('service');
  if (!serviceId) return fresh();
  const service = services.find((s) => s.id === serviceId);
  if (!service) return { ...fresh(), serviceGone: true };
  return {
    ...fresh(),
    step: 'calendar',
    service,
    staffId: keptStaffId(staff, service.id, params.get('staff')),
  };
}

/** The four-step booking flow of one company (customer-side §2, §4): service, calendar, form, confirmation. */
export function BookingFlow({ company, services }: { company: PublicCompany; services: PublicService[] }) {
  const [params] = useSearchParams();
  const [state, setState] = useState<FlowState & { serviceGone?: boolean }>(() => {
    const draft = readBookingDraft(company.id);
    return draft ? fromDraft(draft, services, company.staff) : fromSearch(params, services, company.staff);
  });
  const me = useMe();
  const user = me.data?.user ?? null;

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
  }, [state.step]);

  const go = (patch: Partial<FlowState>) => setState((s) => ({ ...s, serviceGone: false, ...patch }));
  const { step, service, slot } = state;
  const staff = service ? eligibleStaff(company.staff, service.id) : [];

  return (
    <div className="space-y-5">
      <CompanyHeader company={company} showBack={step === 'service'} />
      <StepIndicator step={step} />
      <div ref={stepRef}>
        <Suspense fallback={<Spinner className="py-12" />}>
          {step === 'service' || !service ? (
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
              <ServiceList
                services={services}
                onChoose={(s) =>
                  go({
                    step: 'calendar',
                    service: s,
                    slot: null,
                    staffId: keptStaffId(company.staff, s.id, state.staffId),
                  })
                }
              />
            </section>
          ) : step === 'calendar' || !slot ? (
            <WeekCalendar
              slug={company.slug}
              service={service}
              staff={staff}
              staffId={state.staffId}
              onStaffChange={(staffId) => go({ staffId })}
              week={state.week}
              onWeekChange={(week) => go({ week })}
              onPick={(picked) => go({ step: 'form', slot: picked })}
              onBack={() => go({ step: 'service' })}
            />
          ) : !state.booking ? (
            // Only until the booking exists: once confirmed, the flow cannot go back to confirming it again.
            <BookingForm
              company={company}
              service={service}
              slot={slot}
              staff={staff.length > 0 ? (staff.find((m) => m.id === state.staffId) ?? null) : undefined}
              notes={state.notes}
              onNotesChange={(notes) => go({ notes })}
              onBack={() => go({ step: 'calendar' })}
              onBooked={(booking) => go({ step: 'confirmation', booking })}
              onSlotTaken={() => {
                clearBookingDraft(company.id);
                go({ step: 'calendar', slot: null });
              }}
            />
          ) : (
            <BookingConfirmation
              booking={state.booking}
              company={company}
              customer={{
                name: state.booking.customerName,
                email: user?.email ?? '',
                phone: user?.phone ?? null,
              }}
              onNewBooking={() => setState(fresh())}
            />
          )}
        </Suspense>
      </div>
      {step === 'service' ? <CompanyInfoWhenNear company={company} /> : null}
    </div>
  );
}

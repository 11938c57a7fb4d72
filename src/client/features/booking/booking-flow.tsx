import { useEffect, useRef, useState } from 'react';
import { useMe } from '~/client/features/session/use-me';
import { todayInZone, weekStart } from '~/shared/dates';
import type { CustomerBooking } from '~/shared/schemas/booking';
import type { PublicCompany, PublicService } from '~/shared/schemas/company';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { CompanyHeader } from './company-header';
import { ServiceList } from './service-list';
import type { Slot } from './slot-button';
import { StepIndicator, type Step } from './step-indicator';
import { t } from './strings';
import { useBookingDraft, type BookingDraft } from './use-booking-draft';
import { WeekCalendar } from './week-calendar';

interface FlowState {
  step: Step;
  service: PublicService | null;
  slot: Slot | null;
  week: string;
  notes: string;
  booking: CustomerBooking | null;
}

const fresh = (today: string): FlowState => ({
  step: 'service',
  service: null,
  slot: null,
  week: weekStart(today),
  notes: '',
  booking: null,
});

/** A saved draft (visitor went to sign in, e.g. via Google, and came back) reopens the form step. */
function fromDraft(draft: BookingDraft | null, services: PublicService[], today: string): FlowState {
  const service = draft && services.find((s) => s.id === draft.serviceId);
  if (!draft || !service || draft.date < today) return fresh(today);
  return {
    ...fresh(today),
    step: 'form',
    service,
    slot: { date: draft.date, startTime: draft.startTime, endTime: draft.endTime },
    week: weekStart(draft.date),
    notes: draft.notes,
  };
}

/** The four-step booking flow of one company (customer-side §2, §4): service, calendar, form, confirmation. */
export function BookingFlow({ company, services }: { company: PublicCompany; services: PublicService[] }) {
  const draft = useBookingDraft(company.id);
  const [today] = useState(() => todayInZone(new Date()));
  const [state, setState] = useState<FlowState>(() => fromDraft(draft.load(), services, today));
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
    const heading = stepRef.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [state.step]);

  const go = (patch: Partial<FlowState>) => setState((s) => ({ ...s, ...patch }));
  const { step, service, slot } = state;

  return (
    <div className="space-y-5">
      <CompanyHeader company={company} showBack={step === 'service'} />
      <StepIndicator step={step} />
      <div ref={stepRef}>
        {step === 'service' || !service ? (
          <section className="space-y-4">
            <h2 className="text-xl font-semibold text-stone-900">{t.chooseService}</h2>
            <ServiceList services={services} onChoose={(s) => go({ step: 'calendar', service: s, slot: null })} />
          </section>
        ) : step === 'calendar' || !slot ? (
          <WeekCalendar
            slug={company.slug}
            service={service}
            week={state.week}
            today={today}
            onWeekChange={(week) => go({ week })}
            onPick={(picked) => go({ step: 'form', slot: picked })}
            onBack={() => go({ step: 'service' })}
          />
        ) : step === 'form' || !state.booking ? (
          <BookingForm
            company={company}
            service={service}
            slot={slot}
            notes={state.notes}
            onNotesChange={(notes) => go({ notes })}
            onBack={() => go({ step: 'calendar' })}
            onBooked={(booking) => go({ step: 'confirmation', booking })}
            onSlotTaken={() => {
              draft.clear();
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
            onNewBooking={() => setState(fresh(today))}
            onBackToForm={() => go({ step: 'form' })}
          />
        )}
      </div>
    </div>
  );
}

import { Eye } from 'lucide-react';
import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { EmbedContext } from '~/client/lib/embed-context';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { addDays, isoWeekNumber, todayInZone, weekStart } from '~/shared/dates';
import type { PublicService } from '~/shared/schemas/company';
import type { PublicStaff } from '~/shared/schemas/staff';
import { staffText } from '~/client/features/staff-choice';
import { StaffPicker } from '~/client/features/staff-choice/staff-picker';
import { DayColumns } from './day-columns';
import { slotPrice } from './format';
import { DayPicker } from './day-picker';
import { dayStatusText, defaultDay } from './day-status';
import type { Slot } from './slot-button';
import { StepHeader } from './step-header';
import { t } from './strings';
import { useAvailability, useLiveAvailability } from './use-availability';
import { WeekNav } from './week-nav';
import { VisitEditor } from './visit-editor';
import { visitMinutes, visitSummary } from './visit';
import { v } from './visit-strings';
import { w } from './watch-strings';

// 'Bevaka lediga tider' brings a form (react-hook-form, zod): a chunk of its own, fetched when asked for.
const WatchDialog = lazy(() => import('./watch-dialog').then((m) => ({ default: m.WatchDialog })));
// 'Handpenning 300 kr' needs the payment rules (and zod with them): fetched only for a visit paid online.
const VisitPaymentNote = lazy(() =>
  import('~/client/features/payments').then((m) => ({ default: m.VisitPaymentNote })),
);

/**
 * A value the flow keeps in the address, shown changed at once: the router's navigation may render a moment after
 * the click, and until then the old week (or staff choice) would still be on screen. The address wins as soon as it
 * changes (the router caught up, or back/forward).
 */
function useEager<T>(fromAddress: T): [T, (value: T) => void] {
  const [local, setLocal] = useState<{ fromAddress: T; value: T } | null>(null);
  const value = local && Object.is(local.fromAddress, fromAddress) ? local.value : fromAddress;
  return [value, (next) => setLocal({ fromAddress, value: next })];
}

/**
 * Step 2: the Monday–Sunday week of free times for the chosen service, following live changes.
 * `week` is a date in the shown week (null: the current week; Stockholm dates); the previous-week button stops at
 * the current week, the next-week button at the company's booking horizon, and paging reports the
 * new week's Monday. `staff`: the members who perform the service; when there are any, a chooser above
 * the week picks 'Valfri personal' (`staffId` null) or one of them, whose times alone are then shown. Without staff
 * the step is as before. Below the week, 'Bevaka lediga tider' opens the watch dialog (decision 044) for the service
 * and staff choice shown, from the chosen day (else the week's first full day, else its first day not passed) to
 * the week's Sunday.
 */
export function WeekCalendar({
  slug,
  companyId,
  service,
  visit: visitFromAddress,
  services,
  allStaff,
  onVisitChange,
  staff,
  staffId: staffFromAddress,
  onStaffChange,
  week: weekFromAddress,
  onWeekChange,
  onPick,
  onBack,
}: {
  slug: string;
  companyId: string;
  service: PublicService;
  /** The visit's services in order (1–4; the first is `service`). */
  visit: PublicService[];
  /** All the company's services, for 'Lägg till tjänst'. */
  services: PublicService[];
  /** All the company's members (the visit's services must share one). */
  allStaff: PublicStaff[];
  /** The visit's new service ids, in order. */
  onVisitChange: (serviceIds: string[]) => void;
  staff: PublicStaff[];
  staffId: string | null;
  onStaffChange: (staffId: string | null) => void;
  week: string | null;
  onWeekChange: (monday: string) => void;
  onPick: (slot: Slot) => void;
  onBack: () => void;
}) {
  const [shownDate, setShownDate] = useEager(weekFromAddress);
  const [staffId, setStaffId] = useEager(staffFromAddress);
  const [visit, setVisit] = useEager(visitFromAddress);
  const embedded = useContext(EmbedContext) !== null;
  const changeVisit = (ids: string[]) => {
    setVisit(ids.flatMap((id) => services.filter((s) => s.id === id)));
    onVisitChange(ids);
  };
  const changeWeek = (monday: string) => {
    setShownDate(monday);
    onWeekChange(monday);
  };
  const changeStaff = (id: string | null) => {
    setStaffId(id);
    onStaffChange(id);
  };
  const [today] = useState(() => todayInZone(new Date()));
  const week = weekStart(shownDate ?? today);
  const availability = useAvailability(
    slug,
    visit.map((s) => s.id),
    week,
    staffId,
  );
  useLiveAvailability(slug);
  // The phone view's chosen day, remembered per week so paging weeks starts on a sensible day again.
  const [picked, setPicked] = useState<{ week: string; date: string } | null>(null);
  const days = availability.data?.days ?? [];
  const selected = picked?.week === week ? picked.date : defaultDay(days, today);
  const summary = visitSummary(visit);
  const priceText = slotPrice(summary.price, summary.priceFrom);
  const length = visitMinutes(visit, availability.data);
  const [watchOpen, setWatchOpen] = useState(false);
  const watchButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button once the dialog is gone: the dialog has no trigger of its own to return it to,
  // and until it has unmounted its focus trap would pull focus back in.
  const watchWasOpen = useRef(false);
  useEffect(() => {
    if (watchWasOpen.current && !watchOpen) watchButton.current?.focus();
    watchWasOpen.current = watchOpen;
  }, [watchOpen]);
  const firstOpenDay = week > today ? week : today;
  const firstFull = days.find((d) => d.date >= today && dayStatusText(d) === t.dayFull)?.date;
  const watchFrom = (picked?.week === week && picked.date >= today ? picked.date : firstFull) ?? firstOpenDay;
  const chosenStaff = staff.find((m) => m.id === staffId);

  return (
    <div className="space-y-4">
      <StepHeader title={t.chooseTime} backLabel={t.changeService} onBack={onBack}>
        {/* What is being booked: the service, its length and price, and with whom. */}
        <p data-testid="booking-choice" className="text-stone-700">
          <span className="font-medium text-stone-900">{summary.name}</span>
          {/* One service keeps its minutes ('60 min'), as everywhere its length is shown. */}
          {` · ${visit.length > 1 ? v.duration(length) : t.minutes(length)} · ${priceText}`}
          {staff.length > 0 ? ` · ${staff.find((m) => m.id === staffId)?.name ?? staffText.anyStaff}` : null}
        </p>
        {visit.some((s) => s.payment.mode !== 'on_site') ? (
          <Suspense fallback={null}>
            <VisitPaymentNote visit={visit} />
          </Suspense>
        ) : null}
      </StepHeader>
      <Card className="@container space-y-4 p-3 sm:p-5">
        {/* Not in the company's widget: its sign-in pop-up books one service (embed-draft.ts). */}
        {embedded ? null : (
          <VisitEditor services={services} chosen={visit} staff={allStaff} onChange={changeVisit} />
        )}
        {staff.length > 0 ? (
          <div className="border-b border-stone-100 pb-3">
            <StaffPicker name="booking-staff" staff={staff} value={staffId} onChange={changeStaff} />
          </div>
        ) : null}
        <WeekNav
          first={week}
          last={addDays(week, 6)}
          weekNumber={availability.data?.weekNumber ?? isoWeekNumber(week)}
          canGoBack={week > weekStart(today)}
          canGoForward={
            availability.data !== undefined && addDays(week, 7) <= availability.data.lastBookableDate
          }
          onPrevious={() => changeWeek(addDays(week, -7))}
          onNext={() => changeWeek(addDays(week, 7))}
        />
        {availability.isPending ? (
          <Spinner label={t.loadingTimes} className="py-16" />
        ) : availability.isError ? (
          <div role="alert" className="space-y-3 py-10 text-center">
            <p className="text-stone-600">{t.loadTimesFailed}</p>
            <Button variant="secondary" onClick={() => void availability.refetch()}>
              {t.tryAgain}
            </Button>
          </div>
        ) : (
          <>
            <div className="@2xl:hidden">
              <DayPicker
                lastBookableDate={availability.data?.lastBookableDate}
                days={days}
                today={today}
                selected={selected}
                onSelect={(date) => setPicked({ week, date })}
                priceText={priceText}
                onPick={onPick}
              />
            </div>
            <div className="hidden @2xl:block">
              <DayColumns
                days={days}
                today={today}
                lastBookableDate={availability.data?.lastBookableDate}
                priceText={priceText}
                onPick={onPick}
              />
            </div>
          </>
        )}
      </Card>
      <p className="text-center text-sm text-stone-500">{t.pickHint}</p>
      <div className="flex flex-col items-center gap-2 text-center sm:flex-row sm:justify-center">
        <p className="text-sm text-stone-600">{w.prompt}</p>
        <Button ref={watchButton} variant="secondary" onClick={() => setWatchOpen(true)}>
          <Eye aria-hidden="true" />
          {w.open}
        </Button>
      </div>
      {watchOpen ? (
        <Suspense fallback={null}>
          <WatchDialog
            open
            onOpenChange={setWatchOpen}
            subject={{
              companyId,
              serviceId: service.id,
              serviceIds: visit.map((s) => s.id),
              serviceName: summary.name,
              staff:
                staff.length === 0
                  ? undefined
                  : chosenStaff
                    ? { id: chosenStaff.id, name: chosenStaff.name }
                    : null,
            }}
            today={today}
            defaultFrom={watchFrom}
            defaultTo={addDays(week, 6)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

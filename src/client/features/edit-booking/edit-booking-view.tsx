import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { todayInZone, zonedWallClockToInstant } from '~/shared/dates';
import type { CustomerBooking } from '~/shared/schemas/booking';
import { dayStatusText, useCompany } from '~/client/features/booking';
import { eligibleStaff } from '~/client/features/staff-choice/eligible-staff';
import { staffText } from '~/client/features/staff-choice';
import { StaffPicker } from '~/client/features/staff-choice/staff-picker';
import type { PublicStaff } from '~/shared/schemas/staff';
import { CurrentBooking } from './current-booking';
import { DateStrip } from './date-strip';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { SlotGrid } from './slot-grid';
import { t } from './strings';
import {
  useBooking,
  useLiveSlots,
  useRescheduleBooking,
  useRescheduleSlots,
  useWeekAvailability,
} from './use-edit-booking';
import { customerMayChange, deadlinePassedMessage } from '~/shared/cancellation-policy';

/** `/edit-booking/:id`: loads the customer's booking, then lets them pick a new date and free time. */
export function EditBookingView({ id }: { id: string }) {
  const booking = useBooking(id);
  const [openedAt] = useState(() => Date.now());
  const missing = booking.error instanceof ApiError && booking.error.status === 404;

  useEffect(() => {
    // A fixed id: a failing refetch replaces the toast instead of stacking another.
    if (booking.isError && !missing) toast.error(t.loadFailed, { id: 'edit-booking-load-failed' });
  }, [booking.isError, missing]);

  if (booking.isPending) return <Spinner label={t.loading} className="py-16" />;
  if (booking.isError) {
    return (
      <Card role="alert" className="space-y-4 p-8 text-center">
        <p className="text-stone-700">{missing ? t.notFound : t.loadFailed}</p>
        {missing ? (
          <BackLink />
        ) : (
          <Button variant="secondary" onClick={() => void booking.refetch()}>
            {t.tryAgain}
          </Button>
        )}
      </Card>
    );
  }
  const b = booking.data;
  const started = zonedWallClockToInstant(b.startDate, b.startTime).getTime() <= openedAt;
  const deadline = b.cancellationDeadline ? new Date(b.cancellationDeadline) : null;
  if (b.status === 'booked' && !started && deadline && !customerMayChange(deadline, new Date(openedAt))) {
    // Past the company's cancellation deadline: say so and how to reach the company.
    return (
      <div className="space-y-5">
        <CurrentBooking booking={b} />
        <Card role="alert" className="space-y-4 p-8 text-center">
          <p className="text-stone-700">{deadlinePassedMessage(deadline, b.companyName, b.companyEmail)}</p>
          <BackLink />
        </Card>
      </div>
    );
  }
  if (b.status !== 'booked' || started) {
    return (
      <div className="space-y-5">
        <CurrentBooking booking={b} />
        <Card role="alert" className="space-y-4 p-8 text-center">
          <p className="text-stone-700">{t.notEditable}</p>
          <BackLink />
        </Card>
      </div>
    );
  }
  return <Reschedule booking={b} />;
}

function BackLink() {
  return (
    <Button asChild variant="secondary">
      <Link to="/my-bookings">{t.backToMyBookings}</Link>
    </Button>
  );
}

/**
 * Who may take the booking over: the company's members performing its service, and its own member first
 * when they no longer are among them (deactivated, or no longer performing it), so keeping them stays a choice.
 */
function staffChoices(booking: CustomerBooking, staff: PublicStaff[] | undefined): PublicStaff[] {
  if (!staff || !booking.serviceId) return [];
  const eligible = eligibleStaff(staff, booking.serviceId);
  const own = booking.staff;
  if (eligible.length === 0 || !own || eligible.some((m) => m.id === own.id)) return eligible;
  return [
    { ...own, photoUrl: null, photo: null, presentation: null, serviceIds: [booking.serviceId] },
    ...eligible,
  ];
}

/**
 * The picker for a booking that may still move: at a company with staff the member (the booking's own by default,
 * 'Valfri personal' or another who performs the service), date strip, free times, and the confirm button once
 * changed.
 */
function Reschedule({ booking }: { booking: CustomerBooking }) {
  const navigate = useNavigate();
  const [today] = useState(() => todayInZone(new Date()));
  const firstDate = booking.startDate < today ? today : booking.startDate;
  const [week, setWeek] = useState(firstDate);
  const [date, setDate] = useState(firstDate);
  const [time, setTime] = useState<string | null>(booking.startDate === firstDate ? booking.startTime : null);
  const company = useCompany(booking.companySlug);
  const choices = staffChoices(booking, company.data?.company.staff);
  const ownStaffId = booking.staff?.id ?? null;
  const [staffId, setStaffId] = useState<string | null>(ownStaffId);
  // Absent keeps the booking's member; only another choice is sent.
  const staffChoice = staffId === ownStaffId ? undefined : staffId;
  const slots = useRescheduleSlots(booking.id, date, staffChoice);
  useLiveSlots(booking.companySlug, booking.id);
  // The booking calendar's day status for the strip: closed days greyed out exactly as there. A full
  // day stays open on the booking's own date, whose own time is free to move within.
  const weekAvailability = useWeekAvailability(booking.companySlug, booking.serviceId, week, staffId);
  const statusOf = (day: string): string | null => {
    const found = weekAvailability.data?.days.find((d) => d.date === day);
    if (!found) return null;
    const status = dayStatusText(found, weekAvailability.data?.lastBookableDate);
    if (status !== null && day === booking.startDate && found.status !== 'closed' && found.status !== 'past')
      return null;
    return status;
  };
  const confirmRef = useRef<HTMLDivElement>(null);
  const reschedule = useRescheduleBooking(booking.id);
  // A time that vanished on refetch (someone else took it) cannot be confirmed.
  const changed =
    time !== null &&
    slots.data?.slots.includes(time) === true &&
    (date !== booking.startDate || time !== booking.startTime || staffChoice !== undefined);
  const chosenName =
    staffChoice === undefined ? null : (choices.find((m) => m.id === staffId)?.name ?? staffText.anyStaff);

  // Brought into view when a new time is picked, so the button is seen without scrolling.
  useEffect(() => {
    if (changed) confirmRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [changed, date, time]);

  const pickDate = (next: string) => {
    setDate(next);
    setTime(next === booking.startDate ? booking.startTime : null);
  };

  const confirm = () => {
    if (!time) return;
    reschedule.mutate(
      staffChoice === undefined ? { date, startTime: time } : { date, startTime: time, staffId: staffChoice },
      {
        onSuccess: () => {
          toast.success(t.updated);
          void navigate('/my-bookings');
        },
        onError: (error) => {
          // Either way useRescheduleBooking refetches the booking and its free times.
          if (error instanceof ApiError && error.status === 409) {
            toast.error(error.message);
            setTime(null);
          } else {
            toast.error(t.updateFailed);
          }
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <CurrentBooking booking={booking} />
      {choices.length > 0 ? (
        <Card className="p-5">
          <StaffPicker
            name="edit-booking-staff"
            legend={t.chooseStaff}
            legendClassName="mb-3 text-lg font-semibold text-stone-900"
            staff={choices}
            value={staffId}
            onChange={setStaffId}
          />
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t.chooseDate}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <DateStrip
            week={week}
            onWeekChange={setWeek}
            today={today}
            current={booking.startDate}
            selected={date}
            onSelect={pickDate}
            statusOf={statusOf}
          />
          <SlotGrid
            date={date}
            slots={slots.data?.slots}
            closed={slots.data?.closed === true}
            note={slots.data?.note}
            loading={slots.isPending}
            failed={slots.isError}
            onRetry={() => void slots.refetch()}
            current={date === booking.startDate ? booking.startTime : null}
            selected={time}
            onSelect={setTime}
          />
        </CardContent>
      </Card>
      {changed ? (
        // On a phone it stays above the bottom tabs and their raised 'Boka' button.
        <Card
          ref={confirmRef}
          className="sticky bottom-[calc(6.5rem+env(safe-area-inset-bottom))] z-20 flex flex-col gap-4 p-5 shadow-lg sm:flex-row sm:items-center sm:justify-between md:static md:shadow-none"
        >
          <p className="text-stone-700">
            <span className="font-medium text-stone-900">{t.newTime}: </span>
            {t.newTimeValue(formatLongDateSv(date), time)}
            {chosenName ? ` · ${chosenName}` : null}
          </p>
          <Button
            size="lg"
            onClick={confirm}
            disabled={reschedule.isPending}
            aria-busy={reschedule.isPending}
          >
            {reschedule.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {reschedule.isPending ? t.confirming : t.confirm}
          </Button>
        </Card>
      ) : null}
    </div>
  );
}

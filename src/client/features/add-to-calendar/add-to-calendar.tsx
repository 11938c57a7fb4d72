import { CalendarPlus } from 'lucide-react';
import { cn } from '~/client/lib/cn';
import { googleCalendarUrl, outlookCalendarUrl } from '~/shared/calendar-links';
import { zonedWallClockToInstant } from '~/shared/dates';
import type { CustomerBooking } from '~/shared/schemas/booking';

const linkClass = cn(
  'inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-accent-600',
);

/**
 * 'Lägg till i kalender' (issue 20 §3): the booking's `.ics` from `GET /api/bookings/:id/calendar.ics` (own
 * bookings only; same UID as the e-mails' file), and the Google and Outlook links the e-mails carry.
 */
export function AddToCalendar({
  booking,
  withFile = true,
}: {
  booking: Pick<
    CustomerBooking,
    'id' | 'serviceName' | 'companyName' | 'companyLocation' | 'startDate' | 'startTime' | 'endTime'
  >;
  /** Whether to offer the `.ics` download (it needs the session: not in the widget's frame). */
  withFile?: boolean;
}) {
  const event = {
    title: `${booking.serviceName} hos ${booking.companyName}`,
    description: `${booking.serviceName} hos ${booking.companyName}. Bokad via Tidvis.`,
    location: booking.companyLocation,
    start: zonedWallClockToInstant(booking.startDate, booking.startTime),
    end: zonedWallClockToInstant(booking.startDate, booking.endTime),
  };
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm" data-testid="add-to-calendar">
      <span className="inline-flex items-center gap-1.5 font-medium text-stone-700">
        <CalendarPlus className="size-4" aria-hidden="true" />
        Lägg till i kalender:
      </span>
      {withFile ? (
        <a className={linkClass} href={`/api/bookings/${booking.id}/calendar.ics`} download="bokning.ics">
          Kalenderfil (.ics)
        </a>
      ) : null}
      <a className={linkClass} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        Google Kalender
      </a>
      <a className={linkClass} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        Outlook
      </a>
    </div>
  );
}

import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '~/client/lib/cn';
import { googleCalendarUrl, outlookCalendarUrl } from '~/shared/calendar-links';
import { zonedWallClockToInstant } from '~/shared/dates';
import type { CustomerBooking } from '~/shared/schemas/booking';
import { t } from './strings';

const linkClass = cn(
  'inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-accent-600',
);

/**
 * 'Lägg till i kalender': the booking's `.ics` from `GET /api/bookings/:id/calendar.ics` (own
 * bookings only; same UID as the e-mails' file), and the Google and Outlook links the e-mails carry. A group named
 * by its heading; the links follow it on the same line when they fit, otherwise together on the next one, their
 * text aligned with the heading's icon. Google and Outlook open in a new tab, which screen readers are told.
 */
export function AddToCalendar({
  booking,
  withFile = true,
  context,
}: {
  booking: Pick<
    CustomerBooking,
    'id' | 'serviceName' | 'companyName' | 'companyLocation' | 'startDate' | 'startTime' | 'endTime'
  >;
  /** Whether to offer the `.ics` download (it needs the session: not in the widget's frame). */
  withFile?: boolean;
  /**
   * Which booking the links are for, read after each link's name ('… för Herrklippning måndag 30 november'), where
   * several bookings are listed and a screen reader's list of links would otherwise repeat the same three names.
   */
  context?: string;
}) {
  const labelId = useId();
  const event = {
    title: `${booking.serviceName} hos ${booking.companyName}`,
    description: `${booking.serviceName} hos ${booking.companyName}. Bokad via Tidvis.`,
    location: booking.companyLocation,
    start: zonedWallClockToInstant(booking.startDate, booking.startTime),
    end: zonedWallClockToInstant(booking.startDate, booking.endTime),
  };
  // Visually hidden, i.e. positioned: browsers read each as words of their own, so they need no leading space.
  const forBooking = context ? <span className="sr-only">{t.forBooking(context)}</span> : null;
  const newTab = <span className="sr-only">({t.newTab})</span>;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-wrap items-center gap-x-3 text-sm"
      data-testid="add-to-calendar"
    >
      <span id={labelId} className="inline-flex items-center gap-1.5 font-medium text-stone-700">
        <CalendarPlus className="size-4" aria-hidden="true" />
        {t.title}:
      </span>
      {/* The links wrap as one row; -ml-2 puts the first one's text where the line starts (the links' padding). */}
      <span className="-ml-2 flex flex-wrap items-center gap-x-1">
        {withFile ? (
          <a className={linkClass} href={`/api/bookings/${booking.id}/calendar.ics`} download="bokning.ics">
            {t.file}
            {forBooking}
          </a>
        ) : null}
        <a className={linkClass} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          {t.google}
          {forBooking}
          {newTab}
        </a>
        <a className={linkClass} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          {t.outlook}
          {forBooking}
          {newTab}
        </a>
      </span>
    </div>
  );
}

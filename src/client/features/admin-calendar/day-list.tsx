import { Lock, UserX } from 'lucide-react';
import { Card } from '~/client/components/ui/card';
import { cn } from '~/client/lib/cn';
import { instantToZoned, formatHhmm, zonedWallClockToInstant, addDays } from '~/shared/dates';
import type { AdminCalendarBooking, AdminCalendar, CalendarBlock } from '~/shared/schemas/admin-calendar';
import type { StaffAbsence } from '~/shared/schemas/staff';
import { BookingCard } from './booking-card';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import { columnDateHours } from './columns';
import { openingHours } from './grid';
import { t } from './strings';
import { WatchCount } from './watch-count';

/** The instants where Stockholm's `date` starts and ends (ms). */
function dayBounds(date: string) {
  return {
    from: zonedWallClockToInstant(date, '00:00').getTime(),
    to: zonedWallClockToInstant(addDays(date, 1), '00:00').getTime(),
  };
}

/** Periods (blocks, absences) overlapping `date` (Stockholm day). */
function overlapping<P extends { start: string; end: string }>(periods: P[], date: string): P[] {
  const { from, to } = dayBounds(date);
  return periods.filter((b) => Date.parse(b.start) < to && Date.parse(b.end) > from);
}

const hhmmOf = (iso: string) => formatHhmm(instantToZoned(new Date(iso)).minutes);

/** An absence's time on `date`: 'hela dagen' when it covers all of it, else `HH:MM–HH:MM` cut to the day. */
function absenceTimeOn(absence: StaffAbsence, date: string): string {
  const { from, to } = dayBounds(date);
  const before = Date.parse(absence.start) <= from;
  const after = Date.parse(absence.end) >= to;
  if (before && after) return t.wholeDay;
  return `${before ? '00:00' : hhmmOf(absence.start)}–${after ? '24:00' : hhmmOf(absence.end)}`;
}

/**
 * The week as a list of days (phones): hours, blocks, the members' absences ('Elin Svensson – Sjuk 08:00–17:00')
 * and booking cards per day. `member`: the chosen member's id, whose own hours the days then show ('Ledig' when they
 * do not work) and whose absences alone are listed.
 */
export function DayList({
  data,
  dates,
  bookings,
  today,
  onOpenBooking,
  onOpenBlock,
  member,
}: {
  data: AdminCalendar;
  dates: string[];
  bookings: AdminCalendarBooking[];
  today: string;
  onOpenBooking: (booking: AdminCalendarBooking) => void;
  onOpenBlock: (block: CalendarBlock) => void;
  member?: string;
}) {
  return (
    <ol className="space-y-3">
      {dates.map((date) => {
        const dateHours = columnDateHours(data, { key: date, date, staffId: undefined, hoursOf: member });
        const hours = openingHours(data.company.weeklySchedule, date, dateHours);
        const note = data.dateHours[date]?.note;
        const dayBookings = bookings.filter((b) => b.startDate === date);
        const dayBlocks = overlapping(data.blocks, date);
        const dayAbsences = overlapping(
          member ? data.absences.filter((a) => a.staffId === member) : data.absences,
          date,
        );
        return (
          <li key={date}>
            <Card className={cn('p-4', !hours && 'bg-stone-50')}>
              <div className="mb-2 flex items-baseline justify-between gap-2">
                <h3
                  aria-current={date === today ? 'date' : undefined}
                  className={cn(
                    'font-semibold text-stone-900 first-letter:uppercase',
                    date === today && 'text-accent-700',
                  )}
                >
                  {formatShortDateSv(date)}
                </h3>
                <span className="text-right text-sm text-stone-500">
                  {hours ?? (member ? t.dayOff : t.closed)}
                  {note ? <span className="block text-xs">{note}</span> : null}
                  <WatchCount count={data.watchCounts[date]} className="mt-1 ml-auto flex w-fit" />
                </span>
              </div>
              <div className="space-y-2">
                {dayBlocks.map((block) => (
                  <button
                    key={block.id}
                    type="button"
                    onClick={() => onOpenBlock(block)}
                    className="flex w-full cursor-pointer items-center gap-2 rounded-lg bg-stone-700/90 px-3 py-2 text-left text-sm text-white hover:bg-stone-800"
                  >
                    <Lock className="size-4 shrink-0" aria-hidden="true" />
                    <span className="tabular-nums">
                      {hhmmOf(block.start)}–{hhmmOf(block.end)}
                    </span>
                    <span className="truncate">
                      {block.reason ?? t.blocked}
                      {block.staffId
                        ? ` · ${data.staff.find((m) => m.id === block.staffId)?.name ?? ''}`
                        : ''}
                    </span>
                  </button>
                ))}
                {dayAbsences.map((absence) => (
                  <p
                    key={absence.id}
                    className="flex items-center gap-2 rounded-lg bg-stone-600 px-3 py-2 text-sm text-white"
                  >
                    <UserX className="size-4 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 break-words">
                      {data.staff.find((m) => m.id === absence.staffId)?.name ?? ''} –{' '}
                      {t.absence[absence.kind]}{' '}
                      <span className="whitespace-nowrap tabular-nums">{absenceTimeOn(absence, date)}</span>
                      {absence.reason ? ` · ${absence.reason}` : ''}
                    </span>
                  </p>
                ))}
                {dayBookings.map((b) => (
                  <BookingCard
                    key={b.id}
                    booking={b}
                    onOpen={onOpenBooking}
                    className="px-3 py-2 text-sm"
                    showStaff
                  />
                ))}
                {dayBookings.length === 0 && dayBlocks.length === 0 && dayAbsences.length === 0 ? (
                  <p className="text-sm text-stone-500">{t.noBookings}</p>
                ) : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { cn } from '~/client/lib/cn';
import { blockAt, dayOf, gridRows, type DateHoursMap } from '~/client/features/admin-calendar';
import {
  addDays,
  formatHhmm,
  isoWeekNumber,
  parseHhmm,
  todayInZone,
  weekDates,
  weekStart,
} from '~/shared/dates';
import type { WeeklySchedule } from '~/shared/schedule';
import type { WeekGridBlock, WeekGridBooking } from '~/shared/schemas/admin-settings';
import { t } from './strings';
import { useWeekBookings } from './use-company-settings';

const STEP = 30;

type CellState = 'closed' | 'outside' | 'booked' | 'blocked' | 'free';

/**
 * Cell precedence of admin-side §4: day off, outside the intervals (end exclusive), booked, blocked (a blocked
 * period overlaps the half hour), otherwise free.
 */
export function cellState(
  schedule: WeeklySchedule,
  bookings: WeekGridBooking[],
  blocks: WeekGridBlock[],
  date: string,
  minute: number,
  dateHours?: DateHoursMap,
): CellState {
  const day = dayOf(schedule, date, dateHours);
  if (!day.enabled) return 'closed';
  if (!day.intervals.some((i) => parseHhmm(i.start) <= minute && minute < parseHhmm(i.end))) return 'outside';
  const booked = bookings.some(
    (b) => b.startDate === date && parseHhmm(b.startTime) <= minute && parseHhmm(b.endTime) > minute,
  );
  if (booked) return 'booked';
  return blockAt(blocks, date, minute, STEP) ? 'blocked' : 'free';
}

const CELL_STYLE: Record<CellState, string> = {
  closed: 'bg-stone-200/70',
  outside: 'bg-stone-100',
  booked: 'bg-accent-600',
  blocked: 'bg-amber-300',
  free: 'bg-emerald-100',
};
const CELL_LABEL: Record<CellState, string> = {
  closed: t.closed,
  outside: t.legendOutside,
  booked: t.legendBooked,
  blocked: t.legendBlocked,
  free: t.legendFree,
};

/**
 * 'Veckoschema - Kundvy': the saved hours, the week's bookings and blocked time, Monday to Sunday, over the hours
 * the week really uses (gridRows). Fits a 375 px screen: fixed columns, the date under the weekday.
 */
export function WeekGrid({ schedule }: { schedule: WeeklySchedule }) {
  const [monday, setMonday] = useState(() => weekStart(todayInZone(new Date())));
  const dates = weekDates(monday);
  const week = useWeekBookings(monday).data;
  const bookings = week?.bookings ?? [];
  const blocks = week?.blocks ?? [];
  const dateHours = week?.dateHours;
  // The company's real hours and the week's bookings, not a fixed 08:00–18:00, exceptions and
  // holidays included (§1–§2).
  const rows = gridRows(STEP, schedule, dates, bookings, dateHours);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div>
          <CardTitle>{t.gridTitle}</CardTitle>
          <p className="text-sm text-stone-500">{t.gridHint}</p>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.previousWeek}
            onClick={() => setMonday(addDays(monday, -7))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="min-w-20 text-center text-sm font-medium text-stone-700">
            {t.week(isoWeekNumber(monday))}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.nextWeek}
            onClick={() => setMonday(addDays(monday, 7))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <div>
          <table className="w-full table-fixed border-separate border-spacing-0.5 text-xs">
            <thead>
              <tr>
                <th scope="col" className="w-10 text-left font-medium text-stone-500">
                  {t.time}
                </th>
                {dates.map((date, i) => (
                  <th key={date} scope="col" className="font-medium leading-tight text-stone-700">
                    <span className="block">{t.dayShort[i]}</span>
                    <span className="block text-[10px] font-normal text-stone-500">
                      {Number(date.slice(8))}/{Number(date.slice(5, 7))}
                    </span>
                    {dateHours?.[date]?.note ? (
                      <span
                        className="block truncate text-[10px] font-normal text-stone-500"
                        title={dateHours[date]!.note!}
                      >
                        {dateHours[date]!.note}
                      </span>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((minute) => (
                <tr key={minute}>
                  <th
                    scope="row"
                    className="pr-0.5 text-left text-[11px] font-normal text-stone-500 tabular-nums"
                  >
                    {formatHhmm(minute)}
                  </th>
                  {dates.map((date) => {
                    const state = cellState(schedule, bookings, blocks, date, minute, dateHours);
                    return (
                      <td
                        key={date}
                        className={cn('h-5 rounded', CELL_STYLE[state])}
                        data-state={state}
                        data-date={date}
                        data-time={formatHhmm(minute)}
                      >
                        <span className="sr-only">{CELL_LABEL[state]}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="flex flex-wrap gap-4 text-sm text-stone-600">
          {(['booked', 'blocked', 'free', 'outside'] as const).map((state) => (
            <li key={state} className="flex items-center gap-2">
              <span aria-hidden="true" className={cn('size-3.5 rounded', CELL_STYLE[state])} />
              {CELL_LABEL[state]}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

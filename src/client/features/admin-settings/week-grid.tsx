import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { cn } from '~/client/lib/cn';
import {
  addDays,
  formatHhmm,
  isoWeekNumber,
  parseHhmm,
  todayInZone,
  weekDates,
  weekStart,
  weekdayKey,
} from '~/shared/dates';
import type { WeeklySchedule } from '~/shared/schedule';
import type { WeekGridBooking } from '~/shared/schemas/admin-settings';
import { t } from './strings';
import { useWeekBookings } from './use-company-settings';

/** Grid rows: every 30 minutes from 08:00 to 18:00 (admin-side §9). */
const ROWS = Array.from({ length: 20 }, (_, i) => 8 * 60 + i * 30);

type CellState = 'closed' | 'outside' | 'booked' | 'free';

/** Cell precedence of admin-side §4: day off, outside the intervals (end exclusive), booked, otherwise free. */
export function cellState(
  schedule: WeeklySchedule,
  bookings: WeekGridBooking[],
  date: string,
  minute: number,
): CellState {
  const day = schedule[weekdayKey(date)];
  if (!day.enabled) return 'closed';
  if (!day.intervals.some((i) => parseHhmm(i.start) <= minute && minute < parseHhmm(i.end))) return 'outside';
  const booked = bookings.some(
    (b) => b.startDate === date && parseHhmm(b.startTime) <= minute && parseHhmm(b.endTime) > minute,
  );
  return booked ? 'booked' : 'free';
}

const CELL_STYLE: Record<CellState, string> = {
  closed: 'bg-stone-200/70',
  outside: 'bg-stone-100',
  booked: 'bg-accent-600',
  free: 'bg-emerald-100',
};
const CELL_LABEL: Record<CellState, string> = {
  closed: t.closed,
  outside: t.legendOutside,
  booked: t.legendBooked,
  free: t.legendFree,
};

/** 'Veckoschema - Kundvy': the saved hours and the week's bookings, Monday to Sunday, 08:00–18:00. */
export function WeekGrid({ schedule }: { schedule: WeeklySchedule }) {
  const [monday, setMonday] = useState(() => weekStart(todayInZone(new Date())));
  const dates = weekDates(monday);
  const bookings = useWeekBookings(monday).data?.bookings ?? [];

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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[520px] border-separate border-spacing-0.5 text-xs">
            <thead>
              <tr>
                <th scope="col" className="w-12 text-left font-medium text-stone-500">
                  {t.time}
                </th>
                {dates.map((date, i) => (
                  <th key={date} scope="col" className="font-medium text-stone-700">
                    {t.dayShort[i]} {Number(date.slice(8))}/{Number(date.slice(5, 7))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((minute) => (
                <tr key={minute}>
                  <th scope="row" className="pr-1 text-left font-normal text-stone-500 tabular-nums">
                    {formatHhmm(minute)}
                  </th>
                  {dates.map((date) => {
                    const state = cellState(schedule, bookings, date, minute);
                    return (
                      <td key={date} className={cn('h-5 rounded', CELL_STYLE[state])} data-state={state}>
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
          {(['booked', 'free', 'outside'] as const).map((state) => (
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

import { Lock } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '~/client/lib/cn';
import { formatHhmm } from '~/shared/dates';
import type { AdminCalendar, AdminCalendarBooking, CalendarBlock } from '~/shared/schemas/admin-calendar';
import { BookingCard } from './booking-card';
import { dayOfMonth, formatWeekday } from './format';
import { blockAt, bookingsStartingIn, cellState, gridRows, type CellState } from './grid';
import { t } from './strings';

const CELL_STYLES: Record<CellState, string> = {
  available: 'bg-white',
  booked: 'bg-accent-50/60',
  blocked: 'bg-[repeating-linear-gradient(135deg,#f5f5f4_0,#f5f5f4_6px,#e7e5e4_6px,#e7e5e4_12px)]',
  outside: 'bg-stone-50',
  disabled: 'bg-stone-100',
};

/**
 * The time grid (admin-side §2): a column per date, a row per slot interval from 08:00 to 18:00 (wider when
 * needed). Cells show their state; a booking's card sits in the row it starts in; the first cell of a block opens
 * the block's details.
 */
export function CalendarGrid({
  data,
  dates,
  bookings,
  today,
  onOpenBooking,
  onOpenBlock,
}: {
  data: AdminCalendar;
  dates: string[];
  /** The bookings to draw (already status-filtered); cell states use all of `data.bookings`. */
  bookings: AdminCalendarBooking[];
  today: string;
  onOpenBooking: (booking: AdminCalendarBooking) => void;
  onOpenBlock: (block: CalendarBlock) => void;
}) {
  const interval = data.company.slotIntervalMinutes;
  const schedule = data.company.weeklySchedule;
  const rows = gridRows(interval, schedule, dates, data.bookings);
  const columns = { gridTemplateColumns: `3.5rem repeat(${dates.length}, minmax(0, 1fr))` };

  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200/80 bg-white shadow-sm">
      <div className={cn('grid', dates.length > 1 && 'min-w-[760px]')} style={columns}>
        <div className="sticky top-0 z-10 border-b border-stone-200 bg-white" />
        {dates.map((date) => (
          <div
            key={date}
            className="sticky top-0 z-10 border-b border-l border-stone-200 bg-white px-2 py-2 text-center"
          >
            <span className="block text-xs text-stone-500 uppercase">{formatWeekday(date)}</span>
            <span
              className={cn(
                'mx-auto mt-0.5 flex size-8 items-center justify-center rounded-full text-sm font-semibold text-stone-900',
                date === today && 'bg-accent-700 text-white',
              )}
            >
              {dayOfMonth(date)}
            </span>
          </div>
        ))}
        {rows.map((minute) => (
          <Fragment key={minute}>
            <div className="border-b border-stone-100 pt-1 pr-2 text-right text-xs text-stone-500 tabular-nums">
              {minute % 60 === 0 || interval < 60 ? formatHhmm(minute) : ''}
            </div>
            {dates.map((date) => {
              const state = cellState(date, minute, interval, schedule, data.bookings, data.blocks);
              const starting = bookingsStartingIn(bookings, date, minute, interval);
              const block = state === 'blocked' ? blockAt(data.blocks, date, minute, interval) : undefined;
              const blockStartsHere =
                block &&
                (minute === rows[0] ||
                  blockAt(data.blocks, date, minute - interval, interval)?.id !== block.id);
              return (
                <div
                  key={date}
                  data-state={state}
                  className={cn(
                    'min-h-11 space-y-1 border-b border-l border-stone-100 p-0.5',
                    CELL_STYLES[state],
                  )}
                >
                  {blockStartsHere && block ? (
                    <button
                      type="button"
                      onClick={() => onOpenBlock(block)}
                      className="flex w-full cursor-pointer items-center gap-1 rounded-md bg-stone-700/90 px-2 py-1 text-left text-xs font-medium text-white hover:bg-stone-800"
                    >
                      <Lock className="size-3 shrink-0" aria-hidden="true" />
                      <span className="truncate">
                        {block.reason ? `${t.blocked}: ${block.reason}` : t.blocked}
                      </span>
                    </button>
                  ) : null}
                  {starting.map((b) => (
                    <BookingCard key={b.id} booking={b} onOpen={onOpenBooking} />
                  ))}
                </div>
              );
            })}
          </Fragment>
        ))}
      </div>
    </div>
  );
}

/** The legend of cell states. */
export function GridLegend() {
  const items: [CellState, string][] = [
    ['available', t.legend.available],
    ['booked', t.legend.booked],
    ['blocked', t.legend.blocked],
    ['outside', t.legend.outside],
    ['disabled', t.legend.disabled],
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
      {items.map(([state, label]) => (
        <li key={state} className="flex items-center gap-1.5">
          <span
            className={cn('size-3 rounded border border-stone-300', CELL_STYLES[state])}
            aria-hidden="true"
          />
          {label}
        </li>
      ))}
    </ul>
  );
}

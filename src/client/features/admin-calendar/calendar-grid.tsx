import {
  DndContext,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Lock } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '~/client/lib/cn';
import { formatHhmm, minutesNowInZone, parseHhmm, todayInZone } from '~/shared/dates';
import type { AdminCalendar, AdminCalendarBooking, CalendarBlock } from '~/shared/schemas/admin-calendar';
import { Avatar } from '~/client/components/ui/avatar';
import { BookingCard } from './booking-card';
import {
  absencesAsBlocks,
  columnBlocks,
  columnDateHours,
  hoursMemberOf,
  isAbsenceBlock,
  laneLayout,
  type GridColumn,
} from './columns';
import { dayOfMonth, formatShortDateSv, formatWeekdayShortSv } from '~/shared/date-labels-sv';
import { blockAt, cellState, gridRows, nowOffset, offHoursRuns, openingHours, type CellState } from './grid';
import { t } from './strings';
import { WatchCount } from './watch-count';

/** Height of one grid row in px: every row the same, so the time column always lines up. */
export const ROW_HEIGHT = 44;

/**
 * Cell colours: free white, booked teal, blocked hatched, outside the hours light grey with dots, closed dark grey;
 * each differs in lightness as well as pattern, so they are told apart without colour vision.
 */
export const CELL_STYLES: Record<CellState, string> = {
  available: 'bg-white',
  booked: 'bg-accent-50',
  blocked: 'bg-[repeating-linear-gradient(135deg,#d6d3d1_0,#d6d3d1_4px,#f5f5f4_4px,#f5f5f4_10px)]',
  outside: 'bg-stone-100 bg-[radial-gradient(#a8a29e_1px,transparent_1px)] bg-[length:8px_8px]',
  disabled: 'bg-stone-300',
};

/** Where a dragged booking was dropped: the column's date and member, the row's start. */
export interface DropTarget {
  date: string;
  startTime: string;
  staffId: string | null | undefined;
}

/** A free time the admin clicked ('Ny bokning'). */
export type FreeTime = DropTarget;

const cellId = (column: GridColumn, minute: number) => `${column.key}|${minute}`;

/** One cell of a column: its state colour; free cells start 'Ny bokning' and accept dropped bookings. */
function Cell({
  column,
  minute,
  state,
  label,
  onNewBooking,
}: {
  column: GridColumn;
  minute: number;
  state: CellState;
  label: string;
  onNewBooking?: (at: FreeTime) => void;
}) {
  const droppable = state === 'available' && column.staffId !== null;
  const { setNodeRef, isOver } = useDroppable({
    id: cellId(column, minute),
    disabled: !droppable,
    data: { date: column.date, startTime: formatHhmm(minute), staffId: column.staffId },
  });
  const className = cn(
    'block w-full border-b border-stone-100',
    CELL_STYLES[state],
    isOver && 'bg-accent-100 ring-2 ring-accent-500 ring-inset',
  );
  if (state === 'available' && onNewBooking) {
    return (
      <button
        ref={setNodeRef}
        type="button"
        tabIndex={-1}
        data-state={state}
        aria-label={t.newBookingAt(label)}
        title={t.newBookingAt(formatHhmm(minute))}
        onClick={() =>
          onNewBooking({
            date: column.date,
            startTime: formatHhmm(minute),
            staffId: column.staffId ?? column.hoursOf,
          })
        }
        style={{ height: ROW_HEIGHT }}
        className={cn(className, 'cursor-pointer hover:bg-accent-50/70')}
      />
    );
  }
  return <div ref={setNodeRef} data-state={state} style={{ height: ROW_HEIGHT }} className={className} />;
}

/** A booking card the admin can drag to another time or member (only booked ones that have not started). */
function DraggableCard({
  booking,
  movable,
  onOpen,
  style,
}: {
  booking: AdminCalendarBooking;
  movable: boolean;
  onOpen: (booking: AdminCalendarBooking) => void;
  style: React.CSSProperties;
}) {
  const { setNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: booking.id,
    disabled: !movable,
    data: { booking },
  });
  const { role: _role, tabIndex: _tabIndex, ...ariaRest } = attributes;
  return (
    <div
      ref={setNodeRef}
      className={cn('absolute px-0.5 py-px', isDragging && 'z-30 opacity-80 shadow-lg')}
      style={{
        ...style,
        ...(transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : {}),
        touchAction: movable ? 'none' : undefined,
      }}
      {...(movable ? listeners : {})}
      {...(movable ? { 'aria-roledescription': ariaRest['aria-roledescription'] } : {})}
    >
      <BookingCard booking={booking} onOpen={onOpen} className="h-full" timeScaled />
    </div>
  );
}

/**
 * The time grid (admin-side §2): a column per date (week) or per staff member (day, staffed company),
 * a row of fixed height per slot interval from 08:00 to 18:00 (wider when needed). Cells show their state; booking
 * cards lie over the cells from their start to their end (side by side when they overlap); the first cell of a
 * block opens the block's details, a member's absence is shown as 'Ledig'/'Sjuk'. A free cell opens 'Ny bokning';
 * a booked, not yet started card can be dragged onto a free cell (`onMove`).
 */
export function CalendarGrid({
  data,
  columns,
  bookings,
  today,
  now,
  current,
  onOpenBooking,
  onOpenBlock,
  onNewBooking,
  onMove,
}: {
  data: AdminCalendar;
  columns: GridColumn[];
  /** The bookings to draw (already filtered); cell states use all of `data.bookings` of the column. */
  bookings: AdminCalendarBooking[];
  today: string;
  /** The server's clock, by which a booking has started. */
  now: Date;
  /** The server's clock now (ticking), where today's columns draw the 'now' line; none without it. */
  current?: Date;
  onOpenBooking: (booking: AdminCalendarBooking) => void;
  onOpenBlock: (block: CalendarBlock) => void;
  onNewBooking?: (at: FreeTime) => void;
  onMove?: (booking: AdminCalendarBooking, to: DropTarget) => void;
}) {
  const interval = data.company.slotIntervalMinutes;
  const schedule = data.company.weeklySchedule;
  const dates = [...new Set(columns.map((c) => c.date))];
  const rows = gridRows(interval, schedule, dates, data.bookings, data.dateHours);
  const first = rows[0] ?? 0;
  const byStaff = columns.some((c) => c.member || c.staffId === null);
  const columnMin = byStaff ? '9rem' : '0';
  // a week column with overlapping bookings gets a wider share (up to 3×), so three simultaneous cards
  // stay readable instead of squeezing into a seventh of the grid each.
  const weight = (column: GridColumn) => {
    if (byStaff) return 1;
    const lanes = laneLayout(
      bookings
        .filter((b) => b.startDate === column.date)
        .map((b) => ({ id: b.id, start: parseHhmm(b.startTime), end: parseHhmm(b.endTime) || 1440 })),
    );
    return Math.min(3, Math.max(1, ...[...lanes.values()].map((l) => l.lanes)));
  };
  const template = {
    gridTemplateColumns: `3.5rem ${columns.map((c) => `minmax(${columnMin}, ${weight(c)}fr)`).join(' ')}`,
  };
  const currentDate = current ? todayInZone(current) : undefined;
  const currentMinute = current ? minutesNowInZone(current) : 0;
  const nowRow = currentDate !== undefined ? nowOffset(currentMinute, first, rows.length, interval) : null;
  const showsNow = nowRow !== null && columns.some((c) => c.date === currentDate);
  // The line's dot marks where it starts: in today's first column only.
  const firstNowKey = columns.find((c) => c.date === currentDate)?.key;
  // Showing today opens scrolled to now (a third down the view), once per shown set of columns, not on refetches.
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  const columnsKey = columns.map((c) => c.key).join(',');
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || scrolledFor.current === columnsKey) return;
    scrolledFor.current = columnsKey;
    if (showsNow && nowRow !== null) el.scrollTop = Math.max(0, nowRow * ROW_HEIGHT - el.clientHeight / 3);
  }, [columnsKey, showsNow, nowRow]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }));
  const absenceLabel = (a: { kind: 'time_off' | 'sick'; reason: string | null }) =>
    a.reason ? `${t.absence[a.kind]}: ${a.reason}` : t.absence[a.kind];

  const onDragEnd = (event: DragEndEvent) => {
    const booking = (event.active.data.current as { booking?: AdminCalendarBooking } | undefined)?.booking;
    const target = event.over?.data.current as DropTarget | undefined;
    if (!booking || !target || !onMove) return;
    onMove(booking, target);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      // Cells are measured throughout the drag, not once at its start: the grid may move under the pointer
      // (a toast, a refetch after a realtime change), and a drop must land on the cell the pointer is over.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
    >
      {/* The grid scrolls inside its own box, so the column headers stay in view (sticky) both ways. */}
      {/* Focusable, so the keyboard can scroll it even when no cell in view is a button (a day off). */}
      <div
        ref={scroller}
        data-testid="calendar-scroller"
        role="region"
        aria-label={t.title}
        tabIndex={0}
        className="max-h-[max(24rem,calc(100dvh-13rem))] overflow-auto overscroll-contain rounded-2xl border border-stone-200/80 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        <div
          className={cn('grid', columns.length > 1 && !byStaff && 'min-w-[760px]')}
          style={template}
          data-testid="calendar-grid"
        >
          <div className="sticky top-0 z-20 border-b border-stone-200 bg-white" />
          {columns.map((column) => (
            <div
              key={column.key}
              data-column-header
              className="sticky top-0 z-20 flex min-w-0 items-center justify-center gap-2 border-b border-l border-stone-200 bg-white px-2 py-2 text-center"
            >
              {column.member ? (
                <>
                  <Avatar name={column.member.name} src={column.member.photoUrl} className="size-8" />
                  <span className="min-w-0 text-left">
                    <span
                      className="block truncate text-sm font-semibold text-stone-900"
                      title={column.member.name}
                    >
                      {column.member.name}
                    </span>
                    <span
                      className="block truncate text-xs text-stone-500"
                      title={column.member.active ? (column.member.title ?? undefined) : t.inactive}
                    >
                      {column.member.active ? (column.member.title ?? '') : t.inactive}
                    </span>
                    <span
                      className="block truncate text-xs text-stone-600 tabular-nums"
                      title={memberHoursText(data, column)}
                      data-member-hours
                    >
                      {memberHoursText(data, column)}
                    </span>
                  </span>
                </>
              ) : column.staffId === null ? (
                <span className="text-sm font-semibold text-stone-700">{t.unassigned}</span>
              ) : (
                <span>
                  <span className="block text-xs text-stone-500 uppercase">
                    {formatWeekdayShortSv(column.date)}
                  </span>
                  <span
                    aria-current={column.date === today ? 'date' : undefined}
                    className={cn(
                      'mx-auto mt-0.5 flex size-8 items-center justify-center rounded-full text-sm font-semibold text-stone-900',
                      column.date === today && 'bg-accent-700 text-white',
                    )}
                  >
                    {dayOfMonth(column.date)}
                  </span>
                  {data.dateHours[column.date]?.note ? (
                    <span
                      className="mt-0.5 block max-w-full truncate text-[11px] text-stone-500"
                      title={data.dateHours[column.date]!.note ?? undefined}
                    >
                      {data.dateHours[column.date]!.note}
                    </span>
                  ) : null}
                  <WatchCount count={data.watchCounts[column.date]} className="mt-0.5" />
                </span>
              )}
            </div>
          ))}
          <div aria-hidden="true">
            {rows.map((minute) => (
              <div
                key={minute}
                data-row-minute={minute}
                style={{ height: ROW_HEIGHT }}
                className="border-b border-stone-100 pt-1 pr-2 text-right text-xs text-stone-500 tabular-nums"
              >
                {minute % 60 === 0 || interval < 60 ? formatHhmm(minute) : ''}
              </div>
            ))}
          </div>
          {columns.map((column) => {
            const own = data.bookings.filter(
              (b) =>
                b.startDate === column.date && (column.staffId === undefined || b.staffId === column.staffId),
            );
            const memberId = hoursMemberOf(column);
            const blocks = [
              ...columnBlocks(data.blocks, memberId),
              ...absencesAsBlocks(data.absences, memberId, absenceLabel),
            ];
            const shown = bookings.filter(
              (b) =>
                b.startDate === column.date && (column.staffId === undefined || b.staffId === column.staffId),
            );
            const lanes = laneLayout(
              shown.map((b) => ({
                id: b.id,
                start: parseHhmm(b.startTime),
                end: parseHhmm(b.endTime) || 1440,
              })),
            );
            const who = column.member ? ` ${column.member.name}` : '';
            // A member's column (or the week of one member) is drawn with their own hours that day.
            const hours = columnDateHours(data, column);
            const states = rows.map((minute) =>
              column.staffId === null
                ? cellState(column.date, minute, interval, schedule, own, data.blocks) === 'booked'
                  ? 'booked'
                  : 'outside'
                : cellState(column.date, minute, interval, schedule, own, blocks, hours),
            );
            const memberName = memberId ? (data.staff.find((m) => m.id === memberId)?.name ?? '') : '';
            return (
              <div key={column.key} className="relative min-w-0 border-l border-stone-100">
                {rows.map((minute, i) => {
                  const state = states[i]!;
                  return (
                    <Cell
                      key={minute}
                      column={column}
                      minute={minute}
                      state={state}
                      label={`${formatShortDateSv(column.date)} ${formatHhmm(minute)}${who}`}
                      onNewBooking={onNewBooking}
                    />
                  );
                })}
                {rows.map((minute) => {
                  const block = blockAt(blocks, column.date, minute, interval);
                  if (
                    !block ||
                    (minute !== first &&
                      blockAt(blocks, column.date, minute - interval, interval)?.id === block.id)
                  )
                    return null;
                  const label = isAbsenceBlock(block)
                    ? block.reason
                    : block.reason
                      ? `${t.blocked}: ${block.reason}`
                      : t.blocked;
                  const top = ((minute - first) / interval) * ROW_HEIGHT + 2;
                  return isAbsenceBlock(block) ? (
                    <div
                      key={`b${minute}`}
                      style={{ top }}
                      className="absolute inset-x-1 flex items-center gap-1 rounded-md bg-stone-600 px-2 py-1 text-xs font-medium text-white"
                    >
                      <span className="truncate" title={label ?? undefined}>
                        {label}
                      </span>
                    </div>
                  ) : (
                    <button
                      key={`b${minute}`}
                      type="button"
                      style={{ top }}
                      onClick={() => onOpenBlock(block)}
                      className="absolute inset-x-1 z-10 flex cursor-pointer items-center gap-1 rounded-md bg-stone-700/90 px-2 py-1 text-left text-xs font-medium text-white hover:bg-stone-800"
                    >
                      <Lock className="size-3 shrink-0" aria-hidden="true" />
                      <span className="truncate" title={label ?? undefined}>
                        {label}
                      </span>
                    </button>
                  );
                })}
                {memberId
                  ? offHoursRuns(rows, states, interval).map((run) => (
                      <div
                        key={`off${run.start}`}
                        data-off-hours
                        style={{ top: ((run.start - first) / interval) * ROW_HEIGHT + 2 }}
                        className="pointer-events-none absolute inset-x-1 truncate px-1 text-[11px] font-medium text-stone-600"
                      >
                        <span aria-hidden="true">{t.offHours}</span>
                        <span className="sr-only">
                          {t.offHoursAt(
                            memberName,
                            formatHhmm(run.start),
                            formatHhmm(Math.min(run.end, 1440)),
                          )}
                        </span>
                      </div>
                    ))
                  : null}
                {showsNow && column.date === currentDate ? (
                  <div
                    data-now-line
                    style={{ top: nowRow! * ROW_HEIGHT }}
                    className="pointer-events-none absolute inset-x-0 z-[15] h-0.5 -translate-y-1/2 bg-red-600"
                  >
                    {column.key === firstNowKey ? (
                      <span
                        className="absolute -top-1 -left-1 size-2.5 rounded-full bg-red-600"
                        aria-hidden="true"
                      />
                    ) : null}
                    <span className="sr-only">{t.nowLine(formatHhmm(currentMinute))}</span>
                  </div>
                ) : null}
                {shown.map((b) => {
                  const start = parseHhmm(b.startTime);
                  const end = parseHhmm(b.endTime) || 1440;
                  const lane = lanes.get(b.id) ?? { lane: 0, lanes: 1 };
                  const movable =
                    Boolean(onMove) &&
                    b.status === 'booked' &&
                    `${b.startDate} ${b.startTime}` > wallClock(now);
                  return (
                    <DraggableCard
                      key={b.id}
                      booking={b}
                      movable={movable}
                      onOpen={onOpenBooking}
                      style={{
                        top: ((start - first) / interval) * ROW_HEIGHT,
                        height: Math.max(ROW_HEIGHT / 2, ((end - start) / interval) * ROW_HEIGHT),
                        left: `${(lane.lane / lane.lanes) * 100}%`,
                        width: `${100 / lane.lanes}%`,
                      }}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </DndContext>
  );
}

/** A member column's hours of its date for the header: 'Arbetar 12:00–20:00', or 'Ledig' when they do not work. */
function memberHoursText(data: AdminCalendar, column: GridColumn): string {
  const hours = openingHours(data.company.weeklySchedule, column.date, columnDateHours(data, column));
  return hours ? t.workingHours(hours) : t.dayOff;
}

/** `YYYY-MM-DD HH:MM` of Stockholm's wall clock at `now`. */
const wallClock = (now: Date) => `${todayInZone(now)} ${formatHhmm(minutesNowInZone(now))}`;

/** The legend of cell states: large swatches with the cells' own colours and patterns. */
export function GridLegend() {
  const items: [CellState, string][] = [
    ['available', t.legend.available],
    ['booked', t.legend.booked],
    ['blocked', t.legend.blocked],
    ['outside', t.legend.outside],
    ['disabled', t.legend.disabled],
  ];
  return (
    <ul aria-label={t.legend.label} className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-stone-700">
      {items.map(([state, label]) => (
        <li key={state} className="flex items-center gap-2">
          <span
            className={cn('size-5 shrink-0 rounded-md border border-stone-400', CELL_STYLES[state])}
            aria-hidden="true"
          />
          {label}
        </li>
      ))}
    </ul>
  );
}

import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useSearchParamsNow } from '~/client/lib/use-search-params-now';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { addDays, isDateKey, todayInZone, weekDates } from '~/shared/dates';
import type { AdminCalendarBooking, CalendarBlock } from '~/shared/schemas/admin-calendar';
import { BlockDetailsDialog } from './block-details-dialog';
import { BlockDialog } from './block-dialog';
import { BookingDialog } from './booking-dialog';
import { CalendarGrid, GridLegend, type DropTarget, type FreeTime } from './calendar-grid';
import { gridColumns, isAbsenceBlock } from './columns';
import { NewBookingDialog, type NewBookingDefaults } from './new-booking-dialog';
import { CalendarToolbar, type CalendarView } from './calendar-toolbar';
import { DayList } from './day-list';
import { WatchCount } from './watch-count';
import { useAdminServices } from '~/client/features/admin-services';
import { useIsStaffAccount } from '~/client/features/session';
import { CUSTOMER_FILTERS, STATUS_FILTERS, t, type CustomerFilter, type StatusFilter } from './strings';
import {
  useAdminCalendar,
  useBookingLocation,
  useLiveAdminCalendar,
  useServerNow,
} from './use-admin-calendar';
import { useDragMoveConfirm } from './drag-move-confirm';

/**
 * The admin calendar (admin-side §2): day or week (Monday first) around `?date=` (default today, Stockholm),
 * filters by status (`?status=`), customer kind (`?customers=new|returning`) and service (`?service=<id>`),
 * booking popover (`?booking=<id>`: the e-mailed link shows the booking's week or day and opens it;
 * an unknown id says 'Bokningen kunde inte öppnas'), block dialogs and live refetch on `bookings-changed`.
 * the day view of a staffed company has a column per member (on a phone one member at a time, chosen with
 * 'Visa person'), the week view filters by member (`?staff=<id>|none`); 'Ny bokning' from the toolbar or a free
 * cell, and moving a booking by dragging it onto a free cell or with 'Flytta' in its popover. A staff account
 * (docs/decisions/035) gets its own calendar from the server and here only reads it and marks its visits: no
 * 'Ny bokning', 'Blockera tid', moving or cancelling, and no service filter (the services are the salon's).
 */
export function AdminCalendarView() {
  // 'Idag', today's highlight and the default date follow the server's clock (as the 'now' line and Starttid do):
  // the browser's until the first answer tells how far the two disagree.
  const [clockSkewMs, setClockSkewMs] = useState(0);
  const today = todayInZone(useServerNow(clockSkewMs));
  const [params, setParams] = useSearchParamsNow();
  const dateParam = params.get('date');
  const date = dateParam && isDateKey(dateParam) ? dateParam : today;
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const statusParam = params.get('status') as StatusFilter | null;
  const status: StatusFilter = statusParam && STATUS_FILTERS.includes(statusParam) ? statusParam : 'all';
  const customerParam = params.get('customers') as CustomerFilter | null;
  const customer: CustomerFilter =
    customerParam && CUSTOMER_FILTERS.includes(customerParam) ? customerParam : 'all';
  const serviceParam = params.get('service') ?? '';
  const staffParam = params.get('staff') ?? '';
  const dates = view === 'day' ? [date] : weekDates(date);
  const from = dates[0] ?? date;
  const to = dates[dates.length - 1] ?? date;

  const calendar = useAdminCalendar(from, to);
  const isStaff = useIsStaffAccount();
  const services = useAdminServices({ enabled: !isStaff });
  // An id that is not one of the company's services (an old or edited link) filters nothing.
  const service = !services.data || services.data.some((s) => s.id === serviceParam) ? serviceParam : '';
  useLiveAdminCalendar();
  const selectedBookingId = params.get('booking');
  const [selectedBlock, setSelectedBlock] = useState<CalendarBlock | null>(null);
  const [blockOpen, setBlockOpen] = useState(false);
  const [newBooking, setNewBooking] = useState<NewBookingDefaults | null>(null);

  const update = (changes: Record<string, string>, options?: { replace: boolean }) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    }, options);

  const data = calendar.data;
  // The server's clock ticking on, for the 'now' line: from this answer's skew at once (the state above follows it
  // an effect later), so the grid's first drawing already knows whether it shows today and opens scrolled to now.
  const current = useServerNow(data?.clockSkewMs ?? clockSkewMs);
  const answeredSkew = data?.clockSkewMs;
  useEffect(() => {
    if (answeredSkew !== undefined) setClockSkewMs(answeredSkew);
  }, [answeredSkew]);
  // Keep the popover in step with live refetches (status changes made elsewhere).
  const selectedBooking = data?.bookings.find((b) => b.id === selectedBookingId) ?? null;
  // A linked booking (?booking=<id>) not among the shown dates: show its date once; an unknown id closes the link.
  const bookingLocation = useBookingLocation(selectedBooking ? null : selectedBookingId);
  const located = bookingLocation.data;
  const jumpedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!located || jumpedFor.current === located.id) return;
    jumpedFor.current = located.id;
    if (!dates.includes(located.startDate)) update({ date: located.startDate }, { replace: true });
  });
  const locateError = bookingLocation.error;
  useEffect(() => {
    if (!locateError) return;
    toast.error(t.bookingLinkFailed, { description: locateError.message });
    update({ booking: '' }, { replace: true });
  }, [locateError]); // eslint-disable-line react-hooks/exhaustive-deps

  const customerIds = customer === 'all' ? null : new Set(data?.customers[customer]);
  const staffList = data?.staff ?? [];
  // An id that is not one of the company's members filters nothing; 'none' = bookings without a member.
  const staffFilter = staffParam === 'none' || staffList.some((m) => m.id === staffParam) ? staffParam : '';
  const weekStaffFilter = view === 'week' ? staffFilter : '';
  const bookings = (data?.bookings ?? []).filter(
    (b) =>
      (status === 'all' || b.status === status) &&
      (!customerIds || customerIds.has(b.customerId)) &&
      (!service || b.serviceId === service) &&
      (!weekStaffFilter || b.staffId === (weekStaffFilter === 'none' ? null : weekStaffFilter)),
  );
  const openBooking = (b: AdminCalendarBooking) => update({ booking: b.id }, { replace: true });
  const shared = { dates, bookings, today, onOpenBooking: openBooking, onOpenBlock: setSelectedBlock };
  // The server's clock at its last answer: cards of bookings that have started by then cannot be dragged.
  const now = new Date(data?.now ?? 0);
  // From the toolbar: the shown day (today at the earliest), at the next quarter hour when that is today.
  const openNewBooking = (at?: FreeTime) =>
    setNewBooking(
      at ?? { date: view === 'day' || date >= today ? date : today, startTime: null, staffId: undefined },
    );
  // A dropped booking is moved only after the admin confirms (and may be moved back with 'Ångra').
  const dragMove = useDragMoveConfirm(data?.staff ?? []);
  const onMove = (booking: AdminCalendarBooking, to: DropTarget) => dragMove.request(booking, to);
  // The week of one chosen member draws their hours; the day view has a column per member.
  const columns = data ? gridColumns(data, dates, view, weekStaffFilter) : [];
  const byStaff = columns.some((c) => c.member);
  // On a phone the day view of a staffed company shows one member at a time (the switcher below).
  const phoneColumn = columns.find((c) => (c.staffId ?? 'none') === staffFilter) ?? columns[0];
  const gridProps = {
    bookings,
    today,
    now,
    current: data ? current : undefined,
    onOpenBooking: openBooking,
    onOpenBlock: (block: CalendarBlock) => !isAbsenceBlock(block) && setSelectedBlock(block),
    onNewBooking: isStaff ? undefined : openNewBooking,
    onMove: isStaff ? undefined : onMove,
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 px-4 py-6 sm:px-6 sm:py-8">
      <CalendarToolbar
        view={view}
        dates={dates}
        status={status}
        onView={(v) => update({ view: v })}
        onStep={(dir) => update({ date: addDays(date, dir * (view === 'day' ? 1 : 7)) })}
        onToday={() => update({ date: today })}
        customer={customer}
        service={service}
        services={services.data ?? []}
        onStatus={(s) => update({ status: s })}
        onCustomer={(c) => update({ customers: c })}
        onService={(s) => update({ service: s })}
        staff={staffList}
        staffFilter={staffFilter}
        onStaff={(s) => update({ staff: s })}
        onBlock={isStaff ? undefined : () => setBlockOpen(true)}
        onNewBooking={isStaff ? undefined : () => openNewBooking()}
      />
      {calendar.isError && !data ? (
        <Card className="space-y-3 p-6 text-center">
          <p className="text-stone-700">{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void calendar.refetch()}>
            {t.retry}
          </Button>
        </Card>
      ) : !data ? (
        <Spinner className="py-16" />
      ) : (
        <div
          aria-busy={calendar.isPlaceholderData}
          className={calendar.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}
        >
          {view === 'week' ? (
            <>
              <div className="hidden md:block">
                <CalendarGrid data={data} columns={columns} {...gridProps} />
              </div>
              <div className="md:hidden">
                <DayList
                  data={data}
                  {...shared}
                  member={weekStaffFilter && weekStaffFilter !== 'none' ? weekStaffFilter : undefined}
                />
              </div>
            </>
          ) : byStaff && !isStaff ? (
            // A staff account has one column, its own: no 'Visa person' on the phone.
            <>
              {/* The columns are members here: the day's watchers are shown above them. */}
              <WatchCount count={data.watchCounts[date]} />
              <div className="hidden md:block">
                <CalendarGrid data={data} columns={columns} {...gridProps} />
              </div>
              <div className="space-y-2 md:hidden">
                <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
                  <span className="shrink-0">{t.showStaff}</span>
                  <select
                    value={phoneColumn?.staffId ?? 'none'}
                    onChange={(e) => update({ staff: e.target.value }, { replace: true })}
                    className="h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900"
                  >
                    {columns.map((c) => (
                      <option key={c.key} value={c.staffId ?? 'none'}>
                        {c.member?.name ?? t.unassigned}
                      </option>
                    ))}
                  </select>
                </label>
                {phoneColumn ? <CalendarGrid data={data} columns={[phoneColumn]} {...gridProps} /> : null}
              </div>
            </>
          ) : (
            <CalendarGrid data={data} columns={columns} {...gridProps} />
          )}
          {/* The phone's week is a list without cells: no legend there. */}
          <div className={view === 'week' ? 'hidden md:block' : undefined}>
            <GridLegend />
          </div>
        </div>
      )}
      <BookingDialog
        booking={selectedBooking}
        clockSkewMs={data?.clockSkewMs ?? 0}
        staff={staffList}
        readOnly={isStaff}
        onClose={() => update({ booking: '' }, { replace: true })}
      />
      <NewBookingDialog
        defaults={newBooking}
        services={services.data ?? []}
        staff={staffList}
        clockSkewMs={data?.clockSkewMs ?? 0}
        onClose={() => setNewBooking(null)}
      />
      {dragMove.dialog}
      <BlockDetailsDialog
        block={selectedBlock}
        staff={staffList}
        readOnly={isStaff}
        onClose={() => setSelectedBlock(null)}
      />
      <BlockDialog
        open={blockOpen}
        onOpenChange={setBlockOpen}
        defaultDate={view === 'day' ? date : date < today ? today : date}
        staff={staffList}
      />
    </div>
  );
}

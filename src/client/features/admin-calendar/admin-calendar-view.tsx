import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { addDays, isDateKey, todayInZone, weekDates } from '~/shared/dates';
import type { AdminCalendarBooking, CalendarBlock } from '~/shared/schemas/admin-calendar';
import { BlockDetailsDialog } from './block-details-dialog';
import { BlockDialog } from './block-dialog';
import { BookingDialog } from './booking-dialog';
import { CalendarGrid, GridLegend } from './calendar-grid';
import { CalendarToolbar, type CalendarView } from './calendar-toolbar';
import { DayList } from './day-list';
import { useAdminServices } from '~/client/features/admin-services/use-admin-services';
import { CUSTOMER_FILTERS, STATUS_FILTERS, t, type CustomerFilter, type StatusFilter } from './strings';
import { useAdminCalendar, useBookingLocation, useLiveAdminCalendar } from './use-admin-calendar';

/**
 * The admin calendar (admin-side §2): day or week (Monday first) around `?date=` (default today, Stockholm),
 * filters by status (`?status=`), customer kind (`?customers=new|returning`) and service (`?service=<id>`),
 * booking popover (`?booking=<id>`: the e-mailed link of issue 13 §3 shows the booking's week or day and opens it;
 * an unknown id says 'Bokningen kunde inte öppnas'), block dialogs and live refetch on `bookings-changed`.
 */
export function AdminCalendarView() {
  const today = todayInZone(new Date());
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date');
  const date = dateParam && isDateKey(dateParam) ? dateParam : today;
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const statusParam = params.get('status') as StatusFilter | null;
  const status: StatusFilter = statusParam && STATUS_FILTERS.includes(statusParam) ? statusParam : 'all';
  const customerParam = params.get('customers') as CustomerFilter | null;
  const customer: CustomerFilter =
    customerParam && CUSTOMER_FILTERS.includes(customerParam) ? customerParam : 'all';
  const serviceParam = params.get('service') ?? '';
  const dates = view === 'day' ? [date] : weekDates(date);
  const from = dates[0] ?? date;
  const to = dates[dates.length - 1] ?? date;

  const calendar = useAdminCalendar(from, to);
  const services = useAdminServices();
  // An id that is not one of the company's services (an old or edited link) filters nothing.
  const service = !services.data || services.data.some((s) => s.id === serviceParam) ? serviceParam : '';
  useLiveAdminCalendar();
  const selectedBookingId = params.get('booking');
  const [selectedBlock, setSelectedBlock] = useState<CalendarBlock | null>(null);
  const [blockOpen, setBlockOpen] = useState(false);

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
  const bookings = (data?.bookings ?? []).filter(
    (b) =>
      (status === 'all' || b.status === status) &&
      (!customerIds || customerIds.has(b.customerId)) &&
      (!service || b.serviceId === service),
  );
  const openBooking = (b: AdminCalendarBooking) => update({ booking: b.id }, { replace: true });
  const shared = { dates, bookings, today, onOpenBooking: openBooking, onOpenBlock: setSelectedBlock };

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
        onBlock={() => setBlockOpen(true)}
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
          <GridLegend />
          {view === 'week' ? (
            <>
              <div className="hidden md:block">
                <CalendarGrid data={data} {...shared} />
              </div>
              <div className="md:hidden">
                <DayList data={data} {...shared} />
              </div>
            </>
          ) : (
            <CalendarGrid data={data} {...shared} />
          )}
        </div>
      )}
      <BookingDialog
        booking={selectedBooking}
        clockSkewMs={data?.clockSkewMs ?? 0}
        onClose={() => update({ booking: '' }, { replace: true })}
      />
      <BlockDetailsDialog block={selectedBlock} onClose={() => setSelectedBlock(null)} />
      <BlockDialog
        open={blockOpen}
        onOpenChange={setBlockOpen}
        defaultDate={view === 'day' ? date : date < today ? today : date}
      />
    </div>
  );
}

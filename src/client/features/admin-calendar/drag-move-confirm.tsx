import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Modal } from '~/client/components/ui/modal';
import { formatWeekdayShortSv } from '~/shared/date-labels-sv';
import type { AdminCalendarBooking, CalendarStaff } from '~/shared/schemas/admin-calendar';
import type { DropTarget } from './calendar-grid';
import { t } from './strings';
import { ADMIN_CALENDAR_KEY } from './use-admin-calendar';

/** A move to make: the booking `id` to `date` `startTime` (Stockholm) and `staffId` (absent: keep the member). */
interface MoveRequest {
  id: string;
  date: string;
  startTime: string;
  staffId?: string | null;
  notifyCustomer: boolean;
  override?: boolean;
}

/** A dropped booking waiting for the admin's yes: where it was and where it goes. */
interface PendingMove {
  booking: AdminCalendarBooking;
  to: DropTarget;
}

/**
 * Drag-to-move with a confirm step: `request(booking, to)` (the grid's `onMove`) asks 'Flytta bokningen till tor
 * 13:15 hos Elin?' with 'Meddela kunden' (on by default; off: the customer gets no 'Ändrad bokning' for this
 * move), and after the move a toast 'Bokningen flyttad' with 'Ångra', which moves it back the same way. `dialog`
 * is the confirm to render. A drop on the booking's own place asks nothing.
 */
export function useDragMoveConfirm(staff: readonly CalendarStaff[]) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [notify, setNotify] = useState(true);
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: async ({ id, ...json }: MoveRequest) =>
      (await unwrap(api.admin.calendar.bookings[':id'].move.$post({ param: { id }, json }))).booking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY }),
  });
  const fail = (error: unknown) =>
    toast.error(t.moveFailed, { description: error instanceof ApiError ? error.message : t.moveFailed });

  const request = (booking: AdminCalendarBooking, to: DropTarget) => {
    const staffId = to.staffId ?? booking.staffId;
    if (to.date === booking.startDate && to.startTime === booking.startTime && staffId === booking.staffId)
      return;
    setNotify(true);
    setPending({ booking, to });
  };

  const confirm = () => {
    if (!pending) return;
    const { booking, to } = pending;
    const back: MoveRequest = {
      id: booking.id,
      date: booking.startDate,
      startTime: booking.startTime,
      ...(to.staffId !== undefined ? { staffId: booking.staffId } : {}),
      notifyCustomer: notify,
      // Back where it was, even where the salon had booked it outside the usual rules ('Boka ändå').
      override: true,
    };
    setPending(null);
    move.mutate(
      {
        id: booking.id,
        date: to.date,
        startTime: to.startTime,
        ...(to.staffId !== undefined ? { staffId: to.staffId } : {}),
        notifyCustomer: notify,
      },
      {
        onSuccess: () =>
          toast.success(t.moved, {
            action: {
              label: t.undo,
              onClick: () =>
                move.mutate(back, { onSuccess: () => toast.success(t.moveUndone), onError: fail }),
            },
          }),
        onError: fail,
      },
    );
  };

  const memberId = pending ? (pending.to.staffId ?? pending.booking.staffId) : null;
  const member = staff.find((m) => m.id === memberId)?.name.split(' ')[0] ?? null;
  const dialog = pending ? (
    <Modal
      closeLabel={t.close}
      open
      onOpenChange={(open) => !open && setPending(null)}
      title={t.dragMoveTitle}
      description={t.dragMoveQuestion(
        `${formatWeekdayShortSv(pending.to.date)} ${pending.to.startTime}`,
        member,
      )}
    >
      <div className="space-y-4">
        <label className="flex min-h-11 items-center gap-3 text-sm text-stone-900">
          <input
            type="checkbox"
            className="size-5 accent-emerald-700"
            checked={notify}
            onChange={(e) => setNotify(e.target.checked)}
          />
          {t.notifyCustomer}
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => setPending(null)}>
            {t.cancelMove}
          </Button>
          <Button type="button" onClick={confirm}>
            {t.moveSave}
          </Button>
        </div>
      </div>
    </Modal>
  ) : null;
  return { request, dialog, pending: move.isPending };
}

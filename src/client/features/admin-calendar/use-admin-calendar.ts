import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import { useEventStream } from '~/client/lib/use-event-stream';
import {
  ADMIN_CALENDAR_ERROR_CODES,
  type AdminCalendarBooking,
  type CreateCalendarBookingInput,
  type MoveCalendarBookingInput,
  type CoveredBooking,
  type CoveredBookings,
  type CreateBlockInput,
  type SlotCheck,
  type SlotCheckInput,
} from '~/shared/schemas/admin-calendar';
import { t } from './strings';

/** Query key prefix of the admin calendar, so every range refetches at once. */
export const ADMIN_CALENDAR_KEY = ['admin', 'calendar'] as const;

/**
 * Bookings, blocks and grid settings of the admin's company for the Stockholm dates [from, to], with
 * `clockSkewMs`: how far the server's clock (`now` of the answer) is ahead of the browser's, so the popover judges
 * "has it started" by the server's time.
 */
export function useAdminCalendar(from: string, to: string) {
  return useQuery({
    queryKey: [...ADMIN_CALENDAR_KEY, from, to],
    queryFn: async () => {
      const calendar = await unwrap(api.admin.calendar.$get({ query: { from, to } }));
      return { ...calendar, clockSkewMs: Date.parse(calendar.now) - Date.now() };
    },
    placeholderData: (previous) => previous,
  });
}

/**
 * The server's clock now, ticking every 30 s: the browser's clock plus `clockSkewMs` (how far the server's is
 * ahead, from the calendar's answer), so the 'now' line follows the server even when the two disagree.
 */
export function useServerNow(clockSkewMs: number): Date {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setBrowserNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return new Date(browserNow + clockSkewMs);
}

/**
 * Where the booking `id` of the admin's company lies (`{ id, startDate }`), for the deep link
 * `/admin/calendar?booking=<id>`; idle without an id. A 404 (unknown or another company's) is an
 * error, not retried.
 */
export function useBookingLocation(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'calendar-booking', id],
    queryFn: async () =>
      (await unwrap(api.admin.calendar.bookings[':id'].$get({ param: { id: id ?? '' } }))).booking,
    enabled: Boolean(id),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * Follows `/api/admin/calendar/events` and refetches the calendar on `bookings-changed` (a customer booked or
 * cancelled, another admin tab blocked a time), and after a dropped stream reconnects.
 */
export function useLiveAdminCalendar() {
  useEventStream('/api/admin/calendar/events', ADMIN_CALENDAR_KEY);
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** The three status actions of the booking popover with their §8 toasts. */
export function useBookingActions(onDone?: () => void) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY });
  const cancel = useMutation({
    mutationFn: (id: string) => unwrap(api.admin.calendar.bookings[':id'].cancel.$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.cancelled);
      onDone?.();
    },
    onError: (error) =>
      toast.error(t.cancelFailed, { description: messageOf(error, t.cancelFailedDescription) }),
    onSettled: settle,
  });
  const noShow = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.admin.calendar.bookings[':id']['no-show'].$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.noShowDone);
      onDone?.();
    },
    onError: (error) =>
      toast.error(t.noShowFailed, { description: messageOf(error, t.noShowFailedDescription) }),
    onSettled: settle,
  });
  const restore = useMutation({
    mutationFn: (id: string) => unwrap(api.admin.calendar.bookings[':id'].restore.$post({ param: { id } })),
    onSuccess: () => {
      toast.success(t.restored);
      onDone?.();
    },
    onError: (error) => toast.error(t.restoreFailed, { description: messageOf(error, t.restoreFailed) }),
    onSettled: settle,
  });
  return { cancel, noShow, restore, pending: cancel.isPending || noShow.isPending || restore.isPending };
}

/** A block's period: Stockholm `date` and wall-clock `startTime`–`endTime` (`HH:MM`). */
export interface BlockPeriod {
  date: string;
  startTime: string;
  endTime: string;
  /** One member's block; null = the whole salon. */
  staffId: string | null;
}

/** Query key of the bookings a block of `period` would cover (under ADMIN_CALENDAR_KEY: live updates refetch it). */
export const coveredBookingsKey = (period: BlockPeriod) =>
  [...ADMIN_CALENDAR_KEY, 'covered', period.date, period.startTime, period.endTime, period.staffId] as const;

/** The booked bookings a block of `period` would cover; idle while `period` is null. */
export function useCoveredBookings(period: BlockPeriod | null) {
  return useQuery({
    queryKey: period ? coveredBookingsKey(period) : [...ADMIN_CALENDAR_KEY, 'covered', 'none'],
    queryFn: () => {
      const { staffId, ...rest } = period!;
      const query = staffId ? { ...rest, staffId } : rest;
      return unwrap(api.admin.calendar.blocks.covered.$get({ query })).then((r) => r.bookings);
    },
    enabled: period !== null,
  });
}

/** The server's 409 `block_covers_bookings`: the block covers `bookings` the admin has not decided on. */
export class CoveredBookingsError extends ApiError {
  constructor(
    message: string,
    readonly bookings: CoveredBooking[],
  ) {
    super(409, ADMIN_CALENDAR_ERROR_CODES.blockCoversBookings, message);
  }
}

/**
 * Creates a block: 'Tid blockerad' (or 'Tid blockerad, 2 bokningar avbokade') and `onDone`; a 409
 * `block_covers_bookings` (booked meanwhile) puts the fresh list into the preview's cache and calls `onCovered`
 * instead of failing; other errors toast 'Fel vid blockering av tid' with the server's message.
 */
export function useCreateBlock(onDone: () => void, onCovered: (error: CoveredBookingsError) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateBlockInput) => {
      const call = api.admin.calendar.blocks.$post({ json: input });
      const res = await call.catch(() => null);
      if (res?.status === 409) {
        const body = (await res
          .clone()
          .json()
          .catch(() => null)) as {
          error?: { code?: string; message?: string } & Partial<CoveredBookings>;
        } | null;
        if (body?.error?.code === ADMIN_CALENDAR_ERROR_CODES.blockCoversBookings && body.error.bookings) {
          throw new CoveredBookingsError(body.error.message ?? t.blockFailed, body.error.bookings);
        }
      }
      return unwrap(call);
    },
    onSuccess: ({ cancelledBookings }) => {
      toast.success(
        cancelledBookings.length > 0 ? t.blockCreatedCancelled(cancelledBookings.length) : t.blockCreated,
      );
      onDone();
    },
    onError: (error, input) => {
      if (error instanceof CoveredBookingsError) {
        queryClient.setQueryData(
          coveredBookingsKey({ ...input, staffId: input.staffId ?? null }),
          error.bookings,
        );
        onCovered(error);
        return;
      }
      toast.error(t.blockFailed, { description: messageOf(error, t.blockFailed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY }),
  });
}

/** Removes a block ('Blockering borttagen' / 'Fel vid borttagning av blockering'). */
export function useRemoveBlock(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await api.admin.calendar.blocks[':id'].$delete({ param: { id } }).catch(() => null);
      if (!res || !res.ok) throw new ApiError(res?.status ?? 0, 'remove_failed', t.removeFailed);
    },
    onSuccess: () => {
      toast.success(t.blockRemoved);
      onDone();
    },
    onError: (error) => toast.error(t.removeFailed, { description: messageOf(error, t.removeFailed) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY }),
  });
}

/**
 * Whether 'Ny bokning' may book `input` as it is, else why not and what is free nearby (`GET
 * /api/admin/calendar/bookings/check`, 200 either way, so an expected refusal is no failed request in the console).
 */
export function checkNewBookingSlot(input: SlotCheckInput): Promise<SlotCheck> {
  const { staffId, ...rest } = input;
  return unwrap(
    api.admin.calendar.bookings.check.$get({ query: { ...rest, ...(staffId ? { staffId } : {}) } }),
  );
}

/** The refusal a 409 of 'Ny bokning' carries (booked meanwhile), or null for any other error. */
export function refusalOf(error: unknown): SlotCheck | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.details.reasons))
    return null;
  return { free: false, ...(error.details as Omit<SlotCheck, 'free'>) };
}

/**
 * 'Ny bokning': 'Bokning skapad' and `onDone`; a refused time (409 with its reasons) goes to `onRefused` to be
 * shown in the form, other errors toast the server's Swedish message.
 */
export function useCreateCalendarBooking(
  onDone: (booking: AdminCalendarBooking) => void,
  onRefused: (refusal: SlotCheck) => void = () => undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCalendarBookingInput) =>
      (await unwrap(api.admin.calendar.bookings.$post({ json: input }))).booking,
    onSuccess: (booking) => {
      toast.success(t.bookingCreated);
      onDone(booking);
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) onRefused(refusal);
      else toast.error(t.createFailed, { description: messageOf(error, t.createFailed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY }),
  });
}

/** 'Flytta' and drag: 'Bokningen flyttad' and `onDone`; errors toast the server's message. */
export function useMoveCalendarBooking(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...json }: MoveCalendarBookingInput & { id: string }) =>
      (await unwrap(api.admin.calendar.bookings[':id'].move.$post({ param: { id }, json }))).booking,
    onSuccess: () => {
      toast.success(t.moved);
      onDone?.();
    },
    onError: (error) => toast.error(t.moveFailed, { description: messageOf(error, t.moveFailed) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CALENDAR_KEY }),
  });
}

/** The company's customers matching `q` (name, e-mail or phone; the admin customers search), idle under 2 characters. */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'customers', 'search', q],
    queryFn: async () =>
      (await unwrap(api.admin.customers.$get({ query: { q } }))).customers.filter((c) => !c.anonymized),
    enabled: q.trim().length >= 2,
    placeholderData: (previous) => previous,
  });
}

import { useMemo } from 'react';
import { z } from 'zod';
import { zonedWallClockToInstant } from '~/shared/dates';
import type { PublicService } from '~/shared/schemas/company';

/** Drafts older than this are discarded on read (customer-side §5, §9: 24 h). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The booking draft kept in session storage while a visitor signs in (customer-side §3 'Booking draft'). */
const draftSchema = z.object({
  companyId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  servicePrice: z.number().nullable(),
  serviceDuration: z.number(),
  serviceDescription: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeSlotId: z.string(),
  datetime: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  notes: z.string(),
  createdAt: z.number(),
});
export type BookingDraft = z.infer<typeof draftSchema>;

/** What the flow knows when it saves a draft. */
export interface DraftInput {
  companyId: string;
  service: PublicService;
  slot: { date: string; startTime: string; endTime: string };
  notes: string;
  customer?: { name: string; email: string; phone: string | null } | null;
}

const storageKey = (companyId: string) => `tidvis:booking-draft:${companyId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage can be switched off (privacy modes); the flow then simply has no draft.
  }
}

/** Saves, reads (dropping stale or malformed drafts) and clears the booking draft of one company. */
export function useBookingDraft(companyId: string | undefined) {
  return useMemo(() => {
    const key = companyId ? storageKey(companyId) : null;
    return {
      save(input: DraftInput): void {
        if (!key) return;
        const { service, slot } = input;
        const draft: BookingDraft = {
          companyId: input.companyId,
          serviceId: service.id,
          serviceName: service.name,
          servicePrice: service.price,
          serviceDuration: service.durationMinutes,
          serviceDescription: service.description,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          timeSlotId: `${slot.date}T${slot.startTime}`,
          datetime: zonedWallClockToInstant(slot.date, slot.startTime).toISOString(),
          customerName: input.customer?.name ?? '',
          customerEmail: input.customer?.email ?? '',
          customerPhone: input.customer?.phone ?? '',
          notes: input.notes,
          createdAt: Date.now(),
        };
        try {
          storage()?.setItem(key, JSON.stringify(draft));
        } catch {
          // Quota or disabled storage: the visitor can still confirm by hand after signing in.
        }
      },
      load(): BookingDraft | null {
        if (!key) return null;
        const raw = storage()?.getItem(key);
        if (!raw) return null;
        let parsed: ReturnType<typeof draftSchema.safeParse>;
        try {
          parsed = draftSchema.safeParse(JSON.parse(raw));
        } catch {
          parsed = draftSchema.safeParse(null);
        }
        if (!parsed.success || Date.now() - parsed.data.createdAt > DRAFT_MAX_AGE_MS || parsed.data.companyId !== companyId) {
          storage()?.removeItem(key);
          return null;
        }
        return parsed.data;
      },
      clear(): void {
        if (key) storage()?.removeItem(key);
      },
    };
  }, [companyId]);
}

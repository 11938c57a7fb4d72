import { useMemo } from 'react';
import { zonedWallClockToInstant } from '~/shared/dates';
import type { PublicService } from '~/shared/schemas/company';
import { clearBookingDraft, readBookingDraft, writeBookingDraft, type BookingDraft } from './booking-draft';

/** What the flow knows when it saves a draft. */
export interface DraftInput {
  companyId: string;
  service: PublicService;
  /** The visit's services in order, when it has several. */
  visit?: readonly PublicService[];
  slot: { date: string; startTime: string; endTime: string };
  /** The chosen staff member, null for 'Valfri personal' or a company without staff. */
  staffId: string | null;
  notes: string;
  customer?: { name: string; email: string; phone: string | null } | null;
}

/** Saves, reads (dropping stale or malformed drafts) and clears the booking draft of one company. */
export function useBookingDraft(companyId: string | undefined) {
  return useMemo(
    () => ({
      save(input: DraftInput): void {
        if (!companyId) return;
        const { service, slot } = input;
        const draft: BookingDraft = {
          companyId: input.companyId,
          serviceId: service.id,
          serviceIds: input.visit && input.visit.length > 1 ? input.visit.map((s) => s.id).join(',') : null,
          serviceName: service.name,
          servicePrice: service.price,
          serviceDuration: service.durationMinutes,
          serviceDescription: service.description,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          staffId: input.staffId,
          timeSlotId: `${slot.date}T${slot.startTime}`,
          datetime: zonedWallClockToInstant(slot.date, slot.startTime).toISOString(),
          customerName: input.customer?.name ?? '',
          customerEmail: input.customer?.email ?? '',
          customerPhone: input.customer?.phone ?? '',
          notes: input.notes,
          createdAt: Date.now(),
        };
        writeBookingDraft(companyId, draft);
      },
      load: (): BookingDraft | null => (companyId ? readBookingDraft(companyId) : null),
      clear(): void {
        if (companyId) clearBookingDraft(companyId);
      },
    }),
    [companyId],
  );
}

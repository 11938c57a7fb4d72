import { z } from '~/shared/zod';
import type { CustomerBooking } from '~/shared/schemas/booking';

/**
 * The chosen time that the widget (/embed/:slug, a frame on another site) hands to its sign-in pop-up
 * (/embed/:slug/complete) in the pop-up's address (decision 019): the frame's storage is partitioned
 * and its cookies blocked, so the pop-up, on Tidvis's own origin, signs in and books from this. Nothing secret:
 * what the visitor picked and their message.
 */
export interface EmbedDraft {
  serviceId: string;
  date: string;
  startTime: string;
  endTime: string;
  staffId: string | null;
  notes: string;
}

const draftSchema = z.object({
  service: z.uuid(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
  staff: z.uuid().nullish(),
  notes: z.string().max(500).nullish(),
});

/** `/embed/<slug>/complete?service=…&date=…&start=…&end=…[&staff=…][&notes=…]` */
export function embedCompleteUrl(slug: string, d: EmbedDraft): string {
  const params = new URLSearchParams({
    service: d.serviceId,
    date: d.date,
    start: d.startTime,
    end: d.endTime,
  });
  if (d.staffId) params.set('staff', d.staffId);
  if (d.notes) params.set('notes', d.notes);
  return `/embed/${encodeURIComponent(slug)}/complete?${params.toString()}`;
}

/** The draft of a pop-up address's query, or null when it is missing or malformed. */
export function parseEmbedDraft(search: URLSearchParams): EmbedDraft | null {
  const parsed = draftSchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    serviceId: p.service,
    date: p.date,
    startTime: p.start,
    endTime: p.end,
    staffId: p.staff ?? null,
    notes: p.notes ?? '',
  };
}

/** The pop-up's message to the frame that opened it: the booking was made (sent only to Tidvis's own origin). */
export interface EmbedBookedMessage {
  type: 'tidvis:booked';
  booking: CustomerBooking;
  email: string;
}

export const isEmbedBookedMessage = (data: unknown): data is EmbedBookedMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'tidvis:booked';

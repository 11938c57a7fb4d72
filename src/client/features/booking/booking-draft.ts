/**
 * The booking draft in session storage (customer-side §3 'Booking draft', §5, §9): reading and clearing. Kept free
 * of zod and the time-zone helpers (the booking flow imports it when the form step opens); writing is in
 * use-booking-draft.ts. The steps live in the address: the draft only gives back the message of the
 * very time it was written for, read in an effect after hydration (the server has no session storage).
 */

/** Drafts older than this are discarded on read (customer-side §5, §9: 24 h). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The booking draft kept in session storage while a visitor signs in (customer-side §3 'Booking draft'). */
export interface BookingDraft {
  companyId: string;
  /** The visit's first service. */
  serviceId: string;
  /**
   * The visit's services in order, comma-separated ('a,b'); null (or absent, in drafts written before visits of
   * several services) for the one `serviceId`.
   */
  serviceIds?: string | null;
  serviceName: string;
  servicePrice: number | null;
  serviceDuration: number;
  serviceDescription: string | null;
  date: string;
  startTime: string;
  endTime: string;
  /** The chosen staff member, or null for 'Valfri personal' and at a company without staff. */
  staffId: string | null;
  timeSlotId: string;
  datetime: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  notes: string;
  createdAt: number;
}

// Checked by hand rather than with zod: the draft is read on the booking page's first render, which loads no zod.
const DRAFT_FIELD_TYPES: Record<keyof BookingDraft, 'string' | 'number' | 'string?' | 'number?'> = {
  companyId: 'string',
  serviceId: 'string',
  serviceIds: 'string?',
  serviceName: 'string',
  servicePrice: 'number?',
  serviceDuration: 'number',
  serviceDescription: 'string?',
  date: 'string',
  startTime: 'string',
  endTime: 'string',
  staffId: 'string?',
  timeSlotId: 'string',
  datetime: 'string',
  customerName: 'string',
  customerEmail: 'string',
  customerPhone: 'string',
  notes: 'string',
  createdAt: 'number',
};

/** Whether stored JSON has the draft's shape ('?' types may also be null, and absent). */
function isBookingDraft(value: unknown): value is BookingDraft {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(DRAFT_FIELD_TYPES).every(([field, type]) => {
    const v = record[field];
    return typeof v === type.replace('?', '') || (type.endsWith('?') && (v === null || v === undefined));
  });
}

const storageKey = (companyId: string) => `tidvis:booking-draft:${companyId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage can be switched off (privacy modes); the flow then simply has no draft.
  }
}

/**
 * The draft of `companyId`, or null; a stale one (older than 24 h, or its slot has already begun), a malformed one or
 * one of another company is removed.
 */
export function readBookingDraft(companyId: string): BookingDraft | null {
  const key = storageKey(companyId);
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Malformed JSON is dropped below like any other foreign value.
  }
  const now = Date.now();
  if (
    !isBookingDraft(parsed) ||
    now - parsed.createdAt > DRAFT_MAX_AGE_MS ||
    !(Date.parse(parsed.datetime) > now) ||
    parsed.companyId !== companyId
  ) {
    storage()?.removeItem(key);
    return null;
  }
  return parsed;
}

/** Stores the draft of `companyId`. */
export function writeBookingDraft(companyId: string, draft: BookingDraft): void {
  try {
    storage()?.setItem(storageKey(companyId), JSON.stringify(draft));
  } catch {
    // Quota or disabled storage: the visitor can still confirm by hand after signing in.
  }
}

/** Removes the draft of `companyId`. */
export function clearBookingDraft(companyId: string): void {
  storage()?.removeItem(storageKey(companyId));
}

/**
 * The booking flow's steps in the address: `/booking/:slug` plus these query parameters.
 * - none: 'Välj tjänst';
 * - `tjanst=<serviceId>[,<serviceId>…]` (a visit of 1–4 services in the order they run; optional `personal=<staffId>`,
 *   `vecka=YYYY-MM-DD` for the shown week): the time step;
 * - `tjanst`, `datum=YYYY-MM-DD` and `tid=HH:MM` (optional `personal`): the form step for that time;
 * - `bokning=<bookingId>`: the confirmation of that booking (shown only to its owner).
 * The old 'Boka igen' links (`service=<id>&staff=<id>`, in e-mails already sent) are aliases of
 * `tjanst` and `personal`. Pure and free of the date libraries: the booking page reads it on its first render, on
 * the server and in the browser alike, so both render the same step.
 */

/** The flow's four steps (the step indicator's order). */
export type BookingStep = 'service' | 'calendar' | 'form' | 'confirmation';

/** What the address says, before it is checked against the company's services and staff. */
export interface BookingUrlState {
  step: BookingStep;
  /** The visit's first service (null on the service step); the same as `serviceIds[0]`. */
  serviceId: string | null;
  /**
   * The visit's services in the order they run: 1–4 distinct ids (empty on the service step). When writing an
   * address, an empty or absent list means `[serviceId]`, so single-service links need only `serviceId`.
   */
  serviceIds: readonly string[];
  /** The chosen staff member; null for 'Valfri personal'. */
  staffId: string | null;
  /** A date (`YYYY-MM-DD`) in the shown week of the time step; null for the current week. */
  week: string | null;
  /** The chosen time's date and start (`YYYY-MM-DD`, `HH:MM`); both set on the form step only. */
  date: string | null;
  time: string | null;
  bookingId: string | null;
}

/** The query parameter names (Swedish, as people see them in shared links). */
export const BOOKING_PARAMS = {
  service: 'tjanst',
  staff: 'personal',
  week: 'vecka',
  date: 'datum',
  time: 'tid',
  booking: 'bokning',
} as const;

/** The old 'Boka igen' names, read as aliases. */
const LEGACY_PARAMS = { service: 'service', staff: 'staff' } as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Ids are UUIDs or similar tokens; anything longer or with other characters is not one. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** True for an existing calendar date written `YYYY-MM-DD` ('2026-02-30' is not one). */
export function isUrlDate(value: string | null): value is string {
  const m = value ? DATE_PATTERN.exec(value) : null;
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** True for a start time `HH:MM` (00:00–23:59). */
export function isUrlTime(value: string | null): value is string {
  return value !== null && TIME_PATTERN.test(value);
}

/** The most services one visit may hold (docs/decisions/046; the server's limit too, through schemas/booking.ts). */
export const MAX_VISIT_SERVICES = 4;

/**
 * The ids of a `tjanst` value in order: split at commas, blanks and repeats dropped (the first kept), at most
 * MAX_VISIT_SERVICES. A malformed id is kept as it is: it matches no service, so the page says the service is gone.
 */
export function parseServiceIds(raw: string | null): string[] {
  const ids: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const id = part.trim();
    if (id && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_VISIT_SERVICES) break;
  }
  return ids;
}

const idOrNull = (value: string | null) => (value !== null && ID_PATTERN.test(value) ? value : null);

/**
 * Reads the step and choices from the query. A booking id wins over everything else; a malformed
 * date or time (or only one of them) gives the time step; a malformed service id counts as an unknown service
 * (the caller shows the service step with 'serviceGone'). Never throws.
 */
export function parseBookingUrl(params: URLSearchParams): BookingUrlState {
  const bookingId = idOrNull(params.get(BOOKING_PARAMS.booking));
  const none: BookingUrlState = {
    step: 'service',
    serviceId: null,
    serviceIds: [],
    staffId: null,
    week: null,
    date: null,
    time: null,
    bookingId: null,
  };
  if (bookingId) return { ...none, step: 'confirmation', bookingId };
  const serviceIds = parseServiceIds(params.get(BOOKING_PARAMS.service) ?? params.get(LEGACY_PARAMS.service));
  const serviceId = serviceIds[0];
  if (serviceId === undefined) return none;
  const staffId = idOrNull(params.get(BOOKING_PARAMS.staff) ?? params.get(LEGACY_PARAMS.staff));
  const date = params.get(BOOKING_PARAMS.date);
  const time = params.get(BOOKING_PARAMS.time);
  if (isUrlDate(date) && isUrlTime(time)) {
    return { ...none, step: 'form', serviceId, serviceIds, staffId, date, time, week: date };
  }
  const week = params.get(BOOKING_PARAMS.week);
  // A half-valid form step still shows the week of its date.
  const shown = isUrlDate(week) ? week : isUrlDate(date) ? date : null;
  return { ...none, step: 'calendar', serviceId, serviceIds, staffId, week: shown };
}

/** The visit's ids to write: `serviceIds` cleaned as parseServiceIds does, else `[serviceId]`. */
function visitIds(state: Partial<BookingUrlState>): string[] {
  const ids = state.serviceIds && state.serviceIds.length > 0 ? state.serviceIds : [state.serviceId ?? ''];
  return parseServiceIds(ids.join(','));
}

/**
 * The query string (with '?', or '' for the service step) of a step: the inverse of
 * parseBookingUrl for well-formed input. Only the fields the step uses are written, always in the new names.
 */
export function bookingUrlSearch(state: Partial<BookingUrlState> & { step: BookingStep }): string {
  const params = new URLSearchParams();
  const { step } = state;
  if (step === 'confirmation') {
    if (state.bookingId) params.set(BOOKING_PARAMS.booking, state.bookingId);
  } else if (step !== 'service' && visitIds(state).length > 0) {
    params.set(BOOKING_PARAMS.service, visitIds(state).join(','));
    if (state.staffId) params.set(BOOKING_PARAMS.staff, state.staffId);
    if (step === 'calendar' && state.week) params.set(BOOKING_PARAMS.week, state.week);
    if (step === 'form' && state.date && state.time) {
      params.set(BOOKING_PARAMS.date, state.date);
      params.set(BOOKING_PARAMS.time, state.time);
    }
  }
  // Commas stay readable ('tjanst=a,b'): no id contains one, so nothing else is escaped by them.
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}

/**
 * The booking page's address for a company `slug` at a step: `/booking/<slug>` plus bookingUrlSearch. Every
 * link into the booking flow (search cards, 'Boka igen', the cancel page) is built here, so all write the same names.
 * A step that needs a service falls back to the service step when neither `serviceIds` nor `serviceId` names one.
 */
export function bookingHref(slug: string, state: Partial<BookingUrlState> & { step: BookingStep }): string {
  const step =
    state.step !== 'confirmation' && state.step !== 'service' && visitIds(state).length === 0
      ? 'service'
      : state.step;
  return `/booking/${encodeURIComponent(slug)}${bookingUrlSearch({ ...state, step })}`;
}

/**
 * `HH:MM` plus `minutes` on the same day ('09:30' + 45 -> '10:15'); capped at '24:00' (a service cannot run past
 * midnight: the slot engine offers no such start).
 */
export function endTimeOf(start: string, minutes: number): string {
  const [h = 0, m = 0] = start.split(':').map(Number);
  const total = Math.min(h * 60 + m + Math.max(0, Math.round(minutes)), 24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

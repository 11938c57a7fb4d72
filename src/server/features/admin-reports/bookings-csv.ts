import { BOOKING_STATUS_LABELS } from '../../../shared/booking-status-labels';
import { PAYMENT_METHOD_LABELS } from '../../../shared/schemas/payments';
import type { PeriodBooking } from './report-figures.queries';

/** Excel (Swedish locale) splits on semicolons: the comma is the decimal separator there. */
export const CSV_SEPARATOR = ';';
/** UTF-8 byte order mark, so Excel reads å, ä and ö as UTF-8 instead of the ANSI code page. */
export const CSV_BOM = '\uFEFF';

/**
 * The export's columns, in order (Swedish, for the accountant and the commission sheet). The payment columns
 * (docs/decisions/047) come last, so sheets built on the earlier columns keep working.
 */
export const BOOKINGS_CSV_HEADERS = [
  'Datum',
  'Starttid',
  'Sluttid',
  'Tjänst',
  'Personal',
  'Kund',
  'Status',
  'Pris (kr)',
  'Intäkt (kr)',
  'Bokad via',
  'Boknings-id',
  'Betalt online (kr)',
  'Återbetalt (kr)',
  'Betalningssätt',
] as const;

/** 'Betalningssätt' of a booking paid on site (nothing online). */
export const ON_SITE_LABEL = 'På plats';
/** After the method when only a deposit was paid online ('Kort (handpenning)'). */
const DEPOSIT_SUFFIX = ' (handpenning)';

/**
 * How a booking was paid, for 'Betalningssätt': its online payment's method in Swedish, capitalised ('Kort',
 * 'Swish', 'Kort (handpenning)' when the rest is paid on site), 'På plats' when nothing was paid online, '' for a
 * cancelled booking or a held one (`pending_payment`) with nothing paid.
 */
export function paymentMethodText(
  b: Pick<PeriodBooking, 'status' | 'paymentKind' | 'paymentMethod'>,
): string {
  if (!b.paymentKind) return b.status === 'cancelled' || b.status === 'pending_payment' ? '' : ON_SITE_LABEL;
  const method = b.paymentMethod ? (PAYMENT_METHOD_LABELS[b.paymentMethod] ?? b.paymentMethod) : 'Online';
  const name = method.charAt(0).toUpperCase() + method.slice(1);
  return b.paymentKind === 'deposit' ? name + DEPOSIT_SUFFIX : name;
}

const SOURCE_LABELS: Record<PeriodBooking['source'], string> = {
  web: 'Tidvis',
  iframe: 'Bokningswidget',
  admin: 'Salongen',
};

/**
 * One CSV field (RFC 4180): quoted when it holds the separator, a quote or a line break, quotes doubled. Text that
 * a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading apostrophe first, so a
 * customer named '=HYPERLINK(…)' stays text in the accountant's Excel.
 */
export function csvField(value: string, options: { text?: boolean } = {}): string {
  const safe = options.text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Kronor the Swedish spreadsheet way: '450', '450,50' (decimal comma, no thousands separator); '' for null. */
export function csvKronor(kronor: number | null): string {
  if (kronor === null) return '';
  return Number.isInteger(kronor) ? String(kronor) : kronor.toFixed(2).replace('.', ',');
}

/** Rows (first the header) as CSV text: BOM, semicolons, CRLF line ends (also after the last row). */
export function toCsv(rows: string[][]): string {
  return CSV_BOM + rows.map((r) => r.join(CSV_SEPARATOR) + '\r\n').join('');
}

/**
 * The period's bookings as the export file: dates `YYYY-MM-DD`, times `HH:MM` Europe/Stockholm, price and earned
 * kronor (earned = the price of a completed booking, else 0), status in Swedish, and what was paid online and
 * refunded (kronor) and how it was paid.
 */
export function bookingsCsv(bookings: PeriodBooking[]): string {
  const text = (v: string) => csvField(v, { text: true });
  return toCsv([
    BOOKINGS_CSV_HEADERS.map((h) => csvField(h)),
    ...bookings.map((b) => [
      b.startDate,
      b.startTime,
      b.endTime,
      text(b.serviceName),
      text(b.staffName ?? ''),
      text(b.customerName),
      csvField(BOOKING_STATUS_LABELS[b.status]),
      csvKronor(b.servicePrice),
      csvKronor(b.status === 'completed' ? (b.servicePrice ?? 0) : 0),
      SOURCE_LABELS[b.source],
      b.id,
      csvKronor(b.paidOnline),
      csvKronor(b.refunded),
      text(paymentMethodText(b)),
    ]),
  ]);
}

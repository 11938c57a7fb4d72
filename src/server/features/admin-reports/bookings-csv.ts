import { BOOKING_STATUS_LABELS } from '../../../shared/booking-status-labels';
import type { PeriodBooking } from './report-figures.queries';

/** Excel (Swedish locale) splits on semicolons: the comma is the decimal separator there. */
export const CSV_SEPARATOR = ';';
/** UTF-8 byte order mark, so Excel reads å, ä and ö as UTF-8 instead of the ANSI code page. */
export const CSV_BOM = '\uFEFF';

/** The export's columns, in order (Swedish, for the accountant and the commission sheet). */
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
] as const;

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
 * kronor (earned = the price of a completed booking, else 0), status in Swedish.
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
    ]),
  ]);
}

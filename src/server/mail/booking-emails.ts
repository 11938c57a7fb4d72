import { format } from 'date-fns';
import { sv } from 'date-fns/locale';
import { formatPrice } from '../../shared/money';
import { escapeHtml, layoutHtml } from './templates';

/** What a booking e-mail tells: Stockholm date `YYYY-MM-DD`, times `HH:MM`, price in kronor (null = not set). */
export interface BookingEmailDetails {
  customerName: string;
  serviceName: string;
  servicePrice: number | null;
  startDate: string;
  startTime: string;
  endTime: string;
  companyName: string;
  companyLocation: string | null;
  companyEmail: string | null;
}

/** A rendered e-mail: subject, plain text and HTML (all user text escaped). */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** `'2025-11-24'` -> `'mån 24 nov 2025'` (date-fns `sv` locale, abbreviation dots dropped). */
export function formatSwedishDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return format(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1), 'EEE d MMM yyyy', { locale: sv }).replace(
    /\./g,
    '',
  );
}

/** Label/value lines shared by both e-mails; missing values read 'ej tillgänglig'. */
function detailLines(d: BookingEmailDetails): [string, string][] {
  const lines: [string, string][] = [
    ['Tjänst', d.serviceName],
    ['Datum', formatSwedishDate(d.startDate)],
    ['Tid', `${d.startTime}–${d.endTime}`],
  ];
  if (d.servicePrice !== null) lines.push(['Pris', `${formatPrice(d.servicePrice)} (betalas på plats)`]);
  lines.push(
    ['Företag', d.companyName],
    ['Adress', d.companyLocation ?? 'Adress ej tillgänglig'],
    ['E-post', d.companyEmail ?? 'Kontakt ej tillgänglig'],
  );
  return lines;
}

const textBlock = (lines: [string, string][]) => lines.map(([k, v]) => `${k}: ${v}`).join('\n');
const htmlBlock = (lines: [string, string][]) =>
  lines.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>');

/**
 * The booking confirmation sent to the customer after `POST /api/bookings`, with a link to cancel
 * (`cancelUrl`, e.g. `https://tidvis.se/cancel-booking?token=<cancel_token>`).
 */
export function bookingConfirmationEmail(d: BookingEmailDetails, cancelUrl: string): RenderedEmail {
  const when = `${formatSwedishDate(d.startDate)} kl. ${d.startTime}`;
  const lines = detailLines(d);
  return {
    subject: `Bokningsbekräftelse: ${d.serviceName} ${when}`,
    text: [
      `Hej ${d.customerName}!`,
      `Din bokning hos ${d.companyName} är bekräftad.`,
      textBlock(lines),
      `Behöver du avboka? Använd den här länken:\n${cancelUrl}`,
      'Välkommen!',
    ].join('\n\n'),
    html: layoutHtml('Din bokning är bekräftad', [
      `Hej ${escapeHtml(d.customerName)}!`,
      `Din bokning hos <strong>${escapeHtml(d.companyName)}</strong> är bekräftad.`,
      htmlBlock(lines),
      `Behöver du avboka? <a href="${escapeHtml(cancelUrl)}" style="color:#0f766e">Avboka din tid</a>`,
      'Välkommen!',
    ]),
  };
}

/** The notice sent to the customer after they cancelled a booking (`POST /api/bookings/:id/cancel`). */
export function bookingCancellationEmail(d: BookingEmailDetails): RenderedEmail {
  const when = `${formatSwedishDate(d.startDate)} kl. ${d.startTime}`;
  const lines = detailLines(d);
  return {
    subject: `Avbokad: ${d.serviceName} ${when}`,
    text: [
      `Hej ${d.customerName}!`,
      `Din bokning hos ${d.companyName} är avbokad.`,
      textBlock(lines),
      'Välkommen åter!',
    ].join('\n\n'),
    html: layoutHtml('Din bokning är avbokad', [
      `Hej ${escapeHtml(d.customerName)}!`,
      `Din bokning hos <strong>${escapeHtml(d.companyName)}</strong> är avbokad.`,
      htmlBlock(lines),
      'Välkommen åter!',
    ]),
  };
}

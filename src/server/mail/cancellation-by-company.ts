import { formatPrice } from '../../shared/money';
import { formatSwedishDate, type BookingEmailDetails, type RenderedEmail } from './booking-emails';
import { escapeHtml, layoutHtml } from './templates';

/**
 * The notice sent to the customer when the company cancelled their booking (admin calendar 'Avboka',
 * `POST /api/admin/calendar/bookings/:id/cancel`). Swedish; all user text escaped in the HTML part.
 */
export function bookingCancelledByCompanyEmail(d: BookingEmailDetails): RenderedEmail {
  const when = `${formatSwedishDate(d.startDate)} kl. ${d.startTime}`;
  const lines: [string, string][] = [
    ['Tjänst', d.serviceName],
    ['Datum', formatSwedishDate(d.startDate)],
    ['Tid', `${d.startTime}–${d.endTime}`],
  ];
  if (d.servicePrice !== null) lines.push(['Pris', formatPrice(d.servicePrice)]);
  lines.push(['Företag', d.companyName]);
  if (d.companyEmail) lines.push(['E-post', d.companyEmail]);
  const apology = `${d.companyName} har tyvärr avbokat din bokning. Tiden är inte längre reserverad för dig.`;
  const rebook = 'Vill du boka en ny tid? Välkommen att boka igen på Tidvis eller kontakta företaget.';
  return {
    subject: `Avbokad av ${d.companyName}: ${d.serviceName} ${when}`,
    text: [
      `Hej ${d.customerName}!`,
      apology,
      lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
      rebook,
    ].join('\n\n'),
    html: layoutHtml('Din bokning har avbokats av företaget', [
      `Hej ${escapeHtml(d.customerName)}!`,
      escapeHtml(apology),
      lines.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>'),
      escapeHtml(rebook),
    ]),
  };
}

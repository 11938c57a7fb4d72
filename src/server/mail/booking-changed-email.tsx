import { formatServicePrice } from '../../shared/money';
import { formatPhone } from '../../shared/phone';
import {
  bookingCalendarEvent,
  editLinkBlocks,
  formatSwedishDate,
  tooLateToCancelSentence,
  type BookingEmailDetails,
  type RenderedEmail,
} from './booking-emails';
import { icsAttachment } from './ics';
import { BoldLabelLines, Block, BRAND, EmailLayout } from './components';
import { renderEmailHtml } from './render';

/** The time a booking had before it was moved: Stockholm date `YYYY-MM-DD`, times `HH:MM`. */
export interface PreviousBookingTime {
  startDate: string;
  startTime: string;
  endTime: string;
}

const when = (date: string, start: string, end: string) => `${formatSwedishDate(date)} kl. ${start}–${end}`;

/** The move notice's subject: 'Ändrad bokning: <service> <date> kl. <HH:MM>' (stored before rendering). */
export const changedSubject = (d: BookingEmailDetails) =>
  `Ändrad bokning: ${d.serviceName} ${formatSwedishDate(d.startDate)} kl. ${d.startTime}`;

/**
 * The notice sent to the customer after they moved their booking (`PATCH /api/bookings/:id`, customer-side §2
 * 'Edit booking'): the new time (in `d`), the old time, the company's contact and a link to cancel (`cancelUrl`,
 * `<APP_URL>/cancel-booking?token=<cancel_token>`), with `editUrl` the edit page, and the updated `.ics`
 * (same UID, SEQUENCE `d.calendarSequence`). Swedish; all user text escaped in the HTML part.
 */
export function bookingChangedEmail(
  d: BookingEmailDetails,
  previous: PreviousBookingTime,
  cancelUrl: string,
  editUrl?: string,
): RenderedEmail {
  // Moved inside the deadline (by the salon): no cancel or edit link that would only refuse; the phone instead.
  const closed = d.cancellableOnline === false ? tooLateToCancelSentence(d) : null;
  const edit = editUrl && !closed ? editLinkBlocks(editUrl) : null;
  const lines: [string, string][] = [
    ['Tjänst', d.serviceName],
    ['Ny tid', when(d.startDate, d.startTime, d.endTime)],
    ['Tidigare tid', when(previous.startDate, previous.startTime, previous.endTime)],
  ];
  if (d.staffName) lines.push(['Personal', d.staffName]);
  if (d.servicePrice !== null)
    lines.push(['Pris', `${formatServicePrice(d.servicePrice, d.servicePriceFrom)} (betalas på plats)`]);
  lines.push(
    ['Företag', d.companyName],
    ['Adress', d.companyLocation ?? 'Adress ej tillgänglig'],
    ['E-post', d.companyEmail ?? 'Kontakt ej tillgänglig'],
  );
  if (d.companyPhone) lines.push(['Telefon', formatPhone(d.companyPhone)]);
  const intro = `Din bokning hos ${d.companyName} har ändrats. Här är din nya tid.`;
  const questions = d.companyPhone
    ? 'Har du frågor? Ring eller mejla företaget, kontaktuppgifterna står ovan.'
    : 'Har du frågor? Kontakta företaget på e-postadressen ovan.';
  return {
    subject: changedSubject(d),
    text: [
      `Hej ${d.customerName}!`,
      intro,
      lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
      questions,
      closed ?? `Behöver du avboka? Använd den här länken:\n${cancelUrl}`,
      ...(edit ? [edit.text] : []),
      'Välkommen!',
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Din bokning har ändrats">
        <Block>Hej {d.customerName}!</Block>
        <Block>{intro}</Block>
        <Block>
          <BoldLabelLines lines={lines} />
        </Block>
        <Block>{questions}</Block>
        {closed ? (
          <Block>
            <strong>{closed}</strong>
          </Block>
        ) : (
          <Block>
            Behöver du avboka?{' '}
            <a href={cancelUrl} style={{ color: BRAND }}>
              Avboka din tid
            </a>
          </Block>
        )}
        {edit && <Block>{edit.html}</Block>}
        <Block>Välkommen!</Block>
      </EmailLayout>,
    ),
    // The same UID with the higher SEQUENCE (`d.calendarSequence`): the customer's calendar moves the event.
    attachments: [icsAttachment(bookingCalendarEvent(d, cancelUrl))],
  };
}

import {
  bookingCancelIcsAttachment,
  bookingDetailLines,
  contactSentence,
  formatBookingStart,
  type BookingEmailDetails,
  type RenderedEmail,
} from './booking-emails';
import { Block, DetailsTable, EmailLayout } from './components';
import { renderEmailHtml } from './render';
import { detailsText } from './templates';

/** The company's cancel notice's subject: 'Avbokad av <company>: <service> <start>' (stored before rendering). */
export const cancelledByCompanySubject = (d: BookingEmailDetails) =>
  `Avbokad av ${d.companyName}: ${d.serviceName} ${formatBookingStart(d)}`;

/**
 * The notice sent to the customer when the company cancelled their booking (admin calendar 'Avboka',
 * `POST /api/admin/calendar/bookings/:id/cancel`). Unlike the customer's own cancel it apologises, says the time is
 * no longer reserved and how to reach the company, with a METHOD:CANCEL `.ics`. Swedish; all user text escaped in the HTML part.
 */
export function bookingCancelledByCompanyEmail(d: BookingEmailDetails): RenderedEmail {
  const lines = bookingDetailLines(d).filter(([label]) =>
    ['Tjänst', 'Datum', 'Tid', 'Företag'].includes(label),
  );
  const apology = `${d.companyName} har tyvärr avbokat din bokning. Tiden är inte längre reserverad för dig.`;
  const rebook = 'Vill du boka en ny tid? Välkommen att boka igen på Tidvis eller kontakta företaget.';
  const contact = contactSentence(d);
  return {
    subject: cancelledByCompanySubject(d),
    text: [
      `Hej ${d.customerName}!`,
      apology,
      detailsText(lines),
      ...(d.refundNote ? [d.refundNote] : []),
      rebook,
      ...(contact ? [contact.text] : []),
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Din bokning har avbokats av företaget">
        <Block>Hej {d.customerName}!</Block>
        <Block>{apology}</Block>
        <Block>
          <DetailsTable lines={lines} />
        </Block>
        {d.refundNote && <Block>{d.refundNote}</Block>}
        <Block>{rebook}</Block>
        {contact && <Block>{contact.html}</Block>}
      </EmailLayout>,
    ),
    attachments: [bookingCancelIcsAttachment(d)],
  };
}

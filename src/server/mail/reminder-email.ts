import {
  bookingDetailLines,
  contactSentence,
  type BookingEmailDetails,
  type RenderedEmail,
} from './booking-emails';
import { buttonHtml, detailsTableHtml, detailsText, escapeHtml, layoutHtml } from './templates';

/**
 * The reminder sent to the customer the day before the booking (jobs/reminders.ts, issue 5 §4): details, the
 * company's contact and the cancel link (`cancelUrl`, `<APP_URL>/cancel-booking?token=<cancel_token>`).
 */
export function bookingReminderEmail(d: BookingEmailDetails, cancelUrl: string): RenderedEmail {
  const lines = bookingDetailLines(d);
  const intro = `En påminnelse: i morgon har du en tid hos ${d.companyName}.`;
  const contact = contactSentence(d);
  return {
    subject: `Påminnelse: ${d.serviceName} i morgon kl. ${d.startTime}`,
    text: [
      `Hej ${d.customerName}!`,
      intro,
      detailsText(lines),
      `Kan du inte komma? Avboka din tid via länken:\n${cancelUrl}`,
      ...(contact ? [contact.text] : []),
      'Välkommen!',
    ].join('\n\n'),
    html: layoutHtml('Påminnelse om din tid i morgon', [
      `Hej ${escapeHtml(d.customerName)}!`,
      escapeHtml(intro),
      detailsTableHtml(lines),
      `Kan du inte komma? Avboka så att någon annan kan ta tiden.${buttonHtml(cancelUrl, 'Avboka din tid', 'secondary')}`,
      ...(contact ? [contact.html] : []),
      'Välkommen!',
    ]),
  };
}

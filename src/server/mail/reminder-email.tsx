import {
  bookingDetailLines,
  contactSentence,
  tooLateToCancelSentence,
  type BookingEmailDetails,
  type RenderedEmail,
} from './booking-emails';
import { Block, Button, DetailsTable, EmailLayout } from './components';
import { renderEmailHtml } from './render';
import { detailsText } from './templates';

/**
 * The reminder sent to the customer the day before the booking (jobs/reminders.ts): details, the
 * company's contact and the cancel link (`cancelUrl`, `<APP_URL>/cancel-booking?token=<cancel_token>`); with
 * `cancelUrl` null (past the company's cancellation deadline) no link, but that the booking can no longer be
 * cancelled online and the company's phone.
 */
export function bookingReminderEmail(d: BookingEmailDetails, cancelUrl: string | null): RenderedEmail {
  const lines = bookingDetailLines(d);
  const intro = `En påminnelse: i morgon har du en tid hos ${d.companyName}.`;
  const contact = contactSentence(d);
  const closed = cancelUrl ? null : tooLateToCancelSentence(d);
  return {
    subject: `Påminnelse: ${d.serviceName} i morgon kl. ${d.startTime}`,
    text: [
      `Hej ${d.customerName}!`,
      intro,
      detailsText(lines),
      closed ?? `Kan du inte komma? Avboka din tid via länken:\n${cancelUrl}`,
      ...(contact ? [contact.text] : []),
      'Välkommen!',
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Påminnelse om din tid i morgon">
        <Block>Hej {d.customerName}!</Block>
        <Block>{intro}</Block>
        <Block>
          <DetailsTable lines={lines} />
        </Block>
        {cancelUrl ? (
          <Block>
            Kan du inte komma? Avboka så att någon annan kan ta tiden.
            <Button href={cancelUrl} variant="secondary">
              Avboka din tid
            </Button>
          </Block>
        ) : (
          <Block>
            <strong>{closed}</strong>
          </Block>
        )}
        {contact && <Block>{contact.html}</Block>}
        <Block>Välkommen!</Block>
      </EmailLayout>,
    ),
  };
}

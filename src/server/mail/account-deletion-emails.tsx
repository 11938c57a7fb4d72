import { DELETION_CODE_MINUTES } from '../../shared/schemas/privacy';
import { Block, CodeBox, EmailLayout, Muted } from './components';
import { renderEmailHtml } from './render';

/** The e-mail with the 6-digit code that confirms deleting the account. */
export function accountDeletionCodeEmail(code: string) {
  const ignore =
    'Har du inte bett om att radera kontot? Bortse från det här meddelandet och byt gärna lösenord.';
  return {
    subject: `Kod för att radera ditt konto: ${code}`,
    text: `Hej!\n\nDin kod för att radera ditt Tidvis-konto är ${code}. Den gäller i ${DELETION_CODE_MINUTES} minuter.\n\n${ignore}`,
    html: renderEmailHtml(
      <EmailLayout title="Radera ditt konto">
        <Block>Hej!</Block>
        <Block>Din kod för att radera ditt Tidvis-konto är:</Block>
        <Block>
          <CodeBox code={code} tone="danger" />
        </Block>
        <Block>Koden gäller i {DELETION_CODE_MINUTES} minuter.</Block>
        <Block>
          <Muted>{ignore}</Muted>
        </Block>
      </EmailLayout>,
    ),
  };
}

/** The last e-mail to a deleted account: what was deleted, cancelled and kept. */
export function accountDeletedEmail(cancelledBookings: number) {
  const cancelled =
    cancelledBookings === 0
      ? 'Du hade inga kommande bokningar.'
      : `Dina ${cancelledBookings} kommande bokningar är avbokade och företagen har fått besked.`;
  const kept =
    'Företagen behåller bokningarna som redan var avslutade, men utan ditt namn, din e-post, ditt telefonnummer och dina meddelanden. Omdömen du lämnat finns kvar utan namn.';
  return {
    subject: 'Ditt Tidvis-konto är raderat',
    text: `Hej!\n\nDitt konto hos Tidvis är nu raderat och du är utloggad överallt.\n\n${cancelled}\n\n${kept}\n\nDu kan skapa ett nytt konto med samma e-post när du vill.`,
    html: renderEmailHtml(
      <EmailLayout title="Ditt konto är raderat">
        <Block>Hej!</Block>
        <Block>Ditt konto hos Tidvis är nu raderat och du är utloggad överallt.</Block>
        <Block>{cancelled}</Block>
        <Block>{kept}</Block>
        <Block>Du kan skapa ett nytt konto med samma e-post när du vill.</Block>
      </EmailLayout>,
    ),
  };
}

import { DELETION_CODE_MINUTES } from '../../shared/schemas/privacy';
import { escapeHtml, layoutHtml } from './templates';

const MUTED = '#78716c';

/** The e-mail with the 6-digit code that confirms deleting the account (issue 17 §2). */
export function accountDeletionCodeEmail(code: string) {
  return {
    subject: `Kod för att radera ditt konto: ${code}`,
    text:
      `Hej!\n\nDin kod för att radera ditt Tidvis-konto är ${code}. Den gäller i ${DELETION_CODE_MINUTES} minuter.\n\n` +
      'Har du inte bett om att radera kontot? Bortse från det här meddelandet och byt gärna lösenord.',
    html: layoutHtml('Radera ditt konto', [
      'Hej!',
      'Din kod för att radera ditt Tidvis-konto är:',
      `<span style="display:inline-block;padding:12px 20px;background:#fef2f2;border:1px solid #fecaca;border-radius:8px;font-size:28px;font-weight:700;letter-spacing:6px;color:#7f1d1d">${escapeHtml(code)}</span>`,
      `Koden gäller i ${DELETION_CODE_MINUTES} minuter.`,
      `<span style="color:${MUTED};font-size:13px">Har du inte bett om att radera kontot? Bortse från det här meddelandet och byt gärna lösenord.</span>`,
    ]),
  };
}

/** The last e-mail to a deleted account: what was deleted, cancelled and kept (issue 17 §2). */
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
    html: layoutHtml('Ditt konto är raderat', [
      'Hej!',
      'Ditt konto hos Tidvis är nu raderat och du är utloggad överallt.',
      escapeHtml(cancelled),
      escapeHtml(kept),
      'Du kan skapa ett nytt konto med samma e-post när du vill.',
    ]),
  };
}

import { RESET_LINK_MINUTES } from '../../shared/schemas/password-reset';
import { escapeHtml, layoutHtml } from './templates';

/**
 * The password reset e-mail (customer-side §7 "reset password by e-mail"): a single-use link to
 * `${appUrl}/reset-password?token=<token>`, valid RESET_LINK_MINUTES minutes.
 */
export function passwordResetEmail(appUrl: string, token: string) {
  const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const validity = `Länken gäller i ${RESET_LINK_MINUTES} minuter och kan bara användas en gång.`;
  const ignore =
    'Om du inte har bett om ett nytt lösenord kan du bortse från det här meddelandet. Ditt lösenord ändras inte.';
  return {
    subject: 'Återställ ditt lösenord',
    text: `Hej!\n\nVi har fått en begäran om att återställa lösenordet för ditt Tidvis-konto. Välj ett nytt lösenord här:\n\n${link}\n\n${validity}\n\n${ignore}`,
    html: layoutHtml('Återställ ditt lösenord', [
      'Hej!',
      'Vi har fått en begäran om att återställa lösenordet för ditt Tidvis-konto.',
      `<a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Välj nytt lösenord</a>`,
      `Fungerar inte knappen? Kopiera länken: <br><span style="word-break:break-all">${escapeHtml(link)}</span>`,
      validity,
      ignore,
    ]),
  };
}

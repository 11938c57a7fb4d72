import { RESET_LINK_MINUTES } from '../../shared/schemas/password-reset';
import { Block, BRAND, CopyableLink, EmailLayout } from './components';
import { renderEmailHtml } from './render';

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
    html: renderEmailHtml(
      <EmailLayout title="Återställ ditt lösenord">
        <Block>Hej!</Block>
        <Block>Vi har fått en begäran om att återställa lösenordet för ditt Tidvis-konto.</Block>
        <Block>
          {/* A bare link styled as a button (no table): the one reset e-mail has always looked like this. */}
          <a
            href={link}
            style={{
              display: 'inline-block',
              background: BRAND,
              color: '#fff',
              textDecoration: 'none',
              padding: '12px 20px',
              borderRadius: '8px',
              fontWeight: 600,
            }}
          >
            Välj nytt lösenord
          </a>
        </Block>
        <Block>
          <CopyableLink url={link} />
        </Block>
        <Block>{validity}</Block>
        <Block>{ignore}</Block>
      </EmailLayout>,
    ),
  };
}

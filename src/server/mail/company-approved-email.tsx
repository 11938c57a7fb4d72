import { Block, BRAND, EmailLayout } from './components';
import { renderEmailHtml } from './render';

/**
 * The e-mail to a company's admin when a platform operator approves the company (docs/design.md §4 "Company
 * status"): it is now visible in search and takes bookings. `loginUrl` is `<APP_URL>/admin/login`. Swedish, HTML and
 * plain text; the company name is escaped in the HTML part.
 */
export function companyApprovedEmail(companyName: string, loginUrl: string) {
  const intro = `Goda nyheter! ${companyName} är nu godkänt på Tidvis.`;
  const visible = 'Ditt företag syns nu i sökningen och kunder kan boka dina tjänster direkt.';
  const setup =
    'Logga in i adminpanelen för att se dina bokningar, lägga till tjänster och justera dina arbetstider:';
  return {
    subject: `${companyName} är godkänt på Tidvis`,
    text: ['Hej!', intro, visible, `${setup}\n${loginUrl}`, 'Välkommen till Tidvis!'].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Ditt företag är godkänt">
        <Block>Hej!</Block>
        <Block>{intro}</Block>
        <Block>{visible}</Block>
        <Block>
          {setup}
          <br />
          <a href={loginUrl} style={{ color: BRAND, fontWeight: 600 }}>
            Logga in i adminpanelen
          </a>
        </Block>
        <Block>Välkommen till Tidvis!</Block>
      </EmailLayout>,
    ),
  };
}

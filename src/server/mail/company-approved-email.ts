import { escapeHtml, layoutHtml } from './templates';

/**
 * The e-mail to a company's admin when a platform operator approves the company (issue 5, DESIGN §4 "Company
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
    html: layoutHtml('Ditt företag är godkänt', [
      'Hej!',
      escapeHtml(intro),
      escapeHtml(visible),
      `${escapeHtml(setup)}<br><a href="${escapeHtml(loginUrl)}" style="color:#0f766e;font-weight:600">Logga in i adminpanelen</a>`,
      'Välkommen till Tidvis!',
    ]),
  };
}

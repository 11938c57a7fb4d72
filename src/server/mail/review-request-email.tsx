import { formatSwedishDate, type RenderedEmail } from './booking-emails';
import { Block, Button, EmailLayout, Muted } from './components';
import { renderEmailHtml } from './render';

/** The visit a review request asks about: Stockholm date `YYYY-MM-DD`. */
export interface ReviewRequest {
  customerName: string;
  companyName: string;
  serviceName: string;
  visitDate: string;
}

/**
 * The e-mail asking a customer for a review after a completed visit (jobs/review-requests.ts): what and where, and
 * 'Lämna omdöme' to their booking history (`feedbackUrl`, `<APP_URL>/profile`), where feedback is left. Says how to
 * stop such e-mails (the profile's 'E-postnotiser'). Swedish, HTML and plain text, user text escaped.
 */
export function reviewRequestEmail(r: ReviewRequest, feedbackUrl: string): RenderedEmail {
  const intro = `Tack för ditt besök hos ${r.companyName} ${formatSwedishDate(r.visitDate)} (${r.serviceName}).`;
  const ask = 'Hur var det? Ditt omdöme hjälper företaget och andra kunder. Det tar en halv minut.';
  const optOut = 'Vill du inte få sådana här e-postmeddelanden? Stäng av E-postnotiser under Profil.';
  return {
    subject: `Hur var ditt besök hos ${r.companyName}?`,
    text: [`Hej ${r.customerName}!`, intro, ask, `Lämna omdöme:\n${feedbackUrl}`, optOut].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Hur var ditt besök?">
        <Block>Hej {r.customerName}!</Block>
        <Block>{intro}</Block>
        <Block>
          {ask}
          <Button href={feedbackUrl}>Lämna omdöme</Button>
        </Block>
        <Block>
          <Muted>{optOut}</Muted>
        </Block>
      </EmailLayout>,
    ),
  };
}

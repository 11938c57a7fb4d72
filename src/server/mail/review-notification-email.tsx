import { formatSwedishDate, type RenderedEmail } from './booking-emails';
import { Block, Button, DetailsTable, EmailLayout, LabelledMessage, TextLink } from './components';
import { renderEmailHtml } from './render';
import { detailsText } from './templates';

/** A customer's new feedback on a visit, as the company's e-mail tells it (`visitDate` `YYYY-MM-DD`). */
export interface NewReviewNotice {
  customerName: string;
  serviceName: string;
  visitDate: string;
  /** 1–5. */
  rating: number;
  comment: string | null;
  /** The customer agreed to show it on the company page (then the salon may answer it). */
  isPublic: boolean;
}

/**
 * The e-mail to a company when a customer leaves feedback on a completed visit: stars, comment, the visit and,
 * for a public review, a link to answer it (`reviewsUrl`, `<APP_URL>/admin/reviews`). Private feedback is told
 * too (it was given to the salon) but cannot be answered. `visitUrl` (`<APP_URL>/admin/calendar?booking=<id>`) opens
 * the visit and its customer record; it also names the booking, so erasing the customer finds this mail
 * (privacy/anonymize.ts matches outbox rows by booking id). Swedish, HTML and plain text, user text escaped.
 */
export function newReviewEmail(n: NewReviewNotice, reviewsUrl: string, visitUrl: string): RenderedEmail {
  const stars = `${'★'.repeat(n.rating)}${'☆'.repeat(5 - n.rating)} (${n.rating} av 5)`;
  const lines: [string, string][] = [
    ['Betyg', stars],
    ['Kund', n.customerName],
    ['Tjänst', n.serviceName],
    ['Besök', formatSwedishDate(n.visitDate)],
    ['Synlighet', n.isPublic ? 'Visas på er sida' : 'Bara till er (visas inte publikt)'],
  ];
  const intro = n.isPublic
    ? `${n.customerName} har lämnat ett omdöme som visas på er sida.`
    : `${n.customerName} har lämnat feedback till er.`;
  const commentLabel = 'Kommentar:';
  const answer = 'Svara på omdömet under Omdömen i adminpanelen:';
  const visit = 'Besöket i kalendern:';
  return {
    subject: `${n.isPublic ? 'Nytt omdöme' : 'Ny feedback'}: ${n.rating} av 5 – ${n.serviceName}`,
    text: [
      intro,
      detailsText(lines),
      ...(n.comment ? [`${commentLabel}\n${n.comment}`] : []),
      ...(n.isPublic ? [`${answer}\n${reviewsUrl}`] : []),
      `${visit}\n${visitUrl}`,
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title={n.isPublic ? 'Nytt omdöme' : 'Ny feedback'}>
        <Block>{intro}</Block>
        <Block>
          <DetailsTable lines={lines} />
        </Block>
        {n.comment && (
          <Block>
            <LabelledMessage label={commentLabel} message={n.comment} />
          </Block>
        )}
        {n.isPublic && (
          <Block>
            {answer}
            <Button href={reviewsUrl}>Svara på omdömet</Button>
          </Block>
        )}
        <Block>
          <TextLink href={visitUrl}>Visa besöket i kalendern</TextLink>
        </Block>
      </EmailLayout>,
    ),
  };
}

import type { RenderedEmail } from './booking-emails';
import { Fragment } from 'react';
import { BoldLabelLines, Block, EmailLayout } from './components';
import { renderEmailHtml } from './render';

/** A message sent through the /contact form (customer-side §2), as support receives it. */
export interface ContactEmailDetails {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The sender's account id when they were signed in, else null. */
  userId: string | null;
}

/**
 * The e-mail to the support address for a contact message. The outbox has no reply-to, so the sender's e-mail is
 * in the body; all sender text is escaped in the HTML part, line breaks kept.
 */
export function contactEmail(d: ContactEmailDetails): RenderedEmail {
  const account = d.userId ? `Inloggad användare (id ${d.userId})` : 'Ej inloggad';
  const lines: [string, string][] = [
    ['Från', d.name],
    ['E-post', d.email],
    ['Ämne', d.subject],
    ['Konto', account],
  ];
  const replyHint = `Svara till ${d.email}.`;
  return {
    subject: `Kontaktformulär: ${d.subject}`,
    text: [
      'Nytt meddelande via kontaktformuläret på Tidvis.',
      lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
      d.message,
      replyHint,
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Nytt meddelande via kontaktformuläret">
        <Block>
          <BoldLabelLines lines={lines} />
        </Block>
        <Block>
          {d.message.split(/\r?\n/).map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Block>
        <Block>{replyHint}</Block>
      </EmailLayout>,
    ),
  };
}

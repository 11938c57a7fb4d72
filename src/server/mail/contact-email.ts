import type { RenderedEmail } from './booking-emails';
import { escapeHtml, layoutHtml } from './templates';

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
    html: layoutHtml('Nytt meddelande via kontaktformuläret', [
      lines.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>'),
      escapeHtml(d.message).replace(/\r?\n/g, '<br>'),
      escapeHtml(replyHint),
    ]),
  };
}

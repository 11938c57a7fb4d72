import { formatPrice } from '../../shared/money';
import { formatPhone } from '../../shared/phone';
import { baseUrl, type Env } from '../env';
import { formatSwedishDate, type RenderedEmail } from './booking-emails';
import { Block, Button, DetailsTable, EmailLayout, LabelledMessage } from './components';
import { renderEmailHtml } from './render';
import { detailsText } from './templates';

/** Why the company is told: a customer booked, moved their booking, or cancelled it (in the app or by e-mail link). */
export type CompanyNoticeKind = 'created' | 'rescheduled' | 'cancelled';

/** A booking's time: Stockholm date `YYYY-MM-DD`, times `HH:MM`. */
export interface NoticeTime {
  startDate: string;
  startTime: string;
  endTime: string;
}

/**
 * What the company's notice tells: the booking id (for the calendar link), the customer's name,
 * e-mail and phone (null = not given), the service, the booking's (new) time, the customer's message (null = none)
 * and, for `rescheduled`, the time it had before.
 */
export interface CompanyNotice extends NoticeTime {
  kind: CompanyNoticeKind;
  bookingId: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  serviceName: string;
  /** The service's price in kronor (null = not set); absent = not shown. */
  servicePrice?: number | null;
  /** Who performs it (null/absent = none). */
  staffName?: string | null;
  notes: string | null;
  previous?: NoticeTime;
}

const when = (t: NoticeTime) => `${formatSwedishDate(t.startDate)} kl. ${t.startTime}–${t.endTime}`;

const HEADINGS: Record<CompanyNoticeKind, { subject: string; title: string; intro: string }> = {
  created: { subject: 'Ny bokning', title: 'Ny bokning', intro: 'har bokat en tid hos er.' },
  rescheduled: {
    subject: 'Ändrad bokning',
    title: 'En bokning har flyttats',
    intro: 'har ändrat tiden för sin bokning.',
  },
  cancelled: {
    subject: 'Avbokning',
    title: 'En bokning har avbokats',
    intro: 'har avbokat sin tid. Tiden är nu ledig.',
  },
};

/** `<APP_URL>/admin/calendar?booking=<id>`: the admin calendar opened on this booking. */
export function adminCalendarBookingUrl(env: Env, bookingId: string): string {
  return `${baseUrl(env)}/admin/calendar?booking=${encodeURIComponent(bookingId)}`;
}

/** The company notice's subject: 'Ny bokning: <service> <date> kl. <HH:MM> – <customer>' (stored before rendering). */
export const companyNoticeSubject = (n: CompanyNotice) =>
  `${HEADINGS[n.kind].subject}: ${n.serviceName} ${formatSwedishDate(n.startDate)} kl. ${n.startTime} – ${n.customerName}`;

/**
 * The e-mail to a company about a customer's new, moved or cancelled booking: customer name, phone (national
 * format), e-mail, service, date and time (for a move the new and the old time), staff member and price when known,
 * the customer's message and a link to the
 * booking in the admin calendar (`calendarUrl`). Swedish, plain text + HTML with all user text escaped.
 */
export function companyNotificationEmail(n: CompanyNotice, calendarUrl: string): RenderedEmail {
  const heading = HEADINGS[n.kind];
  const lines: [string, string][] = [
    ['Kund', n.customerName],
    // Read and dialled as Swedes write it ('070-123 45 67'), not as stored ('+46701234567').
    ['Telefon', formatPhone(n.customerPhone) || 'Ej angivet'],
    ['E-post', n.customerEmail || 'Ej angivet'],
    ['Tjänst', n.serviceName],
  ];
  if (n.kind === 'rescheduled' && n.previous) {
    lines.push(['Ny tid', when(n)], ['Tidigare tid', when(n.previous)]);
  } else {
    lines.push(['Datum', formatSwedishDate(n.startDate)], ['Tid', `${n.startTime}–${n.endTime}`]);
  }
  if (n.staffName) lines.push(['Personal', n.staffName]);
  if (n.servicePrice !== undefined && n.servicePrice !== null)
    lines.push(['Pris', formatPrice(n.servicePrice)]);
  const intro = `${n.customerName} ${heading.intro}`;
  const notesLabel = 'Meddelande från kunden:';
  const linkLead = 'Se bokningen i kalendern:';
  return {
    subject: companyNoticeSubject(n),
    text: [
      intro,
      detailsText(lines),
      ...(n.notes ? [`${notesLabel}\n${n.notes}`] : []),
      `${linkLead}\n${calendarUrl}`,
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title={heading.title}>
        <Block>{intro}</Block>
        <Block>
          <DetailsTable lines={lines} />
        </Block>
        {n.notes && (
          <Block>
            <LabelledMessage label={notesLabel} message={n.notes} />
          </Block>
        )}
        <Block>
          {linkLead}
          <Button href={calendarUrl}>Öppna i kalendern</Button>
        </Block>
      </EmailLayout>,
    ),
  };
}

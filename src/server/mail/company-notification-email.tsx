import { formatPrice } from '../../shared/money';
import { formatPhone } from '../../shared/phone';
import type { Database } from '../db/client';
import { outbox, type companies } from '../db/schema';
import { baseUrl, type Env } from '../env';
import { formatSwedishDate, type RenderedEmail } from './booking-emails';
import { emailOutboxRow } from './outbox';
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

/** The company columns the notice needs: where it goes and whether the company wants it. */
export type NoticeCompany = Pick<typeof companies.$inferSelect, 'email' | 'emailNotifications'>;

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
    subject: `${heading.subject}: ${n.serviceName} ${formatSwedishDate(n.startDate)} kl. ${n.startTime} – ${n.customerName}`,
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

/**
 * The outbox rows telling `company` about `notice`: one e-mail to its contact address when its
 * `email_notifications` is on, none when it is off. The one place that decides whether a company is told; write
 * the rows in the transaction of the booking change (newBookingRecords adds them to the booking's INSERT).
 */
export function companyNotificationRows(
  env: Env,
  company: NoticeCompany,
  notice: CompanyNotice,
): (typeof outbox.$inferInsert)[] {
  if (!company.emailNotifications) return [];
  const email = companyNotificationEmail(notice, adminCalendarBookingUrl(env, notice.bookingId));
  return [emailOutboxRow({ to: company.email, ...email })];
}

/** Writes companyNotificationRows in the caller's transaction `tx` (nothing when the company's switch is off). */
export async function enqueueCompanyNotification(
  tx: Pick<Database, 'insert'>,
  env: Env,
  company: NoticeCompany,
  notice: CompanyNotice,
): Promise<void> {
  const rows = companyNotificationRows(env, company, notice);
  if (rows.length > 0) await tx.insert(outbox).values(rows);
}

import { Fragment, type ReactNode } from 'react';
import { formatShortDateSv } from '../../shared/date-labels-sv';
import { zonedWallClockToInstant } from '../../shared/dates';
import { formatServicePrice } from '../../shared/money';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import { icsAttachment, ICS_FILENAME, type CalendarEvent } from './ics';
import type { EmailAttachment } from './outbox';
import { Block, Button, DetailsTable, EmailLayout, LabelledMessage, Muted, TextLink } from './components';
import { renderEmailHtml } from './render';
import { detailsText } from './templates';
import { formatPhone } from '../../shared/phone';
import { deadlineLine } from '../../shared/cancellation-policy';

/**
 * What a booking e-mail tells: the booking id (calendar UID), Stockholm date `YYYY-MM-DD`, times `HH:MM`, price in
 * kronor (null = not set), the company's contact and the customer's message to the company (`notes`; null or
 * absent = none, shown in the confirmation only).
 */
export interface BookingEmailDetails {
  bookingId: string;
  customerName: string;
  serviceName: string;
  servicePrice: number | null;
  /** Whether the price is the lowest ('från 650 kr', docs/decisions/043); absent = no. */
  servicePriceFrom?: boolean;
  startDate: string;
  startTime: string;
  endTime: string;
  companyName: string;
  companyLocation: string | null;
  companyEmail: string | null;
  companyPhone?: string | null;
  notes?: string | null;
  /** Who performs it; null or absent at a company without staff. */
  staffName?: string | null;
  /** The company's cancellation deadline for this booking; null or absent = until the start. */
  cancellationDeadline?: Date | null;
  /** The booking's calendar SEQUENCE (+1 per move); absent = 0. */
  calendarSequence?: number;
  /**
   * Whether the day-before reminder will go out (shared/reminder-rule.ts): false for a booking made
   * for later the same day, so the confirmation does not promise one. Absent = true.
   */
  reminderPlanned?: boolean;
  /**
   * Whether the customer may still cancel online when the e-mail is written (before the cancellation deadline).
   * False for a booking made inside the deadline: the confirmation then offers no cancel link. Absent = true.
   */
  cancellableOnline?: boolean;
  /**
   * Paid online (docs/decisions/047): what was paid, what is left on site and the refund terms, one sentence each
   * (paymentTermsSv); absent = paid on site.
   */
  paymentNote?: string[];
  /** A cancel of a booking paid online: what happens to the money (refunded or kept), one sentence; absent = none. */
  refundNote?: string;
}

/** A rendered e-mail: subject, plain text and HTML (all user text escaped), optional attachments. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** `'2025-11-24'` -> `'mån 24 nov 2025'` (the pages' way, shared/date-labels-sv: 'tor', not 'tors'). */
export function formatSwedishDate(date: string): string {
  return `${formatShortDateSv(date)} ${date.slice(0, 4)}`;
}

/** `'mån 24 nov 2025 kl. 09:00'`: the start of the booking as the subject lines say it. */
export const formatBookingStart = (d: BookingEmailDetails) =>
  `${formatSwedishDate(d.startDate)} kl. ${d.startTime}`;

/** Label/value lines of a booking; missing values read 'ej tillgänglig'. */
export function bookingDetailLines(d: BookingEmailDetails): [string, string][] {
  const lines: [string, string][] = [
    ['Tjänst', d.serviceName],
    ['Datum', formatSwedishDate(d.startDate)],
    ['Tid', `${d.startTime}–${d.endTime}`],
  ];
  if (d.staffName) lines.push(['Personal', d.staffName]);
  if (d.servicePrice !== null)
    lines.push(['Pris', `${formatServicePrice(d.servicePrice, d.servicePriceFrom)} (betalas på plats)`]);
  lines.push(
    ['Företag', d.companyName],
    ['Adress', d.companyLocation ?? 'Adress ej tillgänglig'],
    ['E-post', d.companyEmail ?? 'Kontakt ej tillgänglig'],
  );
  if (d.companyPhone) lines.push(['Telefon', formatPhone(d.companyPhone)]);
  return lines;
}

/** A sentence in both parts of an e-mail: `text` for the plain-text body, `html` a fragment for a <Block>. */
export interface SentenceBlocks {
  text: string;
  html: ReactNode;
}

/** 'Frågor om bokningen? Kontakta …' with the company's e-mail and phone (linked in HTML); null when neither is known. */
export function contactSentence(d: BookingEmailDetails): SentenceBlocks | null {
  const ways = [d.companyEmail, formatPhone(d.companyPhone)].filter((w): w is string => Boolean(w));
  if (ways.length === 0) return null;
  const lead = `Frågor om bokningen? Kontakta ${d.companyName}: `;
  const links = [
    ...(d.companyEmail ? [{ href: `mailto:${d.companyEmail}`, label: d.companyEmail }] : []),
    ...(d.companyPhone
      ? [{ href: `tel:${d.companyPhone.replace(/[^\d+]/g, '')}`, label: formatPhone(d.companyPhone) }]
      : []),
  ];
  return {
    text: `${lead}${ways.join(', ')}.`,
    html: (
      <>
        {lead}
        {links.map((link, i) => (
          <Fragment key={link.href}>
            {i > 0 && ', '}
            <TextLink href={link.href}>{link.label}</TextLink>
          </Fragment>
        ))}
        .
      </>
    ),
  };
}

/**
 * 'Bokningen kan inte längre avbokas online. Behöver du avboka, ring <company> på <phone>.' (the e-mail when there
 * is no phone, nothing more when neither is known): said instead of a cancel link past the deadline.
 */
export function tooLateToCancelSentence(d: BookingEmailDetails): string {
  const lead = 'Bokningen kan inte längre avbokas eller ändras online.';
  const phone = formatPhone(d.companyPhone);
  if (phone) return `${lead} Behöver du avboka, ring ${d.companyName} på ${phone}.`;
  if (d.companyEmail) return `${lead} Behöver du avboka, kontakta ${d.companyName} på ${d.companyEmail}.`;
  return `${lead} Behöver du avboka, kontakta ${d.companyName}.`;
}

/** The booking as a calendar event: Stockholm wall clock converted to instants, UID = booking id. */
export function bookingCalendarEvent(d: BookingEmailDetails, cancelUrl: string): CalendarEvent {
  const description = [
    `${d.serviceName} hos ${d.companyName}.`,
    ...(d.staffName ? [`Personal: ${d.staffName}`] : []),
    ...(d.servicePrice !== null
      ? [`Pris: ${formatServicePrice(d.servicePrice, d.servicePriceFrom)} (betalas på plats)`]
      : []),
    ...(d.companyEmail || d.companyPhone
      ? [`Kontakt: ${[d.companyEmail, formatPhone(d.companyPhone)].filter(Boolean).join(', ')}`]
      : []),
    `Avboka: ${cancelUrl}`,
  ].join('\n');
  return {
    uid: d.bookingId,
    title: `${d.serviceName} hos ${d.companyName}`,
    description,
    location: d.companyLocation,
    start: zonedWallClockToInstant(d.startDate, d.startTime),
    end: zonedWallClockToInstant(d.startDate, d.endTime),
    organizer: { name: d.companyName, email: d.companyEmail },
    sequence: d.calendarSequence ?? 0,
  };
}

/**
 * The `.ics` that removes the booking from the customer's calendar: the same UID, METHOD:CANCEL,
 * STATUS:CANCELLED and a SEQUENCE above the last one sent, attached to both cancellation e-mails.
 */
export function bookingCancelIcsAttachment(d: BookingEmailDetails): EmailAttachment {
  const event: CalendarEvent = {
    uid: d.bookingId,
    title: `${d.serviceName} hos ${d.companyName}`,
    description: `Avbokad: ${d.serviceName} hos ${d.companyName}.`,
    location: d.companyLocation,
    start: zonedWallClockToInstant(d.startDate, d.startTime),
    end: zonedWallClockToInstant(d.startDate, d.endTime),
    organizer: { name: d.companyName, email: d.companyEmail },
    sequence: (d.calendarSequence ?? 0) + 1,
  };
  return icsAttachment(event, 'CANCEL');
}

/** The sentence offering the edit page (`editUrl`, `<APP_URL>/edit-booking/<id>`, after signing in). */
export function editLinkBlocks(editUrl: string): SentenceBlocks {
  const lead = 'Vill du ändra tiden? Logga in och välj en ny tid';
  return {
    text: `${lead}:\n${editUrl}`,
    html: (
      <>
        {lead}: <TextLink href={editUrl}>Ändra bokning</TextLink>
      </>
    ),
  };
}

/** Text and HTML blocks offering Google Calendar, Outlook and the attached `.ics`. */
function calendarBlocks(event: CalendarEvent): SentenceBlocks {
  const google = googleCalendarUrl(event);
  const outlook = outlookCalendarUrl(event);
  const fileNote = `Kalenderfilen ${ICS_FILENAME} finns bifogad för Apple Kalender och andra kalenderappar.`;
  return {
    text: `Lägg till i din kalender:\nGoogle Kalender: ${google}\nOutlook: ${outlook}\n${fileNote}`,
    html: (
      <>
        <strong>Lägg till i din kalender:</strong> <TextLink href={google}>Google Kalender</TextLink> ·{' '}
        <TextLink href={outlook}>Outlook</TextLink>
        <br />
        <Muted>{fileNote}</Muted>
      </>
    ),
  };
}

const VERIFY_TEXT = 'Hjälp företaget att planera: bekräfta med ett klick att du kommer.';

const NOTES_LABEL = 'Ditt meddelande till företaget:';

/** The customer's message as a text and an HTML block (line breaks kept); null when there is none. */
function notesBlocks(notes: string | null | undefined): SentenceBlocks | null {
  if (!notes) return null;
  return {
    text: `${NOTES_LABEL}\n${notes}`,
    html: <LabelledMessage label={NOTES_LABEL} message={notes} />,
  };
}

/** The confirmation's subject: 'Bokningsbekräftelse: <service> <start>' (the outbox stores it before rendering). */
export const confirmationSubject = (d: BookingEmailDetails) =>
  `Bokningsbekräftelse: ${d.serviceName} ${formatBookingStart(d)}`;

/** The customer's own cancel notice's subject: 'Avbokad: <service> <start>'. */
export const cancellationSubject = (d: BookingEmailDetails) =>
  `Avbokad: ${d.serviceName} ${formatBookingStart(d)}`;

/**
 * The booking confirmation sent to the customer after `POST /api/bookings`: details, the customer's message
 * (`d.notes`), add-to-calendar links, the
 * `.ics` attachment, the company's contact and a link to cancel (`cancelUrl`, e.g.
 * `https://tidvis.se/cancel-booking?token=<cancel_token>`); with `verifyUrl` (e.g.
 * `https://tidvis.se/verify-booking?token=<token>`) also the 'Bekräfta att du kommer' link (customer-side §2); with
 * `d.cancellationDeadline` the line 'Avbokning senast …'; with `editUrl` the link to
 * change the time on `/edit-booking/<id>` after signing in.
 */
export function bookingConfirmationEmail(
  d: BookingEmailDetails,
  cancelUrl: string,
  verifyUrl?: string,
  editUrl?: string,
): RenderedEmail {
  // Booked inside the deadline: no cancel or edit link that would only be refused, and no past deadline.
  const closed = d.cancellableOnline === false ? tooLateToCancelSentence(d) : null;
  const edit = editUrl && !closed ? editLinkBlocks(editUrl) : null;
  const lines = bookingDetailLines(d);
  const event = bookingCalendarEvent(d, cancelUrl);
  const calendar = calendarBlocks(event);
  const contact = contactSentence(d);
  const notes = notesBlocks(d.notes);
  const intro = `Tack för din bokning! Din tid hos ${d.companyName} är bekräftad.`;
  // Promised only when the reminder job will send it.
  const reminder = d.reminderPlanned === false ? null : 'Vi skickar en påminnelse dagen före din tid.';
  const policy = closed
    ? null
    : d.cancellationDeadline
      ? `${deadlineLine(d.cancellationDeadline)}. Därefter kan du inte avboka eller ändra tiden online; kontakta då företaget.`
      : null;
  return {
    subject: confirmationSubject(d),
    text: [
      `Hej ${d.customerName}!`,
      intro,
      detailsText(lines),
      ...(d.paymentNote ? [d.paymentNote.join('\n')] : []),
      ...(notes ? [notes.text] : []),
      calendar.text,
      ...(reminder ? [reminder] : []),
      ...(verifyUrl ? [`${VERIFY_TEXT} Bekräfta att du kommer:\n${verifyUrl}`] : []),
      closed ?? `Kan du inte komma? Avboka din tid via länken:\n${cancelUrl}`,
      ...(edit ? [edit.text] : []),
      ...(policy ? [policy] : []),
      ...(contact ? [contact.text] : []),
      'Välkommen!',
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Din bokning är bekräftad">
        <Block>Hej {d.customerName}!</Block>
        <Block>{intro}</Block>
        <Block>
          <DetailsTable lines={lines} />
        </Block>
        {d.paymentNote?.map((line) => (
          <Block key={line}>{line}</Block>
        ))}
        {notes && <Block>{notes.html}</Block>}
        <Block>{calendar.html}</Block>
        {reminder && <Block>{reminder}</Block>}
        {verifyUrl && (
          <Block>
            {VERIFY_TEXT}
            <Button href={verifyUrl}>Bekräfta att du kommer</Button>
          </Block>
        )}
        {closed ? (
          <Block>
            <strong>{closed}</strong>
          </Block>
        ) : (
          <Block>
            Kan du inte komma? Avboka så att någon annan kan ta tiden.
            <Button href={cancelUrl} variant="secondary">
              Avboka din tid
            </Button>
          </Block>
        )}
        {edit && <Block>{edit.html}</Block>}
        {policy && (
          <Block>
            <strong>{policy}</strong>
          </Block>
        )}
        {contact && <Block>{contact.html}</Block>}
        <Block>Välkommen!</Block>
      </EmailLayout>,
    ),
    attachments: [icsAttachment(event)],
  };
}

/**
 * The notice sent to the customer after they cancelled a booking themselves (customer-side §4); with
 * `bookAgainUrl` (e.g. `https://tidvis.se/booking/salong-solros?tjanst=<serviceId>`) a 'Boka igen'
 * link to the same service at the same company.
 */
export function bookingCancellationEmail(d: BookingEmailDetails, bookAgainUrl?: string): RenderedEmail {
  const lines = bookingDetailLines(d).filter(([label]) =>
    ['Tjänst', 'Datum', 'Tid', 'Företag'].includes(label),
  );
  const intro = `Din bokning hos ${d.companyName} är avbokad, precis som du bad om. Tiden är nu ledig för andra.`;
  const again = 'Vill du boka en ny tid? Välkommen åter till Tidvis!';
  const contact = contactSentence(d);
  return {
    subject: cancellationSubject(d),
    text: [
      `Hej ${d.customerName}!`,
      intro,
      detailsText(lines),
      ...(d.refundNote ? [d.refundNote] : []),
      ...(contact ? [contact.text] : []),
      again,
      ...(bookAgainUrl ? [`Boka igen hos ${d.companyName}:\n${bookAgainUrl}`] : []),
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title="Din bokning är avbokad">
        <Block>Hej {d.customerName}!</Block>
        <Block>{intro}</Block>
        <Block>
          <DetailsTable lines={lines} />
        </Block>
        {d.refundNote && <Block>{d.refundNote}</Block>}
        {contact && <Block>{contact.html}</Block>}
        <Block>
          {again}
          {bookAgainUrl && <Button href={bookAgainUrl}>Boka igen</Button>}
        </Block>
      </EmailLayout>,
    ),
    attachments: [bookingCancelIcsAttachment(d)],
  };
}

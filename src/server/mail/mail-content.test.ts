import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../shared/money';
import { RESET_LINK_MINUTES } from '../../shared/schemas/password-reset';
import { accountDeletedEmail, accountDeletionCodeEmail } from './account-deletion-emails';
import { accountLockedEmail } from './account-locked-email';
import { bookingChangedEmail } from './booking-changed-email';
import {
  bookingCancellationEmail,
  bookingConfirmationEmail,
  formatSwedishDate,
  type BookingEmailDetails,
} from './booking-emails';
import { bookingCancelledByCompanyEmail } from './cancellation-by-company';
import { companyApprovedEmail } from './company-approved-email';
import { adminInvitationEmail, emailChangeCodeEmail, emailChangedNoticeEmail } from './company-member-emails';
import { companyNotificationEmail, type CompanyNotice } from './company-notification-email';
import { contactEmail } from './contact-email';
import { passwordResetEmail } from './password-reset-email';
import { registrationAttemptEmail } from './registration-attempt-email';
import { bookingReminderEmail } from './reminder-email';
import { signInLinkEmail } from './sign-in-link-email';
import { signUpAttemptEmail } from './sign-up-attempt-email';
import { verificationCodeEmail } from './templates';

/*
 * What every e-mail says, read from its HTML as a reader would (text and links) and from its plain text: the same
 * sentences in both, links where they should be, and user-written values escaped in HTML but unchanged in text.
 */

// Written by users (company names, customer names, messages): must reach the reader as text, never as markup.
const COMPANY = '<b>Salong & Co</b>';
const COMPANY_ESCAPED = '&#60;b&#62;Salong &#38; Co&#60;/b&#62;';
const CUSTOMER = `Anna "Ann" O'Neil <i>`;
const CUSTOMER_ESCAPED = 'Anna &#34;Ann&#34; O&#39;Neil &#60;i&#62;';

const decode = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The `<a>` links of an e-mail, href and label decoded as a mail client shows them. */
function linksOf(html: string): { href: string; label: string }[] {
  return [...html.matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, label]) => ({
    href: decode(href!),
    label: decode(label!.replace(/<[^>]+>/g, '')),
  }));
}

/** What a reader sees of the HTML's body: tags dropped, line breaks and block ends as new lines, decoded. */
function readableText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decode(
    body
      .replace(/<br\/?>/g, '\n')
      .replace(/<\/(td|p|h1)>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

/** Asserts the user-written `raw` is escaped in the HTML (no such element in it) and unchanged in the text. */
function expectEscaped(mail: { text: string; html: string }, raw: string, escaped: string) {
  expect(mail.text).toContain(raw);
  expect(mail.html).toContain(escaped);
  expect(mail.html).not.toContain(raw);
}

/** Asserts the HTML shows each sentence of `sentences` (as the plain text says it too). */
function expectBoth(mail: { text: string; html: string }, sentences: string[]) {
  const seen = readableText(mail.html);
  for (const s of sentences) {
    expect(mail.text).toContain(s);
    expect(seen).toContain(s);
  }
}

const details: BookingEmailDetails = {
  bookingId: '3f2a1c9e-0000-4000-8000-000000000009',
  customerName: CUSTOMER,
  serviceName: 'Herrklippning',
  servicePrice: 450,
  startDate: '2026-11-26',
  startTime: '14:00',
  endTime: '14:30',
  companyName: COMPANY,
  companyLocation: 'Götgatan 1, Stockholm',
  companyEmail: 'info@salong.se',
  companyPhone: '+46701234567',
};
const cancelUrl = 'https://tidvis.se/cancel-booking?token=a&b';

describe('the e-mail layout', () => {
  it('is a whole document with the title as heading, the Tidvis header and footer', () => {
    const { html } = verificationCodeEmail('123456');
    expect(html.startsWith('<!doctype html><html lang="sv">')).toBe(true);
    expect(html).toContain('<title>Bekräfta din e-post</title>');
    expect(html).toMatch(/<h1[^>]*>Bekräfta din e-post<\/h1>/);
    expect(readableText(html)).toContain('Tidvis – boka tider hos salonger, barberare och kliniker.');
    expect(html).toContain('<meta charSet="utf-8"/>');
  });
});

describe('booking e-mails to the customer', () => {
  it('confirmation: details, calendar links, verify, cancel and edit links, policy and contact', () => {
    const mail = bookingConfirmationEmail(
      {
        ...details,
        staffName: 'Per',
        notes: 'Rad ett\n<script>alert(1)</script>',
        cancellationDeadline: new Date('2026-11-25T13:00:00Z'),
      },
      cancelUrl,
      'https://tidvis.se/verify-booking?token=v',
      'https://tidvis.se/edit-booking/3f2a',
    );
    expect(mail.subject).toBe(
      `Bokningsbekräftelse: Herrklippning ${formatSwedishDate('2026-11-26')} kl. 14:00`,
    );
    expectEscaped(mail, COMPANY, COMPANY_ESCAPED);
    expectEscaped(mail, CUSTOMER, CUSTOMER_ESCAPED);
    expectEscaped(mail, '<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;');
    expectBoth(mail, [
      `Hej ${CUSTOMER}!`,
      `Tack för din bokning! Din tid hos ${COMPANY} är bekräftad.`,
      'Ditt meddelande till företaget:',
      'Vi skickar en påminnelse dagen före din tid.',
      'Hjälp företaget att planera: bekräfta med ett klick att du kommer.',
      'Kalenderfilen bokning.ics finns bifogad för Apple Kalender och andra kalenderappar.',
      'Avbokning senast',
      `Frågor om bokningen? Kontakta ${COMPANY}: info@salong.se, 070-123 45 67.`,
      'Välkommen!',
    ]);
    // The details table: each label beside its value.
    const seen = readableText(mail.html);
    for (const [label, value] of [
      ['Tjänst', 'Herrklippning'],
      ['Tid', '14:00–14:30'],
      ['Personal', 'Per'],
      ['Pris', `${formatPrice(450)} (betalas på plats)`],
      ['Företag', COMPANY],
      ['Adress', 'Götgatan 1, Stockholm'],
      ['Telefon', '070-123 45 67'],
    ]) {
      expect(seen).toContain(`${label}\n${value}\n`);
      expect(mail.text).toContain(`${label}: ${value}`);
    }
    // The message keeps its line break in HTML (pre-line) and in text.
    expect(mail.html).toContain('white-space:pre-line');
    const links = linksOf(mail.html);
    expect(links.map((l) => l.label)).toEqual([
      'Google Kalender',
      'Outlook',
      'Bekräfta att du kommer',
      'Avboka din tid',
      'Ändra bokning',
      'info@salong.se',
      '070-123 45 67',
    ]);
    expect(links.find((l) => l.label === 'Avboka din tid')!.href).toBe(cancelUrl);
    expect(mail.html).toContain('href="https://tidvis.se/cancel-booking?token=a&#38;b"');
    expect(links.find((l) => l.label === 'Bekräfta att du kommer')!.href).toBe(
      'https://tidvis.se/verify-booking?token=v',
    );
    expect(links.find((l) => l.label === 'Ändra bokning')!.href).toBe('https://tidvis.se/edit-booking/3f2a');
    expect(links.find((l) => l.label === 'info@salong.se')!.href).toBe('mailto:info@salong.se');
    expect(links.find((l) => l.label === '070-123 45 67')!.href).toBe('tel:+46701234567');
    expect(links[0]!.href).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(mail.text).toContain(`Kan du inte komma? Avboka din tid via länken:\n${cancelUrl}`);
    expect(mail.html).toMatch(/<strong>Avbokning senast [^<]+<\/strong>/);
  });

  it('confirmation without optional parts: no verify, edit, reminder, price, contact', () => {
    const mail = bookingConfirmationEmail(
      { ...details, servicePrice: null, companyEmail: null, companyPhone: null, reminderPlanned: false },
      cancelUrl,
    );
    expect(linksOf(mail.html).map((l) => l.label)).toEqual(['Google Kalender', 'Outlook', 'Avboka din tid']);
    for (const absent of ['påminnelse', 'Pris', 'Frågor om bokningen', 'Bekräfta att du kommer']) {
      expect(mail.text).not.toContain(absent);
      expect(mail.html).not.toContain(absent);
    }
    expectBoth(mail, ['Kontakt ej tillgänglig']);
  });

  it('confirmation booked inside the deadline: no past deadline, no cancel link, the salon’s phone', () => {
    const mail = bookingConfirmationEmail(
      { ...details, cancellationDeadline: new Date('2026-11-25T13:00:00Z'), cancellableOnline: false },
      cancelUrl,
      undefined,
      'https://tidvis.se/edit-booking/3f2a',
    );
    expectBoth(mail, [
      `Bokningen kan inte längre avbokas eller ändras online. Behöver du avboka, ring ${COMPANY} på 070-123 45 67.`,
    ]);
    for (const absent of ['Avbokning senast', 'Avboka din tid', 'Kan du inte komma?', 'Ändra bokning']) {
      expect(mail.text).not.toContain(absent);
      expect(readableText(mail.html)).not.toContain(absent);
    }
  });

  it('cancellation: what was cancelled and a link to book again', () => {
    const url = 'https://tidvis.se/booking/salong?tjanst=s1';
    const mail = bookingCancellationEmail(details, url);
    expect(mail.subject).toBe(`Avbokad: Herrklippning ${formatSwedishDate('2026-11-26')} kl. 14:00`);
    expectEscaped(mail, COMPANY, COMPANY_ESCAPED);
    expectBoth(mail, [
      `Din bokning hos ${COMPANY} är avbokad, precis som du bad om. Tiden är nu ledig för andra.`,
      'Vill du boka en ny tid? Välkommen åter till Tidvis!',
    ]);
    expect(linksOf(mail.html)).toContainEqual({ href: url, label: 'Boka igen' });
    expect(readableText(mail.html)).not.toContain('Personal');
    expect(linksOf(bookingCancellationEmail(details).html).map((l) => l.label)).not.toContain('Boka igen');
  });

  it('cancelled by the company: the apology and the contact', () => {
    const mail = bookingCancelledByCompanyEmail(details);
    expect(mail.subject).toBe(
      `Avbokad av ${COMPANY}: Herrklippning ${formatSwedishDate('2026-11-26')} kl. 14:00`,
    );
    expectEscaped(mail, COMPANY, COMPANY_ESCAPED);
    expectBoth(mail, [
      `${COMPANY} har tyvärr avbokat din bokning. Tiden är inte längre reserverad för dig.`,
      'Vill du boka en ny tid? Välkommen att boka igen på Tidvis eller kontakta företaget.',
    ]);
    expect(readableText(mail.html)).toContain('Din bokning har avbokats av företaget');
  });

  it('changed: the new and the old time, the salon’s phone, a cancel and an edit link', () => {
    const mail = bookingChangedEmail(
      details,
      { startDate: '2026-11-20', startTime: '10:00', endTime: '10:30' },
      cancelUrl,
      'https://tidvis.se/edit-booking/3f2a',
    );
    expect(mail.subject).toBe(`Ändrad bokning: Herrklippning ${formatSwedishDate('2026-11-26')} kl. 14:00`);
    expectEscaped(mail, COMPANY, COMPANY_ESCAPED);
    expectBoth(mail, [
      `Din bokning hos ${COMPANY} har ändrats. Här är din nya tid.`,
      `Ny tid: ${formatSwedishDate('2026-11-26')} kl. 14:00–14:30`,
      `Tidigare tid: ${formatSwedishDate('2026-11-20')} kl. 10:00–10:30`,
      // The salon's phone, nationally formatted: a moved customer often wants to call.
      'Telefon: 070-123 45 67',
      'Har du frågor? Ring eller mejla företaget, kontaktuppgifterna står ovan.',
    ]);
    expect(mail.html).toContain('<strong>Ny tid:</strong>');
    expect(linksOf(mail.html)).toEqual([
      { href: cancelUrl, label: 'Avboka din tid' },
      { href: 'https://tidvis.se/edit-booking/3f2a', label: 'Ändra bokning' },
    ]);
  });

  it('changed inside the deadline: no cancel or edit link, the salon’s phone', () => {
    const mail = bookingChangedEmail(
      { ...details, cancellableOnline: false },
      { startDate: '2026-11-20', startTime: '10:00', endTime: '10:30' },
      cancelUrl,
      'https://tidvis.se/edit-booking/3f2a',
    );
    expectBoth(mail, [
      `Bokningen kan inte längre avbokas eller ändras online. Behöver du avboka, ring ${COMPANY} på 070-123 45 67.`,
    ]);
    expect(linksOf(mail.html)).toEqual([]);
    expect(mail.text).not.toContain('cancel-booking');
  });

  it('reminder: tomorrow’s time, the cancel button and the contact', () => {
    const mail = bookingReminderEmail(details, cancelUrl);
    expect(mail.subject).toBe('Påminnelse: Herrklippning i morgon kl. 14:00');
    expectEscaped(mail, COMPANY, COMPANY_ESCAPED);
    expectBoth(mail, [`En påminnelse: i morgon har du en tid hos ${COMPANY}.`, 'Välkommen!']);
    expect(readableText(mail.html)).toContain('Kan du inte komma? Avboka så att någon annan kan ta tiden.');
    expect(linksOf(mail.html)[0]).toEqual({ href: cancelUrl, label: 'Avboka din tid' });
  });
});

describe('the reminder past the cancellation deadline', () => {
  it('has no cancel link but says why and gives the phone', () => {
    const mail = bookingReminderEmail(details, null);
    expectBoth(mail, [
      `Bokningen kan inte längre avbokas eller ändras online. Behöver du avboka, ring ${COMPANY} på 070-123 45 67.`,
    ]);
    expect(linksOf(mail.html).map((l) => l.label)).not.toContain('Avboka din tid');
    expect(mail.text).not.toContain('cancel-booking');
  });
});

describe('e-mails to a company', () => {
  const notice: CompanyNotice = {
    kind: 'rescheduled',
    bookingId: 'b1',
    customerName: CUSTOMER,
    customerEmail: null,
    customerPhone: '070-123 45 67',
    serviceName: 'Herrklippning',
    startDate: '2026-11-26',
    startTime: '14:00',
    endTime: '14:30',
    notes: 'Allergisk mot <parfym> & "spray"',
    previous: { startDate: '2026-11-20', startTime: '10:00', endTime: '10:30' },
  };

  it('notice of a moved booking: both times, the message and the calendar link', () => {
    const mail = companyNotificationEmail(notice, 'https://tidvis.se/admin/calendar?booking=b1');
    expect(mail.subject).toBe(
      `Ändrad bokning: Herrklippning ${formatSwedishDate('2026-11-26')} kl. 14:00 – ${CUSTOMER}`,
    );
    expectEscaped(mail, CUSTOMER, CUSTOMER_ESCAPED);
    expectEscaped(mail, notice.notes!, 'Allergisk mot &#60;parfym&#62; &#38; &#34;spray&#34;');
    expectBoth(mail, [`${CUSTOMER} har ändrat tiden för sin bokning.`, 'Meddelande från kunden:']);
    const seen = readableText(mail.html);
    expect(seen).toContain(`Ny tid\n${formatSwedishDate('2026-11-26')} kl. 14:00–14:30`);
    expect(seen).toContain('E-post\nEj angivet');
    expect(seen).toContain('En bokning har flyttats');
    expect(linksOf(mail.html)).toEqual([
      { href: 'https://tidvis.se/admin/calendar?booking=b1', label: 'Öppna i kalendern' },
    ]);
  });

  it('notice of a new booking: the phone as Swedes write it, the staff member and the price', () => {
    const mail = companyNotificationEmail(
      {
        ...notice,
        kind: 'created',
        previous: undefined,
        customerPhone: '+46701234567',
        staffName: 'Sofia Lind',
        servicePrice: 450,
      },
      'https://tidvis.se/admin/calendar?booking=b1',
    );
    for (const [label, value] of [
      ['Telefon', '070-123 45 67'],
      ['Personal', 'Sofia Lind'],
      ['Pris', formatPrice(450)],
    ]) {
      expect(readableText(mail.html)).toContain(`${label}\n${value}\n`);
      expect(mail.text).toContain(`${label}: ${value}`);
    }
    expect(mail.text).not.toContain('+46701234567');
  });

  it('approval, address change and invitation', () => {
    const approved = companyApprovedEmail(COMPANY, 'https://tidvis.se/admin/login');
    expect(approved.subject).toBe(`${COMPANY} är godkänt på Tidvis`);
    expectEscaped(approved, COMPANY, COMPANY_ESCAPED);
    expectBoth(approved, [`Goda nyheter! ${COMPANY} är nu godkänt på Tidvis.`, 'Välkommen till Tidvis!']);
    expect(linksOf(approved.html)).toEqual([
      { href: 'https://tidvis.se/admin/login', label: 'Logga in i adminpanelen' },
    ]);

    const code = emailChangeCodeEmail(COMPANY, '654321', 15);
    expectEscaped(code, COMPANY, COMPANY_ESCAPED);
    expect(code.subject).toBe('Din kod för att byta e-postadress: 654321');
    expect(code.text).toContain('Din kod är 654321. Den gäller i 15 minuter.');
    expect(readableText(code.html)).toContain('Din kod är:\n654321\nKoden gäller i 15 minuter.');

    const changed = emailChangedNoticeEmail(COMPANY, 'ny@salong.se');
    expectBoth(changed, [`E-postadressen för ${COMPANY} på Tidvis har ändrats till ny@salong.se.`]);
    expectEscaped(changed, COMPANY, COMPANY_ESCAPED);

    const invite = adminInvitationEmail(COMPANY, CUSTOMER, 'https://tidvis.se/admin/invitation?token=t&u', 7);
    expect(invite.subject).toBe(`Inbjudan att administrera ${COMPANY} på Tidvis`);
    expectEscaped(invite, CUSTOMER, CUSTOMER_ESCAPED);
    expectBoth(invite, [`${CUSTOMER} har bjudit in dig att bli administratör för ${COMPANY} på Tidvis.`]);
    expect(linksOf(invite.html)).toEqual([
      { href: 'https://tidvis.se/admin/invitation?token=t&u', label: 'Acceptera inbjudan' },
    ]);
  });

  it('someone registering a company with a used address: the name they typed, escaped', () => {
    const mail = registrationAttemptEmail(COMPANY, 'https://tidvis.se');
    expectEscaped(mail, COMPANY, COMPANY_ESCAPED);
    expectBoth(mail, ['Var det inte du? Då behöver du inte göra något.']);
    expect(linksOf(mail.html)).toEqual([
      { href: 'https://tidvis.se/admin/login', label: 'Logga in' },
      { href: 'https://tidvis.se/forgot-password', label: 'Återställ lösenordet' },
    ]);
  });
});

describe('account e-mails', () => {
  it('password reset: the button and the copyable link, token encoded', () => {
    const mail = passwordResetEmail('https://tidvis.se', 'a&b c');
    const link = 'https://tidvis.se/reset-password?token=a%26b%20c';
    expect(mail.subject).toBe('Återställ ditt lösenord');
    expect(mail.text).toContain(link);
    expect(linksOf(mail.html)).toEqual([{ href: link, label: 'Välj nytt lösenord' }]);
    expect(readableText(mail.html)).toContain(`Fungerar inte knappen? Kopiera länken: \n${link}`);
    expectBoth(mail, [`Länken gäller i ${RESET_LINK_MINUTES} minuter och kan bara användas en gång.`]);
  });

  it('sign-in link and locked account', () => {
    const url = 'https://tidvis.se/api/auth/link?token=x&y';
    const link = signInLinkEmail(url, 15);
    expect(link.subject).toBe('Din inloggningslänk till Tidvis');
    expect(linksOf(link.html)).toEqual([{ href: url, label: 'Logga in' }]);
    expectBoth(link, ['Länken gäller i 15 minuter och kan bara användas en gång.']);
    expect(link.html).toContain('x&#38;y');

    const locked = accountLockedEmail(15, 5, 'https://tidvis.se/forgot-password', 'https://tidvis.se/auth');
    expectBoth(locked, [
      'Någon har försökt logga in på ditt Tidvis-konto med fel lösenord 5 gånger på 15 minuter.',
      'Var det du? Välj "Skicka en inloggningslänk" på inloggningssidan',
    ]);
    expect(locked.html).toContain('Välj &#34;Skicka en inloggningslänk&#34;');
    expect(linksOf(locked.html)).toEqual([
      { href: 'https://tidvis.se/auth', label: 'Till inloggningen' },
      { href: 'https://tidvis.se/forgot-password', label: 'Återställ lösenordet' },
    ]);
  });

  it('sign-up with a used address, verification and deletion codes, the deleted account', () => {
    const signUp = signUpAttemptEmail('https://tidvis.se');
    expect(linksOf(signUp.html).map((l) => l.href)).toEqual([
      'https://tidvis.se/auth?tab=login',
      'https://tidvis.se/forgot-password',
    ]);
    expect(readableText(verificationCodeEmail('123456').html)).toContain(
      'Din verifieringskod för Tidvis är:\n123456',
    );
    const deletion = accountDeletionCodeEmail('987654');
    expect(deletion.subject).toBe('Kod för att radera ditt konto: 987654');
    expect(readableText(deletion.html)).toContain('Din kod för att radera ditt Tidvis-konto är:\n987654');
    expectBoth(accountDeletedEmail(2), [
      'Dina 2 kommande bokningar är avbokade och företagen har fått besked.',
    ]);
    expectBoth(accountDeletedEmail(0), ['Du hade inga kommande bokningar.']);
  });

  it('contact form: the sender’s text escaped, line breaks kept', () => {
    const mail = contactEmail({
      name: CUSTOMER,
      email: 'anna@example.se',
      subject: COMPANY,
      message: 'Rad ett\r\nRad två <script>',
      userId: null,
    });
    expect(mail.subject).toBe(`Kontaktformulär: ${COMPANY}`);
    expectEscaped(mail, CUSTOMER, CUSTOMER_ESCAPED);
    expectEscaped(mail, COMPANY, COMPANY_ESCAPED);
    expect(mail.text).toContain('Rad ett\r\nRad två <script>');
    expect(readableText(mail.html)).toContain('Rad ett\nRad två <script>');
    expect(mail.html).not.toContain('<script>');
    expectBoth(mail, ['Konto: Ej inloggad', 'Svara till anna@example.se.']);
  });
});

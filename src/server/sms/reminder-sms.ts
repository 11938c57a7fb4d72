import { SegmentedMessage } from 'sms-segments-calculator';
import { formatPhone } from '../../shared/phone';
import { formatSwedishDate } from '../mail/booking-emails';

/** Septets of one GSM 03.38 7-bit SMS segment; extension characters (€ [ ] { } ...) take two. */
export const SMS_SEGMENT_SEPTETS = 160;

/** Whether `text` is one SMS segment in the GSM 03.38 7-bit alphabet (no UCS-2, ≤ 160 septets). */
export function isSingleGsmSegment(text: string): boolean {
  const m = new SegmentedMessage(text);
  return m.encodingName === 'GSM-7' && m.numberOfCharacters <= SMS_SEGMENT_SEPTETS;
}

/**
 * `text` in the GSM 03.38 alphabet: characters outside it lose their accents when the bare letter is in it ('Salón'
 * -> 'Salon', 'Crème' stays, as è is GSM), others (emoji, 'ł', ...) are dropped; runs of white space become one space.
 */
export function toGsmText(text: string): string {
  const outside = new Set(new SegmentedMessage(text).getNonGsmCharacters());
  const mapped = [...text]
    .map((ch) => {
      if (!outside.has(ch)) return ch;
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return bare && new SegmentedMessage(bare).encodingName === 'GSM-7' ? bare : '';
    })
    .join('');
  return mapped.replace(/\s+/g, ' ').trim();
}

/** Septets `text` takes in GSM 03.38 (extension characters count two). */
const septets = (text: string) => new SegmentedMessage(text).numberOfCharacters;

export interface ReminderSmsDetails {
  companyName: string;
  /** `YYYY-MM-DD`, Europe/Stockholm. */
  startDate: string;
  /** `HH:MM`, Europe/Stockholm. */
  startTime: string;
  /**
   * The booking's cancel link (`<APP_URL>/cancel-booking?token=<cancel_token>`), or null when the customer may no
   * longer cancel online at sending time (past the company's deadline): then the company's phone is named instead.
   */
  cancelUrl: string | null;
  /** The company's phone (stored E.164; null/absent = none), for 'Förhinder? Ring …' past the deadline. */
  companyPhone?: string | null;
  /** Who performs it; null/absent = none. */
  staffName?: string | null;
}

/**
 * The day-before reminder as an SMS, Swedish, always one GSM 03.38 segment (≤ 160 septets, 7-bit):
 * 'Påminnelse: tid hos <company> i morgon tis 12 maj kl 10:00. Avboka: <cancelUrl>' ('Förhinder? Ring <phone>.'
 * instead when cancelling online is no longer allowed, `cancelUrl` null). With a staff member (issue
 * 15) '… tid hos <staff>, <company> i morgon …' when the whole message still fits with the link, else with their
 * first name, then without 'tid hos'; else without. The company name is put into
 * the GSM alphabet (toGsmText) and, when too long, cut and ended with '.' so the message fits; when not even three
 * letters of it fit beside a very long link (APP_URL), the link gives way to a pointer to the reminder e-mail.
 */
export function reminderSms(d: ReminderSmsDetails): string {
  const date = formatSwedishDate(d.startDate).replace(/ \d{4}$/, '');
  const build = (company: string, cancel: string) =>
    `Påminnelse: tid hos ${company} i morgon ${date} kl ${d.startTime}. ${cancel}`;
  const name = toGsmText(d.companyName) || 'salongen';
  const member = d.staffName ? toGsmText(d.staffName) : '';
  const phone = formatPhone(d.companyPhone);
  const tails = d.cancelUrl
    ? [`Avboka: ${d.cancelUrl}`, 'Avboka via länken i e-posten.']
    : [
        phone ? `Förhinder? Ring ${phone}.` : 'Förhinder? Kontakta salongen.',
        'Förhinder? Kontakta salongen.',
      ];
  // The member by full name, else by first name ('Elin'), before they are left out: the customer should know who.
  const firstName = member.split(' ')[0] ?? '';
  const whos = [...new Set([member, firstName].filter(Boolean))];
  for (const who of whos) {
    const text = build(`${who}, ${name}`, tails[0]!);
    if (isSingleGsmSegment(text)) return text;
  }
  // Shorter still: 'Påminnelse: Elin, Salong Karin & Co i morgon …' (without 'tid hos').
  for (const who of whos) {
    const text = build(`${who}, ${name}`, tails[0]!).replace(/^Påminnelse: tid hos /, 'Påminnelse: ');
    if (isSingleGsmSegment(text)) return text;
  }
  for (const cancel of tails) {
    if (!isSingleGsmSegment(build('', cancel))) continue;
    const room = SMS_SEGMENT_SEPTETS - septets(build('', cancel));
    if (septets(name) <= room) return build(name, cancel);
    let cut = [...name].slice(0, Math.max(0, room - 1));
    while (cut.length > 0 && septets(`${cut.join('').trimEnd()}.`) > room) cut = cut.slice(0, -1);
    const short = cut.join('').trimEnd();
    if (short.length >= 3) return build(`${short}.`, cancel);
  }
  // Not reached: the text without the link leaves room for far more than three letters.
  return build('salongen', tails[1]!);
}

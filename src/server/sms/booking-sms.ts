import { formatPhone } from '../../shared/phone';
import { formatSwedishDate } from '../mail/booking-emails';
import { isSingleGsmSegment, SMS_SEGMENT_SEPTETS, toGsmText } from './reminder-sms';
import { SegmentedMessage } from 'sms-segments-calculator';

/** What a booking SMS tells: Stockholm date `YYYY-MM-DD`, time `HH:MM`, the company and optional parts. */
export interface BookingSmsDetails {
  companyName: string;
  /** The company's phone (E.164 or as stored; null = none), shown nationally ('08-12 34 56'). */
  companyPhone: string | null;
  serviceName: string;
  startDate: string;
  startTime: string;
  /** Who performs it; null = none. */
  staffName: string | null;
  /** The cancel link, or null when the customer may no longer cancel online (past the deadline). */
  cancelUrl: string | null;
}

const septets = (text: string) => new SegmentedMessage(text).numberOfCharacters;

/** `'2026-05-12'` -> `'tis 12 maj'` (the year is left out: an SMS is about the coming days). */
export const shortDate = (date: string) => formatSwedishDate(date).replace(/ \d{4}$/, '');

type Candidate = (company: string) => string;

/**
 * The message from the first group of `groups` (most important content first, e.g. the cancel link; each
 * candidate given the company's name) that fits one GSM 03.38 segment: within a group, the first candidate (most
 * complete first) that fits with the whole name (put into the GSM alphabet), else the first that fits with the name
 * cut to at least three letters and a '.'. Failing all, the last candidate with the text cut. Every part a
 * candidate adds from user text must already be GSM (gsm()).
 */
export function fitOneSegment(companyName: string, groups: Candidate[][]): string {
  const name = toGsmText(companyName) || 'salongen';
  for (const candidates of groups) {
    const text = fitGroup(name, candidates);
    if (text) return text;
  }
  const all = groups.flat();
  const last = all[all.length - 1]!('salongen');
  let chars = [...last];
  while (chars.length > 0 && !isSingleGsmSegment(chars.join(''))) chars = chars.slice(0, -1);
  return chars.join('');
}

function fitGroup(name: string, candidates: Candidate[]): string | null {
  for (const build of candidates) {
    const text = build(name);
    if (isSingleGsmSegment(text)) return text;
  }
  for (const build of candidates) {
    const bare = build('');
    if (!isSingleGsmSegment(bare)) continue;
    const room = SMS_SEGMENT_SEPTETS - septets(bare);
    let cut = [...name].slice(0, Math.max(0, room - 1));
    while (cut.length > 0 && septets(`${cut.join('').trimEnd()}.`) > room) cut = cut.slice(0, -1);
    const short = cut.join('').trimEnd();
    if (short.length >= 3) return build(`${short}.`);
  }
  return null;
}

/** User text in the GSM alphabet, at most `max` characters (cut with '…' is not GSM, so with '.'). */
export const gsm = (text: string, max = 40) => {
  const t = toGsmText(text);
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}.`;
};

/** How the customer cancels: the link while allowed online, else the company's phone. */
function cancelTails(d: BookingSmsDetails): string[] {
  const phone = formatPhone(d.companyPhone);
  if (d.cancelUrl) return [`Avboka: ${d.cancelUrl}`, ...(phone ? [`Avboka: ring ${phone}.`] : [])];
  return phone
    ? [`Kan inte avbokas online längre, ring ${phone}.`, `Avbokning: ring ${phone}.`]
    : ['Kan inte avbokas online längre.'];
}

/**
 * One group per way to cancel (the link first), each with candidates from most to least complete: with the extra
 * part (`extra` true, e.g. the old time), service and staff, then leaving out the service, the staff, the extra.
 */
function withOptionalParts(
  d: BookingSmsDetails,
  build: (company: string, service: string, staff: string, tail: string, extra: boolean) => string,
): Candidate[][] {
  const service = gsm(d.serviceName);
  const staff = d.staffName ? gsm(d.staffName, 30) : '';
  return cancelTails(d).map((tail) =>
    [true, false].flatMap((extra) => [
      (c: string) => build(c, service, staff, tail, extra),
      (c: string) => build(c, '', staff, tail, extra),
      (c: string) => build(c, '', '', tail, extra),
    ]),
  );
}

const part = (prefix: string, value: string) => (value ? `${prefix}${value}` : '');

/**
 * The confirmation SMS to a customer without e-mail, one GSM 03.38 segment: 'Bokad: Klippning hos Salong Solros
 * tis 12 maj kl 10:00 med Sofia. Avboka: <link>'; past the cancellation deadline (a booking made inside it) the
 * company's phone instead of the link. Parts that do not fit are left out (service, then staff; the name is cut).
 */
export function bookingConfirmationSms(d: BookingSmsDetails): string {
  return fitOneSegment(
    d.companyName,
    withOptionalParts(
      d,
      (company, service, staff, tail) =>
        `Bokad: ${part('', service)}${service ? ' hos ' : 'Tid hos '}${company} ${shortDate(d.startDate)} kl ${d.startTime}${part(' med ', staff)}. ${tail}`,
    ),
  );
}

/**
 * The SMS of a moved booking to a customer without e-mail: 'Ny tid: Klippning hos Salong Solros tis 12 maj kl 11:00
 * med Sofia (förut mån 11 maj kl 10:00). Avboka: <link>', one segment (the old time goes first when space is short).
 */
export function bookingChangedSms(
  d: BookingSmsDetails,
  previous: { startDate: string; startTime: string },
): string {
  const before = ` (förut ${shortDate(previous.startDate)} kl ${previous.startTime})`;
  return fitOneSegment(
    d.companyName,
    withOptionalParts(
      d,
      (company, service, staff, tail, withBefore) =>
        `Ny tid: ${service ? `${service} hos ` : 'tid hos '}${company} ${shortDate(d.startDate)} kl ${d.startTime}${part(' med ', staff)}${withBefore ? before : ''}. ${tail}`,
    ),
  );
}

/**
 * The SMS of a cancelled booking to a customer without e-mail, one segment: by the customer 'Avbokad: Klippning hos
 * Salong Solros tis 12 maj kl 10:00.'; by the company '<company> har avbokat din tid … Frågor: ring <phone>.'
 */
export function bookingCancelledSms(
  d: Omit<BookingSmsDetails, 'cancelUrl'>,
  by: 'customer' | 'company',
): string {
  const phone = formatPhone(d.companyPhone);
  const service = gsm(d.serviceName);
  const when = `${shortDate(d.startDate)} kl ${d.startTime}`;
  if (by === 'customer') {
    return fitOneSegment(d.companyName, [
      [
        (c) => `Avbokad: ${service} hos ${c} ${when}. Välkommen åter!`,
        (c) => `Avbokad: tid hos ${c} ${when}.`,
      ],
    ]);
  }
  const question = phone ? ` Frågor: ring ${phone}.` : '';
  return fitOneSegment(d.companyName, [
    [
      (c) => `${c} har avbokat din tid ${when} (${service}).${question}`,
      (c) => `${c} har avbokat din tid ${when}.${question}`,
    ],
    [(c) => `${c} har avbokat din tid ${when}.`],
  ]);
}

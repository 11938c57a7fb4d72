import { fitOneSegment, gsm, shortDate } from './booking-sms';

/** What a freed-time SMS tells a watcher (docs/decisions/045): Stockholm dates `YYYY-MM-DD` and times `HH:MM`. */
export interface FreedTimeSmsDetails {
  companyName: string;
  /** The watch's services, in order ('Damklippning', 'Färgning'). */
  serviceNames: string[];
  /** The freed starts told in this message, earliest first (at least one); the first gets the link. */
  times: { date: string; time: string; url: string }[];
  /** The company's booking page: the short link when the first time's own does not fit. */
  companyUrl: string;
}

/**
 * The SMS to a watcher when times they watch free up, one GSM 03.38 segment: 'Ledig tid hos Salong Solros: tor 3
 * dec kl 14:00 (Damklippning), +2 till. Boka: <link to that time>'. Parts that do not fit are left out (the
 * service, then the count); the company's page stands in for a link to the time that is too long; the name is cut.
 */
export function freedTimeSms(d: FreedTimeSmsDetails): string {
  const [first, ...rest] = d.times;
  if (!first) throw new RangeError('freedTimeSms: no time to tell');
  const service = gsm(d.serviceNames.join(' + '));
  const more = rest.length > 0 ? `, +${rest.length} till` : '';
  const when = `${shortDate(first.date)} kl ${first.time}`;
  return fitOneSegment(
    d.companyName,
    [first.url, d.companyUrl].map((url) =>
      [true, false].flatMap((withService) => [
        (company: string) =>
          `Ledig tid hos ${company}: ${when}${withService && service ? ` (${service})` : ''}${more}. Boka: ${url}`,
        (company: string) =>
          `Ledig tid hos ${company}: ${when}${withService && service ? ` (${service})` : ''}. Boka: ${url}`,
      ]),
    ),
  );
}

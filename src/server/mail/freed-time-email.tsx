import { formatLongDateSv } from '../../shared/date-labels-sv';
import type { RenderedEmail } from './booking-emails';
import { Block, DetailsTable, EmailLayout, Muted, TextLink } from './components';
import { renderEmailHtml } from './render';

/** At most this many times are listed in one e-mail (the rest are in the booking calendar). */
export const FREED_TIMES_LISTED = 10;

/** A freed time and its 'Boka' link (the booking flow's form step with the time chosen). */
export interface FreedTime {
  date: string;
  time: string;
  url: string;
}

/** What a freed-time e-mail says: the watch's services, member (null: any) and the new free times, sorted. */
export interface FreedTimesNotice {
  customerName: string;
  companyName: string;
  serviceNames: string[];
  staffName: string | null;
  times: FreedTime[];
  /** `<APP_URL>/my-bookings`, where the watch is removed. */
  myBookingsUrl: string;
}

/** `'2026-12-04', '14:00'` → `'fredag 4 december kl. 14:00'`. */
export function freedTimeLabel(date: string, time: string): string {
  return `${formatLongDateSv(date)} kl. ${time}`;
}

/**
 * The e-mail telling a watcher that times freed up (jobs/watch-notifications.ts, docs/decisions/045): the services,
 * the member or 'Valfri personal', up to FREED_TIMES_LISTED times each with a 'Boka' link, that the first to book
 * gets the time, and how to stop watching (Bevakningar in Mina bokningar). Swedish, HTML and plain text, user text
 * escaped.
 */
export function freedTimesEmail(n: FreedTimesNotice): RenderedEmail {
  const listed = n.times.slice(0, FREED_TIMES_LISTED);
  const more = n.times.length - listed.length;
  const one = n.times.length === 1;
  const intro = one
    ? `En tid som du bevakar har blivit ledig hos ${n.companyName}.`
    : `Tider som du bevakar har blivit lediga hos ${n.companyName}.`;
  const moreLine = more > 0 ? `Och ${more} till: se fler tider i bokningskalendern.` : null;
  const first = 'Den som bokar först får tiden, så vänta inte för länge.';
  const stop = 'Vill du inte bevaka längre? Ta bort bevakningen under Bevakningar i Mina bokningar:';
  const details: [string, string][] = [
    [n.serviceNames.length === 1 ? 'Tjänst' : 'Tjänster', n.serviceNames.join(', ')],
    ['Personal', n.staffName ?? 'Valfri personal'],
  ];
  return {
    subject: one
      ? `En tid har blivit ledig hos ${n.companyName}`
      : `Tider har blivit lediga hos ${n.companyName}`,
    text: [
      `Hej ${n.customerName}!`,
      intro,
      details.map(([k, v]) => `${k}: ${v}`).join('\n'),
      listed.map((t) => `${freedTimeLabel(t.date, t.time)}\nBoka: ${t.url}`).join('\n\n'),
      ...(moreLine ? [moreLine] : []),
      first,
      `${stop}\n${n.myBookingsUrl}`,
    ].join('\n\n'),
    html: renderEmailHtml(
      <EmailLayout title={one ? 'En tid har blivit ledig' : 'Tider har blivit lediga'}>
        <Block>Hej {n.customerName}!</Block>
        <Block>{intro}</Block>
        <DetailsTable lines={details} />
        {listed.map((t) => (
          <Block key={`${t.date} ${t.time}`}>
            <strong>{freedTimeLabel(t.date, t.time)}</strong> <TextLink href={t.url}>Boka</TextLink>
          </Block>
        ))}
        {moreLine ? <Block>{moreLine}</Block> : null}
        <Block>{first}</Block>
        <Block>
          <Muted>
            {stop} <TextLink href={n.myBookingsUrl}>Mina bokningar</TextLink>
          </Muted>
        </Block>
      </EmailLayout>,
    ),
  };
}

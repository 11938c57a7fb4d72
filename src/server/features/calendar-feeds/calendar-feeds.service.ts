import { createHash, randomBytes } from 'node:crypto';
import { addDays, todayInZone, zonedWallClockToInstant } from '../../../shared/dates';
import { formatPhone } from '../../../shared/phone';
import { type CalendarFeedCreated, type CalendarFeedInfo } from '../../../shared/schemas/calendar-feeds';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { baseUrl, type Env } from '../../env';
import { AppError, notFound, sqlState } from '../../errors';
import { calendarFeedIcs, type CalendarEvent } from '../../mail/ics';
import { toHhmm } from '../../lib/pg-time';
import {
  findActiveFeedByHash,
  listActiveFeeds,
  listCompanyStaff,
  listFeedBookings,
  revokeActiveFeed,
} from './calendar-feeds.queries';

/** How far back and ahead a feed lists bookings: 30 days back, a year ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 365;

const COMPANY_LABEL = 'Hela företaget';
const STAFF_NOT_FOUND = 'Personen finns inte';
/** The 404 of an unknown, malformed or revoked feed address (nothing tells which). */
export const FEED_NOT_FOUND = 'Kalenderadressen finns inte eller har ersatts av en ny';

/** SHA-256 (hex) of a feed token: what the database keeps. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The two addresses of a token: https for the browser and Google, webcal:// for Apple and Outlook. */
export function feedUrls(env: Env, token: string): { httpsUrl: string; webcalUrl: string } {
  const base = new URL(baseUrl(env));
  const path = `/calendar/${token}.ics`;
  return {
    httpsUrl: `${base.origin}${path}`,
    webcalUrl: `webcal://${base.host}${path}`,
  };
}

/**
 * The company's feed list (Settings): the company's own first, then every staff member (display order), each
 * with whether an address is active and since when. Never the token (only its hash is stored).
 */
export async function listFeeds(db: Database, companyId: string): Promise<CalendarFeedInfo[]> {
  const [members, active] = await Promise.all([
    listCompanyStaff(db, companyId),
    listActiveFeeds(db, companyId),
  ]);
  const info = (staffId: string | null, label: string): CalendarFeedInfo => {
    const feed = active.find((f) => f.staffId === staffId);
    return { staffId, label, active: !!feed, createdAt: feed ? feed.createdAt.toISOString() : null };
  };
  return [info(null, COMPANY_LABEL), ...members.map((m) => info(m.id, m.name))];
}

/**
 * Creates the feed address of the company (`staffId` null) or one of its members, revoking the active one (the
 * old address answers 404 at once), in one transaction. Returns the new addresses: the only time the token is
 * shown. Errors: 404 'Personen finns inte' (a member of another company or unknown).
 */
export async function createFeed(
  deps: Deps,
  companyId: string,
  staffId: string | null,
  now: Date,
): Promise<CalendarFeedCreated> {
  let label = COMPANY_LABEL;
  if (staffId !== null) {
    const member = (await listCompanyStaff(deps.db, companyId)).find((m) => m.id === staffId);
    if (!member) throw notFound(STAFF_NOT_FOUND);
    label = member.name;
  }
  const token = randomBytes(32).toString('base64url');
  try {
    const created = await deps.db.transaction(async (tx) => {
      await revokeActiveFeed(tx, companyId, staffId, now);
      const [row] = await tx
        .insert(calendarFeeds)
        .values({ companyId, staffId, tokenHash: hashFeedToken(token), createdAt: now })
        .returning();
      return row!;
    });
    return {
      feed: { staffId, label, active: true, createdAt: created.createdAt.toISOString() },
      ...feedUrls(deps.env, token),
    };
  } catch (err) {
    // Two concurrent regenerations: the partial unique index lets one win.
    if (sqlState(err) === '23505') {
      throw new AppError(409, 'feed_changed', 'Adressen ändrades samtidigt. Försök igen.');
    }
    throw err;
  }
}

/**
 * Turns the address of that scope off (404 from now on). Idempotent: returns whether an active address was revoked.
 * Errors: 404 'Personen finns inte' for a member of another company or unknown.
 */
export async function revokeFeed(
  db: Database,
  companyId: string,
  staffId: string | null,
  now: Date,
): Promise<boolean> {
  if (staffId !== null && !(await listCompanyStaff(db, companyId)).some((m) => m.id === staffId)) {
    throw notFound(STAFF_NOT_FOUND);
  }
  return (await revokeActiveFeed(db, companyId, staffId, now)) > 0;
}

/** One booking of a feed as a calendar event: the customer first, then service, phone, member and message. */
function feedEvent(
  b: Awaited<ReturnType<typeof listFeedBookings>>[number],
  location: string | null,
  withStaff: boolean,
): CalendarEvent {
  const description = [
    `Kund: ${b.customerName}`,
    `Tjänst: ${b.serviceName}`,
    ...(b.phone ? [`Telefon: ${formatPhone(b.phone)}`] : []),
    ...(withStaff && b.staffName ? [`Personal: ${b.staffName}`] : []),
    ...(b.notes ? [`Meddelande: ${b.notes}`] : []),
    ...(b.status === 'completed' ? ['Genomförd'] : []),
    ...(b.source === 'iframe' ? ['Bokad via webbplatsens widget'] : []),
  ].join('\n');
  return {
    uid: b.id,
    title: `${b.customerName} – ${b.serviceName}`,
    description,
    location,
    start: zonedWallClockToInstant(b.startDate, toHhmm(b.startTime)),
    end: zonedWallClockToInstant(b.startDate, toHhmm(b.endTime)),
    organizer: { name: 'Tidvis', email: null },
    sequence: b.calendarSequence,
    stamp: b.updatedAt,
  };
}

/**
 * The calendar of feed token `token` (the `<token>` of `/calendar/<token>.ics`): the company's (or
 * member's) booked and completed bookings from FEED_DAYS_BACK days before `now`'s Stockholm date to FEED_DAYS_AHEAD
 * after, as RFC 5545 text (calendarFeedIcs) with its ETag (SHA-256 of the text, quoted). `token` has the
 * CALENDAR_FEED_TOKEN_PATTERN shape (the route answers a malformed one alike). Errors: 404 FEED_NOT_FOUND for an
 * unknown or revoked token.
 */
export async function feedCalendar(
  db: Database,
  token: string,
  now: Date,
): Promise<{ body: string; etag: string }> {
  const found = await findActiveFeedByHash(db, hashFeedToken(token));
  if (!found) throw notFound(FEED_NOT_FOUND);
  const today = todayInZone(now);
  const rows = await listFeedBookings(
    db,
    found.feed.companyId,
    found.feed.staffId,
    addDays(today, -FEED_DAYS_BACK),
    addDays(today, FEED_DAYS_AHEAD),
  );
  const name = found.staffName ? `${found.companyName} – ${found.staffName}` : found.companyName;
  const withStaff = found.feed.staffId === null;
  const body = calendarFeedIcs(
    name,
    rows.map((b) => feedEvent(b, found.companyLocation, withStaff)),
  );
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

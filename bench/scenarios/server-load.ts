import { addDays, todayInZone, weekdayKey } from '../../src/shared/dates';
import { BENCH_PASSWORD, FREE_WINDOW_OFFSET_DAYS } from '../dataset';
import { runLoad, signIn, type LoadResult } from '../load';

/** A company the load generator books with: its id, slug and a 30-minute service. */
export interface BenchTarget {
  companyId: string;
  slug: string;
  serviceId: string;
  /** Whether the company has staff ('bench-<even>'). */
  staffed: boolean;
}

const json = { 'content-type': 'application/json' };

/** Weekdays (the generated companies are open Mon–Fri 09–17) inside the window no generated booking uses. */
export function freeWeekdays(count: number): string[] {
  const dates: string[] = [];
  for (let offset = FREE_WINDOW_OFFSET_DAYS; dates.length < count; offset++) {
    const date = addDays(todayInZone(new Date()), offset);
    if (!['saturday', 'sunday'].includes(weekdayKey(date))) dates.push(date);
  }
  return dates;
}

/** `GET /api/health` at `connections` for `seconds`: the server's own ceiling on this machine. */
export function measureHealth(baseUrl: string, connections: number, seconds: number): Promise<LoadResult> {
  return runLoad({
    baseUrl,
    connections,
    durationSeconds: seconds,
    request: () => ({ method: 'GET', path: '/api/health' }),
  });
}

/**
 * The week-availability endpoint, cycling through companies and `weekCount` weeks from `firstWeek` weeks ahead
 * (default: the coming 8).
 */
export function measureAvailability(
  baseUrl: string,
  targets: BenchTarget[],
  connections: number,
  seconds: number,
  firstWeek = 0,
  weekCount = 8,
) {
  const weeks = Array.from({ length: weekCount }, (_, i) =>
    addDays(todayInZone(new Date()), 7 * (firstWeek + i)),
  );
  return runLoad({
    baseUrl,
    connections,
    durationSeconds: seconds,
    request: (n) => {
      const t = targets[n % targets.length]!;
      return {
        method: 'GET',
        path: `/api/companies/${t.slug}/availability?serviceId=${t.serviceId}&week=${weeks[n % weeks.length]}`,
      };
    },
  });
}

/**
 * Company search with terms that hit names, cities, service names, accents, typos and shorthand and
 * nothing; repeated, so most answers come from the search cache (the steady state).
 */
export function measureSearch(baseUrl: string, connections: number, seconds: number) {
  const terms = [
    'klipning stokholm',
    'sthlm',
    'massge',
    'solros',
    'Söder',
    'soder',
    'klippning',
    'stockholm',
    'massage',
    'björk',
    'malmo',
    'bench-17',
    'finns-inte',
    '',
  ];
  return runLoad({
    baseUrl,
    connections,
    durationSeconds: seconds,
    request: (n) => ({
      method: 'GET',
      path: `/api/companies?q=${encodeURIComponent(terms[n % terms.length]!)}`,
    }),
  });
}

/** Every text made by leaving out one letter of `word` ('klipning', 'kippning', …), distinct. */
function oneLetterShort(word: string): string[] {
  return [...new Set([...word].map((_, i) => word.slice(0, i) + word.slice(i + 1)))];
}

/**
 * Search with typo texts none of which was asked before: each is planned against the catalogue's
 * words and matched against every active company, the cost a search cache miss pays. One connection, each text
 * once, in order; latency in ms.
 */
export async function measureUncachedTypoSearch(
  baseUrl: string,
): Promise<{ requests: number; p50: number; p99: number; max: number }> {
  const texts = ['klippning', 'stockholm', 'massage', 'barberare', 'naglar', 'göteborg'].flatMap(
    oneLetterShort,
  );
  const times: number[] = [];
  for (const [i, text] of texts.entries()) {
    // Every other text with a place in shorthand, as people type it ('klipning sthlm'). Each run starts a new
    // server, so no text is in its cache.
    const q = i % 2 ? `${text} sthlm` : text;
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/companies?q=${encodeURIComponent(q)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`search '${q}' answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { requests: times.length, p50: at(50), p99: at(99), max: times.at(-1)! };
}

/**
 * `GET /api/me` as signed-in users, cycling through them: the lightest signed-in request (better-auth's session
 * check and one small query), the fixed cost every signed-in request such as a booking pays before its own work.
 */
export function measureSignedInRequest(
  baseUrl: string,
  cookies: string[],
  connections: number,
  seconds: number,
) {
  return runLoad({
    baseUrl,
    connections,
    durationSeconds: seconds,
    request: (n) => ({ method: 'GET', path: '/api/me', headers: { cookie: cookies[n % cookies.length]! } }),
  });
}

/**
 * Signs in bench users 1..count (in parallel batches) and returns their cookies. Each user signs in from an address
 * of its own (10.37.x.y as `X-Forwarded-For`), so a production server's per-address sign-in limits see 200
 * customers, not one client signing in 200 times.
 */
export async function signInUsers(baseUrl: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let start = 1; start <= count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start + 1) }, (_, i) => {
      const n = start + i;
      const address = `10.37.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      return signIn(baseUrl, `bench-user-${n}@example.se`, BENCH_PASSWORD, address);
    });
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

/**
 * `POST /api/bookings`, every request for a distinct free slot. Requests come in blocks of B = min(|targets|,
 * 5·|users|); block k is free weekday `skipDays` + k at 10:00, request j of a block books company j as user
 * ⌊j / 5⌋, so each (company, date) is asked for once and no user exceeds 5 bookings a day. A second run on the same
 * data passes the days the first used as `skipDays` (bookingDays).
 */
export function measureBookingCreation(
  baseUrl: string,
  targets: BenchTarget[],
  cookies: string[],
  connections: number,
  amount: number,
  skipDays = 0,
) {
  const dates = freeWeekdays(skipDays + bookingDays(targets, cookies, amount)).slice(skipDays);
  const block = Math.min(targets.length, cookies.length * 5);
  return runLoad({
    baseUrl,
    connections,
    amount,
    request: (n) => {
      const j = n % block;
      const t = targets[j]!;
      return {
        method: 'POST',
        path: '/api/bookings',
        headers: { ...json, origin: baseUrl, cookie: cookies[Math.floor(j / 5)]! },
        body: JSON.stringify({
          companyId: t.companyId,
          serviceId: t.serviceId,
          date: dates[Math.floor(n / block)],
          startTime: '10:00',
        }),
      };
    },
  });
}

/** The free weekdays measureBookingCreation uses for `amount` bookings. */
export function bookingDays(targets: BenchTarget[], cookies: string[], amount: number): number {
  return Math.ceil(amount / Math.min(targets.length, cookies.length * 5));
}

/** `parallel` users ask for the same slot at once; returns how many got 201 and the other status codes. */
export async function measureContention(baseUrl: string, target: BenchTarget, cookies: string[]) {
  // The last of 200 free weekdays: after every date the creation runs use, and inside the 12-month horizon.
  const date = freeWeekdays(200).at(-1)!;
  const statuses = await Promise.all(
    cookies.map(async (cookie) => {
      const res = await fetch(`${baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { ...json, origin: baseUrl, cookie },
        body: JSON.stringify({
          companyId: target.companyId,
          serviceId: target.serviceId,
          date,
          startTime: '11:00',
        }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const byStatus: Record<string, number> = {};
  for (const s of statuses) byStatus[s] = (byStatus[s] ?? 0) + 1;
  return { parallel: cookies.length, winners: byStatus['201'] ?? 0, statuses: byStatus };
}

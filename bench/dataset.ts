import { hashPassword } from 'better-auth/crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { addDays, todayInZone } from '../src/shared/dates';
import { DEFAULT_WEEKLY_SCHEDULE } from '../src/shared/schedule';

/** Sizes of the generated data set; the full run is the "realistic" set, the short one is for CI. */
export interface DatasetSize {
  companies: number;
  servicesPerCompany: number;
  customersPerCompany: number;
  bookingsPerCompany: number;
  users: number;
}

export const FULL_SIZE: DatasetSize = {
  companies: 2000,
  servicesPerCompany: 10,
  customersPerCompany: 10,
  bookingsPerCompany: 100,
  users: 200,
};
export const SHORT_SIZE: DatasetSize = {
  companies: 200,
  servicesPerCompany: 10,
  customersPerCompany: 10,
  bookingsPerCompany: 100,
  users: 200,
};

export const BENCH_PASSWORD = 'Bench1234';
/** Slug of the company with a booking in every hour of every day for a year (slot engine and search load). */
export const BUSY_SLUG = 'bench-busy';
/**
 * Generated bookings lie within [today − 300, today + 57] days; booking creation uses dates from this offset
 * on, so the slots it asks for are free. The companies take bookings 12 months ahead (the longest booking
 * horizon), so every date the bench asks for lies within it.
 */
export const FREE_WINDOW_OFFSET_DAYS = 70;
/** Staff members of each staffed company: the companies `bench-<even>`. */
export const STAFF_PER_COMPANY = 10;

const SERVICE_NAMES = [
  'Klippning',
  'Färgning',
  'Slingor',
  'Skäggtrim',
  'Massage 30 min',
  'Massage 60 min',
  'Manikyr',
  'Pedikyr',
  'Ansiktsbehandling',
  'Fransförlängning',
];
const DURATIONS = [30, 90, 120, 30, 30, 60, 45, 60, 60, 90];
const PREFIXES = ['Salong', 'Barberaren', 'Kliniken', 'Nagelstudion', 'Massagestudion', 'Hudvårdsateljén'];
const NAMES = ['Solros', 'Linnea', 'Björk', 'Eken', 'Vågen', 'Ljuset', 'Måsen', 'Tallen', 'Söder', 'Kvarnen'];
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Umeå'];

const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);
const intArray = (values: number[]) => sql.raw(`(array[${values.join(',')}]::int[])`);

/**
 * Fills an empty, migrated database with the benchmark data set, in set-based SQL (seconds, not minutes):
 * `size.companies` active companies open Mon–Fri 09–17 (slugs `bench-1` …), their services, customers and
 * bookings spread over a year, `size.users` verified users `bench-user-<n>@example.se` / BENCH_PASSWORD, and the
 * busy company BUSY_SLUG. Returns the row counts.
 */
export async function loadDataset(
  db: Database,
  size: DatasetSize,
  onStep?: (step: string, ms: number) => void,
) {
  const exec = async (step: string, query: SQL) => {
    const start = performance.now();
    await db.execute(query);
    onStep?.(step, performance.now() - start);
  };
  const today = todayInZone(new Date());
  const schedule = JSON.stringify(DEFAULT_WEEKLY_SCHEDULE);
  await exec(
    'companies',
    sql`
    insert into companies (name, slug, email, street, postcode, city, status, weekly_schedule, booking_horizon_months)
    select ${textArray(PREFIXES)}[1 + i % ${PREFIXES.length}] || ' ' || ${textArray(NAMES)}[1 + (i / ${PREFIXES.length}) % ${NAMES.length}] || ' ' || i,
           'bench-' || i, 'bench-' || i || '@example.se',
           'Storgatan ' || (1 + i % 90), (11120 + i % 80)::text, ${textArray(CITIES)}[1 + i % ${CITIES.length}],
           'active', ${schedule}::jsonb, 12
    from generate_series(1, ${size.companies}) i`,
  );
  await exec(
    'busy company',
    sql`
    insert into companies (name, slug, email, street, postcode, city, status, weekly_schedule, booking_horizon_months)
    values ('Salong Fullbokad', ${BUSY_SLUG}, 'busy@example.se', 'Drottninggatan 1', '11151', 'Stockholm', 'active', ${schedule}::jsonb, 12)`,
  );
  await exec(
    'services',
    sql`
    insert into services (company_id, name, price, duration_minutes, display_order)
    select c.id, ${textArray(SERVICE_NAMES)}[s], 250 + 50 * s, ${intArray(DURATIONS)}[s], s - 1
    from companies c cross join generate_series(1, ${size.servicesPerCompany}) s`,
  );
  await exec(
    'customers',
    sql`
    insert into customers (company_id, name, email)
    select c.id, 'Kund ' || k, 'kund-' || k || '-' || c.slug || '@example.se'
    from companies c cross join generate_series(1, ${size.customersPerCompany}) k`,
  );
  // Every even-numbered company gets STAFF_PER_COMPANY members performing all its services; created before the
  // bookings so that each booking is written once, with its member (an UPDATE of the bookings afterwards rewrote
  // 100,000 rows and their 11 index entries).
  await exec(
    'staff',
    sql`
    insert into staff (company_id, name, display_order)
    select c.id, 'Frisör ' || m, m - 1
    from companies c cross join generate_series(1, ${STAFF_PER_COMPANY}) m
    where c.slug ~ '^bench-[0-9]+$' and substring(c.slug from 7)::int % 2 = 0`,
  );
  await exec(
    'staff services',
    sql`
    insert into staff_services (company_id, staff_id, service_id)
    select st.company_id, st.id, s.id from staff st join services s on s.company_id = st.company_id`,
  );
  // One booking every 3.6 days per company (distinct dates, so never overlapping), hours 09–16. A staffed
  // company's booking k goes to member (k + ⌊k / 10⌋) mod 10: each member gets the same number, and the
  // cancelled (k mod 10 = 0) and future ones are spread over all members rather than falling on one.
  // The CTE is materialized so its per-company subqueries run once per company, not once per booking.
  const first = addDays(today, -300);
  await exec(
    'company bookings',
    sql`
    with c as materialized (
      select co.id,
             (select array_agg(id order by email) from customers where company_id = co.id) as customer_ids,
             (select array_agg(id order by display_order) from services where company_id = co.id) as service_ids,
             (select array_agg(name order by display_order) from services where company_id = co.id) as service_names,
             (select array_agg(duration_minutes order by display_order) from services where company_id = co.id) as durations,
             (select array_agg(id order by display_order) from staff where company_id = co.id) as staff_ids
      from companies co where co.slug <> ${BUSY_SLUG}
    ), b as (
      select c.*, k, (${first}::date + floor(k * 3.6)::int) as d, time '09:00' + make_interval(hours => k % 8) as t
      from c cross join generate_series(0, ${size.bookingsPerCompany - 1}) k
    )
    insert into bookings (company_id, customer_id, service_id, staff_id, service_name, service_price, customer_name,
                          start_date, start_time, end_time, status)
    select id, customer_ids[1 + k % ${size.customersPerCompany}], service_ids[1 + k % 4],
           staff_ids[1 + (k + k / 10) % ${STAFF_PER_COMPANY}], service_names[1 + k % 4], 300,
           'Kund ' || (1 + k % ${size.customersPerCompany}), d, t, t + make_interval(mins => least(durations[1 + k % 4], 60)),
           case when d >= ${today}::date then 'booked'::booking_status
                when k % 10 = 0 then 'cancelled'::booking_status
                when k % 25 = 1 then 'no_show'::booking_status
                else 'completed'::booking_status end
    from b`,
  );
  // Each member gets a year of their own bookings: every 7.2 days, at an hour that moves with the member, within the
  // same window. They never meet the company bookings above, so no check against those is needed: company
  // bookings lie on day ⌊3.6k⌋ and members' on day 1 + ⌊7.2j⌋, and ⌊3.6k⌋ is ⌊7.2i⌋ (k = 2i) or
  // ⌊7.2i⌋ + 3 or + 4 (k = 2i + 1), never one more than a ⌊7.2j⌋ (those lie ≥ 7 apart). The exclusion
  // constraint bookings_staff_no_overlap still checks every row: a collision would fail the load, not be skipped.
  await exec(
    'staff bookings',
    sql`
    with st as materialized (
      select st.id, st.company_id, st.display_order as m,
             (select id from customers where company_id = st.company_id order by email limit 1) as customer_id,
             (select id from services where company_id = st.company_id order by display_order limit 1) as service_id
      from staff st
    ), b as (
      select st.*, k, (${first}::date + 1 + floor(k * 7.2)::int) as d,
             time '09:00' + make_interval(hours => (k + st.m) % 8) as t
      from st cross join generate_series(0, ${Math.floor(size.bookingsPerCompany / 2) - 1}) k
    )
    insert into bookings (company_id, customer_id, service_id, staff_id, service_name, service_price, customer_name,
                          start_date, start_time, end_time, status)
    select company_id, customer_id, service_id, id, 'Klippning', 300, 'Kund 1', d, t, t + interval '30 minutes',
           case when d >= ${today}::date then 'booked'::booking_status else 'completed'::booking_status end
    from b`,
  );
  // The busy company: a one-hour booking in every hour 09–16 of every day from −180 to +185 days.
  await exec(
    'busy company bookings',
    sql`
    with co as (select id from companies where slug = ${BUSY_SLUG})
    insert into bookings (company_id, customer_id, service_id, service_name, service_price, customer_name,
                          start_date, start_time, end_time, status)
    select co.id, (select id from customers where company_id = co.id order by email limit 1),
           (select id from services where company_id = co.id order by display_order limit 1), 'Klippning', 300, 'Kund 1',
           ${addDays(today, -180)}::date + d, time '09:00' + make_interval(hours => h),
           time '10:00' + make_interval(hours => h), 'booked'
    from co, generate_series(0, 365) d, generate_series(0, 7) h`,
  );
  const hash = await hashPassword(BENCH_PASSWORD);
  await exec(
    'users',
    sql`
    insert into "user" (id, name, email, email_verified, first_name, last_name)
    select 'bench-user-' || u, 'Bänk Kund ' || u, 'bench-user-' || u || '@example.se', true, 'Bänk', 'Kund ' || u
    from generate_series(1, ${size.users}) u`,
  );
  await exec(
    'accounts',
    sql`
    insert into account (id, account_id, provider_id, user_id, password)
    select 'bench-account-' || u, 'bench-user-' || u, 'credential', 'bench-user-' || u, ${hash}
    from generate_series(1, ${size.users}) u`,
  );
  await exec('analyze', sql`analyze`);
  const [counts] = await queryRows<{
    companies: number;
    services: number;
    bookings: number;
    customers: number;
    staff: number;
  }>(
    db,
    sql`select (select count(*)::int from companies) as companies, (select count(*)::int from services) as services,
               (select count(*)::int from bookings) as bookings, (select count(*)::int from customers) as customers,
               (select count(*)::int from staff) as staff`,
  );
  return counts!;
}

/** Runs a query and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

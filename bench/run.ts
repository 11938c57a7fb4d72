/**
 * `npm run bench [-- --short]`: Tidvis's benchmark. Loads the data set into a fresh database (PGlite,
 * or PostgreSQL when DATABASE_URL names a server: a new database is created on it and dropped afterwards),
 * starts the server as `npm start` would, measures, prints a table and writes bench/results.json.
 * `--short` (CI) uses a smaller data set and shorter runs, and exits 1 when a guard figure misses: the
 * contention result, overlapping rows, and the client's JavaScript budget.
 * Lighthouse measures `/`, `/search` and a company page on a simulated mid-range phone: three runs
 * each (one with `--short`). `--only=lighthouse` runs just that, against a fresh server with the demo data, and
 * writes bench/lighthouse-results.json. `--only=load` loads the data set alone and prints each statement's time.
 * `--only=booking` measures booking creation alone, with what each statement costs where pg_stat_statements is loaded.
 * `--only=availability` measures week availability alone: cold, cached, and cold again once the code is warm.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { isLocalDatabase, withCpu, type CpuPerRequest } from './cpu';
import { BUSY_SLUG, FULL_SIZE, SHORT_SIZE, loadDataset, queryRows } from './dataset';
import { printTable, writeResults, type Figure } from './report';
import { measureClient } from './scenarios/client';
import { measureEmailRendering } from './scenarios/email-rendering';
import { lighthouseFigures, measureLighthouse } from './scenarios/lighthouse';
import {
  measureAvailability,
  measureBookingCreation,
  measureContention,
  measureHealth,
  measureSearch,
  measureUncachedTypoSearch,
  measureSignedInRequest,
  bookingDays,
  signInUsers,
  type BenchTarget,
} from './scenarios/server-load';
import { measureSlotEngine } from './scenarios/slot-engine';
import {
  createServerPgliteDatabase,
  createServerPostgresDatabase,
  startServer,
  type ServerDatabase,
} from '../tests/support/server-process';

const short = process.argv.includes('--short');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const lighthouseRuns = short ? 1 : 3;
const size = short ? SHORT_SIZE : FULL_SIZE;
const seconds = short ? 3 : 10;
// Two benches at once on one machine (an engineer's and CI's, or two engineers') each take their own ports: the
// server under test on `port`, the two-process run on `port + 1`.
const port = Number(process.env.BENCH_PORT ?? 3900 + (process.pid % 40) * 2);
const clientDir = 'dist/bench';
/**
 * The server under measurement runs as production runs it (NODE_ENV=production): React's production build renders
 * the e-mails and pages (the development build, which NODE_ENV=test loads, made a booking's confirmation e-mail
 * four times as costly), with production's logging, rate limits and secrets. It trusts one proxy hop, so the bench
 * users' sign-ins count per user address (signInUsers). `port` is the server's own, for its public address.
 */
const productionEnv = (serverPort: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  APP_URL: `http://localhost:${serverPort}`,
  BETTER_AUTH_SECRET: 'tidvis-bench-secret-not-for-any-real-server-0123456789',
  TRUSTED_PROXY_HOPS: '1',
  ...extra,
});
/** Issue 37 §1: what one booking may cost, in ms of CPU, the server process and PostgreSQL (printed, not guarded). */
const BOOKING_CPU_TARGETS = { server: 1.5, database: 1 };

/**
 * The id of the outbox's newest row (0 when empty): where a measured run's e-mails begin. On PostgreSQL only (see
 * emailRenderingFigures), 0 on PGlite.
 */
async function lastOutboxId(benchDb: ServerDatabase): Promise<number> {
  if (benchDb.kind !== 'postgres') return 0;
  const reader = await open(benchDb);
  try {
    const [row] = await queryRows<{ id: number }>(
      reader.db,
      sql`select coalesce(max(id), 0)::int as id from outbox`,
    );
    return row?.id ?? 0;
  } finally {
    await reader.close();
  }
}

/**
 * The figure of a run's booking e-mails rendered when sent (decision 057): the payloads of the e-mail rows written
 * after outbox row `afterId`, rendered in a child process (measureEmailRendering), per booking of `bookings`. On
 * PostgreSQL only: a PGlite database is the server's own while it runs.
 */
async function emailRenderingFigures(
  benchDb: ServerDatabase,
  afterId: number,
  bookings: number,
  serverPort: number,
): Promise<Figure[]> {
  if (benchDb.kind !== 'postgres') return [];
  const reader = await open(benchDb);
  try {
    const rows = await queryRows<{ payload: unknown }>(
      reader.db,
      sql`select payload from outbox where id > ${afterId} and kind = 'email' and payload ? 'template' order by id`,
    );
    const ms = measureEmailRendering(
      rows.map((r) => r.payload),
      bookings,
      productionEnv(serverPort),
    );
    return ms === undefined
      ? []
      : [{ name: 'e-mails rendered when sent, CPU per booking', value: ms, unit: 'ms' }];
  } finally {
    await reader.close();
  }
}

/** The bench companies a scenario books and reads (each with its first service), the busy one left out, by slug. */
function benchTargets(db: Parameters<typeof queryRows>[0]) {
  return queryRows<BenchTarget>(
    db,
    sql`select c.id as "companyId", c.slug, s.id as "serviceId",
               exists (select 1 from staff st where st.company_id = c.id) as staffed
        from companies c join services s on s.company_id = c.id and s.display_order = 0
        where c.slug like 'bench-%' and c.slug <> ${BUSY_SLUG} order by c.slug`,
  );
}

/** Builds the client into `clientDir` and its server rendering (SSR bundle) into `<clientDir>-ssr`, as npm start does. */
function buildClient(): void {
  for (const args of [[], ['--ssr', 'src/client/entry-server.tsx']]) {
    const build = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, CLIENT_DIR: clientDir },
    });
    if (build.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
  }
}

const prepareDatabase = () =>
  process.env.DATABASE_URL
    ? createServerPostgresDatabase(process.env.DATABASE_URL)
    : Promise.resolve(createServerPgliteDatabase());

const open = (db: ServerDatabase) => openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });

/**
 * The per-request CPU figures of one measured run (bench/cpu.ts); none where they could not be read. `targets` are
 * ceilings in ms per request for the server process and for PostgreSQL (printed, never guards: CPU figures move
 * with the machine).
 */
function cpuFigures(
  what: string,
  cpu: CpuPerRequest,
  targets: { server?: number; database?: number } = {},
): Figure[] {
  const figures: Figure[] = [];
  const ceiling = (value: number, targetMs?: number) =>
    targetMs === undefined ? {} : { target: `≤ ${targetMs} ms`, pass: value <= targetMs };
  if (cpu.server !== undefined)
    figures.push({
      name: `server CPU per ${what}`,
      value: cpu.server,
      unit: 'ms',
      ...ceiling(cpu.server, targets.server),
    });
  if (cpu.database !== undefined)
    figures.push({
      name: `PostgreSQL CPU per ${what}`,
      value: cpu.database,
      unit: 'ms',
      ...ceiling(cpu.database, targets.database),
    });
  if (cpu.loadGenerator !== undefined)
    figures.push({ name: `load generator CPU per ${what}`, value: cpu.loadGenerator, unit: 'ms' });
  return figures;
}

/**
 * the signed-in request and booking creation again with WEB_CONCURRENCY=2 (PostgreSQL only), on the
 * same data and sessions, booking days after those the first run used. Returns its figures and raw results.
 */
async function measureTwoProcesses(
  benchDb: ServerDatabase,
  targets: BenchTarget[],
  cookies: string[],
  amount: number,
  skipDays: number,
): Promise<{ figures: Figure[]; raw: Record<string, unknown> }> {
  const server = await startServer(
    benchDb,
    port + 1,
    clientDir,
    productionEnv(port + 1, { WEB_CONCURRENCY: '2' }),
  );
  try {
    const costed = <T extends { requests: number }>(measure: () => Promise<T>) =>
      withCpu(server.child.pid!, isLocalDatabase(benchDb.databaseUrl!), measure);
    // Warm-up, not measured: the second worker may still be starting, and each worker compiles its code and fills
    // its own session cache on its first requests.
    await measureHealth(server.baseUrl, 50, seconds);
    await measureSignedInRequest(server.baseUrl, cookies, 50, seconds);
    const signedIn = await costed(() => measureSignedInRequest(server.baseUrl, cookies, 50, seconds));
    const creation = await costed(() =>
      measureBookingCreation(server.baseUrl, targets, cookies, 50, amount, skipDays),
    );
    return {
      raw: { signedIn2: signedIn, creation2: creation },
      figures: [
        { name: 'N=2: signed-in GET /api/me requests/s', value: signedIn.rps, unit: 'req/s' },
        { name: 'N=2: GET /api/me p99', value: signedIn.p99, unit: 'ms' },
        ...cpuFigures('/api/me request (N=2)', signedIn.cpuMsPerRequest),
        { name: 'N=2: booking creation', value: creation.rps, unit: 'req/s' },
        { name: 'N=2: booking creation p99', value: creation.p99, unit: 'ms' },
        ...cpuFigures('booking (N=2)', creation.cpuMsPerRequest),
        {
          name: 'N=2: booking creation non-201 answers',
          value: creation.non2xx,
          unit: '',
          target: '0',
          pass: creation.non2xx === 0,
          guard: true,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(
    `Tidvis benchmark (${short ? 'short' : 'full'}), database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  buildClient();

  const benchDb = await prepareDatabase();
  const setup = await open(benchDb);
  await setup.migrate();
  const loadStart = Date.now();
  const counts = await loadDataset(setup.db, size);
  const loadSeconds = (Date.now() - loadStart) / 1000;
  console.log(`data set: ${JSON.stringify(counts)} in ${loadSeconds.toFixed(1)} s`);
  const engine = await measureSlotEngine(setup.db);
  const targets = await benchTargets(setup.db);
  await setup.close();

  const server = await startServer(benchDb, port, clientDir, productionEnv(port));
  const figures: Figure[] = [];
  const amount = short ? 1000 : 5000;
  let cookies: string[] = [];
  const raw: Record<string, unknown> = { counts, loadSeconds, engine };
  const withDatabaseCpu = benchDb.databaseUrl !== undefined && isLocalDatabase(benchDb.databaseUrl);
  const costed = <T extends { requests: number }>(measure: () => Promise<T>) =>
    withCpu(server.child.pid!, withDatabaseCpu, measure);
  try {
    const health = await costed(() => measureHealth(server.baseUrl, 50, seconds));
    // First pass: most requests are the first for their week (cold cache). Second pass: the steady state.
    const availabilityCold = await measureAvailability(server.baseUrl, targets, 50, seconds);
    const availability = await costed(() => measureAvailability(server.baseUrl, targets, 50, seconds));
    const typoSearch = await measureUncachedTypoSearch(server.baseUrl);
    const search = await measureSearch(server.baseUrl, 10, seconds);
    cookies = await signInUsers(server.baseUrl, size.users);
    const signedIn = await costed(() => measureSignedInRequest(server.baseUrl, cookies, 50, seconds));
    const outboxBefore = await lastOutboxId(benchDb);
    const creation = await costed(() => measureBookingCreation(server.baseUrl, targets, cookies, 50, amount));
    const rendering = await emailRenderingFigures(benchDb, outboxBefore, creation.requests, port);
    const contention = await measureContention(
      server.baseUrl,
      targets.filter((t) => !t.staffed).at(-1)!,
      cookies.slice(0, 200),
    );
    const client = await measureClient(server.baseUrl, ['/', '/search', `/booking/${targets[0]!.slug}`]);
    const lighthouseReadings = await measureLighthouse(
      server.baseUrl,
      ['/', '/search', `/booking/${targets[0]!.slug}`],
      lighthouseRuns,
    );
    Object.assign(raw, {
      health,
      availabilityCold,
      availability,
      search,
      typoSearch,
      signedIn,
      creation,
      emailRendering: rendering,
      contention,
      client,
      lighthouse: lighthouseReadings,
    });

    const creationTarget = benchDb.kind === 'postgres' ? 500 : 150;
    const ratio = availability.rps / health.rps;
    figures.push(
      { name: '/api/health requests/s (50 conn.)', value: health.rps, unit: 'req/s' },
      ...cpuFigures('/api/health request', health.cpuMsPerRequest),
      { name: 'availability, cold: p50', value: availabilityCold.p50, unit: 'ms' },
      {
        name: 'availability, cold: p99',
        value: availabilityCold.p99,
        unit: 'ms',
        target: '≤ 50 ms',
        pass: availabilityCold.p99 <= 50,
      },
      { name: 'availability, cold: requests/s', value: availabilityCold.rps, unit: 'req/s' },
      {
        name: 'availability p50',
        value: availability.p50,
        unit: 'ms',
        target: '≤ 5 ms',
        pass: availability.p50 <= 5,
      },
      { name: 'availability p99', value: availability.p99, unit: 'ms' },
      { name: 'availability requests/s (50 conn.)', value: availability.rps, unit: 'req/s' },
      ...cpuFigures('availability request', availability.cpuMsPerRequest),
      {
        name: 'availability / health requests/s',
        value: ratio * 100,
        unit: '%',
        target: '≥ 60 %',
        pass: ratio >= 0.6,
      },
      {
        name: 'availability non-2xx answers',
        value: availabilityCold.non2xx + availability.non2xx,
        unit: '',
        target: '0',
        pass: availabilityCold.non2xx + availability.non2xx === 0,
        guard: true,
      },
      { name: 'signed-in GET /api/me requests/s', value: signedIn.rps, unit: 'req/s' },
      { name: 'GET /api/me p99', value: signedIn.p99, unit: 'ms' },
      ...cpuFigures('/api/me request', signedIn.cpuMsPerRequest, { server: 0.5 }),
      {
        name: 'booking creation',
        value: creation.rps,
        unit: 'req/s',
        target: `≥ ${creationTarget}/s`,
        pass: creation.rps >= creationTarget,
      },
      { name: 'booking creation p99', value: creation.p99, unit: 'ms' },
      ...cpuFigures('booking', creation.cpuMsPerRequest, BOOKING_CPU_TARGETS),
      ...rendering,
      {
        name: 'booking creation non-201 answers',
        value: creation.non2xx,
        unit: '',
        target: '0',
        pass: creation.non2xx === 0,
        guard: true,
      },
      { name: 'booking creation timeouts/errors', value: creation.errors, unit: '' },
      {
        name: `contention winners of ${contention.parallel}`,
        value: contention.winners,
        unit: '',
        target: '1',
        pass: contention.winners === 1,
        guard: true,
      },
      {
        name: 'search p99 (10 conn.)',
        value: search.p99,
        unit: 'ms',
        target: '≤ 50 ms',
        pass: search.p99 <= 50,
      },
      { name: 'search requests/s', value: search.rps, unit: 'req/s' },
      { name: 'search, new typo texts: p50', value: typoSearch.p50, unit: 'ms' },
      { name: 'search, new typo texts: p99', value: typoSearch.p99, unit: 'ms' },
    );
    for (const page of client) {
      figures.push(
        {
          name: `JS for ${page.path} (gzip)`,
          value: page.jsGzipKb,
          unit: 'KB',
          target: '≤ 135 KB',
          pass: page.jsGzipKb <= 135,
          guard: true,
        },
        {
          name: `admin code on ${page.path}`,
          value: page.adminCodeLoaded ? 1 : 0,
          unit: '',
          target: '0',
          pass: !page.adminCodeLoaded,
          guard: true,
        },
        { name: `LCP ${page.path}`, value: page.lcpMs ?? -1, unit: 'ms' },
        { name: `CLS ${page.path}`, value: page.cls, unit: '', target: '≤ 0.1', pass: page.cls <= 0.1 },
      );
    }
    figures.push(...lighthouseFigures(lighthouseReadings));
  } finally {
    await server.stop();
  }
  if (benchDb.kind === 'postgres') {
    const two = await measureTwoProcesses(
      benchDb,
      targets,
      cookies,
      amount,
      bookingDays(targets, cookies, amount),
    );
    figures.push(...two.figures);
    Object.assign(raw, two.raw);
  }

  // On a fresh server process (empty caches): week availability of the staff-less half of the
  // companies vs the staffed half (10 members each, a year of their bookings), each first cold, then cached; then
  // booking creation at each half, on dates the runs above left free.
  const staffServer = await startServer(benchDb, port, clientDir, productionEnv(port));
  try {
    const staffless = targets.filter((t) => !t.staffed);
    const staffed = targets.filter((t) => t.staffed);
    const perKind = Math.max(2, Math.ceil(seconds / 2));
    const base = staffServer.baseUrl;
    const stafflessCold = await measureAvailability(base, staffless, 50, perKind);
    const staffedCold = await measureAvailability(base, staffed, 50, perKind);
    const stafflessCached = await measureAvailability(base, staffless, 50, perKind);
    const staffedCached = await measureAvailability(base, staffed, 50, perKind);
    const cookies = await signInUsers(base, size.users);
    const perHalf = short ? 500 : 2000;
    // Dates no earlier run used (the first run, and on PostgreSQL the N=2 run after it), and for each half its
    // own: the same users book both halves, and at most 5 a day each.
    const earlierDays = bookingDays(targets, cookies, amount) * (benchDb.kind === 'postgres' ? 2 : 1);
    const stafflessDays = bookingDays(staffless, cookies, perHalf);
    const creationStaffless = await measureBookingCreation(
      base,
      staffless,
      cookies,
      50,
      perHalf,
      earlierDays,
    );
    const creationStaffed = await measureBookingCreation(
      base,
      staffed,
      cookies,
      50,
      perHalf,
      earlierDays + stafflessDays,
    );
    Object.assign(raw, {
      stafflessCold,
      staffedCold,
      stafflessCached,
      staffedCached,
      creationStaffless,
      creationStaffed,
    });
    const within = (staffedValue: number, stafflessValue: number, factor: number) =>
      staffedValue <= stafflessValue * factor;
    figures.push(
      { name: 'availability, cold p99: staff-less', value: stafflessCold.p99, unit: 'ms' },
      {
        name: 'availability, cold p99: 10 staff',
        value: staffedCold.p99,
        unit: 'ms',
        target: '≤ 2× staff-less',
        pass: within(staffedCold.p99, stafflessCold.p99, 2),
      },
      { name: 'availability, cached p99: staff-less', value: stafflessCached.p99, unit: 'ms' },
      {
        name: 'availability, cached p99: 10 staff',
        value: staffedCached.p99,
        unit: 'ms',
        target: '≤ 2× staff-less',
        pass: within(staffedCached.p99, stafflessCached.p99, 2),
      },
      { name: 'booking creation: staff-less', value: creationStaffless.rps, unit: 'req/s' },
      {
        name: 'booking creation: 10 staff',
        value: creationStaffed.rps,
        unit: 'req/s',
        target: '≥ 80 % of staff-less',
        pass: creationStaffed.rps >= creationStaffless.rps * 0.8,
      },
      {
        name: 'booking creation non-201 answers (staff runs)',
        value: creationStaffless.non2xx + creationStaffed.non2xx,
        unit: '',
        target: '0',
        pass: creationStaffless.non2xx + creationStaffed.non2xx === 0,
        guard: true,
      },
      { name: 'slot engine: a year of the busy company', value: engine.medianMs, unit: 'ms' },
    );
  } finally {
    await staffServer.stop();
  }

  const check = await open(benchDb);
  const [overlap] = await queryRows<{ n: number }>(
    check.db,
    sql`select count(*)::int as n from bookings a join bookings b
          on a.company_id = b.company_id and a.id < b.id and a.status = 'booked' and b.status = 'booked'
         and (a.staff_id is null or b.staff_id is null or a.staff_id = b.staff_id)
         and a.start_date = b.start_date and a.start_time < b.end_time and b.start_time < a.end_time`,
  );
  await check.close();
  await benchDb.drop();
  figures.push({
    name: 'overlapping booked rows',
    value: overlap!.n,
    unit: '',
    target: '0',
    pass: overlap!.n === 0,
    guard: true,
  });

  printTable(`Results (${benchDb.kind}, ${short ? 'short' : 'full'} run)`, figures);
  writeResults(path.join('bench', 'results.json'), {
    mode: short ? 'short' : 'full',
    database: benchDb.kind,
    size,
    figures,
    raw,
  });
  const missedGuards = figures.filter((f) => f.guard && !f.pass);
  if (short && missedGuards.length > 0) {
    console.error(`\nMissed: ${missedGuards.map((f) => f.name).join(', ')}`);
    process.exit(1);
  }
}

/** `--only=lighthouse`: the client build, a fresh server with the demo data, and Lighthouse on the public pages. */
async function lighthouseOnly() {
  console.log(`Tidvis benchmark: Lighthouse only (${lighthouseRuns} run(s) a page)`);
  buildClient();
  const db = createServerPgliteDatabase();
  const server = await startServer(db, port, clientDir, { SEED_DEMO: 'always' });
  try {
    const readings = await measureLighthouse(
      server.baseUrl,
      ['/', '/search', '/booking/salong-solros'],
      lighthouseRuns,
    );
    const figures = lighthouseFigures(readings);
    printTable(`Lighthouse (mobile, ${short ? 'short' : 'full'} run)`, figures);
    writeResults(path.join('bench', 'lighthouse-results.json'), {
      mode: short ? 'short' : 'full',
      figures,
      readings,
    });
    const missed = figures.filter((f) => f.guard && !f.pass);
    if (missed.length > 0) {
      console.error(`\nMissed: ${missed.map((f) => f.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}

/**
 * `--only=search`: the data set at its size (2,000 companies without `--short`) and search alone, cards with their
 * rating and first free time included (p99 ≤ 50 ms), without the client build or the other scenarios.
 */
async function searchOnly() {
  console.log(`Tidvis benchmark: search only (${size.companies} companies)`);
  const benchDb = await prepareDatabase();
  const setup = await open(benchDb);
  await setup.migrate();
  console.log(`data set: ${JSON.stringify(await loadDataset(setup.db, size))}`);
  await setup.close();
  const server = await startServer(benchDb, port, clientDir, productionEnv(port));
  try {
    const typoSearch = await measureUncachedTypoSearch(server.baseUrl);
    const search = await measureSearch(server.baseUrl, 10, seconds);
    printTable(`Search (${size.companies} companies)`, [
      {
        name: 'search p99 (10 conn.)',
        value: search.p99,
        unit: 'ms',
        target: '≤ 50 ms',
        pass: search.p99 <= 50,
      },
      { name: 'search requests/s', value: search.rps, unit: 'req/s' },
      { name: 'search, new typo texts: p50', value: typoSearch.p50, unit: 'ms' },
      { name: 'search, new typo texts: p99', value: typoSearch.p99, unit: 'ms' },
    ]);
  } finally {
    await server.stop();
    await benchDb.drop();
  }
}

/**
 * `--only=load`: the data set's load alone (2,000 companies without `--short`) into a fresh, migrated database,
 * printing each statement's time in seconds and the total, then a check of the data the bench relies on.
 */
async function loadOnly() {
  console.log(
    `Tidvis benchmark: data set load only (${size.companies} companies), database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const benchDb = await prepareDatabase();
  const setup = await open(benchDb);
  try {
    await setup.migrate();
    const start = Date.now();
    const counts = await loadDataset(setup.db, size, (step, ms) =>
      console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${step}`),
    );
    console.log(`data set: ${JSON.stringify(counts)} in ${((Date.now() - start) / 1000).toFixed(1)} s`);
    // What must not change when the load changes: every booking but its member (md5 over the rows in a fixed
    // order), and how evenly the staffed companies' bookings are spread over their members.
    const [check] = await queryRows<Record<string, unknown>>(
      setup.db,
      sql`select (select md5(string_agg(concat_ws('|', c.slug, cu.email, s.display_order, b.service_name, b.service_price,
                          b.customer_name, b.start_date, b.start_time, b.end_time, b.status, b.staff_id is null),
                        ',' order by c.slug, b.start_date, b.start_time, b.staff_id is null, cu.email, b.status))
                  from bookings b join companies c on c.id = b.company_id join customers cu on cu.id = b.customer_id
                  join services s on s.id = b.service_id) as bookings_md5,
                 min(n) as per_member_min, max(n) as per_member_max, round(stddev_pop(n), 2)::float as per_member_stddev,
                 min(booked) as booked_per_member_min, max(booked) as booked_per_member_max
          from (select st.id, count(b.id)::int as n, count(b.id) filter (where b.status = 'booked')::int as booked
                from staff st left join bookings b on b.staff_id = st.id group by st.id) m`,
    );
    console.log(`check: ${JSON.stringify(check)}`);
  } finally {
    await setup.close();
    await benchDb.drop();
  }
}

/**
 * `--only=availability`: the data set at its size, then week availability alone, as the full run measures it
 * (health first, then a cold pass and a cached pass over the coming 8 weeks). Then a second, freshly started server
 * (empty caches) whose code is first warmed on weeks 9–16 before its cold pass over the coming 8 weeks: the two cold
 * passes over the same weeks tell the server's first moments (code not yet compiled by V8) from the cost of
 * computing a week the first time (issue 37 §3: cold p99 ≤ 50 ms).
 */
async function availabilityOnly() {
  console.log(`Tidvis benchmark: availability only (${size.companies} companies)`);
  const benchDb = await prepareDatabase();
  const setup = await open(benchDb);
  await setup.migrate();
  console.log(`data set: ${JSON.stringify(await loadDataset(setup.db, size))}`);
  const targets = await benchTargets(setup.db);
  await setup.close();
  const withDatabaseCpu = benchDb.databaseUrl !== undefined && isLocalDatabase(benchDb.databaseUrl);
  const pass = (
    label: string,
    r: Awaited<ReturnType<typeof measureAvailability>> & { cpuMsPerRequest: CpuPerRequest },
  ): Figure[] => [
    { name: `${label}: p50`, value: r.p50, unit: 'ms' },
    { name: `${label}: p99`, value: r.p99, unit: 'ms' },
    { name: `${label}: requests/s`, value: r.rps, unit: 'req/s' },
    ...cpuFigures(`${label} request`, r.cpuMsPerRequest),
  ];
  const figures: Figure[] = [];
  try {
    for (const warmCodeFirst of [false, true]) {
      const server = await startServer(benchDb, port, clientDir, productionEnv(port));
      const costed = <T extends { requests: number }>(measure: () => Promise<T>) =>
        withCpu(server.child.pid!, withDatabaseCpu, measure);
      try {
        const health = await measureHealth(server.baseUrl, 50, seconds);
        if (!warmCodeFirst)
          figures.push({ name: '/api/health requests/s (50 conn.)', value: health.rps, unit: 'req/s' });
        if (warmCodeFirst) await measureAvailability(server.baseUrl, targets, 50, seconds, 8);
        const cold = await costed(() => measureAvailability(server.baseUrl, targets, 50, seconds));
        figures.push(
          ...pass(warmCodeFirst ? 'cold, code warmed on weeks 9–16' : 'cold, first moments', cold),
        );
        if (!warmCodeFirst) {
          const cached = await costed(() => measureAvailability(server.baseUrl, targets, 50, seconds));
          figures.push(...pass('cached', cached));
        }
      } finally {
        await server.stop();
      }
    }
    printTable(`Week availability, the coming 8 weeks (${size.companies} companies)`, figures);
  } finally {
    await benchDb.drop();
  }
}

/**
 * `--only=booking`: the data set at its size, then booking creation alone (5,000 bookings, 1,000 with `--short`)
 * with its CPU per booking: the server's and, for a local PostgreSQL, every `postgres` process's. Where the server
 * has `pg_stat_statements` loaded (`shared_preload_libraries`), it also prints what each statement of the run cost
 * per booking in this database alone (calls, execution and planning ms, rows): the figures issue 37 §1 is cut by.
 */
async function bookingOnly() {
  console.log(`Tidvis benchmark: booking creation only (${size.companies} companies)`);
  const benchDb = await prepareDatabase();
  const setup = await open(benchDb);
  await setup.migrate();
  console.log(`data set: ${JSON.stringify(await loadDataset(setup.db, size))}`);
  const targets = await benchTargets(setup.db);
  const statements =
    benchDb.kind === 'postgres' &&
    (
      await queryRows<{ loaded: boolean }>(
        setup.db,
        sql`select 'pg_stat_statements' = any (string_to_array(current_setting('shared_preload_libraries'), ', ')) as loaded`,
      )
    )[0]?.loaded === true;
  if (statements) await setup.db.execute(sql`create extension if not exists pg_stat_statements`);
  const server = await startServer(benchDb, port, clientDir, productionEnv(port));
  const amount = short ? 1000 : 5000;
  try {
    const cookies = await signInUsers(server.baseUrl, size.users);
    // Warm-up on days the measured run does not use: the server compiles its code and caches its sessions.
    const warmUp = 200;
    await measureBookingCreation(server.baseUrl, targets, cookies, 50, warmUp);
    const skipDays = bookingDays(targets, cookies, warmUp);
    if (statements) await setup.db.execute(sql`select pg_stat_statements_reset()`);
    const withDatabaseCpu = benchDb.databaseUrl !== undefined && isLocalDatabase(benchDb.databaseUrl);
    const outboxBefore = await lastOutboxId(benchDb);
    const creation = await withCpu(server.child.pid!, withDatabaseCpu, () =>
      measureBookingCreation(server.baseUrl, targets, cookies, 50, amount, skipDays),
    );
    printTable(`Booking creation (${size.companies} companies)`, [
      { name: 'booking creation', value: creation.rps, unit: 'req/s' },
      { name: 'booking creation p99', value: creation.p99, unit: 'ms' },
      { name: 'booking creation non-201 answers', value: creation.non2xx, unit: '' },
      ...cpuFigures('booking', creation.cpuMsPerRequest, BOOKING_CPU_TARGETS),
      ...(await emailRenderingFigures(benchDb, outboxBefore, creation.requests, port)),
    ]);
    if (statements) {
      const rows = await queryRows<{
        calls: number;
        exec: number;
        plan: number;
        rows: number;
        query: string;
      }>(
        setup.db,
        sql`select (calls::float / ${creation.requests})::numeric(6, 2)::float as calls,
                   (total_exec_time / ${creation.requests})::numeric(8, 4)::float as exec,
                   (total_plan_time / ${creation.requests})::numeric(8, 4)::float as plan,
                   (rows::float / ${creation.requests})::numeric(8, 2)::float as rows,
                   left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
            from pg_stat_statements
            where dbid = (select oid from pg_database where datname = current_database())
              and query not like '%pg_stat_statements%'
            order by total_exec_time + total_plan_time desc limit 20`,
      );
      const total = rows.reduce((sum, r) => sum + r.exec + r.plan, 0);
      console.log(
        `\nStatements per booking (pg_stat_statements; ms of execution + planning, ${total.toFixed(3)} ms in all):`,
      );
      for (const r of rows)
        console.log(
          `${String(r.calls).padStart(6)} calls ${r.exec.toFixed(4).padStart(8)} + ${r.plan.toFixed(4).padStart(7)} ms ${String(r.rows).padStart(6)} rows  ${r.query}`,
        );
    }
  } finally {
    await server.stop();
    await setup.close();
    await benchDb.drop();
  }
}

const modes: Record<string, () => Promise<void>> = {
  lighthouse: lighthouseOnly,
  search: searchOnly,
  load: loadOnly,
  booking: bookingOnly,
  availability: availabilityOnly,
};
if (only !== undefined && !(only in modes)) {
  console.error(`unknown --only=${only} (known: ${Object.keys(modes).join(', ')})`);
  process.exit(2);
}

(only === undefined ? main() : modes[only]!()).catch((err) => {
  console.error(err);
  process.exit(1);
});

/*
 * The production topology, tried for real (docs/decisions/038): nginx with deploy/nginx/tidvis.conf.template in
 * front of two compiled Tidvis servers (`npm run build` output, `node dist/server/main.js`, NODE_ENV=production,
 * WEB_CONCURRENCY=2, TRUSTED_PROXY_HOPS=1) on a fresh PostgreSQL database. Checks, through nginx:
 *  1. rate limits count the client's address (X-Forwarded-For), not nginx's, and a forged header does not help;
 *  2. a booking load while each server in turn is taken out of nginx's rotation (reload), gets SIGTERM, is started
 *     again, is ready and is put back: no failed or hung request, every 201 stored, nothing stored without its 201,
 *     no overlapping bookings;
 *  3. SIGKILL of a whole server under load: only requests in flight on it may fail, later ones go to the other
 *     server, and the killed one serves again once started;
 *  4. an admin's event stream reconnects through nginx to the other server and misses no booking (the client
 *     refetches on every `ready` and `bookings-changed`, as the calendar does);
 *  0. first, a customer's journey in Chromium (Debian's, CHROME_PATH) through nginx: the company page, a time, sign up
 *     with the code the servers mailed (a local SMTP server, tests/support/smtp-sink.ts), booked, moved, cancelled.
 * Run: `npx tsx deploy/test-topology.ts` (CI: .ci/run, when PostgreSQL answers). Needs nginx on PATH (or NGINX=path),
 * PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); compiles the server into
 * dist/server, and the client with `npm run build` when dist/client is missing. Ports: TOPOLOGY_PORT (nginx, default 3420) and the next three (servers, SMTP). Exit code 1 on any failed check.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import {
  TEST_PASSWORD,
  createCompany,
  createService,
  createVerifiedUser,
  makeAdmin,
} from '../tests/factories';
import { bookingRequest, prepareBookingFixture, storedBookings } from '../tests/support/booking-load';
import { serverNodeArgs, type ServerDatabase } from '../tests/support/server-process';
import { SmtpSink } from '../tests/support/smtp-sink';
import { createPostgresDatabase } from '../tests/test-db';

const started = Date.now();
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NGINX_PORT = Number(process.env.TOPOLOGY_PORT ?? 3420);
const APP_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const APP_URL = `http://localhost:${NGINX_PORT}`;
/** The servers' mail goes to this local SMTP server (the journey reads its sign-up code there). */
const smtp = new SmtpSink(NGINX_PORT + 3);
const failedChecks: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (message: string) =>
  console.log(`[topology ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);

/** Records a check; a failed one makes the script exit 1 at the end. */
function check(ok: boolean, what: string, detail?: unknown): void {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}${!ok && detail !== undefined ? `: ${JSON.stringify(detail)}` : ''}`);
  if (!ok) failedChecks.push(what);
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP through nginx, from a chosen loopback address (Linux answers on all of 127.0.0.0/8), so that nginx sees
// different clients.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * A request to nginx from `from`; rejects on a network error or after 30 s without an answer (a hung request).
 * Like a browser, it sends a request again when a reused keep-alive connection turned out closed before any
 * answer (nginx's old workers close their idle connections on a reload): the request never reached nginx. A reload
 * closes every idle connection of the agent's pool at once, so the next reused one may be closing too: up to
 * RESEND_ON_CLOSED_REUSED times, each on another connection (the failed one has left the pool).
 */
async function request(
  method: string,
  urlPath: string,
  options: { from?: string; headers?: Record<string, string>; body?: unknown; port?: number } = {},
): Promise<Answer> {
  for (let resent = 0; ; resent += 1) {
    try {
      return await requestOnce(method, urlPath, options);
    } catch (err) {
      const closedReused =
        (err as { reusedSocket?: boolean }).reusedSocket &&
        (err as NodeJS.ErrnoException).code === 'ECONNRESET';
      if (!closedReused || resent >= RESEND_ON_CLOSED_REUSED) throw err;
    }
  }
}

const RESEND_ON_CLOSED_REUSED = 8;

function requestOnce(
  method: string,
  urlPath: string,
  options: { from?: string; headers?: Record<string, string>; body?: unknown; port?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port ?? NGINX_PORT,
        path: urlPath,
        method,
        agent,
        localAddress: options.from,
        timeout: 30_000,
        headers: {
          host: `localhost:${NGINX_PORT}`,
          origin: APP_URL,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(body);
  });
}

/** The loopback address of load client `i` (127.0.1.1, 127.0.1.2, …). */
const clientAddress = (i: number) => `127.0.1.${i + 1}`;

/** Signs `email` in through nginx from `from`; its cookie header value. */
async function signIn(email: string, from: string, password = TEST_PASSWORD): Promise<string> {
  const res = await request('POST', '/api/auth/sign-in/email', { from, body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status} ${res.body}`);
  const cookies = res.headers['set-cookie'] ?? [];
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

// ---------------------------------------------------------------------------------------------------------------
// Processes: nginx with its own prefix, and the compiled servers, each in a process group of its own.

const work = mkdtempSync(path.join(os.tmpdir(), 'tidvis-topology-'));
const accessLog = path.join(work, 'access.log');

/** Renders the template with only the TIDVIS_* variables replaced (as envsubst with a variable list does). */
function renderNginxConfig(down?: number): string {
  // `down` takes a server out of the rotation: what an operator does before restarting it (decision 038).
  const app = (port: number) => `127.0.0.1:${port}${port === down ? ' down' : ''}`;
  const values: Record<string, string> = {
    TIDVIS_APP_1: app(APP_PORTS[0]!),
    TIDVIS_APP_2: app(APP_PORTS[1]!),
    TIDVIS_LISTEN: `127.0.0.1:${NGINX_PORT}`,
    TIDVIS_CACHE_DIR: path.join(work, 'cache'),
  };
  const template = readFileSync(path.join(import.meta.dirname, 'nginx/tidvis.conf.template'), 'utf8');
  // `server ${TIDVIS_APP_1} max_fails=…` becomes `server 127.0.0.1:3421 down max_fails=…` when taken out.
  const site = template.replace(/\$\{(TIDVIS_[A-Z0-9_]+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for ${name}`);
    return values[name]!;
  });
  writeFileSync(path.join(work, 'tidvis.conf'), site);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((f) => existsSync(f));
  // The main file a Debian host has, minus its system paths.
  return `worker_processes 2;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  default_type application/octet-stream;
  log_format upstream '$remote_addr "$request" $status upstream=$upstream_addr';
  access_log ${accessLog} upstream;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/tidvis.conf;
}
`;
}

const nginxBinary = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Writes the configuration (with `down` out of the rotation) and checks it with `nginx -t`. */
function writeNginxConfig(down?: number): void {
  writeFileSync(path.join(work, 'nginx.conf'), renderNginxConfig(down));
  const test = spawnSync(
    nginxBinary,
    ['-t', '-q', '-p', work, '-e', `${work}/error.log`, '-c', `${work}/nginx.conf`],
    { encoding: 'utf8' },
  );
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
}

/**
 * Takes server `down` out of the rotation (or puts all back, without it) by a graceful reload (`nginx -s reload`):
 * requests in flight finish on the old workers. Resolves after a second, when the old workers have moved on.
 */
async function reloadNginx(down?: number): Promise<void> {
  writeNginxConfig(down);
  const reload = spawnSync(nginxBinary, [
    '-p',
    work,
    '-e',
    `${work}/error.log`,
    '-c',
    `${work}/nginx.conf`,
    '-s',
    'reload',
  ]);
  if (reload.status !== 0) throw new Error(`nginx -s reload failed: ${reload.stderr}`);
  await sleep(1000);
}

function startNginx(): ChildProcess {
  writeNginxConfig();
  const nginx = nginxBinary;
  const child = spawn(
    nginx,
    ['-p', work, '-e', `${work}/error.log`, '-c', `${work}/nginx.conf`, '-g', 'daemon off;'],
    {
      stdio: 'inherit',
      detached: true,
    },
  );
  running.add(child.pid!);
  child.once('exit', () => running.delete(child.pid!));
  return child;
}

interface AppServer {
  port: number;
  child?: ChildProcess;
}

const dataDir = path.join(work, 'data');
/** Process group ids of the servers (and nginx) started, for an interrupted run. */
const running = new Set<number>();
let databaseUrl = '';

/** Starts the compiled server on `server.port` (its own process group) and waits until /api/ready answers 200. */
async function startApp(server: AppServer): Promise<void> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  server.child = spawn(process.execPath, [...serverNodeArgs(), 'dist/server/main.js'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIR: 'dist/client',
      PORT: String(server.port),
      APP_URL,
      BETTER_AUTH_SECRET: 'topology-test-secret-of-at-least-32-characters',
      TRUSTED_PROXY_HOPS: '1',
      WEB_CONCURRENCY: '2',
      SHUTDOWN_TIMEOUT_S: '10',
      SEED_DEMO: 'never',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'error',
    },
  });
  const pid = server.child.pid!;
  running.add(pid);
  server.child.once('exit', () => running.delete(pid));
  const deadline = Date.now() + 180_000; // seconds in CI; minutes on a shared, busy machine
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server :${server.port} exited (${server.child.exitCode})`);
    const ready = await request('GET', '/api/ready', { port: server.port }).catch(() => undefined);
    if (ready?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`server :${server.port} not ready within 180 s`);
    await sleep(200);
  }
}

/** SIGTERM to the server's primary (as `docker stop` sends it); resolves its exit code. */
function stopApp(server: AppServer): Promise<number | null> {
  const child = server.child!;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** SIGKILL to the server's whole process group (primary, workers, standby): a crashed host. */
async function killApp(server: AppServer): Promise<void> {
  const child = server.child!;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
  // Gone when no process of its group is left (the workers die a moment after the primary).
  for (;;) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return;
    }
    await sleep(10);
  }
}

/** Waits until nginx's access log shows a request answered by `port` (below 500) after line `fromLine`. */
async function waitForTraffic(port: number, fromLine: number, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(accessLog, 'utf8').split('\n').slice(fromLine);
    if (
      lines.some((line) => {
        const m = / (\d{3}) upstream=(.*)$/.exec(line);
        return m && Number(m[1]) < 500 && m[2]!.split(', ').at(-1) === `127.0.0.1:${port}`;
      })
    )
      return true;
    await sleep(200);
  }
  return false;
}

const logLines = () => readFileSync(accessLog, 'utf8').split('\n').length - 1;

// ---------------------------------------------------------------------------------------------------------------
// The booking load through nginx.

interface Attempt {
  n: number;
  sentAt: number;
  answeredAt?: number;
  status?: number;
  id?: string;
  error?: string;
}

type Fixture = Awaited<ReturnType<typeof prepareBookingFixture>>;

/** Customers booking distinct free slots through nginx, each user from its own address, until `stop()`. */
function bookingLoad(fixture: Fixture, cookies: string[], counter: { next: number }, customers = 6) {
  const attempts: Attempt[] = [];
  let stopping = false;
  const customer = async () => {
    while (!stopping) {
      const n = counter.next++;
      const { user, body } = bookingRequest(fixture, n);
      const attempt: Attempt = { n, sentAt: Date.now() };
      attempts.push(attempt);
      try {
        const res = await request('POST', '/api/bookings', {
          from: clientAddress(user),
          headers: { cookie: cookies[user]! },
          body,
        });
        attempt.status = res.status;
        if (res.status === 201) attempt.id = (JSON.parse(res.body) as { booking: { id: string } }).booking.id;
        else attempt.error = res.body.slice(0, 200);
      } catch (err) {
        attempt.error = String(err);
      }
      attempt.answeredAt = Date.now();
      await sleep(200);
    }
  };
  const running = Promise.all(Array.from({ length: customers }, customer));
  return {
    attempts,
    inFlight: () => attempts.filter((a) => a.answeredAt === undefined).length,
    async stop() {
      stopping = true;
      await running;
      return attempts;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// An admin's calendar stream through nginx, reconnecting like EventSource, refetching on every event.

function calendarClient(cookie: string, companyBookings: () => Promise<string[]>) {
  const seen = new Set<string>();
  let connections = 0;
  let events = 0;
  let closed = false;
  let current: http.ClientRequest | undefined;
  let refetching = Promise.resolve();
  const refetch = () => {
    refetching = refetching.then(async () => {
      for (const id of await companyBookings()) seen.add(id);
    });
  };
  const connect = () => {
    if (closed) return;
    let retryMs = 1000;
    let reconnecting = false;
    // Once per connection, however it ended: a clean end, a reset (a killed server), a refused request.
    const reconnect = () => {
      if (closed || reconnecting) return;
      reconnecting = true;
      setTimeout(connect, retryMs);
    };
    current = http.get(
      {
        host: '127.0.0.1',
        port: NGINX_PORT,
        path: '/api/admin/calendar/events',
        localAddress: '127.0.2.1',
        headers: { host: `localhost:${NGINX_PORT}`, cookie, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          res.on('end', reconnect);
          return;
        }
        connections++;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const retry = /^retry: (\d+)$/m.exec(message);
            if (retry) retryMs = Number(retry[1]);
            if (/^event: (ready|bookings-changed)$/m.test(message)) {
              events++;
              refetch();
            }
          }
        });
        res.on('error', () => {});
        res.on('close', reconnect);
      },
    );
    current.on('error', reconnect);
    current.on('close', reconnect);
  };
  connect();
  return {
    seen,
    stats: () => ({ connections, events }),
    async close() {
      closed = true;
      current?.destroy();
      await refetching;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** Waits until `what()` is true (polling every 100 ms) or throws after `ms`. */
async function until(what: () => boolean | Promise<boolean>, label: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await sleep(100);
  }
}

/**
 * A new customer's whole path in Chromium through nginx, on company `slug`: the company page, its first service, the
 * first free time next week, 'Skapa konto' with the code mailed through SMTP, 'Bokning bekräftad!', then in 'Mina
 * bokningar' moved to the next day ('Ändra', 'Bekräfta ändring') and cancelled ('Avboka'). Returns the booking's
 * dates before and after the move (`YYYY-MM-DD`) as the database holds them, and its final status.
 */
async function customerJourney(slug: string, pool: pg.Pool) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const email = `resenar-${Date.now()}@example.se`;
  const slot = /\d{2}:\d{2}, \d+\s?kr$/;
  try {
    const context = await browser.newContext({
      baseURL: APP_URL,
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
      viewport: { width: 375, height: 740 },
    });
    context.setDefaultTimeout(30_000);
    const page: Page = await context.newPage();
    await page.goto(`/booking/${slug}`);
    await page
      .getByRole('button', { name: /^Boka / })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Välj tid för din bokning' }).waitFor();
    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    await page.getByRole('button', { name: slot }).first().click();
    await page.getByRole('button', { name: 'Skapa konto / Logga in' }).click();
    await page.getByRole('button', { name: 'Skapa konto', exact: true }).first().click();
    await page.getByLabel('Förnamn').fill('Resa');
    await page.getByLabel(/Efternamn/).fill('Nginx');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
    await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
    await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByRole('heading', { name: 'Bekräfta din e-post' }).waitFor();
    let code: string | undefined;
    await until(() => {
      const mail = smtp.received.find(
        (m) => m.to && JSON.stringify(m.to).includes(email) && /verifieringskod/i.test(m.subject ?? ''),
      );
      code = mail ? /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] : undefined;
      return code !== undefined;
    }, 'the verification e-mail');
    await page.getByLabel('Verifieringskod').fill(code!);
    await page.getByRole('heading', { name: 'Bokning bekräftad!' }).waitFor();
    const bookingOf = async () =>
      (
        await pool.query<{ date: string; status: string }>(
          `select b.start_date::text as date, b.status from bookings b
              join customers c on c.id = b.customer_id join "user" u on u.id = c.user_id
            where u.email = $1`,
          [email],
        )
      ).rows;
    const [booked] = await bookingOf();

    await page.goto('/my-bookings');
    await page
      .getByRole('listitem')
      .getByRole('link', { name: /^Ändra/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Ändra bokning' }).waitFor();
    const days = page.getByRole('group', { name: 'Välj nytt datum' }).getByRole('button');
    const current = await days.evaluateAll((buttons) =>
      buttons.findIndex((b) => b.getAttribute('aria-pressed') === 'true'),
    );
    const nextDay = days.nth(current + 1);
    const newDay = ((await nextDay.getAttribute('aria-label')) ?? '').replace(/ \(.*\)$/, '');
    await nextDay.click();
    await page
      .getByRole('button', { name: new RegExp(`^${newDay} \\d{2}:\\d{2}$`) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Bekräfta ändring' }).click();
    await page.getByText('Bokningen uppdaterad!').waitFor();
    const [moved] = await bookingOf();

    await page.getByRole('listitem').getByRole('button', { name: 'Avboka' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Avboka' }).click();
    await page.getByText('Bokningen har avbokats').waitFor();
    const after = await bookingOf();
    return { booked, moved, after };
  } finally {
    await browser.close();
  }
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (!(await postgresAnswers())) {
    log(`no PostgreSQL at ${adminUrl}: the topology test needs one; skipped`);
    return;
  }
  // The server is compiled afresh (esbuild, seconds), the client only when missing (vite, longer).
  if (!existsSync('dist/client/index.html') || !existsSync('dist/client-ssr/entry-server.js')) {
    log('building (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  } else if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0) {
    throw new Error('scripts/build-server.mjs failed');
  }
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  const pgDb = await createPostgresDatabase(adminUrl);
  databaseUrl = pgDb.url;
  const servers: AppServer[] = APP_PORTS.map((port) => ({ port }));
  let nginx: ChildProcess | undefined;
  try {
    // Both servers start at once on the empty database: one migrates, the other waits for it (advisory lock).
    await smtp.start();
    nginx = startNginx();
    await Promise.all(servers.map(startApp));
    log(`nginx :${NGINX_PORT} in front of servers :${APP_PORTS.join(', :')} (2 workers each), ready`);
    const db: ServerDatabase = { kind: 'postgres', dataDir, databaseUrl, drop: pgDb.drop };
    const fixture = await prepareBookingFixture(db);
    log('companies and customers created');
    const company = fixture.companies[0]!;
    const handle = await openDatabase({ databaseUrl, dataDir });
    const admin = await createVerifiedUser(handle.db);
    await makeAdmin(handle.db, admin.id, company.id);
    // The browser journey's own salon, apart from the load's, so its booking never meets theirs.
    const journeyCompany = await createCompany(handle.db);
    await createService(handle.db, journeyCompany.id, { durationMinutes: 30 });
    await handle.close();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const companyBookings = async () =>
      (
        await pool.query<{ id: string }>(
          `select id::text from bookings where company_id = $1 and status = 'booked'`,
          [company.id],
        )
      ).rows.map((r) => r.id);

    // Every customer signs in from an address of its own (better-auth limits sign-ins per address).
    const cookies: string[] = [];
    for (let i = 0; i < fixture.emails.length; i += 4)
      cookies.push(
        ...(await Promise.all(
          fixture.emails.slice(i, i + 4).map((email, j) => signIn(email, clientAddress(i + j))),
        )),
      );
    const adminCookie = await signIn(admin.email, '127.0.2.1');
    log('customers signed in');

    // 0. A customer's journey in Chromium, on a salon of its own.
    try {
      const journey = await customerJourney(journeyCompany.slug, pool);
      check(
        journey.booked?.status === 'booked' &&
          journey.moved !== undefined &&
          journey.moved.date !== journey.booked.date &&
          journey.after.length === 1 &&
          journey.after[0]!.status === 'cancelled',
        'Chromium through nginx: a new customer signs up with the mailed code, books, moves and cancels',
        journey,
      );
    } catch (err) {
      check(
        false,
        'Chromium through nginx: a new customer signs up with the mailed code, books, moves and cancels',
        String(err),
      );
    }

    // 1. Rate limits see the client's address. Wrong passwords for unknown addresses from one client until 429.
    const wrong = (from: string, i: number, headers: Record<string, string> = {}) =>
      request('POST', '/api/auth/sign-in/email', {
        from,
        headers,
        body: { email: `okand-${i}@example.se`, password: 'Fel-losen-1' },
      });
    let limitedAfter = 0;
    for (let i = 1; i <= 30 && !limitedAfter; i++)
      if ((await wrong('127.0.3.1', i)).status === 429) limitedAfter = i;
    check(limitedAfter > 0, 'one client that keeps signing in wrongly gets 429', { limitedAfter });
    const forged = await wrong('127.0.3.1', 100, { 'x-forwarded-for': '203.0.113.9' });
    check(forged.status === 429, 'a forged X-Forwarded-For does not lift the limit', forged.status);
    const other = await wrong('127.0.3.2', 101);
    check(other.status === 401, 'another client (same nginx) is not limited', other.status);

    const calendar = calendarClient(adminCookie, companyBookings);
    await sleep(1000);
    const counter = { next: 0 };

    // 2. Rolling restart under load.
    let load = bookingLoad(fixture, cookies, counter);
    await sleep(2000);
    for (const server of servers) {
      await reloadNginx(server.port);
      const code = await stopApp(server);
      check(code === 0, `server :${server.port} stopped gracefully on SIGTERM (exit 0)`, code);
      await sleep(1000);
      await startApp(server);
      log(`server :${server.port} restarted and ready`);
      const from = logLines();
      await reloadNginx();
      check(await waitForTraffic(server.port, from), `server :${server.port} serves through nginx again`);
    }
    await sleep(2000);
    let attempts = await load.stop();
    const rollingFailed = attempts.filter((a) => a.status !== 201);
    const rollingConfirmed = attempts.filter((a) => a.id).map((a) => a.id!);
    log(`rolling restart: ${attempts.length} bookings sent, ${rollingConfirmed.length} answered 201`);
    check(
      rollingFailed.length === 0,
      'rolling restart: no failed or hung request',
      rollingFailed.slice(0, 5),
    );
    let stored = await storedBookings(db);
    check(
      rollingConfirmed.every((id) => stored.ids.has(id)) && stored.ids.size === rollingConfirmed.length,
      'rolling restart: every 201 stored and nothing else',
      { stored: stored.ids.size, confirmed: rollingConfirmed.length },
    );
    check(stored.overlapping === 0, 'rolling restart: no overlapping bookings', stored.overlapping);

    // 3. SIGKILL under load.
    load = bookingLoad(fixture, cookies, counter);
    await sleep(2000);
    const inFlightAtKill = load.inFlight();
    const killSentAt = Date.now();
    await killApp(servers[0]!);
    // Requests sent while its processes were dying may have reached it too: they count as in flight on it.
    const killedAt = Date.now();
    log(`SIGKILL: the server's processes were gone ${killedAt - killSentAt} ms after the signal`);
    await sleep(3000);
    const from = logLines();
    await startApp(servers[0]!);
    check(
      await waitForTraffic(servers[0]!.port, from),
      `killed server :${servers[0]!.port} rejoins when started`,
    );
    await sleep(1000);
    attempts = await load.stop();
    const killFailed = attempts.filter((a) => a.status !== 201);
    const killConfirmed = attempts.filter((a) => a.id).map((a) => a.id!);
    log(
      `SIGKILL: ${attempts.length} sent, ${killFailed.length} failed, ${inFlightAtKill} in flight at the signal: ` +
        JSON.stringify(killFailed.map((a) => `${a.status ?? a.error}`)),
    );
    const reachedIt = attempts.filter(
      (a) => a.sentAt <= killedAt && (a.answeredAt ?? Infinity) >= killSentAt,
    );
    check(
      killFailed.every((a) => a.sentAt <= killedAt && a.answeredAt! >= killSentAt) &&
        killFailed.length <= reachedIt.length,
      'SIGKILL: only requests in flight while the server died failed; every later one succeeded',
      killFailed.map((a) => ({ sentAfterSignalMs: a.sentAt - killSentAt, status: a.status, error: a.error })),
    );
    stored = await storedBookings(db);
    const allConfirmed = [...rollingConfirmed, ...killConfirmed];
    const unanswered = [...stored.ids].filter((id) => !allConfirmed.includes(id)).length;
    check(
      allConfirmed.every((id) => stored.ids.has(id)),
      'SIGKILL: every 201 stored',
    );
    check(
      unanswered <= killFailed.length,
      'SIGKILL: stored without a 201 only what was in flight on the killed server',
      { unanswered, failed: killFailed.length },
    );
    check(stored.overlapping === 0, 'SIGKILL: no overlapping bookings', stored.overlapping);

    // 4. The calendar stream came through both events and misses no booking of its company.
    const eventsBefore = calendar.stats().events;
    const last = bookingRequest(fixture, counter.next - (counter.next % 10) + 10); // company 0
    const lastAnswer = await request('POST', '/api/bookings', {
      from: clientAddress(last.user),
      headers: { cookie: cookies[last.user]! },
      body: last.body,
    });
    check(lastAnswer.status === 201, 'a last booking for the calendar company', lastAnswer.status);
    await sleep(3000);
    await calendar.close();
    const { connections, events } = calendar.stats();
    const inDatabase = await companyBookings();
    check(
      connections >= 3,
      'the event stream reconnected through nginx after each server went away',
      connections,
    );
    check(events > eventsBefore, 'the event stream announced the last booking', { events, eventsBefore });
    check(
      inDatabase.every((id) => calendar.seen.has(id)),
      'the event stream missed no booking of its company',
      { missed: inDatabase.filter((id) => !calendar.seen.has(id)).length, total: inDatabase.length },
    );
    await pool.end();
  } finally {
    for (const server of servers)
      if (server.child && server.child.exitCode === null && server.child.signalCode === null)
        await stopApp(server);
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGQUIT');
      await exited;
    }
    agent.destroy();
    await smtp.stop();
    await pgDb.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

// Interrupted (Ctrl-C, a CI timeout): the servers run in process groups of their own, so end them here.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(1);
  });

try {
  await main();
} catch (err) {
  console.error(err);
  failedChecks.push(String(err));
}
log(
  failedChecks.length === 0
    ? `all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`
    : `${failedChecks.length} check(s) failed: ${failedChecks.join('; ')}`,
);
process.exit(failedChecks.length === 0 ? 0 : 1);

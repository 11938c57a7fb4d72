import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devClockEnabled, devOutboxEnabled } from '../../src/server/app';
import { companies } from '../../src/server/db/schema';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';
import { expectedOutcome, type Outcome, type RoutePolicy } from './access-classes';
import { callRoute, formatMatrix, type Answer, type Cell } from './authz-client';
import { ROLES, createFixture, createWorld, type Fixture, type Role, type World } from './authz-fixtures';
import { snapshotOfX } from './authz-snapshot';
import { ROUTE_POLICIES } from './route-policies';

/*
 * the authorization matrix. Every route of the app's route table × {guest, customer A, customer B,
 * owner and invited admin of company X, staff account of X, owner of company Y, platform operator}, each with a
 * valid request (tests/security/
 * route-policies.ts): allowed roles are served, refused ones get 401/403/404 with nothing of company X changed,
 * and nobody receives another customer's or company's private data. A route missing from the policy table fails
 * the suite, so no endpoint ships unclassified.
 */

/** `METHOD /path` of every route the app serves (middleware entries, method ALL, left out). */
function routeTable(ctx: TestContext): string[] {
  const keys = new Set<string>();
  for (const route of ctx.app.routes) {
    if (route.method !== 'ALL') keys.add(`${route.method} ${route.path.replace(/(.)\/$/, '$1')}`);
  }
  return [...keys].sort();
}

const ERROR_CODES: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' };
const RANK: Record<Outcome['kind'], number> = { denied: 0, scoped: 1, allowed: 2 };

/** Strings `role` must never receive from this route: X's private data, and for Y's admin X's identity. */
function forbiddenStrings(f: Fixture, policy: RoutePolicy, role: Role, outcome: Outcome): string[] {
  if (role === 'adminX' || policy.access === 'dev-only') return [];
  if (role === 'memberX' && policy.access === 'company-admin') return [];
  // X's staff account sees the salon-wide blocks in its calendar, and nothing else of X's but its own.
  if (role === 'staffX' && policy.staff) return f.privateToX.filter((s) => s !== f.block);
  const own =
    role === 'customerA' ? [f.bookingA.id, f.bookingA.cancelToken, f.completedA, f.world.emailA] : [];
  const secrets = f.privateToX.filter((s) => !own.includes(s));
  const { companyX } = f.world;
  return outcome.kind === 'scoped'
    ? [...secrets, companyX.id, companyX.slug, companyX.email.toLowerCase()]
    : secrets;
}

/** Everything wrong with one answer. */
async function check(
  f: Fixture,
  policy: RoutePolicy,
  role: Role,
  outcome: Outcome,
  answer: Answer,
  before?: string,
) {
  const problems: string[] = [];
  if (answer.status !== outcome.status)
    problems.push(`expected ${outcome.status}, got ${answer.status} ${answer.text.slice(0, 200)}`);
  if (outcome.kind === 'denied') {
    const code = /^\{"error":\{"code":"([^"]+)"/.exec(answer.text)?.[1];
    if (code !== ERROR_CODES[outcome.status])
      problems.push(`error code ${code}, expected ${ERROR_CODES[outcome.status]}`);
  }
  if (before !== undefined && (await snapshotOfX(f)) !== before) problems.push('changed data of company X');
  const leaked = forbiddenStrings(f, policy, role, outcome).filter((s) =>
    answer.text.toLowerCase().includes(s.toLowerCase()),
  );
  if (leaked.length) problems.push(`received private data ${leaked.join(', ')}`);
  return problems;
}

/** Whether an allowed call of this route writes data the snapshot of company X covers. */
const writesX = (route: string, policy: RoutePolicy) =>
  !route.startsWith('GET ') &&
  ['own-booking', 'company-admin', 'company-owner', 'operator', 'link-token', 'invitation'].includes(
    policy.access,
  );

/** The admin router a route belongs to: `GET /api/admin/staff/:id` → `staff`; null outside `/api/admin`. */
const adminRouter = (route: string) => /^\w+ \/api\/admin\/([^/]+)/.exec(route)?.[1] ?? null;

/**
 * The routers that admit a staff account (`memberOnly` on the router, `adminOnly` per route): staffX is called on
 * each of their routes. Every other admin router is wholly behind one `.use(adminOnly)` (src/server/auth/guards.ts),
 * so a staff account is refused before any route of it is reached, and one GET and one write per router prove it.
 */
const STAFF_ROUTERS = new Set(['calendar', 'customers']);

/** Per admin router wholly behind `adminOnly`: its first GET and its first write, in the policy table's order. */
const staffSamples = new Set(
  Object.keys(ROUTE_POLICIES).filter((route, i, all) => {
    const router = adminRouter(route);
    if (!router || STAFF_ROUTERS.has(router)) return false;
    const isGet = route.startsWith('GET ');
    return all.findIndex((r) => adminRouter(r) === router && r.startsWith('GET ') === isGet) === i;
  }),
);

/**
 * Whether the role is called on the route. X's invited admin (memberX) is called on every GET and on every
 * owner-only route (where it must be refused); X's staff account (staffX) on every route its policy admits, on every
 * route of the routers that admit staff, on a sample of each router behind `adminOnly` (above), and on every GET
 * outside `/api/admin`. The writes of other classes act on resources that one allowed call already used up, and X's
 * owner covers them.
 */
const calls = (route: string, policy: RoutePolicy, role: Role) => {
  if (role === 'staffX') {
    const router = adminRouter(route);
    if (policy.staff || (router && STAFF_ROUTERS.has(router))) return true;
    if (router) return staffSamples.has(route);
    return route.startsWith('GET ') || policy.access === 'company-owner';
  }
  return role !== 'memberX' || route.startsWith('GET ') || policy.access === 'company-owner';
};

/**
 * A staff account naming another member's booking or customer of X (`otherMember`) gets 404 `not_found`, as for
 * another company's, and changes nothing.
 */
async function otherMemberCell(world: World, f: Fixture, route: string, policy: RoutePolicy): Promise<Cell> {
  const before = await snapshotOfX(f);
  const answer = await callRoute(world, 'staffX', route, policy.otherMember!(f), policy.stream);
  const problems = await check(f, policy, 'staffX', { kind: 'denied', status: 404 }, answer, before);
  return { route, column: 'other', status: answer.status, problems };
}

/** Runs one route for every role: refused roles first (each checked against a snapshot), then the allowed. */
async function runRoute(world: World, route: string, policy: RoutePolicy): Promise<Cell[]> {
  const f = await createFixture(world);
  const cells: Cell[] = [];
  if (policy.otherMember) cells.push(await otherMemberCell(world, f, route, policy));
  const roles = ROLES.filter((role) => calls(route, policy, role)).sort(
    (a, b) => RANK[expectedOutcome(policy, a).kind] - RANK[expectedOutcome(policy, b).kind],
  );
  for (const role of roles) {
    const outcome = expectedOutcome(policy, role);
    const spec = policy.request?.(f, role) ?? {};
    const before = await snapshotOfX(f);
    const answer = await callRoute(world, role, route, spec, policy.stream);
    const problems = await check(
      f,
      policy,
      role,
      outcome,
      answer,
      outcome.kind === 'allowed' ? undefined : before,
    );
    if (outcome.kind === 'allowed' && writesX(route, policy) && (await snapshotOfX(f)) === before) {
      // Otherwise "nothing changed" would prove nothing for the refused roles of this route.
      problems.push('the allowed write changed nothing the snapshot covers');
    }
    if (outcome.kind === 'denied' && outcome.status !== 404) {
      // Refused for who is asking, before the input is looked at: garbage gets the answer a valid call got.
      const params = Object.fromEntries(Object.keys(spec.params ?? {}).map((k) => [k, 'x']));
      const garbage = await callRoute(world, role, route, {
        params,
        body: spec.body || spec.upload ? '{"x":' : undefined,
      });
      if (garbage.status !== outcome.status)
        problems.push(`invalid input got ${garbage.status}, not ${outcome.status}`);
      if ((await snapshotOfX(f)) !== before) problems.push('invalid input changed data of company X');
    }
    cells.push({ route, column: role, status: answer.status, problems });
  }
  if (policy.withToken) {
    const before = await snapshotOfX(f);
    const answer = await callRoute(world, policy.tokenRole ?? 'guest', route, policy.withToken(f));
    const problems =
      answer.status === policy.ok
        ? []
        : [`with the link's token expected ${policy.ok}, got ${answer.status} ${answer.text.slice(0, 200)}`];
    if (writesX(route, policy) && (await snapshotOfX(f)) === before)
      problems.push('the link changed nothing the snapshot covers');
    cells.push({ route, column: 'link', status: answer.status, problems });
  }
  await policy.after?.(f);
  return cells;
}

describe.each(databaseKinds())('authorization matrix on %s', (kind) => {
  let ctx: TestContext;
  let world: World;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    world = await createWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('has a policy for every route of the route table, and for no route that is gone', () => {
    const table = routeTable(ctx);
    const unclassified = table.filter((route) => !ROUTE_POLICIES[route]);
    const stale = Object.entries(ROUTE_POLICIES)
      .filter(
        ([route, policy]) =>
          !table.includes(route) && !(policy.access === 'dev-only' && !devOutboxEnabled(ctx.deps)),
      )
      .map(([route]) => route);
    expect(
      unclassified,
      'New routes: give each an access class (tests/security/access-classes.ts) and a valid request in ' +
        'tests/security/route-policies.ts or admin-route-policies.ts',
    ).toEqual([]);
    expect(stale, 'tests/security/route-policies.ts lists routes the app no longer has: remove them').toEqual(
      [],
    );
  });

  it('serves each route to the roles its policy allows, refuses the others and they change nothing', async () => {
    const cells: Cell[] = [];
    for (const [route, policy] of Object.entries(ROUTE_POLICIES)) {
      if (policy.access === 'auth' || (policy.access === 'dev-only' && !devOutboxEnabled(ctx.deps))) continue;
      cells.push(...(await runRoute(world, route, policy)));
    }
    const matrix = formatMatrix(cells);
    expect(
      cells.filter((c) => c.problems.length).length,
      `authorization matrix (! = wrong):\n${matrix}`,
    ).toBe(0);
  }, 600_000);

  it('gives a customer nothing when company X’s e-mail becomes hers (the old takeover)', async () => {
    const f = await createFixture(world);
    const { db } = ctx.deps;
    await db.update(companies).set({ email: world.emailA }).where(eq(companies.id, world.companyX.id));
    try {
      const problems: string[] = [];
      for (const [route, policy] of Object.entries(ROUTE_POLICIES)) {
        if (policy.access !== 'company-admin' && policy.access !== 'company-owner') continue;
        const spec = policy.request?.(f, 'customerA') ?? {};
        const before = await snapshotOfX(f);
        const answer = await callRoute(world, 'customerA', route, spec, policy.stream);
        if (answer.status !== 403) problems.push(`${route}: ${answer.status}`);
        if ((await snapshotOfX(f)) !== before) problems.push(`${route}: changed data of company X`);
      }
      expect(problems).toEqual([]);
      const me = await callRoute(world, 'customerA', 'GET /api/me', {});
      expect(JSON.parse(me.text)).toMatchObject({ isAdmin: false, adminCompany: null });
      expect((await callRoute(world, 'adminX', 'GET /api/admin/settings', {})).status).toBe(200);
    } finally {
      await db
        .update(companies)
        .set({ email: world.companyX.email })
        .where(eq(companies.id, world.companyX.id));
    }
    // One call per admin route with a snapshot of company X around each: like the matrix above, a loop over the
    // route table, which took 32 s on a loaded CI machine on PGlite.
  }, 300_000);

  it('mounts the dev outbox only without SMTP and outside production', () => {
    expect(devOutboxEnabled(ctx.deps)).toBe(true);
    expect(
      devOutboxEnabled({ ...ctx.deps, env: { ...ctx.deps.env, SMTP_URL: 'smtp://mail.example.se:587' } }),
    ).toBe(false);
    expect(devOutboxEnabled({ ...ctx.deps, env: { ...ctx.deps.env, NODE_ENV: 'production' } })).toBe(false);
  });

  it('mounts the test clock only in test processes', () => {
    expect(devClockEnabled(ctx.deps)).toBe(true);
    for (const NODE_ENV of ['production', 'development'] as const) {
      expect(devClockEnabled({ ...ctx.deps, env: { ...ctx.deps.env, NODE_ENV } })).toBe(false);
    }
  });
});

import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_RESTART_DELAY_MS, restartDelayMs } from '../../src/server/cluster';
import {
  AppError,
  type ErrorBody,
  SERVICE_UNAVAILABLE_MESSAGE,
  handleError,
  isDatabaseUnavailable,
  markConnectionFailure,
} from '../../src/server/errors';

/*
 * a lost or unreachable database is answered 503 with Retry-After and a Swedish message, whatever
 * shape the error has (a SQLSTATE, a socket code, node-postgres' own message), also inside Drizzle's wrapper.
 */

/** An error with a `code`, as node-postgres and node's sockets give them. */
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

/** Answers `err` through the one error handler. */
async function answer(err: Error) {
  const app = new Hono().get('/x', () => {
    throw err;
  });
  app.onError(handleError);
  const res = await app.request('/x');
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as ErrorBody,
  };
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01 admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', withCode('57P02')],
    ['57P03 cannot connect now', withCode('57P03', 'the database system is starting up')],
    ['53300 too many connections', withCode('53300')],
    ['08006 connection failure', withCode('08006')],
    ['08001 unable to connect', withCode('08001')],
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['Connection terminated', new Error('Connection terminated')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['not queryable', new Error('Client has encountered a connection error and is not queryable')],
    ['AggregateError of refusals', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('%s, bare and inside Drizzle’s wrapper', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505')],
    ['exclusion violation', withCode('23P01')],
    ['serialization failure', withCode('40001')],
    ['syntax error', withCode('42601')],
    ['query canceled', withCode('57014')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ])('not for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
    if (err instanceof Error) expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
  });
});

describe('markConnectionFailure', () => {
  it('makes any error raised while connecting count, whatever its SQLSTATE', () => {
    const refused = () => withCode('55000', 'database "x" is not currently accepting connections');
    expect(isDatabaseUnavailable(refused())).toBe(false);
    expect(isDatabaseUnavailable(markConnectionFailure(refused()))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(markConnectionFailure(refused())))).toBe(true);
    expect(markConnectionFailure(undefined)).toBeUndefined();
  });
});

describe('handleError', () => {
  it('answers a lost connection 503 with Retry-After and the Swedish message', async () => {
    const res = await answer(wrapped(withCode('57P01')));
    expect(res.status).toBe(503);
    expect(Number(res.retryAfter)).toBeGreaterThan(0);
    expect(res.body).toEqual({
      error: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE },
    });
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe('Tjänsten är tillfälligt otillgänglig, försök igen om en stund');
  });

  it('still answers other errors as before', async () => {
    expect((await answer(new TypeError('bug'))).status).toBe(500);
    expect((await answer(wrapped(withCode('23505')))).status).toBe(500);
    const conflict = await answer(new AppError(409, 'slot_taken', 'Tiden är tagen'));
    expect(conflict.status).toBe(409);
    expect(conflict.retryAfter).toBeNull();
  });

  it('maps the errors node-postgres really gives when nothing listens on the port', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 2_000,
    });
    const err = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});

describe('restartDelayMs (cluster.ts)', () => {
  it('replaces the first dead worker at once and never waits longer than 2 s', () => {
    expect(restartDelayMs(0)).toBe(0);
    expect(restartDelayMs(1)).toBe(0);
    expect(restartDelayMs(2)).toBeGreaterThan(0);
    expect(restartDelayMs(3)).toBeGreaterThan(restartDelayMs(2));
    expect(restartDelayMs(100)).toBe(MAX_RESTART_DELAY_MS);
    expect(MAX_RESTART_DELAY_MS).toBeLessThanOrEqual(2_000);
  });
});

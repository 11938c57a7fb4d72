import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseEnv, webConcurrency } from './env';

describe('webConcurrency', () => {
  const pg = 'postgres://db/tidvis';
  it('is 1 on embedded PGlite, whatever WEB_CONCURRENCY says', () => {
    expect(webConcurrency(parseEnv({ WEB_CONCURRENCY: '4' }))).toBe(1);
  });
  it('is WEB_CONCURRENCY with PostgreSQL, else the cores (1 under NODE_ENV=test)', () => {
    expect(webConcurrency(parseEnv({ DATABASE_URL: pg, WEB_CONCURRENCY: '3' }))).toBe(3);
    expect(webConcurrency(parseEnv({ DATABASE_URL: pg }))).toBe(os.availableParallelism());
    expect(webConcurrency(parseEnv({ DATABASE_URL: pg, NODE_ENV: 'test' }))).toBe(1);
  });
  it('refuses 0 and non-numbers', () => {
    expect(() => parseEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ SESSION_CACHE_TTL_S: '61' })).toThrow(/SESSION_CACHE_TTL_S/);
  });
});

import { todayInZone } from '../shared/dates';
import { findMemberCompany } from './auth/membership.queries';
import type { Deps } from './context';
import {
  warmAvailabilityCode,
  warmAvailabilityStatements,
  type InProcessRequest,
} from './features/availability';
import { warmBookingStatements } from './features/bookings';
import { logger } from './logger';

/** How long warming may hold back serving; past it the process serves with what is warm (decision 050). */
export const WARM_UP_TIMEOUT_MS = 10_000;

/**
 * Warms the database connections before the process serves (docs/decisions/050): opens every connection of the pool
 * and runs on each the named statements of the public pages' hot paths (a week's availability, a booking, the
 * signed-in membership lookup) for ids nothing has, reading and writing nothing. A new PostgreSQL backend reads its
 * catalog on its first statements, which made a fresh process's first visitors wait 20-40 ms per connection and
 * statement; warmed, a restart or a new server in a rollout answers its first visitors as fast as its hundredth.
 *
 * With `request` (the app's own `app.request`), once the connections are warm it also warms the code of the
 * public week of availability with real weeks, leaving none of them cached (warmAvailabilityCode,
 * docs/decisions/056).
 *
 * Never fails the start: a failure or a database slower than `timeoutMs` is logged and the process serves
 * unwarmed (its connections warm on first use, as before). Resolves with whether every connection was warmed.
 */
export async function warmUp(
  deps: Deps,
  timeoutMs = WARM_UP_TIMEOUT_MS,
  request?: InProcessRequest,
): Promise<boolean> {
  const today = todayInZone(deps.clock());
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const warming = deps.handle.eachConnection(async (db) => {
    await warmAvailabilityStatements(db, today);
    await warmBookingStatements(db, deps.handle.kind, today);
    await findMemberCompany(db, '');
  });
  try {
    const outcome = await Promise.race([warming, timedOut]);
    if (outcome === 'timed out') {
      // The connections still warming finish in the background and go back to the pool; their failure is moot.
      warming.catch(() => {});
      logger.warn({ timeoutMs }, 'database warm-up timed out; serving unwarmed');
      return false;
    }
    logger.debug({ ms: Math.round(performance.now() - started) }, 'database connections warmed');
    if (request) {
      // Within the same time limit: a database that stops answering now delays the start no further.
      const code = await Promise.race([warmAvailabilityCode(deps, request), timedOut]);
      if (code === 'timed out') logger.warn({ timeoutMs }, 'code warm-up timed out; serving');
      else logger.debug(code, 'availability code warmed');
    }
    return true;
  } catch (err) {
    logger.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'database warm-up failed; serving unwarmed',
    );
    return false;
  } finally {
    clearTimeout(timer);
  }
}

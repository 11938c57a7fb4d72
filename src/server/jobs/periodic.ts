import { isDatabaseUnavailable } from '../errors';
import { logger } from '../logger';

/** Stops a periodic job: no new runs start, and the promise resolves once the run in flight (if any) has finished. */
export type StopJob = () => Promise<void>;

/**
 * Runs `task` every `intervalMs` (and at once when `immediately`), never overlapping itself; a failure is logged
 * as `<name> failed` and the next run comes as usual. A lost or unreachable database is no exception: the first
 * run after it is back does the work, and it is logged once per outage as a warning, not every
 * second. The returned stop function waits for the run in flight, so a graceful shutdown (server/shutdown.ts)
 * finishes the jobs it has claimed before it closes the database.
 */
export function runEvery(
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
  {
    immediately = false,
    wakeOn,
  }: {
    immediately?: boolean;
    /**
     * Also run soon after each call of the `wake` it is given (a run in flight is followed by one more); returns the
     * unsubscribe called on stop.
     */
    wakeOn?: (wake: () => void) => () => void;
  } = {},
): StopJob {
  let current: Promise<void> | undefined;
  let stopped = false;
  let databaseAway = false;
  let again = false;
  const tick = () => {
    if (current || stopped) return;
    current = (async () => {
      try {
        await task();
        databaseAway = false;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) logger.error({ err }, `${name} failed`);
        else if (!databaseAway)
          logger.warn({ message: (err as Error).message }, `${name}: database unavailable`);
        databaseAway = isDatabaseUnavailable(err);
      } finally {
        current = undefined;
      }
      if (again) {
        again = false;
        tick();
      }
    })();
  };
  if (immediately) tick();
  const timer = setInterval(tick, intervalMs);
  const unsubscribe = wakeOn?.(() => {
    if (current) again = true;
    else tick();
  });
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe?.();
    while (current) await current;
  };
}

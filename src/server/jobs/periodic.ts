import { logger } from '../logger';

/** Stops a periodic job: no new runs start, and the promise resolves once the run in flight (if any) has finished. */
export type StopJob = () => Promise<void>;

/**
 * Runs `task` every `intervalMs` (and at once when `immediately`), never overlapping itself; a failure is logged
 * as `<name> failed` and the next run comes as usual. The returned stop function waits for the run in flight, so
 * a graceful shutdown (server/shutdown.ts) finishes the jobs it has claimed before it closes the database.
 */
export function runEvery(
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
  { immediately = false } = {},
): StopJob {
  let current: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    current = (async () => {
      try {
        await task();
      } catch (err) {
        logger.error({ err }, `${name} failed`);
      } finally {
        current = undefined;
      }
    })();
  };
  if (immediately) tick();
  const timer = setInterval(tick, intervalMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}

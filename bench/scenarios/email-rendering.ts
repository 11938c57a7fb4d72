import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const child = fileURLToPath(new URL('./render-emails-child.ts', import.meta.url));

/**
 * What a booking's e-mails cost to render when they are sent (docs/decisions/057): a booking's request writes each
 * e-mail as its template and arguments, and the outbox worker renders it later, so the server CPU per booking the
 * bench measures no longer contains it. Renders `payloads` (the e-mail rows a measured run wrote, as stored) in a
 * child process with the server's environment `env` (React's production build), once to warm up and once measured.
 * Returns the CPU ms per booking (`bookings`: the run's count), or undefined with nothing to render or when the child
 * fails (its error is printed).
 */
export function measureEmailRendering(
  payloads: unknown[],
  bookings: number,
  env: Record<string, string>,
): number | undefined {
  if (payloads.length === 0 || bookings === 0) return undefined;
  const run = spawnSync(process.execPath, ['--import', 'tsx', child], {
    input: JSON.stringify(payloads),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  if (run.status !== 0) {
    console.error(`e-mail rendering: the child process failed (${run.status}): ${run.stderr.slice(-2000)}`);
    return undefined;
  }
  const { cpuMs } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { cpuMs: number };
  return Math.round((cpuMs / bookings) * 100) / 100;
}

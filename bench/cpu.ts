import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/*
 * CPU time per request, next to throughput. On a shared two-core machine throughput moves by a factor of three
 * from one day to the next (docs/performance.md), while the CPU a request costs the server and the database moves
 * far less, so these figures show whether a change made a request cheaper. Read from /proc: Linux only.
 */

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (`getconf CLK_TCK`; 100 on Linux almost everywhere). */
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout);
    ticksPerSecond = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/** User + system CPU time of process `pid` in ms from /proc/<pid>/stat, or undefined (not Linux, process gone). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond();
  } catch {
    return undefined;
  }
}

/**
 * User + system CPU time in ms of process `pid` and all its descendants (a cluster's primary and its
 * workers), or undefined when `pid` is gone. A worker that died meanwhile takes its CPU time with it.
 */
export function processTreeCpuMs(pid: number): number | undefined {
  const own = processCpuMs(pid);
  if (own === undefined) return undefined;
  let total = own;
  let children: string[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`))
      children.push(...readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
  } catch {
    children = [];
  }
  for (const child of children) total += processTreeCpuMs(Number(child)) ?? 0;
  return total;
}

/** CPU time in ms of every process on this machine named `postgres` (server, backends, background workers). */
export function postgresCpuMs(): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  let total = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // the process ended while we looked
    }
    total += processCpuMs(Number(entry)) ?? 0;
  }
  return total;
}

/** Whether `databaseUrl` names a PostgreSQL server on this machine, whose processes postgresCpuMs can see. */
export function isLocalDatabase(databaseUrl: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', ''].includes(new URL(databaseUrl).hostname);
}

/** What a measured run cost in CPU, in ms per request. `database` only for a PostgreSQL server on this machine. */
export interface CpuPerRequest {
  server?: number;
  database?: number;
  /** This process: autocannon's load generator (and whatever else the benchmark does meanwhile). */
  loadGenerator?: number;
}

/** This process's own user + system CPU time in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs `measure` and adds the CPU time per request it cost the server process `serverPid` (with its cluster
 * workers), the load generator (this process) and, when `withDatabase`, the local PostgreSQL processes. Includes whatever else those processes did meanwhile (timers,
 * the outbox worker, autovacuum), which a run's requests dominate.
 */
export async function withCpu<T extends { requests: number }>(
  serverPid: number,
  withDatabase: boolean,
  measure: () => Promise<T>,
): Promise<T & { cpuMsPerRequest: CpuPerRequest }> {
  const server0 = processTreeCpuMs(serverPid);
  const database0 = withDatabase ? postgresCpuMs() : undefined;
  const own0 = ownCpuMs();
  const result = await measure();
  const own1 = ownCpuMs();
  const server1 = processTreeCpuMs(serverPid);
  const database1 = withDatabase ? postgresCpuMs() : undefined;
  const perRequest = (before?: number, after?: number) =>
    before === undefined || after === undefined || result.requests === 0
      ? undefined
      : (after - before) / result.requests;
  return {
    ...result,
    cpuMsPerRequest: {
      server: perRequest(server0, server1),
      database: perRequest(database0, database1),
      loadGenerator: perRequest(own0, own1),
    },
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../test-db';

/*
 * A real Tidvis server in a child process, for the benchmark (bench/run.ts) and the crash tests
 * (tests/robustness): it runs exactly as `npm start` runs it (the server compiled by scripts/build-server.mjs, run
 * with plain node), minus the client build and demo data.
 */

let compiled: string | undefined;
const BUILD_PREFIX = 'test-server-';

/**
 * The node options every server process runs with (`args` of scripts/server-node-args.json, read from the project
 * folder, the working directory of tests and scripts). Read, not imported: Node's ES module loader, which
 * Playwright's and tsx's loaders use, refuses a JSON import without an import attribute.
 */
export function serverNodeArgs(): string[] {
  const file = path.join('scripts', 'server-node-args.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { args: string[] }).args;
}

/**
 * The path of the compiled server, built on the first call of this process into `dist/test-server-<pid>/` (its own
 * folder, as test files run in parallel processes; inside the project, so node finds node_modules). The folders
 * of processes that have ended are removed then: a test runner may end its workers without an 'exit' event.
 * Throws when the build fails.
 */
function compiledServer(): string {
  if (compiled) return compiled;
  removeBuildsOfEndedProcesses();
  const outDir = path.join('dist', `${BUILD_PREFIX}${process.pid}`);
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', outDir], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`scripts/build-server.mjs failed (exit code ${build.status})`);
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  compiled = path.join(outDir, 'main.js');
  return compiled;
}

/** Deletes `dist/test-server-<pid>` folders whose process no longer runs. */
function removeBuildsOfEndedProcesses(): void {
  if (!existsSync('dist')) return;
  for (const name of readdirSync('dist')) {
    if (!name.startsWith(BUILD_PREFIX)) continue;
    const pid = Number(name.slice(BUILD_PREFIX.length));
    if (Number.isInteger(pid) && pid > 0 && !processRuns(pid))
      rmSync(path.join('dist', name), { recursive: true, force: true });
  }
}

/** True when a process with this pid exists (signal 0 only checks). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where the server under test keeps its data: a fresh PGlite folder, or a fresh database on a PostgreSQL server. */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** A fresh database `tidvis_test_<random>` on the PostgreSQL server at `adminUrl`; `drop()` removes it. */
export async function createServerPostgresDatabase(adminUrl: string): Promise<ServerDatabase> {
  const { url, drop } = await createPostgresDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-server-'));
  return { kind: 'postgres', dataDir, databaseUrl: url, drop };
}

/** A fresh PGlite data folder in the temp directory; `drop()` deletes it. */
export function createServerPgliteDatabase(): ServerDatabase {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-server-'));
  return { kind: 'pglite', dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A running Tidvis server in a child process, as `npm start` runs it (without demo data). */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGTERM: the server shuts down gracefully and exits; resolves its exit code (null if killed by a signal). */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies at once, as in a power cut or an OOM kill. */
  kill9(): Promise<number | null>;
}

/**
 * Starts the compiled server (src/server/main.ts built by scripts/build-server.mjs) on `port` against `db`, serving the client built in `clientDir`, and waits
 * until `/api/ready` answers. NODE_ENV=test turns off better-auth's rate limits, which would otherwise throttle
 * the load generator's sign-ins and bookings from one address. `SERVER_NODE_ARGS` (space-separated) is passed to
 * node, e.g. `SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench` to profile the server.
 * `extraEnv` adds to (or overrides) the server's environment, e.g. `{ WEB_CONCURRENCY: '2' }`; without
 * WEB_CONCURRENCY the server runs one process (tests and the benchmark must not depend on the machine's cores).
 */
export async function startServer(
  db: ServerDatabase,
  port: number,
  clientDir: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const { DATABASE_URL: _adminUrl, ...inherited } = process.env;
  // One process (node itself, not npm → node), so stopping it waits for the real server to close.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeArgs(), ...nodeArgs, compiledServer()], {
    env: {
      ...inherited,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      PORT: String(port),
      DATA_DIR: db.dataDir,
      CLIENT_DIR: clientDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'never',
      WEB_CONCURRENCY: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // localhost, not 127.0.0.1: better-auth trusts the origin the server names itself by.
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitUntilReady(child, baseUrl, 120_000);
  } catch (err) {
    // The caller never gets the process to stop: end it here, or it outlives the test and its data folder.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    throw err;
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill(name);
    return exited;
  };
  return { baseUrl, child, stop: () => signal('SIGTERM'), kill9: () => signal('SIGKILL') };
}

/**
 * Polls `${baseUrl}/api/ready` every 250 ms until it answers 200. Throws when the process exits first, or after
 * `timeoutMs` with what the last poll met (no listener, a status, or no answer within 5 s), so a start that hangs
 * says where.
 */
async function waitUntilReady(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no poll yet';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      const cause = (err as Error).cause as NodeJS.ErrnoException | undefined;
      last = cause?.code ?? (err as Error).name;
    }
    if (Date.now() > deadline)
      throw new Error(
        `the server did not become ready within ${timeoutMs / 1000} s (last /api/ready: ${last})`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The pids of `pid`'s child processes (Linux /proc); [] once it has none or is gone. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The children of a cluster primary by role (src/server/cluster.ts sets their process titles): the workers that
 * serve, and the standby that takes over when one dies. Linux only (/proc).
 */
export function clusterProcesses(primaryPid: number): { serving: number[]; standby: number[] } {
  const serving: number[] = [];
  const standby: number[] = [];
  for (const pid of childPids(primaryPid)) {
    let title = '';
    try {
      title = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue; // gone meanwhile
    }
    if (title === 'tidvis-worker') serving.push(pid);
    else if (title === 'tidvis-standby') standby.push(pid);
  }
  return { serving, standby };
}

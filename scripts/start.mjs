// `npm start`: build what is missing or older than its sources (the client and its SSR bundle, dist/client and
// dist/client-ssr, with vite; the server, dist/server, with scripts/build-server.mjs), then run the compiled server
// with plain node: no TypeScript compiler in the serving process.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `built` is missing or older than the newest file under `sources` (folders or files). */
function stale(built, sources) {
  if (!existsSync(built)) return true;
  const newest = Math.max(
    ...sources.map((source) =>
      statSync(source).isDirectory() ? newestMtime(source) : statSync(source).mtimeMs,
    ),
  );
  return newest > statSync(built).mtimeMs;
}

const builtIndex = 'dist/client/index.html';
const builtServerEntry = 'dist/client-ssr/entry-server.js';
if (!existsSync(builtServerEntry) || stale(builtIndex, ['src/client', 'src/shared', 'index.html'])) {
  console.log('Building the client and its server rendering (vite build, vite build --ssr)…');
  for (const args of [[], ['--ssr', 'src/client/entry-server.tsx']]) {
    const build = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const builtServer = 'dist/server/main.js';
if (stale(builtServer, ['src/server', 'src/shared', 'scripts/build-server.mjs'])) {
  console.log('Building the server (scripts/build-server.mjs)…');
  await buildServer('dist/server').catch(() => process.exit(1));
}

const nodeArgs = JSON.parse(readFileSync('scripts/server-node-args.json', 'utf8')).args;
const server = spawn(process.execPath, [...nodeArgs, builtServer], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

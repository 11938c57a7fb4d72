// `npm start`: build the client (and its SSR bundle, dist/client-ssr) when dist/ is missing or older than the sources, then run the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtIndex = 'dist/client/index.html';
const builtServerEntry = 'dist/client-ssr/entry-server.js';
const sourcesChanged =
  !existsSync(builtIndex) ||
  !existsSync(builtServerEntry) ||
  Math.max(newestMtime('src/client'), newestMtime('src/shared'), statSync('index.html').mtimeMs) >
    statSync(builtIndex).mtimeMs;

if (sourcesChanged) {
  console.log('Building the client and its server rendering (vite build, vite build --ssr)…');
  for (const args of [[], ['--ssr', 'src/client/entry-server.tsx']]) {
    const build = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn('npx', ['tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

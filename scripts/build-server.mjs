// `node scripts/build-server.mjs [outDir]` (part of `npm run build`): compiles the server once into plain JavaScript,
// so that production runs `node dist/server/main.js` without a TypeScript compiler in the process.
//
// - One ES module, `<outDir>/main.js` (default dist/server), with a source map beside it; the packages in
//   node_modules stay imports (`packages: 'external'`), so outDir must lie inside the project for node to find them.
// - The `~/` alias of tsconfig.json's `paths` is resolved by esbuild, which reads the tsconfig.
// - db/client.ts finds the migrations in `migrations/` next to its own file (import.meta.url); in the bundle that file
//   is `<outDir>/main.js`, so the migrations are copied to `<outDir>/migrations`.
// - The client and its server rendering are found through CLIENT_DIR (relative to the working directory), as from
//   the sources. Cluster workers fork this same file (node:cluster runs process.argv[1]).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's entry point, and the folder of migrations that must sit next to the built file. */
export const serverEntry = path.join(root, 'src/server/main.ts');
const migrationsDir = path.join(root, 'src/server/db/migrations');

/**
 * Builds the server into `outDir` (relative to the project root, or absolute): `main.js`, `main.js.map` and
 * `migrations/`. Replaces what was there. Rejects on a compile error (esbuild has printed it).
 */
export async function buildServer(outDir = 'dist/server') {
  const out = path.resolve(root, outDir);
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [serverEntry],
    outfile: path.join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    // Readable stack traces and log lines without the map: no minifying, and functions keep their names.
    keepNames: true,
    logLevel: 'warning',
  });
  cpSync(migrationsDir, path.join(out, 'migrations'), { recursive: true });
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildServer(process.argv[2]).catch(() => process.exit(1));
}

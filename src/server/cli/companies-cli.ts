import { closeDeps, createDeps } from '../deps';
import { env } from '../env';
import { runCompaniesCommand } from './companies-command';

/**
 * `npm run companies -- list | approve <email> | suspend <email>`: opens the database like `npm run db:seed`
 * (PostgreSQL via DATABASE_URL, else the embedded database in DATA_DIR), runs the command, prints one result.
 * Embedded PGlite allows one process per data directory, so with the server running on it the CLI stops and says so.
 */
async function main(): Promise<number> {
  let deps;
  try {
    deps = await createDeps(env);
  } catch (err) {
    if (err instanceof Error && /in use by another process/.test(err.message)) {
      console.error(
        `Databasen i ${env.DATA_DIR} används av en annan process (troligen servern). Stoppa servern och försök igen, ` +
          `eller kör mot PostgreSQL med DATABASE_URL.\n(The embedded database is locked by another process, e.g. the server: stop it first.)`,
      );
      return 1;
    }
    throw err;
  }
  try {
    const result = await runCompaniesCommand(deps, process.argv.slice(2));
    (result.code === 0 ? console.log : console.error)(result.output);
    return result.code;
  } finally {
    await closeDeps(deps);
  }
}

process.exitCode = await main();

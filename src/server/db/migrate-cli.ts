import { openDatabase } from './client';
import { env } from '../env';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database in DATA_DIR. */
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);

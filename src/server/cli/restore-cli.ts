import { env } from '../env';
import { BackupError, restoreBackup } from './backup';

/**
 * `npm run restore FILE`: restores a backup written by `npm run backup` into an EMPTY database (PostgreSQL via
 * DATABASE_URL, a new database without tables; else the embedded PGlite in DATA_DIR, which must have no `pgdata/`)
 * and, when the backup has images, an empty DATA_DIR/uploads. Refuses anything else with the reason (exit code 1).
 */
const file = process.argv[2];
if (!file) {
  console.error('Ange backupfilen: npm run restore -- <fil>');
  process.exit(2);
}
try {
  await restoreBackup(file, { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  console.log(`Återställt från ${file}.`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Återställningen misslyckades: ${err.message}`);
  process.exit(1);
}

import path from 'node:path';
import { env } from '../env';
import { BackupError, takeBackup } from './backup';

/**
 * `npm run backup`: writes a timestamped backup of the database (PostgreSQL via DATABASE_URL: pg_dump custom format;
 * else the embedded PGlite in DATA_DIR: its own dump, with the server stopped) and of DATA_DIR/uploads into
 * BACKUP_DIR (default DATA_DIR/backups). Prints the files written; exit code 1 with the reason when it fails.
 */
try {
  const files = await takeBackup(
    { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR },
    env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'),
  );
  console.log(`Backup klar:\n${files.join('\n')}`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Backupen misslyckades: ${err.message}`);
  process.exit(1);
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../src/server/config.ts';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  backupStamp,
  restorePglite,
  restorePostgres,
} from '../src/server/db/backup.ts';
import { DataDirInUseError } from '../src/server/db/lock.ts';

/**
 * `npm run backup [-- --dir backups]`: the database the shop is set to use (DATABASE_URL, or the
 * PGlite folder PGLITE_DIR, with the shop stopped) into a new file in the folder.
 * `npm run restore -- <file> [--into <database URL or folder>]`: a backup into a new, empty
 * database (by default DATABASE_URL) or folder (by default PGLITE_DIR, which must not exist yet).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string', default: 'backups' }, into: { type: 'string' } },
});
const config = loadConfigOrExit();
const restoring = positionals[0] === 'restore';

try {
  if (restoring) {
    const file = positionals[1];
    if (!file) throw new BackupError('Name the backup file: npm run restore -- <file>');
    const into = values.into ?? config.DATABASE_URL ?? config.PGLITE_DIR;
    if (/^postgres(ql)?:\/\//.test(into)) await restorePostgres(file, into);
    else await restorePglite(file, into);
    process.stdout.write(`Restored ${file}.\n`);
  } else {
    const stamp = backupStamp();
    const file = config.DATABASE_URL
      ? path.join(values.dir, `shop-${stamp}.dump`)
      : path.join(values.dir, `shop-${stamp}.tar.gz`);
    if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, file);
    else await backupPglite(config.PGLITE_DIR, file);
    process.stdout.write(`${file}\n`);
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

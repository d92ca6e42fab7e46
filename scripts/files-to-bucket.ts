import { loadConfigOrExit } from '../src/server/config.ts';
import { copyFilesToBucket, NoBucketError, summaryOf } from '../src/server/files/copy-to-bucket.ts';

/**
 * `npm run files:to-bucket`: copies the pictures and slips in UPLOADS_DIR and SLIPS_DIR into the
 * bucket S3_* names, under the keys the shop reads them by, and prints one line of counts. Files
 * already there with the same size are skipped, so it can run again; local files stay as they
 * are. Exits 1 when any file failed, 2 when there is no bucket (or the settings are wrong).
 */
const config = loadConfigOrExit(process.env, 2);
try {
  const tally = await copyFilesToBucket(config);
  process.stdout.write(`${summaryOf(tally)}\n`);
  process.exit(tally.failed > 0 ? 1 : 0);
} catch (error) {
  if (error instanceof NoBucketError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Nothing more was copied: ${error instanceof Error ? error.message : error}\n`,
  );
  process.exit(1);
}

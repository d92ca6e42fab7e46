import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { typeOfKey } from './file-store.ts';
import { BUCKET_PREFIXES, bucketOf, type FileKind, foldersOf } from './file-stores.ts';
import { type S3FileStore, s3FileStore } from './s3-file-store.ts';

/** What one copy did, by count only: names and bytes never leave the function. */
export interface CopyTally {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: number;
  /** Entries in the folders the shop never made (other names, subfolders): left where they are. */
  ignored: number;
  /** Why the first failure failed, without the file's name. */
  firstFailure?: string;
}

/** The S3_* settings are not all set, so there is no bucket to copy into. */
export class NoBucketError extends Error {
  constructor() {
    super(
      'S3 is not configured: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket the files go into.',
    );
  }
}

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** The folder's entries; a folder that was never made holds nothing. */
async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (missing(error)) return [];
    throw error;
  }
}

interface Task {
  kind: FileKind;
  dir: string;
  key: string;
}

type Outcome = 'copied' | 'skipped' | { failed: string };

async function copyOne(task: Task, store: S3FileStore): Promise<Outcome> {
  const file = path.join(task.dir, task.key);
  const { size } = await stat(file);
  const inBucket = await store.sizeOf(task.key);
  if (inBucket === size) return 'skipped';
  if (inBucket !== null) {
    return { failed: `${task.kind}: the bucket holds a different file under the same name` };
  }
  // typeOfKey is not null: only the stores' own names become tasks.
  await store.put(task.key, await readFile(file), typeOfKey(task.key) as string);
  return 'copied';
}

/** The error's first line, with the file's name taken out. */
function reasonOf(task: Task, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return `${task.kind}: ${message.replaceAll(task.key, 'the file')}`;
}

/**
 * Copies the pictures and slips in the configured folders (UPLOADS_DIR, SLIPS_DIR) into the
 * configured bucket under the keys the bucket stores read them by, so a shop that switches to
 * S3_* keeps its files. A file already there with the same size is skipped, so a second run
 * copies only what the first missed or what arrived since; nothing local is ever changed.
 */
export async function copyFilesToBucket(
  config: AppConfig,
  { parallel = 4 }: { parallel?: number } = {},
): Promise<CopyTally> {
  const bucket = bucketOf(config);
  if (!bucket) throw new NoBucketError();
  const folders = foldersOf(config);
  const stores = {
    pictures: s3FileStore({ ...bucket, prefix: BUCKET_PREFIXES.pictures }),
    slips: s3FileStore({ ...bucket, prefix: BUCKET_PREFIXES.slips }),
  };
  const tally: CopyTally = { copied: 0, skipped: 0, failed: 0, ignored: 0 };
  try {
    const tasks: Task[] = [];
    for (const kind of ['pictures', 'slips'] as const) {
      const dir = folders[kind];
      for (const entry of await entriesOf(dir)) {
        if (entry.isFile() && typeOfKey(entry.name) !== null) {
          tasks.push({ kind, dir, key: entry.name });
        } else tally.ignored += 1;
      }
    }
    let next = 0;
    const worker = async () => {
      for (let task = tasks[next++]; task; task = tasks[next++]) {
        let outcome: Outcome;
        try {
          outcome = await copyOne(task, stores[task.kind]);
        } catch (error) {
          outcome = { failed: reasonOf(task, error) };
        }
        if (typeof outcome === 'string') tally[outcome] += 1;
        else {
          tally.failed += 1;
          tally.firstFailure ??= outcome.failed;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
    return tally;
  } finally {
    stores.pictures.close();
    stores.slips.close();
  }
}

/** One line for the operator: the counts, and why the first failure failed. */
export function summaryOf(tally: CopyTally): string {
  const parts = [
    `Copied ${tally.copied}, skipped ${tally.skipped} already in the bucket, failed ${tally.failed}`,
  ];
  if (tally.ignored > 0) parts.push(`left ${tally.ignored} entries the shop did not make`);
  if (tally.firstFailure) parts.push(`first failure: ${tally.firstFailure}`);
  return `${parts.join('; ')}.`;
}

import { deleteEventsBefore } from '../analytics/personal-data.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { logger } from '../logger.ts';
import { forgetSlipPicturesBefore } from '../payments/slip-retention.ts';
import { readRetention } from './privacy-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the shop need not keep any longer, removed by the owner's retention (privacy settings):
 * browsing events past their days leave the raw table (the dashboard's daily counts stay), and
 * slips' pictures past theirs are deleted. Answers what went.
 */
export async function applyRetention(db: Database, slips: FileStore, now = new Date()) {
  const retention = await readRetention(db);
  const events = await deleteEventsBefore(
    db,
    new Date(now.getTime() - retention.eventRetentionDays * DAY_MS),
  );
  const pictures = await forgetSlipPicturesBefore(
    db,
    slips,
    new Date(now.getTime() - retention.slipRetentionDays * DAY_MS),
  );
  return { events, pictures };
}

/** Applies the retention now and then every `intervalMs` until stopped. */
export function startRetention(db: Database, slips: FileStore, intervalMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = applyRetention(db, slips)
      .then((gone) => {
        if (gone.events + gone.pictures > 0) logger.info('retention applied', gone);
      })
      .catch((error: unknown) => logger.error('retention failed', { error }));
  };
  round();
  const timer = setInterval(() => {
    void running.then(round);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refuseEventFloodEarly, warmUpEventChecks } from './analytics/analytics.routes.ts';
import { EventIntake } from './analytics/event-intake.ts';
import { createApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDirOrExit } from './db/lock.ts';
import { fileStoresOf } from './files/file-stores.ts';
import { createShopServer } from './http/listener.ts';
import { logger, say, setLogLevel } from './logger.ts';
import { startOutboxWorker } from './notifications/outbox-worker.ts';
import { SHOP_MESSAGES_CHANNEL, shopMessagesArrived } from './notifications/shop-signal.ts';
import { startPaymentExpiry } from './orders/payment-expiry.ts';
import { startRetention } from './personal-data.ts';
import { openingLine, prepareDatabase, setupLine } from './start-steps.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How often the privacy retention runs (privacy/retention.ts): hourly is plenty for days. */
const RETENTION_MS = 60 * 60 * 1000;

/** Starts the shop: migrations, seed on an empty database, the SPA and /api on one port. */
export async function startServer(options: { staticRoot?: string | null } = {}) {
  const config = loadConfigOrExit();
  setLogLevel(config.LOG_LEVEL);
  // React, which renders the public pages (http/static.ts), picks its build by NODE_ENV when it
  // first loads: the config's default (production) must be what it reads, not an unset variable,
  // or every page renders with the development build's checks, several times slower.
  process.env.NODE_ENV = config.NODE_ENV;

  say(openingLine(config));
  let unlock = () => {};
  if (!config.DATABASE_URL && !config.PGLITE_DIR.startsWith('memory://')) {
    // A second shop on the same folder stops here with one line, however it was started.
    unlock = lockDataDirOrExit(config.PGLITE_DIR);
  }
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.PGLITE_DIR },
  );
  const seeded = await prepareDatabase(handle, config, Boolean(process.env.ROOT_PHONE));
  if (seeded.generatedRootPassword) {
    process.stdout.write(
      `\nRoot account created: phone ${seeded.rootPhone}, password ${seeded.generatedRootPassword}\n` +
        'It is shown this once; change it or set ROOT_PASSWORD before the first start.\n\n',
    );
  }

  const staticRoot =
    options.staticRoot === null
      ? undefined
      : (options.staticRoot ?? path.join(PROJECT_ROOT, 'dist/client'));
  const events = new EventIntake({ db: handle.db, kind: handle.kind });
  warmUpEventChecks();
  let stopPrerendering = async () => {};
  const app = createApp({
    db: handle.db,
    dbKind: handle.kind,
    config,
    staticRoot,
    events,
    onBackgroundWork: config.PRERENDER_PAGES
      ? (stop) => {
          stopPrerendering = stop;
        }
      : undefined,
  });
  const stopExpiry = startPaymentExpiry(handle.db, config.PAYMENT_SWEEP_SECONDS * 1000);
  const stopRetention = startRetention(handle.db, fileStoresOf(config).slips, RETENTION_MS);
  const stopOutbox = startOutboxWorker(handle.db, config.NOTIFY_POLL_MS, {
    lineApiBase: config.LINE_API_BASE,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  // The shop's messages taken by any process's worker refresh this process's open back offices.
  const stopListening = await handle.listen(SHOP_MESSAGES_CHANNEL, () =>
    shopMessagesArrived(handle.db),
  );
  const server = createShopServer(app.fetch, {
    refuseEarly: (req, res) => refuseEventFloodEarly(events, req, res, config.TRUST_PROXY),
  });
  const stillToSet = await setupLine(handle.db, `http://localhost:${config.PORT}/admin`);
  server.listen(config.PORT, config.HOST, () => {
    logger.info('listening', { port: config.PORT, database: handle.kind });
    if (stillToSet) say(stillToSet);
    process.stdout.write(`The shop is open at http://localhost:${config.PORT}\n`);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await stopExpiry();
    await stopRetention();
    await stopOutbox();
    await stopListening();
    await stopPrerendering();
    // Browsers' events still in memory are written before the database closes.
    await events.close();
    await handle.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return { app, server, handle, events };
}

/**
 * Starts the shop, or stops with one log line when it cannot: a failed migration or seed is an
 * error of the database driver, whose message can carry the query's values (the root's phone and
 * password hash), so it is logged as the logger describes errors, never printed as it is.
 */
export async function startServerOrExit(options: { staticRoot?: string | null } = {}) {
  try {
    return await startServer(options);
  } catch (error) {
    logger.error('the shop could not start', { error });
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await startServerOrExit();
}

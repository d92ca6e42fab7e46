import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDirOrExit } from './db/lock.ts';
import { createRequestListener } from './http/listener.ts';
import { say, setLogLevel } from './logger.ts';
import { openingLine, prepareDatabase } from './start-steps.ts';

/** Development: Vite with hot reload and the API on one port. */
const config = { ...loadConfigOrExit(), NODE_ENV: 'development' as const };
setLogLevel(config.LOG_LEVEL);
say(openingLine(config));
if (!config.DATABASE_URL && !config.PGLITE_DIR.startsWith('memory://')) {
  lockDataDirOrExit(config.PGLITE_DIR);
}
const handle = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.PGLITE_DIR },
);
const seeded = await prepareDatabase(handle, config, Boolean(process.env.ROOT_PHONE));
if (seeded.generatedRootPassword) {
  process.stdout.write(`Root account: ${seeded.rootPhone} / ${seeded.generatedRootPassword}\n`);
}

const app = createApp({ db: handle.db, dbKind: handle.kind, config });
const apiListener = createRequestListener(app.fetch);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'spa' });

createServer((req, res) => {
  if (req.url?.startsWith('/api/')) {
    apiListener(req, res);
  } else {
    vite.middlewares(req, res);
  }
}).listen(config.PORT, config.HOST, () => {
  process.stdout.write(`Development shop at http://localhost:${config.PORT}\n`);
});

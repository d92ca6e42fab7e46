import { pathToFileURL } from 'node:url';
import { buildClient, buildServer, clientIsStale, SERVER_OUTPUT, serverIsStale } from './build.ts';

/** Builds what is missing or older than its sources, then starts the bundled shop. */
if (clientIsStale()) {
  process.stdout.write('Building the shop (the build is missing or older than the sources)…\n');
  await buildClient();
}
if (serverIsStale()) await buildServer();

const { startServerOrExit } = (await import(
  pathToFileURL(SERVER_OUTPUT).href
)) as typeof import('../src/server/index.ts');
await startServerOrExit();

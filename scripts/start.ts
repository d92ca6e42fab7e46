import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientIsStale, root, SERVER_OUTPUT, serverIsStale } from './build.ts';

/**
 * Builds what is missing or older than its sources, in a process of its own (the bundler and the
 * compressor never enter the server's memory), then starts the bundled shop.
 */
if (clientIsStale() || serverIsStale()) {
  process.stdout.write(
    'Building the shop (the build is missing or older than the sources): about a minute…\n',
  );
  execFileSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const { startServerOrExit } = (await import(
  pathToFileURL(SERVER_OUTPUT).href
)) as typeof import('../src/server/index.ts');
await startServerOrExit();

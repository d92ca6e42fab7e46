import { execSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the container image does, done in a clean folder (containers cannot run here): the built
 * app and the package files only, the Dockerfile's own production install, its own start command
 * with NODE_ENV=production, and a healthy shop that serves its pages and catalogue. Proof that
 * production needs no dev dependency and no file the image leaves out. Exit 0 when it holds.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const install = /^RUN (npm ci --omit=dev[^&\n]*)/m.exec(runtimeStage)?.[1];
const start = /^CMD (\[.*\])$/m.exec(runtimeStage)?.[1];
if (!install || !start) throw new Error('The Dockerfile has no production install or CMD');
const [program, ...args] = JSON.parse(start) as string[];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

const folder = mkdtempSync(path.join(tmpdir(), 'shop-image-'));
let ok = false;
try {
  // The files the image copies: the package files, the install's last word (postinstall), the build.
  for (const file of ['package.json', 'package-lock.json', 'scripts/after-install.mjs', 'dist']) {
    cpSync(path.join(root, file), path.join(folder, file), { recursive: true });
  }
  process.stdout.write(`${install}\n`);
  execSync(install, { cwd: folder, stdio: 'inherit' });

  const port = await freePort();
  const shop = spawn(program as string, args, {
    cwd: folder,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: `${path.join(folder, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: path.join(folder, 'data/db'),
      ROOT_PASSWORD: 'Image-check-pw-1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline && shop.exitCode === null) {
      healthy = await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (!healthy) throw new Error('The production install never answered /api/health');
    const home = await fetch(`${base}/`);
    const page = await home.text();
    const listing = await fetch(`${base}/api/products?pageSize=3`);
    const products = (await listing.json()) as { items?: unknown[] };
    // The home page comes rendered by the server (dist/render), with its route data.
    const rendered = page.includes('<div id="root"><') && page.includes('id="route-data"');
    ok = home.ok && rendered && listing.ok && (products.items?.length ?? 0) > 0;
    process.stdout.write(
      `production install: /api/health ok, / ${home.status} ${rendered ? 'rendered by the server' : 'NOT rendered by the server'}, /api/products ${listing.status} with ${products.items?.length ?? 0} products\n`,
    );
  } finally {
    shop.kill('SIGTERM');
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);

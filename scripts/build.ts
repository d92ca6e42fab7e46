import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWNED_FUNCTION_FILES } from '../src/server/db/functions.ts';

/**
 * The production build: the SPA with Vite into dist/client and its server renderer into
 * dist/render, and the server bundled into one file,
 * dist/server/index.js, with its migrations and each domain's database functions beside it.
 *
 * Why bundle the server: Node 24's ES module loader reads and parses a package's whole
 * `exports` map again for every file it loads from that package; drizzle-orm's map is 180 KB
 * and the server loads some 200 of its files, which left ~100 MB of heap behind after start.
 * One bundled file starts in a fraction of the time and memory. Packages with native code or
 * their own WebAssembly files stay outside the bundle.
 *
 * `npm start` reads only whether the build is stale from here and builds in a process of its own
 * (scripts/start.ts): the compressor and the bundler are loaded by the build, never by a server.
 */
export const root = fileURLToPath(new URL('..', import.meta.url));

const CLIENT_SOURCES = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts'];
const SERVER_SOURCES = ['src/server', 'src/shared', 'scripts/build.ts'];
const CLIENT_OUTPUT = path.join(root, 'dist/client/index.html');
export const SERVER_OUTPUT = path.join(root, 'dist/server/index.js');
/**
 * V8 flags the server runs with (`npm start` in package.json, the Dockerfile and the end-to-end
 * servers pass the same; server-start.test.ts holds them to it). A young generation of 8 MB a half
 * instead of V8's default for a 24 GB machine (64 MB) keeps the server's memory near its live data
 * under load, at no cost in throughput measured (decisions 0010, 0064). The old generation may grow
 * to 1.5 times what it held after the last full collection, not V8's up to 4 times when collections
 * are cheap: under the catalogue bench the server's peak RSS fell from 295–401 MB to 202–274 MB
 * (decision 0010). WebAssembly (PGlite, the embedded database) runs as Liftoff compiles it, never
 * recompiled by TurboFan: that compiling took the server to 770–820 MB in its first seconds, and
 * kept ~90 MB more under the catalogue bench, at a cost of about a tenth of PGlite's throughput
 * (decision 0061).
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=50',
  '--liftoff-only',
];

/**
 * The C library's memory settings for the server, set in its environment before it starts (read
 * once, when the process starts): two malloc arenas, not eight per core for the threads of libuv
 * and V8, and every block of 128 KB or more mapped on its own and given back when freed, where
 * glibc would otherwise raise that threshold after the first such block is freed and keep zlib's
 * and the network's large passing buffers in its heaps. Together: 15–20 MB less at the catalogue
 * bench's peak, throughput unchanged (decision 0064).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;
const NOT_BUNDLED = [
  '@electric-sql/pglite',
  'sharp',
  'heic-decode',
  '@node-rs/argon2',
  'pg-native',
  // Reads its own data files (colour profile, metrics) beside its module.
  'pdfkit',
];

function newestChange(targets: string[]): number {
  let newest = statSync(path.join(root, 'package-lock.json')).mtimeMs;
  for (const target of targets) {
    const full = path.join(root, target);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) continue;
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
      }
    }
  }
  return newest;
}

function builtAt(file: string): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

export function clientIsStale(): boolean {
  return builtAt(CLIENT_OUTPUT) < newestChange(CLIENT_SOURCES);
}

export function serverIsStale(): boolean {
  return builtAt(SERVER_OUTPUT) < newestChange(SERVER_SOURCES);
}

/** The SPA's scripts, stylesheets and index.html, into dist/client. */
function buildSpa(): void {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
}

/**
 * The server's half of the SPA: its routes and components as one module that renders a public
 * page to HTML (client/entry-server.tsx; server/http/static.ts loads it). Its packages stay
 * outside it, read from node_modules as the server reads them.
 */
function buildRenderer(): void {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/client/entry-server.tsx',
      '--outDir',
      'dist/render',
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

const CLIENT_ASSETS = path.join(root, 'dist/client/assets');

export async function buildClient(): Promise<void> {
  buildSpa();
  buildRenderer();
  await precompressAssets(CLIENT_ASSETS);
}

/**
 * Writes `<file>.gz` beside each script and stylesheet, which the server sends as is
 * (serveStatic's `precompressed`): no compression work per request. Zopfli makes a gzip every
 * browser reads some 3.5 % smaller than zlib's best level (about 4 KB of a page's first load);
 * it is slow, so it runs here, once. Its fifth pass gains under 50 bytes on the entry over more.
 */
export async function precompressAssets(folder: string): Promise<void> {
  const { gzipAsync } = await import('@gfx/zopfli');
  for (const name of readdirSync(folder)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const file = path.join(folder, name);
    writeFileSync(`${file}.gz`, await gzipAsync(readFileSync(file), { numiterations: 5 }));
  }
}

export async function buildServer(): Promise<void> {
  const outDir = path.dirname(SERVER_OUTPUT);
  rmSync(outDir, { recursive: true, force: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'src/server/index.ts')],
    outfile: SERVER_OUTPUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: NOT_BUNDLED,
    // CommonJS packages inside the bundle (pg) call require() for Node's own modules.
    banner: {
      // Named apart from the modules' own imports: a bundled module may import createRequire too.
      js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  // Where db/functions.ts looks for them when bundled: the same paths, under dist/server.
  for (const file of OWNED_FUNCTION_FILES) {
    cpSync(path.join(root, 'src/server', file), path.join(outDir, file));
  }
}

/** A part of the build: what it makes, said as it begins, and how it is made. */
export interface BuildStep {
  label: string;
  run: () => unknown;
}

/** The parts that make the halves asked for: the client's three, then the server. */
export function buildSteps(halves: { client: boolean; server: boolean }): BuildStep[] {
  return [
    ...(halves.client
      ? [
          { label: "the storefront's scripts and styles (Vite)", run: buildSpa },
          { label: 'the renderer of public pages (Vite)', run: buildRenderer },
          {
            label: 'each script and stylesheet gzipped once (Zopfli, the slowest part)',
            run: () => precompressAssets(CLIENT_ASSETS),
          },
        ]
      : []),
    ...(halves.server ? [{ label: 'the server, in one file (esbuild)', run: buildServer }] : []),
  ];
}

/**
 * Runs the steps in turn, naming each as it begins (`[2/4] …`) and the time taken at the end: a
 * first `npm start` builds for half a minute or more, which must not look like a hang.
 */
export async function runSteps(
  steps: BuildStep[],
  write: (text: string) => void = (text) => process.stdout.write(text),
  now: () => number = () => performance.now(),
): Promise<void> {
  const started = now();
  for (const [index, step] of steps.entries()) {
    write(`  [${index + 1}/${steps.length}] ${step.label}…\n`);
    await step.run();
  }
  if (steps.length > 0) write(`  Built in ${((now() - started) / 1000).toFixed(1)} s.\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `--if-stale` (npm start): only the halves older than their sources.
  const all = !process.argv.includes('--if-stale');
  await runSteps(buildSteps({ client: all || clientIsStale(), server: all || serverIsStale() }));
}

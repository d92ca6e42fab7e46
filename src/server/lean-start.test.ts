import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The packages, among `watched`, that a process loads when it imports `module` (the whole app by
 * default) and then runs `then` (an ES module body). Seen by a resolve hook (node:module's
 * registerHooks), which is told of every module the process loads.
 */
function packagesLoaded(watched: string[], then = '', module = './src/server/app.ts'): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const watched = ${JSON.stringify(watched)};
    const loaded = new Set();
    registerHooks({
      resolve(specifier, context, next) {
        const resolved = next(specifier, context);
        for (const name of watched) {
          if (resolved.url.includes(\`/node_modules/\${name}/\`)) loaded.add(name);
        }
        return resolved;
      },
    });
    await import(${JSON.stringify(module)});
    ${then}
    process.stdout.write(JSON.stringify([...loaded].sort()));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    timeout: 45_000,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

/** Bucket settings that name a store nobody needs to answer: opening it makes no request. */
const BUCKET = {
  UPLOADS_DIR: 'unused',
  SLIPS_DIR: 'unused',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_BUCKET: 'shop',
  S3_REGION: 'auto',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

// Each check starts Node and imports the whole app, once or twice: on a busy machine that is
// seconds each, so a check has a minute and a half, not the suite's usual 30 s.
describe('what a server loads only when it needs it (quality.md: 300 MB under load)', {
  timeout: 90_000,
}, () => {
  it('loads sharp with the first picture, and pdfkit with the first PDF, not with the server', () => {
    expect(packagesLoaded(['sharp', 'pdfkit'])).toEqual([]);
    const picture = "await (await import('./src/server/files/images.ts')).loadSharp();";
    expect(packagesLoaded(['sharp'], picture)).toEqual(['sharp']);
  });

  it("loads the bucket's SDK with the first file asked of the bucket, not with the server", () => {
    const made = `
      const { fileStoresOf } = await import('./src/server/files/file-stores.ts');
      const stores = fileStoresOf(${JSON.stringify(BUCKET)});`;
    expect(packagesLoaded(['@aws-sdk/client-s3'], made)).toEqual([]);
    // A key of no stored type is answered null without a request, once the store is open.
    const asked = `${made}\nawait stores.pictures.get('not-a-picture');`;
    expect(packagesLoaded(['@aws-sdk/client-s3'], asked)).toEqual(['@aws-sdk/client-s3']);
  });

  it("keeps the build's bundler and compressor out of `npm start`'s process", () => {
    // What scripts/start.ts imports before it starts the server: whether the build is stale.
    const build = ['@gfx/zopfli', 'esbuild', 'vite'];
    expect(packagesLoaded(build, '', './scripts/build.ts')).toEqual([]);
    const stale = `
      const { clientIsStale, serverIsStale } = await import('./scripts/build.ts');
      clientIsStale(); serverIsStale();`;
    expect(packagesLoaded(build, stale, './scripts/build.ts')).toEqual([]);
  });
});

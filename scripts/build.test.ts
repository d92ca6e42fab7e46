import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSteps, precompressAssets, runSteps } from './build.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the precompressed scripts and stylesheets', () => {
  it('are gzip any client reads back to the file, smaller than zlib at its best, beside each file', async () => {
    mkdirSync(folder, { recursive: true });
    const script = Array.from(
      { length: 400 },
      (_, i) =>
        `export function price${i}(satang){return (satang/100).toFixed(2)+" บาท ${i % 7}";}`,
    ).join('\n');
    writeFileSync(path.join(folder, 'index-abc.js'), script);
    writeFileSync(
      path.join(folder, 'index-abc.css'),
      '.card{margin:0 auto;padding:1rem}'.repeat(50),
    );
    writeFileSync(path.join(folder, 'logo.svg'), '<svg></svg>');

    await precompressAssets(folder);

    expect(readdirSync(folder).sort()).toEqual([
      'index-abc.css',
      'index-abc.css.gz',
      'index-abc.js',
      'index-abc.js.gz',
      'logo.svg',
    ]);
    const zipped = readFileSync(path.join(folder, 'index-abc.js.gz'));
    expect(gunzipSync(zipped).toString()).toBe(script);
    expect(zipped.length).toBeLessThan(
      gzipSync(script, { level: constants.Z_BEST_COMPRESSION }).length,
    );
  });
});

describe('what the build says while it works (the first npm start)', () => {
  it('names each part as it begins and the time taken at the end', async () => {
    const written: string[] = [];
    const ran: string[] = [];
    let clock = 0;
    await runSteps(
      [
        { label: 'the first part', run: () => ran.push('first') },
        { label: 'the second part', run: async () => ran.push('second') },
      ],
      (text) => {
        written.push(text);
        clock += 1250;
      },
      () => clock,
    );
    expect(ran).toEqual(['first', 'second']);
    expect(written).toEqual([
      '  [1/2] the first part…\n',
      '  [2/2] the second part…\n',
      '  Built in 2.5 s.\n',
    ]);
  });

  it('has a named part for each slow piece of a stale half, and nothing for a fresh one', () => {
    const labels = (client: boolean, server: boolean) =>
      buildSteps({ client, server }).map((step) => step.label);
    expect(labels(true, true)).toEqual([
      "the storefront's scripts and styles (Vite)",
      'the renderer of public pages (Vite)',
      'each script and stylesheet gzipped once (Zopfli, the slowest part)',
      'the server, in one file (esbuild)',
    ]);
    expect(labels(false, true)).toEqual(['the server, in one file (esbuild)']);
    expect(labels(false, false)).toEqual([]);
  });
});

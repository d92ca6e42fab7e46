import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressAssets } from './build.ts';

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

import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipToKeep, packJson } from './packed-json.ts';

describe('gzipped bytes that are kept', () => {
  it('hold a buffer of their own size, not zlib’s whole output buffer', () => {
    const text = JSON.stringify({ name: 'ไร่ทอง พาโคลบิวทราซอล 10% WP '.repeat(40) });
    const kept = gzipToKeep(text);
    expect(kept.buffer.byteLength).toBe(kept.byteLength);
    expect(gunzipSync(kept).toString('utf8')).toBe(text);
    const packed = packJson({ items: [1, 2, 3] });
    expect(packed.gzipped.buffer.byteLength).toBe(packed.gzipped.byteLength);
    expect(JSON.parse(gunzipSync(packed.gzipped).toString('utf8'))).toEqual({ items: [1, 2, 3] });
  });
});

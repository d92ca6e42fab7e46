import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has defaults for a zero-setup start on PGlite', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, PGLITE_DIR: './data/db', LOG_LEVEL: 'info' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset and normalises the root phone', () => {
    expect(parseConfig({ PORT: '', ROOT_PHONE: '081-234-5678' })).toMatchObject({
      PORT: 3000,
      ROOT_PHONE: '0812345678',
    });
  });

  it.each([
    { PORT: 'abc' },
    { PORT: '70000' },
    { DATABASE_URL: 'mysql://localhost/shop' },
    { ROOT_PHONE: '12345' },
    { ROOT_PASSWORD: 'short' },
    { LOG_LEVEL: 'loud' },
    { DEMO_EVENTS: 'maybe' },
  ])('refuses an invalid value: %o', (env) => {
    expect(() => parseConfig(env)).toThrow();
  });
});

describe('demo analytics', () => {
  it('seeds them unless DEMO_EVENTS says false', () => {
    expect(parseConfig({}).DEMO_EVENTS).toBe(true);
    expect(parseConfig({ DEMO_EVENTS: 'false' }).DEMO_EVENTS).toBe(false);
    expect(parseConfig({ DEMO_EVENTS: 'true' }).DEMO_EVENTS).toBe(true);
  });
});

describe('uploads folder', () => {
  it('sits next to the PGlite folder unless told otherwise', () => {
    expect(parseConfig({}).UPLOADS_DIR).toBe('data/uploads');
    expect(parseConfig({ PGLITE_DIR: '/srv/shop/db' }).UPLOADS_DIR).toBe('/srv/shop/uploads');
    expect(parseConfig({ PGLITE_DIR: 'memory://e2e' }).UPLOADS_DIR).toBe('./data/uploads');
    expect(parseConfig({ UPLOADS_DIR: '/tmp/shop-uploads' }).UPLOADS_DIR).toBe('/tmp/shop-uploads');
  });
});

describe('slips folder', () => {
  it('sits next to the uploads folder unless told otherwise', () => {
    expect(parseConfig({}).SLIPS_DIR).toBe('data/slips');
    expect(parseConfig({ PGLITE_DIR: '/srv/shop/db' }).SLIPS_DIR).toBe('/srv/shop/slips');
    expect(parseConfig({ UPLOADS_DIR: '/srv/files/uploads' }).SLIPS_DIR).toBe('/srv/files/slips');
    expect(parseConfig({ SLIPS_DIR: '/srv/private/slips' }).SLIPS_DIR).toBe('/srv/private/slips');
  });
});

import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from './bundle-entry.ts';
import { honoClientWithoutCookies } from './hono-client-cookies.ts';

/** What the shop's browser entry imports of Hono (client/lib/api.ts). */
const ENTRY = `
import { hc, parseResponse } from 'hono/client';
export const client = hc('/api');
export { parseResponse };
`;

const bundle = (plugins: Plugin[]) => bundleEntry(ENTRY, plugins);

/** Only Hono's cookie helper throws this. */
const COOKIE_HELPER = 'Invalid cookie name';

describe("Hono's client without its cookie helper in the browser", () => {
  it('leaves the helper out of the browser build, which has it without the plugin', async () => {
    expect(await bundle([])).toContain(COOKIE_HELPER);
    const browser = await bundle([honoClientWithoutCookies()]);
    expect(browser).not.toContain(COOKIE_HELPER);
    expect(browser).toContain('A browser sends its own cookies');
    expect(browser).toContain('new Proxy');
  }, 60_000);

  it("keeps it in the server renderer's build, and leaves every other import alone", () => {
    const plugin = honoClientWithoutCookies();
    const resolve = plugin.resolveId as (
      source: string,
      importer: string | undefined,
      options: { ssr?: boolean },
    ) => string | null;
    const client = '/app/node_modules/hono/dist/client/client.js';
    expect(resolve('../utils/cookie.js', client, {})).toBe('\0hono-client-no-cookies');
    expect(resolve('../utils/cookie.js', client, { ssr: true })).toBeNull();
    expect(
      resolve('../utils/cookie.js', '/app/node_modules/hono/dist/helper/cookie/index.js', {}),
    ).toBeNull();
    expect(resolve('./utils.js', client, {})).toBeNull();
  });
});

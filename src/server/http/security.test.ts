import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_SCRIPT } from '../../shared/web-font.ts';
import type { AppEnv } from './env.ts';
import { securityHeaders } from './security.ts';

describe('the Content-Security-Policy and the head’s one inline script', () => {
  it('allows the web font’s script by the hash of its text, and no other inline script', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', securityHeaders);
    app.get('/', (c) => c.html(`<script>${WEB_FONT_SCRIPT}</script>`));
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(WEB_FONT_SCRIPT));
    const hash = Buffer.from(digest).toString('base64');
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

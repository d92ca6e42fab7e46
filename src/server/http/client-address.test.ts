import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, TestClient } from '../../testing/api-client.ts';
import { EventIntake } from '../analytics/event-intake.ts';
import { FairShareLimiter } from '../analytics/rate-limit.ts';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { addressFrom } from './client-address.ts';
import { createRequestListener } from './listener.ts';

const ctx = setupTestApp();

/** The app as configured with TRUST_PROXY, with its own event intake (2 events a minute each). */
function appTrusting(trustProxy: number, events?: EventIntake) {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: String(trustProxy),
  });
  const intake =
    events ??
    new EventIntake({ db: ctx.handle.db, kind: ctx.handle.kind, flushMs: 0, eventsPerMinute: 2 });
  return createApp({ db: ctx.handle.db, dbKind: ctx.handle.kind, config, events: intake });
}

const pageView = { type: 'page_view', pageUrl: '/client-address' };

describe('addressFrom', () => {
  it('believes no X-Forwarded-For without TRUST_PROXY, and only the trusted hops with it', () => {
    expect(addressFrom('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9');
    expect(addressFrom('10.0.0.2', '1.2.3.4, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(addressFrom('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7');
    // Fewer hops than trusted: the leftmost there is.
    expect(addressFrom('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });

  it('keys IPv4-mapped addresses as IPv4 and IPv6 addresses by their /64', () => {
    expect(addressFrom('::ffff:203.0.113.9', undefined, 0)).toBe('203.0.113.9');
    expect(addressFrom('2001:db8:aa:bb:1:2:3:4', undefined, 0)).toBe('2001:db8:aa:bb::/64');
    expect(addressFrom('2001:db8:aa:bb::ffff', undefined, 0)).toBe('2001:db8:aa:bb::/64');
    expect(addressFrom('2001:db8::1', undefined, 0)).toBe('2001:db8:0:0::/64');
  });
});

describe('the per-client event limit keys on the socket unless TRUST_PROXY says otherwise', () => {
  it('without TRUST_PROXY a client cannot get a fresh allowance by claiming another address', async () => {
    const client = new TestClient(appTrusting(0));
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await client.post('/api/events', pageView, {
        headers: { 'X-Forwarded-For': `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('with TRUST_PROXY=1 the address the proxy appended counts, not what the client wrote', async () => {
    const client = new TestClient(appTrusting(1));
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await client.post('/api/events', pageView, {
        headers: { 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.50` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    const other = await client.post('/api/events', pageView, {
      headers: { 'X-Forwarded-For': '203.0.113.51' },
    });
    expect(other.status).toBe(202);
  });

  describe('over a real socket', () => {
    let server: ReturnType<typeof createServer>;
    let port = 0;
    beforeAll(async () => {
      const events = new EventIntake({
        db: ctx.handle.db,
        kind: ctx.handle.kind,
        flushMs: 0,
        eventsPerMinute: 1,
      });
      const app = appTrusting(0, events);
      server = createServer(createRequestListener(app.fetch));
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    function post(from: string, forwardedFor: string) {
      return new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(pageView);
        const req = request(
          {
            host: '127.0.0.1',
            port,
            localAddress: from,
            method: 'POST',
            path: '/api/events',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    }

    it('counts each socket address apart, whatever X-Forwarded-For says', async () => {
      expect(await post('127.0.0.2', '198.51.100.1')).toBe(202);
      expect(await post('127.0.0.2', '198.51.100.2')).toBe(429);
      expect(await post('127.0.0.3', '198.51.100.2')).toBe(202);
    });
  });
});

describe('the shop-wide event budget is shared fairly', () => {
  it('one client flooding leaves room for a visitor who arrives meanwhile', async () => {
    const now = 7_000_000;
    // 10 requests a second with a burst of 30; the clock stands still.
    const events = new EventIntake({
      db: ctx.handle.db,
      kind: ctx.handle.kind,
      flushMs: 0,
      requestsPerSecond: 10,
      eventsPerMinute: 1_000,
      now: () => now,
    });
    const app = appTrusting(1, events);
    const flooder = new TestClient(app);
    const flood: number[] = [];
    for (let i = 0; i < 40; i++) {
      flood.push((await flooder.post('/api/events', pageView)).status);
    }
    // Alone, the flooder gets half the burst.
    expect(flood.filter((status) => status === 202)).toHaveLength(15);
    for (let visitor = 0; visitor < 5; visitor++) {
      const res = await new TestClient(app).post('/api/events', pageView);
      expect(res.status).toBe(202);
    }
  });

  it('holds a client to the budget divided by the active clients plus one', () => {
    let now = 0;
    const limiter = new FairShareLimiter({
      capacity: 30,
      windowMs: 3_000,
      maxClients: 100,
      now: () => now,
    });
    let takenByA = 0;
    for (let i = 0; i < 30; i++) if (limiter.take('a', 1).allowed) takenByA += 1;
    expect(takenByA).toBe(15);
    // A second client arrives: the share is now 30 / 3 = 10, and the first has had more.
    expect(limiter.take('b', 1).allowed).toBe(true);
    const refused = limiter.take('a', 1);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Clients not seen for a window no longer count as active.
    now = 10_000;
    expect(limiter.take('c', 1).allowed).toBe(true);
    expect(limiter.activeClients).toBe(1);
  });
});

describe('forwarded scheme and host are believed only behind a trusted proxy', () => {
  const login = (client: TestClient, headers: Record<string, string>) =>
    client.post('/api/auth/login', { phone: '0812345678', password: 'whatever-1' }, { headers });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await new TestClient(appTrusting(0)).get('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const claimed = await new TestClient(appTrusting(0)).get('/api/health', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const proxied = await new TestClient(appTrusting(1)).get('/api/health', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    const direct = await appTrusting(0).request('https://shop.test/api/health');
    expect(direct.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('refuses a write whose Origin differs in scheme only', async () => {
    const res = await login(new TestClient(appTrusting(0)), { Origin: 'https://shop.test' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF');
    const proxied = await login(new TestClient(appTrusting(1)), {
      Origin: 'https://shop.test',
      'X-Forwarded-Proto': 'https',
    });
    expect(proxied.status).toBe(401);
  });

  it('ignores X-Forwarded-Host without TRUST_PROXY: a foreign Origin stays foreign', async () => {
    const res = await login(new TestClient(appTrusting(0)), {
      Origin: 'http://evil.example',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF');
  });

  it('marks the session cookie Secure only when HTTPS is known', async () => {
    const { createUser } = await import('../../testing/factories/accounts.ts');
    const user = await createUser(ctx.handle.db);
    const credentials = { phone: user.phone, password: user.password };
    const https = { 'X-Forwarded-Proto': 'https', Origin: 'https://shop.test' };
    const claimed = await new TestClient(appTrusting(0)).post('/api/auth/login', credentials, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(claimed.status).toBe(200);
    expect(claimed.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    const proxied = await new TestClient(appTrusting(1)).post('/api/auth/login', credentials, {
      headers: https,
    });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });
});

import { afterAll, beforeAll } from 'vitest';
import { EventIntake } from '../server/analytics/event-intake.ts';
import { type App, createApp } from '../server/app.ts';
import { parseConfig } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { openTestDatabase } from './db.ts';

export const TEST_ORIGIN = 'http://shop.test';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body string, sent as is (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  cookie?: string | null;
}

let clients = 0;

/** Calls the Hono app in process, like a browser on the shop's own origin would. */
export class TestClient {
  readonly app: App;
  /** The session cookie this client carries, set by login/register answers. */
  cookie: string | null = null;
  /**
   * This browser's own address, sent as X-Forwarded-For (the test app believes one proxy), so
   * that per-address limits count each test client apart.
   */
  readonly address: string;

  constructor(app: App) {
    this.app = app;
    clients += 1;
    this.address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  }

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {
      Host: 'shop.test',
      'X-Forwarded-For': this.address,
      ...options.headers,
    };
    if (method !== 'GET' && method !== 'HEAD' && !('Origin' in headers))
      headers.Origin = TEST_ORIGIN;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['Content-Type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const cookie = options.cookie === undefined ? this.cookie : options.cookie;
    if (cookie) headers.Cookie = cookie;
    const response = await this.app.request(`${TEST_ORIGIN}${path}`, { method, headers, body });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith('sid=')) {
      const value = setCookie.split(';')[0] ?? '';
      this.cookie = value === 'sid=' ? null : value;
    }
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) {
      parsed = text ? JSON.parse(text) : null;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}

export interface TestContext {
  handle: DatabaseHandle;
  app: App;
  /** A new client with its own cookie jar (a new browser). */
  client(): TestClient;
}

/**
 * The app as the server builds it, except that browsers' events are written before
 * `POST /api/events` answers: a test reads them from the table at once.
 */
export function buildTestApp(handle: DatabaseHandle, staticRoot?: string): App {
  // As behind one proxy: each TestClient's X-Forwarded-For is its address.
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '1' });
  const events = new EventIntake({ db: handle.db, kind: handle.kind, flushMs: 0 });
  return createApp({ db: handle.db, dbKind: handle.kind, config, staticRoot, events });
}

/** One fresh database and app per test file, closed after it. */
export function setupTestApp(): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.handle = await openTestDatabase();
    context.app = buildTestApp(context.handle);
    context.client = () => new TestClient(context.app);
  });
  afterAll(async () => {
    await context.handle?.close();
  });
  return context;
}

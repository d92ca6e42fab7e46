import { type ClientResponse, hc } from 'hono/client';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { EventIntake } from '../server/analytics/event-intake.ts';
import { type ApiRoutes, type App, createApp } from '../server/app.ts';
import { parseConfig } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { type ErrorBody, errorBodySchema } from '../shared/contracts/common.ts';
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

/** The API typed from its routes (`ApiRoutes`, server/app.ts), as the SPA's client is. */
export type ApiClient = ReturnType<typeof hc<ApiRoutes>>;

let clients = 0;

/**
 * A browser calling the Hono app in process, from the shop's own origin. Tests call the API
 * through `api`, typed from the server's routes: paths, inputs and answers are checked by `tsc`,
 * and `answer`/`expectAnswer`/`refusal` below read what came back.
 */
export class TestClient {
  readonly app: App;
  /** The session cookie this client carries, set by login/register answers. */
  cookie: string | null = null;
  /**
   * This browser's own address, sent as X-Forwarded-For (the test app believes one proxy), so
   * that per-address limits count each test client apart.
   */
  readonly address: string;
  /**
   * `await client.api.products.$get({ query: { q: 'ข้าว' } })`; per-call headers go in the second
   * argument: `client.api.orders.$post({ json }, { headers: { 'Idempotency-Key': key } })`.
   */
  readonly api: ApiClient;

  constructor(app: App) {
    this.app = app;
    clients += 1;
    this.address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
    this.api = hc<ApiRoutes>(`${TEST_ORIGIN}/api`, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => this.fetch(input, init),
    });
  }

  /**
   * One request as this browser sends it: its address, its session cookie (unless `cookie` says
   * otherwise) and, for a write, the shop's Origin unless the request names another. A `sid`
   * cookie in the answer replaces the one kept.
   */
  async fetch(
    input: RequestInfo | URL,
    init: RequestInit = {},
    cookie: string | null = this.cookie,
  ): Promise<Response> {
    const headers = new Headers({ Host: 'shop.test', 'X-Forwarded-For': this.address });
    new Headers(init.headers).forEach((value, name) => {
      headers.set(name, value);
    });
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('Origin')) {
      headers.set('Origin', TEST_ORIGIN);
    }
    if (cookie && !headers.has('Cookie')) headers.set('Cookie', cookie);
    const url = input instanceof Request ? input.url : String(input);
    const response = await this.app.request(url, { ...init, method, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith('sid=')) {
      const value = setCookie.split(';')[0] ?? '';
      this.cookie = value === 'sid=' ? null : value;
    }
    return response;
  }

  /**
   * Untyped: for what the typed `api` cannot write, on purpose — malformed JSON, wrong types,
   * hostile or fuzzed input, unknown paths — and for tests not yet moved to `api`. The body is
   * whatever came back.
   */
  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['Content-Type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const cookie = options.cookie === undefined ? this.cookie : options.cookie;
    const response = await this.fetch(`${TEST_ORIGIN}${path}`, { method, headers, body }, cookie);
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

/** The JSON a typed call answers when it succeeds, as its route declares it. */
export type AnswerOf<R extends ClientResponse<unknown>> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends 200 | 201 | 202
      ? F extends 'json'
        ? T
        : never
      : never
    : never;

async function read(response: ClientResponse<unknown>, status: number): Promise<unknown> {
  const text = await response.text();
  expect(response.status, `${response.status} ${text}`).toBe(status);
  return text === '' ? null : JSON.parse(text);
}

/**
 * The answer of a typed call: fails the test unless the status is `status` (200 unless given),
 * then answers the JSON typed by the route.
 */
export async function answer<R extends ClientResponse<unknown>>(
  pending: R | Promise<R>,
  status = 200,
): Promise<AnswerOf<R>> {
  return (await read(await pending, status)) as AnswerOf<R>;
}

/** Nothing when what a route answers is what the schema accepts; a type error otherwise. */
type Fits<Answer, Schema extends z.ZodType> = [Answer] extends [z.output<Schema>]
  ? unknown
  : { 'the route answers something its schema does not accept': z.output<Schema> };

/**
 * `answer`, with the body parsed by the contract's schema for it: a field missing, renamed, of the
 * wrong type or too many (the answers' schemas are strict) fails the test. `tsc` fails when the
 * route's answer type does not fit the schema.
 */
export async function expectAnswer<S extends z.ZodType, R extends ClientResponse<unknown>>(
  schema: S,
  pending: (R | Promise<R>) & Fits<AnswerOf<R>, S>,
  status = 200,
): Promise<AnswerOf<R>> {
  const body = await read(await pending, status);
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues, 'the answer breaks its schema').toBeUndefined();
  return body as AnswerOf<R>;
}

/**
 * A refused call: fails the test unless the status is `status` (and the code `code`, when given)
 * in the contract's error shape; answers the error, with any details it carries (`products`,
 * `reason`, `retryAfterSeconds`).
 */
export async function refusal(
  pending: ClientResponse<unknown> | Promise<ClientResponse<unknown>>,
  status: number,
  code?: string,
): Promise<ErrorBody['error'] & Record<string, unknown>> {
  const body = await read(await pending, status);
  const parsed = errorBodySchema.safeParse(body);
  expect(parsed.error?.issues, 'the answer is not the error shape').toBeUndefined();
  const { error } = body as { error: ErrorBody['error'] & Record<string, unknown> };
  if (code !== undefined) expect(error.code, error.message).toBe(code);
  return error;
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
export function buildTestApp(
  handle: DatabaseHandle,
  staticRoot?: string,
  env: Record<string, string> = {},
): App {
  // As behind one proxy: each TestClient's X-Forwarded-For is its address.
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '1', ...env });
  const events = new EventIntake({ db: handle.db, kind: handle.kind, flushMs: 0 });
  return createApp({ db: handle.db, dbKind: handle.kind, config, staticRoot, events });
}

/**
 * One fresh database and app per test file, closed after it; `env` sets the app's configuration
 * (a folder for files, say) as the environment would.
 */
export function setupTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.handle = await openTestDatabase();
    context.app = buildTestApp(context.handle, undefined, env);
    context.client = () => new TestClient(context.app);
  });
  afterAll(async () => {
    await context.handle?.close();
  });
  return context;
}

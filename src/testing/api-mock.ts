import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { SessionUser } from '../shared/contracts/accounts.ts';
import type { Role } from '../shared/domain/roles.ts';

/**
 * The one way component tests fake the API: a mock service worker in Node that answers the SPA's
 * real requests (the typed client's fetch is not replaced). `component-setup.ts` starts it, resets
 * its answers after each test and refuses any request no test answered.
 */
export const apiServer = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer a test gives for `METHOD /api/path` (path params as `:id`, like the server's). */
export interface Answer {
  method: Method;
  path: string;
  /** A JSON body, or a function of the request for an answer that depends on it. */
  reply:
    | JsonBodyType
    | ((
        request: Request,
        params: Record<string, string | readonly string[] | undefined>,
      ) => Response | JsonBodyType | Promise<Response | JsonBodyType>);
  status?: number;
}

/** A request the SPA sent: method, path with its query, parsed JSON body (or the form sent). */
export interface SentRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  /**
   * JSON parsed; a `multipart/form-data` body (an upload) as its raw text: under jsdom the parts'
   * headers arrive, a file's name and bytes do not (jsdom's File is not Node's).
   */
  body: unknown;
  headers: Headers;
}

/** What a request carried: its JSON, the raw text of an upload, or nothing. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const text = await request.clone().text();
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return text;
  return text ? JSON.parse(text) : undefined;
}

const toResponse = (value: Response | JsonBodyType, status: number) =>
  value instanceof Response ? value : HttpResponse.json(value, { status });

/**
 * Answers these requests for the current test and records every request the SPA sends; returns
 * the list of sent requests (in order) to assert on.
 */
export function mockApi(...answers: Answer[]): SentRequest[] {
  const sent: SentRequest[] = [];
  apiServer.use(
    ...answers.map(({ method, path, reply, status = 200 }) =>
      http[method](`*/api${path}`, async ({ request, params }) => {
        const url = new URL(request.url);
        sent.push({
          method: request.method,
          path: url.pathname,
          search: url.searchParams,
          body: await bodyOf(request),
          headers: request.headers,
        });
        const value = typeof reply === 'function' ? await reply(request, params) : reply;
        return toResponse(value, status);
      }),
    ),
  );
  return sent;
}

/** Shorthands for `mockApi`'s answers. */
export const get = (path: string, reply: Answer['reply'], status?: number): Answer => ({
  method: 'get',
  path,
  reply,
  status,
});
export const post = (path: string, reply: Answer['reply'], status?: number): Answer => ({
  method: 'post',
  path,
  reply,
  status,
});
export const put = (path: string, reply: Answer['reply'], status?: number): Answer => ({
  method: 'put',
  path,
  reply,
  status,
});
export const patch = (path: string, reply: Answer['reply'], status?: number): Answer => ({
  method: 'patch',
  path,
  reply,
  status,
});
export const del = (path: string, reply: Answer['reply'], status?: number): Answer => ({
  method: 'delete',
  path,
  reply,
  status,
});

/** The contract's error body, for an answer outside 2xx. */
export function errorReply(
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): JsonBodyType {
  return { error: { code, message, ...extra } } as JsonBodyType;
}

/** A signed-in member of `role`, as `GET /api/auth/session` and the session store carry it. */
export function memberOf(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `u-${role}`,
    phone: '0800000001',
    firstName: role === 'customer' ? 'สมชาย' : 'ผู้ดูแล',
    lastName: role === 'customer' ? 'ใจดี' : 'ระบบ',
    address: '',
    role,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastProfileEditAt: null,
    ...overrides,
  };
}

/** A request as `routeApi` hands it to the test: method, path with its query, body, headers. */
export interface RoutedCall {
  method: string;
  path: string;
  body: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** An answer `routeApi`'s route gives: a status and an optional JSON body. */
export interface RoutedReply {
  status: number;
  body?: unknown;
}

/**
 * Answers every `/api` request of the current test with one function (undefined: the contract's
 * 404), for tests that follow a whole conversation (the cart and checkout, the shell); records
 * each request, in order.
 */
export function routeApi(
  route: (call: RoutedCall) => RoutedReply | Promise<RoutedReply> | undefined,
): RoutedCall[] {
  const calls: RoutedCall[] = [];
  apiServer.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: RoutedCall = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
        headers: Object.fromEntries(request.headers.entries()),
      };
      calls.push(call);
      const reply = (await route(call)) ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
      };
      return reply.body === undefined
        ? new HttpResponse(null, { status: reply.status })
        : HttpResponse.json(reply.body as JsonBodyType, { status: reply.status });
    }),
  );
  return calls;
}

import { type ClientResponse, hc, parseResponse } from 'hono/client';
import type { ApiRoutes } from '../../server/app.ts';
import type { ErrorBody } from '../../shared/contracts/common.ts';

/** An answer outside 2xx, carrying the contract's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds?: number;
  /** The orders a refusal names (OPEN_ORDERS). */
  readonly orders: string[];

  constructor(status: number, body: ErrorBody['error']) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.retryAfterSeconds = body.retryAfterSeconds;
    this.orders = body.orders ?? [];
  }
}

type UnauthenticatedListener = (error: ApiError) => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/** Tells the session store when the server no longer knows the session (expired, ended). */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

/** Leaves out empty values, as the server reads a missing and an empty field alike. */
function searchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

type Fetch = typeof fetch;
let sendRequest: Fetch = (input, init) => fetch(input, init);

/**
 * Where the client's requests go: the browser's `fetch` unless told otherwise. The server's page
 * rendering (client/entry-server.tsx) answers the loaders' calls from the shop's own app, in the
 * same process, instead of over the network.
 */
export function sendApiRequestsThrough(send: Fetch): void {
  sendRequest = send;
}

/**
 * The SPA's typed client: its paths, inputs and answers are the server's own route definitions
 * (`ApiRoutes`, server/app.ts), so a renamed field or path fails `tsc`. Call it through `call`.
 */
export const client = hc<ApiRoutes>('/api', {
  buildSearchParams: searchParams as (query: Record<string, string | string[]>) => URLSearchParams,
  headers: { Accept: 'application/json' },
  init: { credentials: 'same-origin' },
  fetch: ((input, init) => sendRequest(input, init)) satisfies Fetch,
});

/** The error an answer outside 2xx carries; tells the session store of an ended session. */
async function apiError(response: Response): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => null);
  const body = (data as ErrorBody | null)?.error ?? {
    code: 'INTERNAL',
    message: `HTTP ${response.status}`,
  };
  const error = new ApiError(response.status, body);
  if (error.code === 'UNAUTHENTICATED') {
    for (const listener of unauthenticatedListeners) listener(error);
  }
  return error;
}

/**
 * Sends a typed request and answers its JSON body, typed by the route; an answer outside 2xx
 * throws an `ApiError`: `await call(client.products.$get({ query }))`.
 */
export async function call<R extends ClientResponse<unknown>>(
  pending: R | Promise<R>,
): ReturnType<typeof parseResponse<R>> {
  const response = await pending;
  if (!response.ok) throw await apiError(response as unknown as Response);
  return parseResponse(response);
}

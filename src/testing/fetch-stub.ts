import { vi } from 'vitest';

export interface StubReply {
  status: number;
  body?: unknown;
}

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces fetch for component tests: `route(method, path, body)` answers each call; every call
 * is recorded with its parsed JSON body and headers. Unknown calls answer 404.
 */
export function stubFetch(
  route: (call: StubCall) => StubReply | Promise<StubReply> | undefined,
): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://shop.test');
      const call: StubCall = {
        method: init?.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        // Lower-case names, as a Headers object (the typed client's) gives them.
        headers: Object.fromEntries(new Headers(init?.headers)),
      };
      calls.push(call);
      const reply = (await route(call)) ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
      };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

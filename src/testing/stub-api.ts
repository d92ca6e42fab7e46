import { vi } from 'vitest';

export type Reply = { status: number; body?: unknown } | (() => never);

/**
 * Stubs fetch: each `METHOD /api/path` answers with its reply (a list is used in turn);
 * anything else is a 404. Returns the mock to inspect the calls.
 */
export function stubApi(replies: Record<string, Reply | Reply[]>) {
  const used: Record<string, number> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).split('?')[0];
    const key = `${init?.method ?? 'GET'} ${url}`;
    const entry = replies[key];
    let reply: Reply | undefined;
    if (Array.isArray(entry)) {
      const index = used[key] ?? 0;
      used[key] = index + 1;
      reply = entry[Math.min(index, entry.length - 1)];
    } else {
      reply = entry;
    }
    if (typeof reply === 'function') return reply();
    const { status, body } = reply ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
    };
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON body of the n-th call to a path. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, path: string, n = 0): unknown {
  const calls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api${path}`));
  const init = calls[n]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export const apiError = (status: number, code: string, message: string, extra = {}) => ({
  status,
  body: { error: { code, message, ...extra } },
});

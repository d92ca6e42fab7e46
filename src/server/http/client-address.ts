import { isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** What stands for the socket of an in-process request (tests), which has none. */
const NO_SOCKET = 'unknown';

/**
 * The client's address for rate limits, from the socket and, only when the shop is told to
 * believe `trustProxy` proxies in front of it (TRUST_PROXY), from X-Forwarded-For. Each proxy
 * appends the address it heard from, so the client is the entry `trustProxy` hops left of the
 * socket; anything further left was written by the client and proves nothing.
 */
export function addressFrom(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  const hops = [socketAddress ?? NO_SOCKET];
  if (trustProxy > 0 && forwardedFor) {
    const listed = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    hops.unshift(...listed);
  }
  return limitKey(hops[Math.max(0, hops.length - 1 - trustProxy)] ?? NO_SOCKET);
}

/**
 * One key per client: an IPv4 address as itself (also when the socket writes it IPv4-mapped),
 * an IPv6 address by its /64, which one household or phone holds whole, so that a client cannot
 * get a fresh limit by moving to the next address of its own network.
 */
export function limitKey(address: string): string {
  const bare =
    address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(bare) !== 6) return bare.slice(0, 64);
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The request's client address (see addressFrom), for every per-client limit of the shop. */
export function clientAddress(c: Context, trustProxy: number = c.var.config.TRUST_PROXY): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return addressFrom(incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), trustProxy);
}

/** Whether the request reached the first trusted hop over HTTPS (X-Forwarded-Proto only then). */
export function isHttpsRequest(c: Context, trustProxy: number = c.var.config.TRUST_PROXY): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (trustProxy === 0) return false;
  return forwardedValue(c.req.header('x-forwarded-proto'), trustProxy) === 'https';
}

/** The host the browser asked for: X-Forwarded-Host only behind a trusted proxy. */
export function requestHost(
  c: Context,
  trustProxy: number = c.var.config.TRUST_PROXY,
): string | undefined {
  const forwarded =
    trustProxy > 0 ? forwardedValue(c.req.header('x-forwarded-host'), trustProxy) : undefined;
  return forwarded ?? c.req.header('host');
}

/** The value the outermost trusted proxy wrote in a comma-separated forwarded header. */
function forwardedValue(header: string | undefined, trustProxy: number): string | undefined {
  if (!header) return undefined;
  const values = header
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values[Math.max(0, values.length - trustProxy)]?.toLowerCase();
}

/**
 * Whether an error says the database cannot be reached or dropped the connection (a restart, a
 * maintenance that ends every session, a network fault), as opposed to a query the database
 * refused. Such a request is answered 503 and the process goes on serving (http/errors.ts).
 */
export function databaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own (`cause`); look a few levels down.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const { code, message } = current as Error & { code?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * SQLSTATEs of a server that is gone or going: class 08 (connection exception), 57P01–57P03
 * (terminated by an administrator, crash shutdown, cannot connect now), 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** The socket's own errors. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and PGlite say, without a code, when their connection is gone. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'PGlite is closed',
];

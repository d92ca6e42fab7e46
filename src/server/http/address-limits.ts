import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { accountMessages } from '../../shared/account-messages.ts';
import { SLIP_UPLOADS_PER_HOUR } from '../../shared/domain/payments.ts';
import type { Executor } from '../db/client.ts';
import { addressLimitHits } from '../db/schema/limits.ts';
import { clientAddress } from './client-address.ts';
import type { AppEnv } from './env.ts';
import { AppError } from './errors.ts';

/**
 * Requests one client address may make, per window: enough that a real customer never meets them
 * (several customers behind one mobile carrier's shared address included), few enough that a
 * script guessing passwords, phones or discount codes is stopped within a minute.
 * RATE_LIMIT_FACTOR multiplies them all (the end-to-end suite registers dozens of customers from
 * one address).
 */
export const ADDRESS_LIMITS = {
  /** Login attempts, right or wrong. */
  login: { max: 20, windowSeconds: 60 },
  /** Registration attempts: each one also tells whether a phone is a customer's (PHONE_TAKEN). */
  register: { max: 10, windowSeconds: 60 * 60 },
  /** Discount-code checks: validate, redeem, and a cart quote that carries a code. */
  codeCheck: { max: 60, windowSeconds: 60 },
  /** New LINE link codes: a customer needs one or two. */
  lineLinkCode: { max: 10, windowSeconds: 60 * 60 },
  /** Reset codes asked for by LINE, per address: each one may push a LINE message. */
  resetCodeLine: { max: 20, windowSeconds: 60 * 60 },
  /** Reset codes asked for by LINE, per phone (its SHA-256): as many as a login's failures. */
  resetCodeLinePhone: { max: 5, windowSeconds: 60 * 60 },
  /** Slip pictures sent, per customer (their id): each may cost a HEIC decoding. */
  slipUpload: { max: SLIP_UPLOADS_PER_HOUR, windowSeconds: 60 * 60 },
  /** Reviews sent, per customer (their id): each may cost a picture's re-encoding. */
  reviewWrite: { max: 20, windowSeconds: 60 * 60 },
  /** Back-in-stock alerts asked for or removed, per customer (their id). */
  stockAlert: { max: 60, windowSeconds: 60 * 60 },
} as const;

export type AddressLimitName = keyof typeof ADDRESS_LIMITS;

/** Rows of windows over for a day are deleted, now and then, by the requests themselves. */
const FORGET_AFTER = sql`interval '1 day'`;
const FORGET_ONE_IN = 500;

/**
 * Counts a request against the address's limit and refuses it (429 TOO_MANY_ATTEMPTS with
 * `retryAfterSeconds`, and `tooMany`'s message) when over. A fixed window per (limit, address),
 * counted by one atomic upsert in the database on the database's clock, so every app process on
 * one PostgreSQL shares the count and parallel requests cannot slip past it.
 */
export async function countAgainstLimit(
  db: Executor,
  name: AddressLimitName,
  address: string,
  factor = 1,
  tooMany: (seconds: number) => string = accountMessages.login.tryAgainIn,
): Promise<void> {
  const { max, windowSeconds } = ADDRESS_LIMITS[name];
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${addressLimitHits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(addressLimitHits)
    .values({ limitName: name, address, hits: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [addressLimitHits.limitName, addressLimitHits.address],
      set: {
        hits: sql`case when ${expired} then 1 else least(${addressLimitHits.hits} + 1, 1000000) end`,
        windowStartedAt: sql`case when ${expired} then now() else ${addressLimitHits.windowStartedAt} end`,
      },
    })
    .returning({
      hits: addressLimitHits.hits,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${addressLimitHits.windowStartedAt} + ${window} - now())))::int`,
    });
  if (Math.random() * FORGET_ONE_IN < 1) {
    await db.execute(
      sql`delete from ${addressLimitHits} where ${addressLimitHits.windowStartedAt} < now() - ${FORGET_AFTER}`,
    );
  }
  if (!row || row.hits <= max * factor) return;
  const seconds = Math.min(windowSeconds, Math.max(1, Number(row.retryAfterSeconds) || 1));
  throw new AppError('TOO_MANY_ATTEMPTS', tooMany(seconds), {
    extra: { retryAfterSeconds: seconds },
  });
}

/** The request's address counted against a limit (see countAgainstLimit). */
export function countRequest(c: Context<AppEnv>, name: AddressLimitName): Promise<void> {
  return countAgainstLimit(c.var.db, name, clientAddress(c), c.var.config.RATE_LIMIT_FACTOR);
}

/** A route's requests limited per address, counted before anything of the request is read. */
export const limitPerAddress = (name: AddressLimitName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await countRequest(c, name);
    await next();
  });

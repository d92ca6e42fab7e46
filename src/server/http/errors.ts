import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type z } from 'zod';
import type { ErrorBody } from '../../shared/contracts/common.ts';
import { messages } from '../../shared/messages.ts';
import { databaseUnavailable } from '../db/unavailable.ts';
import { logger } from '../logger.ts';

const STATUS_BY_CODE = {
  VALIDATION: 400,
  TRACKING_CHECK_DIGIT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_A_BUYER: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PHONE_TAKEN: 409,
  EDIT_LOCKED: 409,
  OUT_OF_STOCK: 409,
  DISCOUNT_INVALID: 409,
  NOT_CANCELLABLE: 409,
  NOT_AWAITING_PAYMENT: 409,
  PAYMENT_METHOD_UNAVAILABLE: 409,
  SLIP_ALREADY_USED: 409,
  CARRIER_REFUSED: 409,
  BANNED_SUBSTANCE: 409,
  OPEN_ORDERS: 409,
  ORDER_HAS_HISTORY: 409,
  TOO_MANY_UNPAID: 409,
  ALREADY_REVIEWED: 409,
  IN_STOCK: 409,
  ALREADY_ISSUED: 409,
  NOT_VAT_REGISTERED: 409,
  CREDIT_TOO_LARGE: 409,
  NOT_ENOUGH_POINTS: 409,
  /** No money on the order: the refund move and a full tax invoice both answer it. */
  ORDER_NOT_PAID: 409,
  COD_NOT_COLLECTED: 409,
  REFUND_TOO_LARGE: 409,
  PAYLOAD_TOO_LARGE: 413,
  ACCOUNT_LOCKED: 423,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  IDEMPOTENCY_MISMATCH: 422,
  RATE_BASIS_UNSUPPORTED: 422,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

/** A failure the client should hear about, in the contract's shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly extra?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.extra = options.extra;
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  extra?: Record<string, unknown>,
): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...extra } };
}

/** Field path → first message, for forms to show next to each field. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  const fields = zodFields(error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  return new AppError('VALIDATION', first, { fields });
}

/** Maps anything thrown to the contract's error shape; a stack or SQL never leaves the server. */
export function handleError(err: unknown, c: Context): Response {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.fields, err.extra), err.status);
  }
  if (err instanceof ZodError) {
    const appError = validationError(err);
    return c.json(errorBody(appError.code, appError.message, appError.fields), 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413)
      return c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body too large'), 413);
    if (status >= 400 && status < 500) {
      return c.json(errorBody('VALIDATION', err.message || 'Bad request'), 400);
    }
  }
  if (databaseUnavailable(err)) {
    // Nothing was saved (a transaction that lost its connection is rolled back by the server);
    // the next request gets a new connection.
    logger.warn('database unavailable', { method: c.req.method, path: c.req.path, error: err });
    return c.json(errorBody('UNAVAILABLE', messages.databaseUnavailable), 503);
  }
  // The logger keeps the error's class, SQLSTATE and frames, never a value it carried.
  logger.error('unhandled error', { method: c.req.method, path: c.req.path, error: err });
  return c.json(errorBody('INTERNAL', 'Internal server error'), 500);
}

/** Validates the query string against a schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError(result.error);
  return result.data;
}

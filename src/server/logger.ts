/** Structured JSON logs: one object a line, to stdout. Never passwords, addresses or tokens. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

let threshold: number = LEVELS.info;

export function setLogLevel(level: LogLevel): void {
  threshold = LEVELS[level];
}

function write(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < threshold) return;
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    safe[key] = value instanceof Error ? describeError(value) : value;
  }
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...safe });
  process.stdout.write(`${line}\n`);
}

/**
 * A plain line for whoever watches the shop start (what it is doing, what it made), shown at
 * `info` and `debug`. Held to the log's rules: never a password, hash, phone or address.
 */
export function say(line: string): void {
  if (LEVELS.info < threshold) return;
  process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};

/** A SQLSTATE: five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Frames of a stack; its first lines are the message, which may carry values. */
const STACK_FRAME = /^\s+at /;
const MAX_FRAMES = 8;

/**
 * What a log line may say about an error: its class, the database's SQLSTATE and constraint, a
 * message with every value taken out, and the stack's frames. Errors of the database driver and
 * of Drizzle carry the query's parameters (a registration's phone, password hash and address), the
 * row's values (`detail`) and values quoted in the message; none of them is kept.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { class: typeof error };
  const described: Record<string, unknown> = { class: error.constructor.name };
  let message = error.message;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) {
      described.code = candidate.code;
      message = String(candidate.message ?? '');
      const constraint =
        typeof candidate.constraint === 'string'
          ? candidate.constraint
          : message.match(/constraint "([\w.]+)"/)?.[1];
      if (constraint) described.constraint = constraint;
      break;
    }
    current = (current as { cause?: unknown }).cause;
  }
  described.message = withoutValues(message);
  const frames = (error.stack ?? '').split('\n').filter((line) => STACK_FRAME.test(line));
  if (frames.length > 0) described.stack = frames.slice(0, MAX_FRAMES).map((line) => line.trim());
  return described;
}

/**
 * A message's first line before any `params:`, with quoted text and runs of digits (phones, ids,
 * amounts) replaced, at most 200 characters.
 */
export function withoutValues(message: string): string {
  const firstLine = message.split(/\r?\n|\bparams:/)[0] ?? '';
  return firstLine
    .replace(/"[^"]*"?|'[^']*'?|`[^`]*`?/g, '"…"')
    .replace(/\d{3,}/g, '#')
    .slice(0, 200);
}

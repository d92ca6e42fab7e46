/**
 * A token bucket per client kept in memory: `capacity` events at once, refilled at
 * `capacity` per `windowMs`. The map holds at most `maxClients` buckets; the least recently
 * seen client is forgotten first, so a flood of addresses cannot grow the process.
 */
export interface RateLimiterOptions {
  capacity: number;
  windowMs: number;
  maxClients: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the request would fit, when refused. */
  retryAfterSeconds: number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly options: Required<RateLimiterOptions>;

  constructor(options: RateLimiterOptions) {
    this.options = { ...options, now: options.now ?? Date.now };
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Takes `cost` tokens from the client's bucket, or refuses without taking any. */
  take(client: string, cost: number): RateDecision {
    const { capacity, windowMs, maxClients, now } = this.options;
    const time = now();
    const refillPerMs = capacity / windowMs;
    const previous = this.buckets.get(client);
    const bucket: Bucket = previous
      ? {
          tokens: Math.min(capacity, previous.tokens + (time - previous.updatedAt) * refillPerMs),
          updatedAt: time,
        }
      : { tokens: capacity, updatedAt: time };
    // Re-inserting keeps the map in least-recently-seen order.
    this.buckets.delete(client);
    const allowed = cost <= bucket.tokens;
    if (allowed) bucket.tokens -= cost;
    this.buckets.set(client, bucket);
    while (this.buckets.size > maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    const missing = Math.max(0, Math.min(cost, capacity) - bucket.tokens);
    return {
      allowed,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(missing / refillPerMs / 1000)),
    };
  }
}

/**
 * The shop-wide budget (a token bucket of `capacity`, refilled `capacity` per `windowMs`),
 * shared fairly between the clients sending at the moment.
 *
 * The rule: the clients seen in the last `windowMs` are the active ones. Each client's fair share
 * is the budget divided by the active clients plus one, the extra share kept for a client that
 * has not sent yet. While the bucket is at most half full, a client that has taken more than its
 * share (its use running down at its share per `windowMs`) is refused, though tokens remain; a
 * client that has taken nothing lately is refused only when the bucket is empty. So one client,
 * however fast it sends, cannot take the bucket below half while alone, nor more than its share
 * once others send, and a visitor arriving meanwhile still finds tokens. With the bucket more
 * than half full nobody is refused for fairness: a burst is only refused when it is needed.
 */
export class FairShareLimiter {
  /** Each active client's use, in least-recently-seen order. */
  private readonly clients = new Map<string, { used: number; seenAt: number }>();
  private readonly options: Required<RateLimiterOptions>;
  private tokens: number;
  private updatedAt: number;

  constructor(options: RateLimiterOptions) {
    this.options = { ...options, now: options.now ?? Date.now };
    this.tokens = options.capacity;
    this.updatedAt = this.options.now();
  }

  /** Clients counted as active now (tests). */
  get activeClients(): number {
    return this.clients.size;
  }

  take(client: string, cost: number): RateDecision {
    const { capacity, windowMs, maxClients, now } = this.options;
    const time = now();
    const refillPerMs = capacity / windowMs;
    this.tokens = Math.min(capacity, this.tokens + (time - this.updatedAt) * refillPerMs);
    this.updatedAt = time;
    for (const [key, entry] of this.clients) {
      if (entry.seenAt > time - windowMs && this.clients.size <= maxClients) break;
      this.clients.delete(key);
    }
    const previous = this.clients.get(client);
    const others = this.clients.size - (previous ? 1 : 0);
    const share = capacity / (others + 2);
    const sharePerMs = share / windowMs;
    const used = previous ? Math.max(0, previous.used - (time - previous.seenAt) * sharePerMs) : 0;
    // Re-inserting keeps the map in least-recently-seen order.
    this.clients.delete(client);
    const overShare = used > 0 && used + cost > share && this.tokens <= capacity / 2;
    if (overShare || cost > this.tokens) {
      this.clients.set(client, { used, seenAt: time });
      const waitMs = overShare
        ? (used + cost - share) / sharePerMs
        : (Math.min(cost, capacity) - this.tokens) / refillPerMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    this.tokens -= cost;
    this.clients.set(client, { used: used + cost, seenAt: time });
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

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

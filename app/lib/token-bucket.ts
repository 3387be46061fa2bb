/**
 * A rate limit per key (a client's address) in memory: each key has a bucket of `burst` turns,
 * refilled at `perMinute` a minute, and each request takes one. At most `maxKeys` keys are
 * remembered (the least recently seen are forgotten, which only ever gives a client a full bucket).
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;
  private readonly burst: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: { perMinute: number; burst: number; maxKeys?: number; now?: () => number }) {
    this.perMs = options.perMinute / 60_000;
    this.burst = options.burst;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Takes a turn for `key`: 0 when granted, else the whole seconds until the next turn. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    this.buckets.delete(key);
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000));
  }
}

import { sourceOf } from './address-source';

/**
 * A token bucket per connection: `burst` messages at once, refilled at `perSecond`. Honest
 * screens send a few messages a second; a flood is refused without slowing anyone else.
 */
export class RateLimiter {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** True if one more message may pass now. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * One token bucket per source (`sourceOf`), shared by all its connections, so reconnecting starts
 * nothing afresh. At most `maxSources` are kept; the one least recently used is dropped. A dropped
 * bucket comes back full, which only a peer cycling through thousands of sources could use.
 */
export class SourceRateLimits {
  private readonly buckets = new Map<string, RateLimiter>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly maxSources = 4096,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True if `address` may do one more now. */
  take(address: string): boolean {
    const source = sourceOf(address);
    const bucket = this.buckets.get(source) ?? new RateLimiter(this.perSecond, this.burst, this.now);
    this.buckets.delete(source);
    this.buckets.set(source, bucket);
    if (this.buckets.size > this.maxSources) this.buckets.delete(this.buckets.keys().next().value!);
    return bucket.take();
  }
}

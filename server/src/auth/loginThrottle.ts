/**
 * Counts failed sign-ins per email and per client address in a sliding window; past the limit the
 * next attempts answer 429 until the window has passed.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly limit = 5,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Minutes until the keys may try again, or 0. */
  blockedFor(keys: string[], now: number): number {
    let until = 0;
    for (const key of keys) {
      const list = this.recent(key, now);
      if (list.length >= this.limit) until = Math.max(until, list[0]! + this.windowMs - now);
    }
    return Math.ceil(until / 60000);
  }

  fail(keys: string[], now: number): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}

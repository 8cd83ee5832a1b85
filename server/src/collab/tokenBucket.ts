/** A token bucket: `rate` tokens a second up to `burst`; `take` answers false when there are not enough. */
export class TokenBucket {
  private tokens: number;
  private at = performance.now();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  take(n = 1): boolean {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }

  /** Gives back what a `take` charged for something that turned out to cost nothing. */
  give(n = 1): void {
    this.tokens = Math.min(this.burst, this.tokens + n);
  }
}

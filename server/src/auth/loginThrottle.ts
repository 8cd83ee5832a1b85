export interface ThrottleLimits {
  /** Failures on one account before each further attempt has to wait. */
  freeFailures: number;
  /** The longest wait between two attempts on one account. */
  maxDelayMs: number;
  /** An account's failures are forgotten after this long without one. */
  forgetMs: number;
  /** Failed attempts from one client address within `addressWindowMs` before it is refused. */
  addressLimit: number;
  addressWindowMs: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  freeFailures: 5,
  maxDelayMs: 15 * 60 * 1000,
  forgetMs: 24 * 3600 * 1000,
  addressLimit: 100,
  addressWindowMs: 15 * 60 * 1000,
};

/** Entries kept per map; the oldest are dropped beyond it, so a spray of addresses cannot grow memory. */
const MAX_ENTRIES = 50_000;

export type ThrottleVerdict =
  { ok: true } | { ok: false; waitSeconds: number; reason: 'account' | 'address' };

/**
 * Sign-in throttling that never locks the right password out for long and never locks a household out:
 * - per account: after `freeFailures` failures each further attempt must wait 2^k seconds (k = failures
 *   beyond the free ones, capped at maxDelayMs); once the wait has passed an attempt is judged normally,
 *   so the right password always works then, and a success clears the account;
 * - per client address only at a far higher limit (a spray over many accounts), so family members
 *   behind one home IP or proxy do not suffer from one member's typos.
 */
export class LoginThrottle {
  private readonly accounts = new Map<string, { failures: number; last: number }>();
  private readonly addresses = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_LIMITS) {}

  /** The wait before `account` may try again, in ms (0 = may try now). */
  private accountWait(account: string, now: number): number {
    const a = this.accounts.get(account);
    if (!a) return 0;
    if (now - a.last > this.limits.forgetMs) {
      this.accounts.delete(account);
      return 0;
    }
    const beyond = a.failures - this.limits.freeFailures;
    if (beyond < 0) return 0;
    const delay = Math.min(2 ** beyond * 1000, this.limits.maxDelayMs);
    return Math.max(0, a.last + delay - now);
  }

  private recentFromAddress(address: string, now: number): number[] {
    const list = (this.addresses.get(address) ?? []).filter((t) => now - t < this.limits.addressWindowMs);
    if (list.length) this.addresses.set(address, list);
    else this.addresses.delete(address);
    return list;
  }

  check(account: string, address: string, now: number): ThrottleVerdict {
    const fromAddress = this.recentFromAddress(address, now);
    if (fromAddress.length >= this.limits.addressLimit) {
      const wait = fromAddress[0]! + this.limits.addressWindowMs - now;
      return { ok: false, waitSeconds: Math.ceil(wait / 1000), reason: 'address' };
    }
    const wait = this.accountWait(account, now);
    if (wait > 0) return { ok: false, waitSeconds: Math.ceil(wait / 1000), reason: 'account' };
    return { ok: true };
  }

  fail(account: string, address: string, now: number): void {
    const a = this.accounts.get(account);
    this.accounts.delete(account); // re-inserted last: the map stays ordered by last failure
    this.accounts.set(account, { failures: (a?.failures ?? 0) + 1, last: now });
    const list = this.recentFromAddress(address, now);
    this.addresses.delete(address);
    this.addresses.set(address, [...list, now].slice(-this.limits.addressLimit));
    trim(this.accounts);
    trim(this.addresses);
  }

  succeed(account: string): void {
    this.accounts.delete(account);
  }
}

function trim(map: Map<string, unknown>): void {
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/** The answer's wording for a refused attempt. */
export function waitMessage(verdict: Extract<ThrottleVerdict, { ok: false }>): string {
  const s = verdict.waitSeconds;
  const when = s < 90 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minutes`;
  return verdict.reason === 'address'
    ? `Too many failed sign-in attempts from your network. Try again in ${when}.`
    : `Too many failed sign-in attempts for this account. Try again in ${when}.`;
}

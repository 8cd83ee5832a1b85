import type { UserRow } from './users.repository.js';

const TTL_MS = 10_000;

/**
 * Saves the session lookup on most requests: a session's user is kept for a few seconds. An entry is
 * dropped when its session ends and when a request changes the user's own row (routes announce those as
 * 'profile' or 'family' changes), so a process never serves its own stale view. Another process may keep
 * a signed-out or changed session user for at most TTL_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow; until: number }>();

  get(tokenHash: string, now: number): UserRow | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e.user;
  }

  /** Keeps a user until TTL_MS from now, or until the session expires if that is sooner. */
  set(tokenHash: string, user: UserRow, now: number, sessionExpires: number): void {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(tokenHash, { user, until: Math.min(now + TTL_MS, sessionExpires) });
  }

  forgetSession(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [hash, e] of this.entries) if (e.user.id === userId) this.entries.delete(hash);
  }
}

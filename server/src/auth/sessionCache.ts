import type { UserRow } from './users.repository.js';

const TTL_MS = 10_000;

/** What one process tells the others (over Redis, see sessionBus.ts): sessions ended, a user changed. */
export type SessionNews = { ended: string[] } | { user: string };

/**
 * Saves the session lookup on most requests: a session's user is kept for a few seconds. Every change
 * drops entries at once: a session that ends (sign-out, password change or reset, sign-in replacing a
 * token, "sign out everywhere") and a request that changes the user's own row. With REDIS_URL the news
 * reaches every other process too, so no process serves an ended session or a stale user. Listeners
 * (the collaboration and socket.io servers) close the ended sessions' sockets, and the collaboration
 * server checks a changed user's documents again (a member removed from a family loses its plans).
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow; until: number }>();
  /** Sessions ended lately (real time, ms): a lookup that raced the end may not cache them again. */
  private readonly ended = new Map<string, number>();
  private readonly listeners = new Set<(ended: ReadonlySet<string>) => void>();
  private readonly userListeners = new Set<(userId: string) => void>();
  /** Set while connected to the other processes. */
  bus: { publish(news: SessionNews): void } | undefined;

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
    const endedAt = this.ended.get(tokenHash);
    if (endedAt !== undefined && Date.now() - endedAt < TTL_MS) return;
    this.entries.set(tokenHash, { user, until: Math.min(now + TTL_MS, sessionExpires) });
  }

  /** Sessions that no longer exist: forgotten here and everywhere, and their sockets closed. */
  end(tokenHashes: string[]): void {
    if (!tokenHashes.length) return;
    this.receive({ ended: tokenHashes });
    this.bus?.publish({ ended: tokenHashes });
  }

  /** The user's row changed: their sessions are looked up afresh, here and everywhere. */
  forgetUser(userId: string): void {
    this.receive({ user: userId });
    this.bus?.publish({ user: userId });
  }

  /** News from this or another process. */
  receive(news: SessionNews): void {
    if ('user' in news) {
      for (const [hash, e] of this.entries) if (e.user.id === news.user) this.entries.delete(hash);
      for (const listener of this.userListeners) listener(news.user);
      return;
    }
    const ended = new Set(news.ended);
    const at = Date.now();
    for (const [hash, t] of this.ended) if (at - t >= TTL_MS) this.ended.delete(hash);
    if (this.ended.size > 10_000) this.ended.clear();
    for (const hash of ended) {
      this.entries.delete(hash);
      this.ended.set(hash, at);
    }
    for (const listener of this.listeners) listener(ended);
  }

  /**
   * Calls `listener` with the id of a user whose row changed (family, role, name), here or on another
   * process, once the change is committed; answers the unsubscribe.
   */
  onUserChanged(listener: (userId: string) => void): () => void {
    this.userListeners.add(listener);
    return () => this.userListeners.delete(listener);
  }

  /** Calls `listener` with the hashes of sessions that ended; answers the unsubscribe. */
  onEnded(listener: (ended: ReadonlySet<string>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

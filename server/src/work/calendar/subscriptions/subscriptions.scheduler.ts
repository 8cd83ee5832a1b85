import type { AppDeps } from '../../../http/deps.js';
import { dueSubscriptions } from './subscriptions.repository.js';

/** Fetches due subscriptions (a few at a time, one after another) every `intervalMs`. */
export function startSubscriptionScheduler(deps: AppDeps, intervalMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const due = await dueSubscriptions(deps.db, deps.clock(), 5);
      if (!due.length) return;
      // The fetching and parsing (ical.js) load when a feed is first due, not in every server.
      const { refreshSubscription } = await import('./subscriptions.service.js');
      for (const row of due)
        await refreshSubscription(deps.db, row, {
          allowPrivate: deps.config.ALLOW_PRIVATE_FEEDS,
          now: deps.clock(),
        });
    } catch (err) {
      deps.log.warn({ err }, 'calendar subscription refresh failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.js';
import type { SessionCache, SessionNews } from './sessionCache.js';

const CHANNEL = 'hearth:sessions';

/**
 * With REDIS_URL: ended sessions and changed users are announced to every server process, which drop
 * them from their session caches and close their sockets at once.
 */
export async function connectSessionBus(
  url: string,
  sessions: SessionCache,
  log: Logger,
): Promise<() => Promise<void>> {
  const { createClient } = await import('redis');
  const self = randomUUID();
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', (err) => log.warn({ err }, 'redis session publisher error'));
  sub.on('error', (err) => log.warn({ err }, 'redis session subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL, (message: string) => {
    try {
      const m = JSON.parse(message) as { from: string; news: SessionNews };
      if (m.from !== self) sessions.receive(m.news);
    } catch (err) {
      log.warn({ err }, 'bad session bus message');
    }
  });
  sessions.bus = {
    publish: (news) =>
      void pub
        .publish(CHANNEL, JSON.stringify({ from: self, news }))
        .catch((err: unknown) => log.warn({ err }, 'redis session publish failed')),
  };
  return async () => {
    sessions.bus = undefined;
    await Promise.allSettled([sub.quit(), pub.quit()]);
  };
}

import type { Logger } from '../logger.js';
import type { Io } from './publisher.js';

/** With REDIS_URL, socket.io rooms span every server process (a change emitted on one reaches sockets on all). */
export async function attachRedisAdapter(io: Io, url: string, log: Logger): Promise<() => Promise<void>> {
  // Loaded only with REDIS_URL: a single-process home server never pays for the client in memory.
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-adapter'),
    import('redis'),
  ]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', (err) => log.warn({ err }, 'redis adapter publisher error'));
  sub.on('error', (err) => log.warn({ err }, 'redis adapter subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([sub.quit(), pub.quit()]);
  };
}

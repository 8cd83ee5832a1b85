import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.js';
import type { CollabService } from './collab.service.js';

const CHANNEL = 'hearth:collab:updates';

/**
 * Scale-out: every update this process stores is announced on Redis, and updates stored by other
 * processes are applied to the documents loaded here. The database stays the source of truth (a commit
 * on a stale copy catches up from it), so a lost message only delays, never loses, an update.
 * Presence (awareness) travels the same way; a process that dies leaves its editors' presence to time
 * out on the others (30 s, as in y-protocols).
 */
export async function connectUpdateBus(
  url: string,
  collab: CollabService,
  log: Logger,
): Promise<() => Promise<void>> {
  const { createClient } = await import('redis');
  const self = randomUUID();
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', (err) => log.warn({ err }, 'redis publisher error'));
  sub.on('error', (err) => log.warn({ err }, 'redis subscriber error'));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL, (message: string) => {
    try {
      const m = JSON.parse(message) as { from: string; name: string; seq?: number; update: string };
      if (m.from === self) return;
      const update = new Uint8Array(Buffer.from(m.update, 'base64'));
      if (m.seq === undefined) collab.receiveRemotePresence(m.name, update);
      else collab.receiveRemote(m.name, m.seq, update);
    } catch (err) {
      log.warn({ err }, 'bad collaboration bus message');
    }
  });
  const send = (name: string, update: Uint8Array, seq?: number) =>
    pub
      .publish(
        CHANNEL,
        JSON.stringify({ from: self, name, seq, update: Buffer.from(update).toString('base64') }),
      )
      .catch((err: unknown) => log.warn({ err }, 'redis publish failed'));
  collab.bus = {
    publish: (name, seq, update) => void send(name, update, seq),
    publishPresence: (name, update) => void send(name, update),
  };
  return async () => {
    collab.bus = undefined;
    await Promise.allSettled([sub.quit(), pub.quit()]);
  };
}

import type { Executor } from '../db/schema.js';
import { findKey, putKeyOnce } from './push.repository.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const loaded = new WeakMap<Executor, Promise<VapidKeys>>();

/** The server's VAPID key pair: generated on first use and kept in the database (every process shares it). */
export function vapidKeys(db: Executor): Promise<VapidKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = (async () => {
      const stored = (await findKey(db, 'vapid')) as VapidKeys | undefined;
      if (stored) return stored;
      const { default: webpush } = await import('web-push');
      return (await putKeyOnce(db, 'vapid', webpush.generateVAPIDKeys())) as VapidKeys;
    })();
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}

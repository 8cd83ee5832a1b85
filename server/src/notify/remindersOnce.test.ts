import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openTestDatabase, startTestServer } from '../testing/testServer.js';
import { signedInUser } from '../testing/httpClient.js';
import { startPushService } from '../testing/pushService.js';
import type { Database } from '../db/schema.js';
import type { RunningServer } from '../server.js';
import type { Io } from '../realtime/publisher.js';
import { runReminders } from '../life/reminders.js';

// Two server processes over one database, then a third started after one of them stops (a restart): every
// one of them runs reminder passes at the same instant, and a due reminder still reaches the device once,
// because each is claimed in the database before it is sent. The passes are run here, not on a timer.
const now = new Date('2026-05-06T09:50:00Z');
let db: Database;
const servers: RunningServer[] = [];
let push: Awaited<ReturnType<typeof startPushService>>;
const start = async () => {
  const s = await startTestServer({ db, clock: () => now, env: { ALLOW_PRIVATE_PUSH: '1' } });
  servers.push(s);
  return s;
};
beforeAll(async () => {
  push = await startPushService();
  db = openTestDatabase();
});
afterAll(async () => {
  await db.deleteFrom('push_subscriptions').where('endpoint', 'like', `${push.origin}/%`).execute();
  for (const s of servers) await s.close();
  await db.destroy();
  await push.close();
});

/** No Hearth tab is open anywhere: every reminder goes to the member's channels. */
const noTabs = { of: () => ({ sockets: new Map() }), to: () => ({ emit: () => true }) } as unknown as Io;

describe('each reminder once', () => {
  it(
    'goes out once with two processes passing at the same time, and not again after a restart',
    { timeout: 120_000 },
    async () => {
      const one = await start();
      const two = await start();
      const u = await signedInUser(one.url, { name: 'Ona', timezone: 'UTC' });
      const phone = push.subscription();
      expect((await u.client.post('/api/push/subscriptions', phone)).status).toBe(201);
      await (db as unknown as Kysely<any>)
        .insertInto('tasks')
        .values({ user_id: u.user.id, title: 'Water the plants', due_date: '2026-05-06' })
        .execute();

      await Promise.all([runReminders(one.deps, noTabs), runReminders(two.deps, noTabs)]);
      await Promise.all([runReminders(one.deps, noTabs), runReminders(two.deps, noTabs)]);
      await two.close();
      servers.splice(servers.indexOf(two), 1);
      const restarted = await start();
      await runReminders(restarted.deps, noTabs);

      expect(push.received.filter((r) => r.path === phone.path).map((r) => r.payload.body)).toEqual([
        'Water the plants',
      ]);
    },
  );
});

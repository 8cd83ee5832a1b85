import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

// 07:05 in New York on a day no other test's clock reaches (servers of other files share the PostgreSQL
// test database, and a test that owns its clock sends its digests to every opted-in user): a digest for
// this day is due for anyone who opted in, if reminder passes run.
const now = new Date('2027-02-10T12:05:00Z');
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => now, env: { REMINDER_INTERVAL_SECONDS: '0' } });
});
afterAll(() => server.close());

describe('REMINDER_INTERVAL_SECONDS', () => {
  it('0 turns reminder passes off: a due digest is not sent', async () => {
    const u = await signedInUser(server.url, { name: 'Quiet', timezone: 'America/New_York' });
    expect(
      (await u.client.put('/api/notification-preferences', { email_digest: true })).body.email_digest,
    ).toBe(true);
    // A server started now, on the same database: a running scheduler's first pass comes 2 s after the start.
    const second = await startTestServer({
      db: server.deps.db,
      clock: () => now,
      env: { REMINDER_INTERVAL_SECONDS: '0' },
    });
    await new Promise((r) => setTimeout(r, 2500));
    await second.close();
    const mail = await (server.deps.db as unknown as Kysely<any>)
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', u.email)
      .where('subject', '=', 'Hearth: your day, 2027-02-10')
      .execute();
    expect(mail).toEqual([]);
  });
});

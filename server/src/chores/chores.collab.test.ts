import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHORE_REFUSALS,
  CLOSE,
  choreOf,
  choresDocName,
  markChoreDone,
  putChore,
  putClaim,
  type DocChore,
} from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { editor, synced, waitFor, type Editor } from '../collab/testing.js';
import { childAccount, choreBody, type ChildAccount } from './testing.js';

// The family's chores document with real y-websocket clients: edits converge, another family is refused,
// a child may tick their own chore but not edit one, and invalid updates are dropped (never stored nor broadcast).
let server: RunningServer;
const open: Editor[] = [];
let parent: SignedInUser, adult: SignedInUser, kid: ChildAccount, stranger: SignedInUser, name: string;
beforeAll(async () => {
  server = await startTestServer();
  parent = await signedInUser(server.url, { name: 'Parent' });
  adult = await signedInUser(server.url, { name: 'Robin', inFamilyOf: parent });
  kid = await childAccount(server.url, parent);
  stranger = await signedInUser(server.url, { name: 'Stranger' });
  name = choresDocName(parent.user.family_id);
});
afterAll(async () => {
  for (const e of open) e.destroy();
  await server.close();
});

const connect = async (cookie: string | undefined) => {
  const e = editor(server.url, name, cookie);
  open.push(e);
  await synced(e);
  return e;
};
const chore = (members: DocChore['members'], extra: Partial<DocChore> = {}): DocChore => ({
  name: 'Dishes',
  members,
  turn: 0,
  mode: 'round_robin',
  rrule: 'FREQ=DAILY',
  start_date: '2026-01-05',
  due_time: null,
  points: 5,
  created_at: new Date().toISOString(),
  ...extra,
});
const names = async (u: { client: { get: (p: string) => Promise<{ body: unknown }> } }) =>
  ((await u.client.get('/api/chores')).body as { name: string }[]).map((c) => c.name).sort();

/** One attempt on a fresh connection; answers the refusal. */
async function refused(cookie: string | undefined, change: (e: Editor) => void) {
  const e = await connect(cookie);
  change(e);
  await waitFor(() => e.rejections.length > 0, 5000, 'the refusal');
  return e.rejections[0];
}

describe('the chores document over y-websocket', () => {
  it('converges: two adults add chores at once; both see both, and so does REST', async () => {
    const [a, b] = [await connect(parent.client.cookie), await connect(adult.client.cookie)];
    putChore(a.doc, crypto.randomUUID(), chore([{ user_id: kid.id, name: 'Mia' }], { name: 'Lawn' }));
    putChore(
      b.doc,
      crypto.randomUUID(),
      chore([{ user_id: adult.user.id, name: 'Robin' }], { name: 'Bins' }),
    );
    const seen = (e: Editor) => [...e.doc.getMap<DocChore>('chores').values()].map((c) => c.name).sort();
    await waitFor(() => seen(a).length === 2 && seen(b).length === 2, 5000, 'convergence');
    expect(seen(a)).toEqual(['Bins', 'Lawn']);
    await waitFor(() => a.allSaved() && b.allSaved(), 5000, 'saved');
    expect(await names(adult)).toEqual(['Bins', 'Lawn']);
    // The child's REST view: only what may go to them.
    expect(await names(kid)).toEqual(['Lawn']);
  });

  it("refuses another family's member (4403) and an anonymous client (4401)", async () => {
    const other = editor(server.url, name, stranger.client.cookie);
    const anon = editor(server.url, name, undefined);
    open.push(other, anon);
    await waitFor(() => other.closes.length > 0 && anon.closes.length > 0, 5000, 'refusals');
    expect(other.closes[0]).toBe(CLOSE.forbidden);
    expect(anon.closes[0]).toBe(CLOSE.unauthenticated);
    expect(other.doc.getMap('chores').size).toBe(0);
  });

  it('lets a child tick their own chore, live on an adult page, and refuses them editing one', async () => {
    const id = (
      await parent.client.post('/api/chores', choreBody([kid.id, adult.user.id], { name: 'Feed cat' }))
    ).body.id as string;
    const other = (await parent.client.post('/api/chores', choreBody([adult.user.id], { name: 'Taxes' })))
      .body.id as string;
    const watcher = await connect(adult.client.cookie);
    const phone = await connect(kid.client.cookie);

    expect(
      await refused(kid.client.cookie, (e) => putChore(e.doc, id, { ...choreOf(e.doc, id)!, points: 999 })),
    ).toBe(CHORE_REFUSALS.edit);
    expect(await refused(kid.client.cookie, (e) => e.doc.getMap('chores').delete(other))).toBe(
      CHORE_REFUSALS.edit,
    );
    expect(
      await refused(kid.client.cookie, (e) =>
        markChoreDone(e.doc, {
          id: crypto.randomUUID(),
          choreId: other,
          date: '2026-05-06',
          by: kid.id,
          now: new Date(),
        }),
      ),
    ).toBe(CHORE_REFUSALS.notYours);
    expect(
      await refused(kid.client.cookie, (e) =>
        putClaim(e.doc, crypto.randomUUID(), {
          reward_id: 'none',
          user_id: kid.id,
          name: 'Mia',
          points: 1,
          at: new Date().toISOString(),
          status: 'approved',
          decided_by: null,
          decided_at: null,
        }),
      ),
    ).toBe(CHORE_REFUSALS.claim);

    const tick = crypto.randomUUID();
    const { week_start } = (await kid.client.get('/api/chore-leaderboard')).body as { week_start: string };
    markChoreDone(phone.doc, { id: tick, choreId: id, date: week_start, by: kid.id, now: new Date() });
    await waitFor(() => watcher.doc.getMap('completions').has(tick), 5000, 'the tick on the adult page');
    expect(choreOf(watcher.doc, id)!.turn).toBe(1);
    await waitFor(() => phone.allSaved(), 5000, 'saved');
    expect((await adult.client.get(`/api/chores/${id}`)).body.assignee.name).toBe('Robin');
    expect((await adult.client.get('/api/chore-leaderboard')).body.rows).toEqual([
      { user_id: kid.id, name: 'Mia', points: 5 },
    ]);
    // What was refused never reached the watcher nor the tables.
    expect(choreOf(watcher.doc, id)!.points).toBe(5);
    expect(watcher.doc.getMap('chores').has(other)).toBe(true);
    expect((await parent.client.get(`/api/chores/${id}`)).body.points).toBe(5);
  });

  it('drops an invalid update from an adult (negative points, unknown root entry): never stored nor broadcast', async () => {
    const watcher = await connect(parent.client.cookie);
    const bad = crypto.randomUUID();
    expect(
      await refused(adult.client.cookie, (e) =>
        putChore(e.doc, bad, chore([{ user_id: adult.user.id, name: 'Robin' }], { points: -5 })),
      ),
    ).toMatch(/points/);
    expect(
      await refused(adult.client.cookie, (e) =>
        putChore(e.doc, bad, chore([{ user_id: adult.user.id, name: 'Robin' }], { turn: 3 })),
      ),
    ).toMatch(/turn/);
    expect(await refused(adult.client.cookie, (e) => e.doc.getMap('meta').set('schema', 1))).toBeTruthy();
    // A valid edit after them arrives; the invalid ones never did.
    const good = crypto.randomUUID();
    const a = await connect(adult.client.cookie);
    putChore(a.doc, good, chore([{ user_id: adult.user.id, name: 'Robin' }], { name: 'Windows' }));
    await waitFor(() => watcher.doc.getMap('chores').has(good), 5000, 'the valid edit');
    expect(watcher.doc.getMap('chores').has(bad)).toBe(false);
    expect(watcher.doc.getMap('meta').get('schema')).toBe(2);
    await waitFor(() => a.allSaved(), 5000, 'saved');
    expect((await parent.client.get(`/api/chores/${bad}`)).status).toBe(404);
  });
});

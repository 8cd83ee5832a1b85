import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooking, planDocName, setPlanFields } from '@hearth/shared';
import { openTestDatabase, startTestServer } from '../testing/testServer.js';
import type { Database } from '../db/schema.js';
import type { RunningServer } from '../server.js';
import { COMPACT_EVERY } from './collab.service.js';
import { docBooking, editor, familyPlan, synced, waitFor, type Editor } from './testing.js';

// Two servers over ONE database and no bus between them (no Redis): each keeps its own copy of a
// document, so one of them commits on a stale copy. The database refuses that commit; the server
// catches up, validates again and stores it. Nothing is lost, and both copies end up equal.
let db: Database;
let one: RunningServer;
let two: RunningServer;
const open: Editor[] = [];
beforeAll(async () => {
  db = openTestDatabase();
  one = await startTestServer({ db });
  two = await startTestServer({ db });
});
afterAll(async () => {
  for (const e of open) e.destroy();
  await one.close();
  await two.close();
  await db.destroy();
});

async function planOnBothServers() {
  const { a, b, plan, name } = await familyPlan(one.url);
  const onOne = editor(one.url, name, a.client.cookie);
  const onTwo = editor(two.url, name, b.client.cookie);
  open.push(onOne, onTwo);
  await synced(onOne);
  await synced(onTwo);
  // What REST reports: the plan's row and its bookings, as projected into the tables.
  const stored = async () => ({
    ...(await a.client.get(`/api/plans/${plan.id}`)).body,
    bookings: (await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body,
  });
  return { a, plan, onOne, onTwo, stored };
}

const description = (e: Editor) => e.doc.getMap('meta').get('description');

describe('two servers on one database, no bus', () => {
  it('stores an edit made on a stale copy after catching up, and both copies converge', async () => {
    const { onOne, onTwo, stored } = await planOnBothServers();
    setPlanFields(onOne.doc, { description: 'Edited on one' });
    await waitFor(async () => (await stored()).description === 'Edited on one', 5000, 'the first edit');

    // Server two has not seen that edit: its commit builds on an older sequence number.
    addBooking(onTwo.doc, 'b1', docBooking('Dinner', 10, 'Bob'));
    await waitFor(async () => (await stored()).bookings?.length === 1, 5000, 'the booking');
    const plan = await stored();
    expect(plan.description).toBe('Edited on one');
    expect(plan.bookings.map((b: { name: string }) => b.name)).toEqual(['Dinner']);
    // Catching up sent server one's edit to the editor on server two.
    await waitFor(() => description(onTwo) === 'Edited on one', 5000, 'the catch-up on two');

    // Server one's copy catches up at its next commit (without a bus, not before).
    setPlanFields(onOne.doc, { description: 'Again on one' });
    await waitFor(() => onOne.doc.getMap('bookings').has('b1'), 5000, 'the booking on one');
    await waitFor(async () => (await stored()).description === 'Again on one', 5000, 'the last edit');
    expect((await stored()).bookings).toHaveLength(1);
  });

  it('stores a REST change made on a stale copy with what the other server stored, and projects both', async () => {
    const { a, plan, onOne, onTwo, stored } = await planOnBothServers();
    addBooking(onTwo.doc, 'b1', docBooking('Dinner', 10, 'Bob'));
    await waitFor(async () => (await stored()).bookings?.length === 1, 5000, 'the booking made on two');

    // Through server one, whose copy has not seen the booking: its commit is refused, it catches up and
    // stores the change on top; the answer reads the change back from the projection.
    const lunch = await a.client.post('/api/bookings', {
      plan_id: plan.id,
      booking_type: 'restaurant',
      name: 'Lunch',
      cost: 5,
    });
    expect(lunch.status).toBe(201);
    expect(lunch.body).toMatchObject({ name: 'Lunch', cost: 5 });
    const names = (await stored()).bookings.map((x: { name: string }) => x.name).sort();
    expect(names).toEqual(['Dinner', 'Lunch']);
    await waitFor(() => onOne.doc.getMap('bookings').size === 2, 5000, 'both bookings on one');
  });

  it('catches up from the snapshot when the other server compacted past its copy', async () => {
    const { plan, onOne, onTwo, stored } = await planOnBothServers();
    // Each edit waits for the one before to be saved: a burst would be stored as one update, not as
    // the COMPACT_EVERY updates that make a compaction.
    for (let i = 0; i <= COMPACT_EVERY; i++) {
      setPlanFields(onOne.doc, { description: `edit ${i}` });
      while (!onOne.allSaved()) await new Promise((r) => setTimeout(r, 1));
    }
    const last = `edit ${COMPACT_EVERY}`;
    await waitFor(
      async () => {
        const doc = await db
          .selectFrom('collab_documents')
          .select(['snapshot_seq'])
          .where('name', '=', planDocName(plan.id))
          .executeTakeFirst();
        return (await stored()).description === last && (doc?.snapshot_seq ?? 0) > 0;
      },
      15_000,
      'the edits and their compaction on one',
    );

    addBooking(onTwo.doc, 'b2', docBooking('Boat trip', 10, 'Bob'));
    await waitFor(async () => (await stored()).bookings?.length === 1, 5000, 'the booking');
    expect((await stored()).description).toBe(last);
    await waitFor(() => description(onTwo) === last, 5000, 'the compacted edits on two');
  });
});

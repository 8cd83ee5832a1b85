import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addBooking, readPlanDoc } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import type { RunningServer } from '../server.js';
import { docBooking, editor, familyPlan, synced, waitFor, type Editor } from './testing.js';

/**
 * After a crash, an editor sends back everything the server lost, other members' edits included (it had
 * seen them broadcast). Those are judged by their authors' rights (plan roles: a booking is credited to
 * whoever adds it), not refused as the sender's; an update that builds on changes the server lacks is
 * answered with a sync request, never a refusal (a browser drops its copy on a refusal).
 */
let server: RunningServer;
const open: Editor[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const e of open) e.destroy();
  await server.close();
});

const bookingsStored = async (client: { get(path: string): Promise<{ body: unknown }> }, planId: string) =>
  ((await client.get(`/api/bookings?plan_id=${planId}`)).body as { id: string }[]).map((b) => b.id).sort();

describe('edits sent back by another editor', () => {
  it("stores Bob's edits sent back by Alice, judged as Bob's, and Alice's own", async () => {
    const { a, b, plan, name } = await familyPlan(server.url);
    const ea = editor(server.url, name, a.client.cookie);
    const eb = editor(server.url, name, b.client.cookie);
    open.push(ea, eb);
    // The plan page announces its presence: the server learns whose Yjs client is whose.
    for (const e of [ea, eb]) e.provider.awareness.setLocalStateField('viewing', true);
    await Promise.all([synced(ea), synced(eb)]);
    await waitFor(() => ea.doc.getMap('meta').size > 0 && eb.doc.getMap('meta').size > 0, 5000, 'load');
    await new Promise((r) => setTimeout(r, 200));
    ea.provider.disconnect();
    eb.provider.disconnect();

    // Bob's edits reach Alice but not the server (what a crash after the broadcast leaves).
    for (let i = 0; i < 5; i++) addBooking(eb.doc, `bob-${i}`, docBooking(`Bob's ${i}`, 10, 'Bob'));
    Y.applyUpdate(ea.doc, Y.encodeStateAsUpdate(eb.doc));
    addBooking(ea.doc, 'alice-0', docBooking("Alice's", 20, 'Alice'));

    ea.provider.connect();
    await waitFor(() => ea.allSaved(), 10_000, "Alice's edits to be saved");
    expect(ea.rejections).toEqual([]);
    expect(await bookingsStored(a.client, plan.id)).toEqual(
      ['alice-0', 'bob-0', 'bob-1', 'bob-2', 'bob-3', 'bob-4'].sort(),
    );
    // Bob comes back: nothing of his is refused, and he has Alice's booking.
    eb.provider.connect();
    await waitFor(() => eb.allSaved() && 'alice-0' in readPlanDoc(eb.doc).bookings, 10_000, 'Bob to sync');
    expect(eb.rejections).toEqual([]);
  });

  it("refuses an edit Alice forges under Bob's Yjs client when Bob could not have made it", async () => {
    const { a, b, plan, name } = await familyPlan(server.url);
    const ea = editor(server.url, name, a.client.cookie);
    const eb = editor(server.url, name, b.client.cookie);
    open.push(ea, eb);
    for (const e of [ea, eb]) e.provider.awareness.setLocalStateField('viewing', true);
    await Promise.all([synced(ea), synced(eb)]);
    await new Promise((r) => setTimeout(r, 200));
    eb.provider.disconnect();
    // A copy of Bob's document, in Alice's hands, writes a booking credited to Alice under Bob's client.
    const forged = new Y.Doc();
    forged.clientID = eb.doc.clientID;
    Y.applyUpdate(forged, Y.encodeStateAsUpdate(eb.doc));
    addBooking(forged, 'forged', docBooking('Forged', 5, 'Alice'));
    Y.applyUpdate(ea.doc, Y.encodeStateAsUpdate(forged));
    await waitFor(() => ea.rejections.length > 0, 10_000, 'the refusal');
    expect(ea.rejections[0]).toMatch(/created_by must be "Bob"/);
    expect(await bookingsStored(a.client, plan.id)).not.toContain('forged');
  });

  it('asks an editor for what the server lacks instead of refusing an update that builds on it', async () => {
    const { a, plan, name } = await familyPlan(server.url);
    const ea = editor(server.url, name, a.client.cookie);
    open.push(ea);
    await synced(ea);
    // An update whose first part never reached the server: it is held back by the server until the
    // editor's answer to the sync request brings the part it builds on.
    const ws = ea.provider.ws!;
    const send = ws.send.bind(ws);
    let dropped = false;
    ws.send = ((data: Uint8Array) => {
      if (!dropped && data[0] === 0) {
        dropped = true; // the first edit is lost on the way
        return;
      }
      send(data);
    }) as typeof ws.send;
    addBooking(ea.doc, 'lost-first', docBooking('Lost on the way', 10, 'Alice'));
    addBooking(ea.doc, 'second', docBooking('Second', 10, 'Alice'));
    await waitFor(() => ea.allSaved(), 10_000, 'both edits to be saved');
    expect(ea.rejections).toEqual([]);
    expect(await bookingsStored(a.client, plan.id)).toEqual(['lost-first', 'second']);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import { addBooking, CLOSE, COLLAB_LIMITS, setPlanFields } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import type { RunningServer } from '../server.js';
import { limits } from './limits.js';
import { updateMessage } from './messages.js';
import { docBooking, editor, familyPlan, synced, waitFor, type Editor } from './testing.js';

let server: RunningServer;
const open: Editor[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => Object.assign(limits, COLLAB_LIMITS));
afterAll(async () => {
  for (const e of open) e.destroy();
  await server.close();
});

const connect = (cookie: string | undefined, name: string) => {
  const e = editor(server.url, name, cookie);
  open.push(e);
  return e;
};

/** Sends raw bytes on an editor's socket, as a hostile client would. */
const sendRaw = (e: Editor, data: Uint8Array) =>
  (e.provider.ws as unknown as { send(d: Uint8Array): void }).send(data);

/** An update made on a copy of `e`'s document (so it builds on what the server has). */
function updateOn(e: Editor, change: (doc: Y.Doc) => void): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(e.doc));
  const parts: Uint8Array[] = [];
  copy.on('update', (u: Uint8Array) => parts.push(u));
  change(copy);
  copy.destroy();
  return Y.mergeUpdates(parts);
}

/** Sends an update and answers the server's reason for refusing it. */
async function refusal(e: Editor, update: Uint8Array): Promise<string> {
  const before = e.rejections.length;
  sendRaw(e, updateMessage(update));
  await waitFor(() => e.rejections.length > before, 5000, 'a rejection');
  return e.rejections[before]!;
}

describe('collaboration budgets', () => {
  it('closes a connection that keeps sending refused updates; another family keeps being served', async () => {
    const flood = await familyPlan(server.url);
    const other = await familyPlan(server.url);
    const attacker = connect(flood.a.client.cookie, flood.name);
    const peer = connect(flood.b.client.cookie, flood.name);
    const o1 = connect(other.a.client.cookie, other.name);
    const o2 = connect(other.b.client.cookie, other.name);
    await Promise.all([attacker, peer, o1, o2].map(synced));
    const invalid = updateOn(attacker, (d) => d.getMap('bookings').set('bad', { name: '', cost: -5 }));
    const msg = updateMessage(invalid);
    for (let i = 0; i < 300; i++) sendRaw(attacker, msg);
    // Meanwhile the other family edits and reads as usual.
    addBooking(o1.doc, 'ok', docBooking('Unbothered', 7));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    await waitFor(() => attacker.closes.includes(CLOSE.rateLimited), 10_000, 'the flooder to be closed');
    await waitFor(() => o2.doc.getMap('bookings').has('ok'), 5000, 'the other family’s edit');
    await waitFor(
      async () => (await other.a.client.get(`/api/bookings?plan_id=${other.plan.id}`)).body.length === 1,
      5000,
      'the other family’s edit in REST',
    );
    expect(attacker.rejections.length).toBeLessThanOrEqual(COLLAB_LIMITS.rejectionBurst + 1);
    expect([...o1.closes, ...o2.closes, ...peer.closes]).toEqual([]);
    expect(peer.doc.getMap('bookings').has('bad')).toBe(false);
    expect((await flood.a.client.get(`/api/bookings?plan_id=${flood.plan.id}`)).body).toEqual([]);
  });

  it('closes a connection that sends more messages a second than its budget', async () => {
    limits.messageBurst = 50;
    limits.messagesPerSecond = 10;
    const { a, name } = await familyPlan(server.url);
    const e = connect(a.client.cookie, name);
    await synced(e);
    for (let i = 0; i < 80; i++) sendRaw(e, new Uint8Array([3]));
    await waitFor(() => e.closes.includes(CLOSE.rateLimited), 5000, 'the rate limit');
  });

  it('closes a connection that sends more bytes a second than its budget', async () => {
    limits.byteBurst = 64 * 1024;
    limits.bytesPerSecond = 1024;
    const { a, name } = await familyPlan(server.url);
    const e = connect(a.client.cookie, name);
    await synced(e);
    setPlanFields(e.doc, { description: 'x'.repeat(2000) });
    for (let i = 0; i < 40; i++) setPlanFields(e.doc, { description: `${i}`.repeat(2000 / `${i}`.length) });
    await waitFor(() => e.closes.includes(CLOSE.rateLimited), 5000, 'the byte budget');
  });

  it('refuses unknown keys, other roots, nested types, deep nesting and thousands of client ids', async () => {
    const { a, plan, name } = await familyPlan(server.url);
    const e = connect(a.client.cookie, name);
    const watcher = connect(a.client.cookie, name);
    await Promise.all([synced(e), synced(watcher)]);
    const b = docBooking('Fine');
    expect(
      await refusal(
        e,
        updateOn(e, (d) => d.getMap('bookings').set('x', { ...b, extra: 'data' })),
      ),
    ).toMatch(/bookings\.x.*(unrecognized|Unrecognized)/);
    expect(
      await refusal(
        e,
        updateOn(e, (d) => d.getMap('meta').set('color', 'red')),
      ),
    ).toMatch(/meta\.color: not part of the document/);
    expect(
      await refusal(
        e,
        updateOn(e, (d) => d.getMap('stash').set('k', 'v')),
      ),
    ).toMatch(/stash/);
    expect(
      await refusal(
        e,
        updateOn(e, (d) => d.getArray('bookings2').insert(0, [1])),
      ),
    ).toMatch(/not a change of this document/);
    expect(
      await refusal(
        e,
        updateOn(e, (d) => d.getMap('bookings').set('y', new Y.Map())),
      ),
    ).toMatch(/only plain values/);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 500; i++) deep = { n: deep };
    expect(
      await refusal(
        e,
        updateOn(e, (d) => d.getMap('bookings').set('z', { ...b, description: deep })),
      ),
    ).toMatch(/bookings\.z/);
    // Thousands of Yjs clients, each setting one valid paid tick.
    const many = Array.from({ length: 2000 }, (_, i) => {
      const d = new Y.Doc();
      const parts: Uint8Array[] = [];
      d.on('update', (u: Uint8Array) => parts.push(u));
      d.getMap('paid').set(`e${i}:0`, true);
      d.destroy();
      return parts[0]!;
    });
    expect(await refusal(e, Y.mergeUpdates(many))).toMatch(/too many Yjs clients/);
    // None of it reached the other editor or the tables; the editor keeps working.
    await new Promise((r) => setTimeout(r, 200));
    expect(watcher.doc.share.has('stash') || watcher.doc.share.has('bookings2')).toBe(false);
    expect(watcher.doc.getMap('paid').size).toBe(0);
    expect((await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body).toEqual([]);
    sendRaw(e, updateMessage(updateOn(e, (d) => addBooking(d, 'good', b))));
    await waitFor(() => watcher.doc.getMap('bookings').has('good'), 5000, 'a valid edit after refusals');
    expect(e.closes).toEqual([]);
  });

  it('refuses updates that would take a document past its size budget', async () => {
    const { a, plan, name } = await familyPlan(server.url);
    const e = connect(a.client.cookie, name);
    await synced(e);
    limits.documentBytes = 40 * 1024;
    let refused: string | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const before = e.rejections.length;
      addBooking(e.doc, `b${i}`, { ...docBooking(`B${i}`), description: 'd'.repeat(1900) });
      await waitFor(
        async () =>
          e.rejections.length > before ||
          (await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body.length === i + 1,
        5000,
        'stored or refused',
      );
      refused = e.rejections[before];
    }
    expect(refused).toMatch(/document is full/);
    const stored = (await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body.length;
    expect(stored).toBeGreaterThan(10);
    expect(stored).toBeLessThan(25);
  });

  it('keeps only the awareness fields we use, and drops oversized states', async () => {
    const { a, b, name } = await familyPlan(server.url);
    const ea = connect(a.client.cookie, name);
    const eb = connect(b.client.cookie, name);
    await Promise.all([synced(ea), synced(eb)]);
    ea.provider.awareness.setLocalState({ viewing: true, blob: 'x'.repeat(4000), nested: { a: 1 } });
    const stateOfA = () => eb.provider.awareness.getStates().get(ea.doc.clientID);
    await waitFor(() => stateOfA()?.viewing === true, 5000, 'presence');
    expect(Object.keys(stateOfA()!).sort()).toEqual(['user', 'viewing']);
    // A state past 8 KB is not fanned out at all.
    const enc = encoding.createEncoder();
    encoding.writeVarUint(enc, 1);
    encoding.writeVarUint(enc, 424242);
    encoding.writeVarUint(enc, 1);
    encoding.writeVarString(enc, JSON.stringify({ viewing: true, pad: 'p'.repeat(10_000) }));
    const aw = encoding.createEncoder();
    encoding.writeVarUint(aw, 1);
    encoding.writeVarUint8Array(aw, encoding.toUint8Array(enc));
    sendRaw(ea, encoding.toUint8Array(aw));
    await new Promise((r) => setTimeout(r, 300));
    expect(eb.provider.awareness.getStates().has(424242)).toBe(false);
    expect(ea.closes).toEqual([]);
  });
  it("one editor's presence storm is capped, and the others' echoes of it never close them", async () => {
    const { a, b, name } = await familyPlan(server.url);
    // Each presence change is fanned out and echoed back by every y-websocket client that hears it.
    // With the cap lifted, two connections' 100 changes each reach the calm editor, which echoes all 200:
    // more than its own budget of 150 messages, yet it is not closed (an echo costs no message).
    Object.assign(limits, {
      messagesPerSecond: 1,
      messageBurst: 150,
      awarenessPerSecond: 1000,
      awarenessBurst: 1000,
    });
    const stormy = connect(a.client.cookie, name);
    const other = connect(a.client.cookie, name);
    const calm = connect(b.client.cookie, name);
    await Promise.all([stormy, other, calm].map(synced));
    const changesSeen = new Map<number, number>();
    calm.provider.awareness.on('change', ({ updated }: { updated: number[] }) => {
      for (const id of updated) changesSeen.set(id, (changesSeen.get(id) ?? 0) + 1);
    });
    for (let i = 0; i < 100; i++) {
      stormy.provider.awareness.setLocalStateField('viewing', i % 2 === 0);
      other.provider.awareness.setLocalStateField('viewing', i % 2 === 1);
      if (i % 10 === 9) await new Promise((r) => setTimeout(r, 50));
    }
    await waitFor(() => (changesSeen.get(other.doc.clientID) ?? 0) >= 95, 10_000, 'the changes');
    await new Promise((r) => setTimeout(r, 300));
    expect(calm.closes).toEqual([]);
    // With the cap in force (20/s, burst 60), a connection's storm reaches the others only that far.
    Object.assign(limits, COLLAB_LIMITS);
    const capped = connect(a.client.cookie, name);
    await synced(capped);
    const started = performance.now();
    for (let i = 0; i < 300; i++) capped.provider.awareness.setLocalStateField('viewing', i % 2 === 0);
    await new Promise((r) => setTimeout(r, 500));
    const seconds = (performance.now() - started) / 1000;
    const seen = changesSeen.get(capped.doc.clientID) ?? 0;
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThanOrEqual(
      COLLAB_LIMITS.awarenessBurst + Math.ceil(seconds * COLLAB_LIMITS.awarenessPerSecond) + 1,
    );
    expect([calm.closes, capped.closes]).toEqual([[], []]);
  });
  it('an echo costs no message only within its own budget: a client sending nothing but echoes is closed', async () => {
    const { a, name } = await familyPlan(server.url);
    Object.assign(limits, { messagesPerSecond: 1, messageBurst: 50, echoesPerSecond: 1, echoBurst: 20 });
    const echoer = connect(a.client.cookie, name);
    await synced(echoer);
    const awareness = echoer.provider.awareness;
    awareness.setLocalStateField('viewing', true);
    await new Promise((r) => setTimeout(r, 200));
    // Its own state again, at the clock the server already has: an echo.
    const echo = encoding.createEncoder();
    encoding.writeVarUint(echo, 1);
    encoding.writeVarUint8Array(
      echo,
      awarenessProtocol.encodeAwarenessUpdate(awareness, [echoer.doc.clientID]),
    );
    const bytes = encoding.toUint8Array(echo);
    // In small batches, so each is handled (and its message given back) before the next arrives.
    for (let i = 0; i < 200 && echoer.closes.length === 0; i++) {
      sendRaw(echoer, bytes);
      if (i % 10 === 9) await new Promise((r) => setTimeout(r, 20));
    }
    await waitFor(() => echoer.closes.length > 0, 5000, 'the echoer to be closed');
    expect(echoer.closes[0]).toBe(CLOSE.rateLimited);
  });
});

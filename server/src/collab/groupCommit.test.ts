import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addBooking, CLOSE, setPlanFields } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import type { RunningServer } from '../server.js';
import { docBooking, editor, familyPlan, synced, waitFor, type Editor } from './testing.js';
import { MAX_EARLY_MESSAGES } from './wsServer.js';

let server: RunningServer;
const open: Editor[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const e of open) e.destroy();
  await server.close();
});

/**
 * The raw bytes of a WebSocket upgrade followed, in the same TCP write, by `count` client frames of
 * `payload`: they reach the server while it is still authenticating the connection.
 */
function upgradeWithFrames(path: string, cookie: string, payload: Uint8Array, count: number): Buffer {
  const head =
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nCookie: ${cookie}\r\n\r\n`;
  // FIN + binary, masked, a zero mask (the payload goes as it is).
  const frame = Buffer.concat([Buffer.from([0x82, 0x80 | payload.length, 0, 0, 0, 0]), Buffer.from(payload)]);
  return Buffer.concat([Buffer.from(head), ...Array.from({ length: count }, () => frame)]);
}

/** Sends `bytes` and collects what comes back for `ms`; answers the close code the server sent, if any. */
function exchange(bytes: Buffer, ms: number): Promise<{ closeCode: number | undefined; received: Buffer }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      const received = Buffer.concat(chunks);
      const body = received.subarray(received.indexOf('\r\n\r\n') + 4);
      // Server frames are unmasked: a close frame is 0x88, its length, then the code (big-endian).
      let closeCode: number | undefined;
      for (let i = 0; i + 3 < body.length;) {
        const len = body[i + 1]! & 0x7f;
        if (body[i] === 0x88) {
          closeCode = body.readUInt16BE(i + 2);
          break;
        }
        i += 2 + len;
      }
      resolve({ closeCode, received });
    }, ms);
  });
}

describe('collaboration group commit', () => {
  it('stores a burst of updates from several editors, dropping only the invalid one', async () => {
    const { a, b, plan, name } = await familyPlan(server.url);
    const ea = editor(server.url, name, a.client.cookie);
    const eb = editor(server.url, name, b.client.cookie);
    const ec = editor(server.url, name, a.client.cookie);
    open.push(ea, eb, ec);
    await Promise.all([synced(ea), synced(eb), synced(ec)]);
    // One burst: each edit its own update, all sent before the server has stored the first.
    for (let i = 0; i < 15; i++) {
      addBooking(ea.doc, `a${i}`, docBooking(`Alice ${i}`));
      if (i === 7) eb.doc.getMap('bookings').set('bad', { name: '', cost: -5 });
      addBooking(ec.doc, `c${i}`, docBooking(`Carol ${i}`));
    }
    addBooking(eb.doc, 'b-after', docBooking('Builds on the rejected one'));
    await waitFor(() => eb.rejections.length >= 2, 5000, 'rejections');
    expect(eb.rejections[0]).toMatch(/bookings/);
    expect(ea.rejections).toEqual([]);
    expect(ec.rejections).toEqual([]);
    const want = [
      ...Array.from({ length: 15 }, (_, i) => `a${i}`),
      ...Array.from({ length: 15 }, (_, i) => `c${i}`),
    ];
    await waitFor(
      async () => (await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body.length === want.length,
      5000,
      'bookings in REST',
    );
    const rest = (await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body as { id: string }[];
    expect(rest.map((r) => r.id).sort()).toEqual([...want].sort());
    // A fresh editor loads exactly what was stored; the other editors converge on it.
    const fresh = editor(server.url, name, b.client.cookie);
    open.push(fresh);
    await synced(fresh);
    const ids = (d: Y.Doc) => [...d.getMap('bookings').keys()].sort();
    expect(ids(fresh.doc)).toEqual([...want].sort());
    await waitFor(() => ids(ea.doc).join() === ids(fresh.doc).join(), 5000, 'convergence');
    expect(ids(ec.doc)).toEqual(ids(fresh.doc));
  });

  it("stores a burst of one editor's edits together: each acknowledged, all stored, in fewer rows", async () => {
    const { a, b, plan, name } = await familyPlan(server.url);
    const ea = editor(server.url, name, a.client.cookie);
    const eb = editor(server.url, name, b.client.cookie);
    open.push(ea, eb);
    await Promise.all([synced(ea), synced(eb)]);
    // 200 updates sent in one go: the server reads many of them in one turn and judges them as one.
    for (let i = 0; i < 200; i++) {
      if (i % 10 === 0) addBooking(ea.doc, `x${i}`, docBooking(`Burst ${i}`));
      else setPlanFields(ea.doc, { description: `burst ${i}` });
    }
    await waitFor(() => ea.allSaved(), 10_000, 'every edit saved');
    expect(ea.rejections).toEqual([]);
    const rows = await server.deps.db
      .selectFrom('collab_updates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('doc_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeGreaterThan(0);
    expect(Number(rows.n)).toBeLessThan(200);
    // Acknowledged means projected: REST has every booking and the last description.
    const got = (await a.client.get(`/api/plans/${plan.id}`)).body as { description: string };
    expect(got.description).toBe('burst 199');
    const bookings = (await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body as unknown[];
    expect(bookings).toHaveLength(20);
    // The other editor and a fresh one hold exactly that.
    await waitFor(() => eb.doc.getMap('meta').get('description') === 'burst 199', 5000, 'the burst on B');
    const fresh = editor(server.url, name, b.client.cookie);
    open.push(fresh);
    await synced(fresh);
    expect(fresh.doc.getMap('bookings').size).toBe(20);
    expect(Y.encodeStateVector(fresh.doc)).toEqual(Y.encodeStateVector(ea.doc));
  });

  it('closes a connection that sends too much before it is ready, and serves one that does not', async () => {
    const { a, name } = await familyPlan(server.url);
    const queryAwareness = new Uint8Array([3]);
    const path = `/yjs/${encodeURIComponent(name)}`;
    const flooded = await exchange(
      upgradeWithFrames(path, a.client.cookie!, queryAwareness, MAX_EARLY_MESSAGES + 50),
      800,
    );
    expect(flooded.received.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
    expect(flooded.closeCode).toBe(CLOSE.tooManyEarly);
    const polite = await exchange(upgradeWithFrames(path, a.client.cookie!, queryAwareness, 10), 800);
    expect(polite.closeCode).toBeUndefined();
    // The server keeps serving editors.
    const e = editor(server.url, name, a.client.cookie);
    open.push(e);
    await synced(e);
  });
});

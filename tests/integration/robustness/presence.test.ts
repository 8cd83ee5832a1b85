import WebSocket from 'ws';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDocName } from '@hearth/shared';
import { startTestServer } from '../../../server/src/testing/testServer.js';
import { signedInUser } from '../../../server/src/testing/httpClient.js';
import { editor, socketClass, synced, waitFor, type Editor } from '../../../server/src/collab/testing.js';
import type { RunningServer } from '../../../server/src/server.js';

/**
 * A hostile connection that claims another editor's awareness client id may neither take over that
 * editor's presence nor wipe it when it disconnects; the same user's second connection may.
 */
let server: RunningServer;
const editors: Editor[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const e of editors) e.destroy();
  await server?.close();
});

function awarenessClaim(clientId: number, clock: number, state: unknown): Uint8Array {
  const inner = encoding.createEncoder();
  encoding.writeVarUint(inner, 1);
  encoding.writeVarUint(inner, clientId);
  encoding.writeVarUint(inner, clock);
  encoding.writeVarString(inner, JSON.stringify(state));
  const enc = encoding.createEncoder();
  encoding.writeVarUint(enc, 1);
  encoding.writeVarUint8Array(enc, encoding.toUint8Array(inner));
  return encoding.toUint8Array(enc);
}

describe('presence under a hostile connection', () => {
  it("keeps an editor's presence when another user claims its awareness id, then leaves", async () => {
    const alice = await signedInUser(server.url, { name: 'Alice' });
    const bob = await signedInUser(server.url, { name: 'Bob', inFamilyOf: alice });
    const mallory = await signedInUser(server.url, { name: 'Mallory', inFamilyOf: alice });
    const plan = (
      await alice.client.post('/api/plans', {
        name: 'Presence',
        start_date: '2026-02-02',
        privacy: 'family_only',
      })
    ).body;
    const name = planDocName(plan.id);
    const ea = editor(server.url, name, alice.client.cookie);
    const eb = editor(server.url, name, bob.client.cookie);
    editors.push(ea, eb);
    await Promise.all([synced(ea), synced(eb)]);
    ea.provider.awareness.setLocalStateField('viewing', true);
    const aliceId = ea.doc.clientID;
    const nameOf = (id: number) =>
      (eb.provider.awareness.getStates().get(id)?.user as { name?: string })?.name;
    await waitFor(() => nameOf(aliceId) === 'Alice', 5000, "Alice's presence");

    const Ws = socketClass(mallory.client.cookie);
    const ws = new Ws(server.url.replace(/^http/, 'ws') + '/yjs/' + name);
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(awarenessClaim(aliceId, 1_000_000, { cursor: 'hijacked' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(nameOf(aliceId)).toBe('Alice');
    expect(eb.provider.awareness.getStates().get(aliceId)?.cursor).toBeUndefined();
    ws.send(awarenessClaim(aliceId, 1_000_001, null));
    await new Promise((r) => setTimeout(r, 300));
    expect(nameOf(aliceId)).toBe('Alice');
    ws.close();
    await new Promise((resolve) => ws.once('close', resolve));
    await new Promise((r) => setTimeout(r, 300));
    expect(nameOf(aliceId)).toBe('Alice');

    // The same user's second connection (a reconnect) may speak for the id; Alice is still there after it.
    const Own = socketClass(alice.client.cookie);
    const own = new Own(server.url.replace(/^http/, 'ws') + '/yjs/' + name);
    await new Promise((resolve) => own.once('open', resolve));
    // `viewing` is a field the server keeps (AWARENESS_FIELDS); others are dropped.
    own.send(awarenessClaim(aliceId, 2_000_000, { viewing: 'second tab' }));
    await waitFor(
      () => eb.provider.awareness.getStates().get(aliceId)?.viewing === 'second tab',
      5000,
      'reconnect',
    );
    own.close();
    await new Promise((resolve) => own.once('close', resolve));
    await new Promise((r) => setTimeout(r, 300));
    expect(nameOf(aliceId)).toBe('Alice');
    void WebSocket;
  });
});

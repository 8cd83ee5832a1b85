import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooking } from '@hearth/shared';
import { startTestServer } from '../../../server/src/testing/testServer.js';
import { docBooking, editor, familyPlan, synced, waitFor } from '../../../server/src/collab/testing.js';
import { trackSaved, type SaveState } from '../../../client/src/collab/savedState.js';
import type { RunningServer } from '../../../server/src/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe("the client's saved state (client/src/collab/savedState) against a real server", () => {
  it('goes Saving… → Saved after an edit, and Offline when the server goes away', async () => {
    let closed = false;
    cleanup.push(() => !closed && server.close());
    const { a, name, plan } = await familyPlan(server.url);
    const e = editor(server.url, name, a.client.cookie);
    cleanup.push(() => e.destroy());
    const tracker = trackSaved(e.provider);
    cleanup.push(() => tracker.destroy());
    const seen: SaveState[] = [];
    tracker.subscribe(() => seen.push(tracker.get()));
    await synced(e);
    await waitFor(() => tracker.get() === 'saved', 5000, 'saved at first');
    addBooking(e.doc, 'x1', docBooking('Boat', 20));
    expect(tracker.get()).toBe('saving');
    await waitFor(() => tracker.get() === 'saved', 5000, 'saved after the edit');
    expect(seen).toContain('saving');
    const rest = (await a.client.get(`/api/bookings?plan_id=${plan.id}`)).body as { id: string }[];
    expect(rest.map((r) => r.id)).toEqual(['x1']);
    closed = true;
    await server.close();
    await waitFor(() => tracker.get() === 'offline', 10_000, 'offline');
  }, 60_000);
});

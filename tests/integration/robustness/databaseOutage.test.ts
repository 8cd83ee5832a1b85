import { afterAll, describe, expect, it } from 'vitest';
import { CLOSE } from '@hearth/shared';
import { signedInUser } from '../../../server/src/testing/httpClient.js';
import { editor, familyPlan, synced, waitFor, type Editor } from '../../../server/src/collab/testing.js';
import { startProcess, type ServerProcess } from '../collab/processes.js';
import { postgresBinaries, startPrivateCluster, type PrivateCluster } from './privateCluster.js';
import { edit } from './support.js';

/**
 * PostgreSQL going away under a running server (a private cluster, stopped and started twice): while it
 * is down every request answers 503 `{detail}` (health says db 'down'), the process lives, a Yjs socket
 * either stays open or is closed with CLOSE.unavailable (1013); once the database is back the server
 * answers again by itself and an edit made during the outage reaches the database after the editor's
 * reconnect. Before the fix, the pool's unhandled 'error' event ended the process at the first stop.
 * Runs once, in the pglite project (it brings its own PostgreSQL).
 */
const bins = postgresBinaries();
const runHere = process.env.TEST_DB !== 'postgres';
if ('missing' in bins) console.info(`database outage test skipped: ${bins.missing}`);

let cluster: PrivateCluster | undefined;
let server: ServerProcess | undefined;
const editors: Editor[] = [];
afterAll(async () => {
  for (const e of editors) e.destroy();
  await server?.stop();
  cluster?.destroy();
});

describe.skipIf(!runHere || 'missing' in bins)('database outage', () => {
  it('answers 503 while PostgreSQL is down, keeps running, and recovers by itself twice', async () => {
    cluster = await startPrivateCluster((bins as { bin: string }).bin);
    server = await startProcess({ DATABASE_URL: cluster.url });
    const { a, name, plan } = await familyPlan(server.url);
    const before = await a.client.post('/api/tasks', { title: 'Before the outage' });
    expect(before.status).toBe(201);
    const ed = editor(server.url, name, a.client.cookie);
    editors.push(ed);
    await synced(ed);

    for (let round = 0; round < 2; round++) {
      cluster.stop();
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ db: 'down', detail: expect.stringMatching(/database/i) });
      const list = await a.client.get('/api/tasks');
      expect(list.status).toBe(503);
      expect(list.body.detail).toMatch(/database is unavailable/i);
      expect((await a.client.post('/api/tasks', { title: 'During' })).status).toBe(503);
      // A new user cannot sign up either, with the same answer (no half-written rows).
      await expect(signedInUser(server.url)).rejects.toThrow(/503/);

      // An edit during the outage cannot be stored: the socket closes with the retry code (or stays).
      const closesBefore = ed.closes.length;
      // Alice's own booking (plan roles refuse one credited to someone else), a new one each round.
      edit(ed.doc, 'Alice', round * 3);
      await new Promise((r) => setTimeout(r, 1500));
      expect(ed.closes.slice(closesBefore).every((c) => c === CLOSE.unavailable)).toBe(true);
      expect(server.child.exitCode).toBeNull();

      cluster.start();
      await waitFor(async () => (await fetch(`${server!.url}/api/health`)).status === 200, 20_000, 'health');
      const after = await a.client.get('/api/tasks');
      expect(after.status).toBe(200);
      expect((after.body as { title: string }[]).map((t) => t.title)).toContain('Before the outage');
      expect((await a.client.post('/api/tasks', { title: `After outage ${round}` })).status).toBe(201);
      // The edit made during the outage is stored once the editor is back (it re-sends what is unsaved).
      await waitFor(
        async () => {
          const stored = await a.client.get(`/api/bookings?plan_id=${plan.id}`);
          return (stored.body as { id: string }[]).some((b) => b.id === `Alice-b${round * 3}`);
        },
        20_000,
        'the outage edit to be stored',
      );
    }
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});

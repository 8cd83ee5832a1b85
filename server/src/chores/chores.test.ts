import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { childAccount, choreBody, type ChildAccount } from './testing.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

/** A parent, another adult, a child account, and a stranger in another family. */
async function family(): Promise<{
  parent: SignedInUser;
  adult: SignedInUser;
  kid: ChildAccount;
  stranger: SignedInUser;
}> {
  const parent = await signedInUser(server.url, { name: 'Parent' });
  const adult = await signedInUser(server.url, { name: 'Robin', inFamilyOf: parent });
  const kid = await childAccount(server.url, parent);
  const stranger = await signedInUser(server.url, { name: 'Stranger' });
  return { parent, adult, kid, stranger };
}

describe('chores over HTTP', () => {
  it('answers 401 on every endpoint without a session', async () => {
    const anon = new TestClient(server.url);
    const id = MISSING;
    for (const [method, path] of [
      ['get', '/api/chores'],
      ['post', '/api/chores'],
      ['get', `/api/chores/${id}`],
      ['put', `/api/chores/${id}`],
      ['delete', `/api/chores/${id}`],
      ['post', `/api/chores/${id}/done`],
      ['post', `/api/chores/${id}/undo`],
      ['get', '/api/chore-rewards'],
      ['post', '/api/chore-rewards'],
      ['delete', `/api/chore-rewards/${id}`],
      ['post', `/api/chore-rewards/${id}/claim`],
      ['get', '/api/chore-claims'],
      ['post', `/api/chore-claims/${id}/approve`],
      ['post', `/api/chore-claims/${id}/decline`],
      ['get', '/api/chore-leaderboard'],
    ] as const) {
      const r = await (anon[method] as (p: string, b?: unknown) => Promise<{ status: number }>)(path, {});
      expect(r.status, `${method} ${path}`).toBe(401);
    }
  });

  it('creates, reads, changes and deletes a chore (adults); 400 for bad input; 404 for another family', async () => {
    const { parent, adult, kid, stranger } = await family();
    for (const bad of [
      choreBody([kid.id], { name: '' }),
      choreBody([]),
      choreBody([kid.id], { rrule: 'FREQ=HOURLY' }),
      choreBody([kid.id], { due_time: '25:00' }),
      choreBody([kid.id], { points: -1 }),
      choreBody([stranger.user.id]),
      choreBody(['not-a-uuid']),
    ]) {
      const r = await parent.client.post('/api/chores', bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.detail).toBeTruthy();
    }
    const created = await parent.client.post(
      '/api/chores',
      choreBody([kid.id, adult.user.id], { start_date: '2026-01-05' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Dishes',
      members: [
        { user_id: kid.id, name: 'Mia' },
        { user_id: adult.user.id, name: 'Robin' },
      ],
      rrule: 'FREQ=DAILY',
      schedule: 'Daily',
      due_time: '18:00',
      points: 5,
      mode: 'round_robin',
      assignee: { user_id: kid.id, name: 'Mia' },
    });
    const id = created.body.id as string;
    expect((await adult.client.get(`/api/chores/${id}`)).body.name).toBe('Dishes');
    expect((await adult.client.get('/api/chores')).body.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await parent.client.get('/api/chores/not-an-id')).status).toBe(400);
    expect((await parent.client.get(`/api/chores/${MISSING}`)).status).toBe(404);

    const changed = await adult.client.put(`/api/chores/${id}`, {
      name: 'Dishes and counters',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      points: 8,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Dishes and counters',
      points: 8,
      schedule: expect.stringMatching(/^Weekly on Monday/),
    });
    expect((await adult.client.put(`/api/chores/${id}`, {})).status).toBe(400);
    // Members change: the turn stays with whoever had it.
    const swapped = await parent.client.put(`/api/chores/${id}`, { members: [adult.user.id, kid.id] });
    expect(swapped.body.assignee).toEqual({ user_id: kid.id, name: 'Mia' });

    for (const [method, path] of [
      ['get', `/api/chores/${id}`],
      ['put', `/api/chores/${id}`],
      ['delete', `/api/chores/${id}`],
      ['post', `/api/chores/${id}/done`],
      ['post', `/api/chores/${id}/undo`],
    ] as const) {
      const r = await (stranger.client[method] as (p: string, b?: unknown) => Promise<{ status: number }>)(
        path,
        {
          name: 'Mine',
        },
      );
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await stranger.client.get('/api/chores')).body).toEqual([]);

    // A child may not create, change or delete.
    expect((await kid.client.post('/api/chores', choreBody([kid.id]))).status).toBe(403);
    expect((await kid.client.put(`/api/chores/${id}`, { points: 1000 })).status).toBe(403);
    expect((await kid.client.delete(`/api/chores/${id}`)).status).toBe(403);

    expect((await parent.client.delete(`/api/chores/${id}`)).status).toBe(204);
    expect((await parent.client.get(`/api/chores/${id}`)).status).toBe(404);
    expect((await parent.client.delete(`/api/chores/${id}`)).status).toBe(404);
  });

  it('a child sees only the chores that may go to them', async () => {
    const { parent, adult, kid } = await family();
    const mine = (await parent.client.post('/api/chores', choreBody([kid.id], { name: 'Feed the cat' })))
      .body;
    const theirs = (
      await parent.client.post('/api/chores', choreBody([adult.user.id], { name: 'Pay bills' }))
    ).body;
    expect((await kid.client.get('/api/chores')).body.map((c: { name: string }) => c.name)).toEqual([
      'Feed the cat',
    ]);
    expect((await kid.client.get(`/api/chores/${theirs.id}`)).status).toBe(404);
    expect((await kid.client.post(`/api/chores/${theirs.id}/done`)).status).toBe(404);
    expect((await kid.client.get(`/api/chores/${mine.id}`)).status).toBe(200);
    expect((await adult.client.get('/api/chores')).body).toHaveLength(2);
  });

  it('marks done (credited to whose turn it is, turn handed on), refuses a second tick, undoes within a minute', async () => {
    const { parent, adult, kid } = await family();
    const chore = (await parent.client.post('/api/chores', choreBody([kid.id, adult.user.id]))).body;
    // Not the child's turn on a chore where it is someone else's: 403.
    const other = (
      await parent.client.post('/api/chores', choreBody([adult.user.id, kid.id], { name: 'Trash' }))
    ).body;
    expect((await kid.client.post(`/api/chores/${other.id}/done`)).status).toBe(403);
    expect((await kid.client.post(`/api/chores/${chore.id}/done`, { date: 'tomorrow' })).status).toBe(400);

    const done = await kid.client.post(`/api/chores/${chore.id}/done`);
    expect(done.status).toBe(201);
    expect(done.body.completion).toMatchObject({ user_id: kid.id, name: 'Mia', by: kid.id, points: 5 });
    expect(done.body.chore.assignee).toEqual({ user_id: adult.user.id, name: 'Robin' });
    // Now it is Robin's turn: the child may not tick it again; the same day twice is refused.
    expect((await kid.client.post(`/api/chores/${chore.id}/done`)).status).toBe(403);
    const again = await parent.client.post(`/api/chores/${chore.id}/done`, {
      date: done.body.completion.date,
    });
    expect(again.status).toBe(409);
    const board = (await adult.client.get('/api/chore-leaderboard')).body;
    expect(board.rows).toEqual([{ user_id: kid.id, name: 'Mia', points: 5 }]);
    expect((await kid.client.get('/api/chore-leaderboard')).body.my_balance).toBe(5);

    // Only one's own tick can be undone.
    expect((await adult.client.post(`/api/chores/${chore.id}/undo`)).status).toBe(409);
    const undone = await kid.client.post(`/api/chores/${chore.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.assignee).toEqual({ user_id: kid.id, name: 'Mia' });
    expect((await kid.client.post(`/api/chores/${chore.id}/undo`)).status).toBe(409);
    expect((await adult.client.get('/api/chore-leaderboard')).body.rows).toEqual([]);
  });

  it('rewards: adults define them, a child claims with enough points, an adult approves or declines', async () => {
    const { parent, adult, kid, stranger } = await family();
    expect((await parent.client.post('/api/chore-rewards', { name: '', points: 30 })).status).toBe(400);
    expect((await parent.client.post('/api/chore-rewards', { name: 'Film', points: 0 })).status).toBe(400);
    expect((await kid.client.post('/api/chore-rewards', { name: 'Candy', points: 1 })).status).toBe(403);
    const film = await parent.client.post('/api/chore-rewards', { name: "Choose Friday's film", points: 10 });
    expect(film.status).toBe(201);
    expect(film.body).toMatchObject({ name: "Choose Friday's film", points: 10 });
    expect((await kid.client.get('/api/chore-rewards')).body).toHaveLength(1);
    expect((await stranger.client.get('/api/chore-rewards')).body).toEqual([]);

    // Not enough points yet: 409.
    expect((await kid.client.post(`/api/chore-rewards/${film.body.id}/claim`)).status).toBe(409);
    const chore = (await parent.client.post('/api/chores', choreBody([kid.id], { points: 10, rrule: null })))
      .body;
    expect((await kid.client.post(`/api/chores/${chore.id}/done`)).status).toBe(201);
    expect((await stranger.client.post(`/api/chore-rewards/${film.body.id}/claim`)).status).toBe(404);
    const claim = await kid.client.post(`/api/chore-rewards/${film.body.id}/claim`);
    expect(claim.status).toBe(201);
    expect(claim.body).toMatchObject({ user_id: kid.id, name: 'Mia', points: 10, status: 'pending' });
    expect((await kid.client.get('/api/chore-leaderboard')).body.my_balance).toBe(0);
    expect((await kid.client.post(`/api/chore-rewards/${film.body.id}/claim`)).status).toBe(409);

    expect((await kid.client.post(`/api/chore-claims/${claim.body.id}/approve`)).status).toBe(403);
    expect((await stranger.client.post(`/api/chore-claims/${claim.body.id}/approve`)).status).toBe(404);
    expect((await parent.client.post(`/api/chore-claims/${MISSING}/approve`)).status).toBe(404);
    const approved = await adult.client.post(`/api/chore-claims/${claim.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: adult.user.id });
    expect((await parent.client.post(`/api/chore-claims/${claim.body.id}/decline`)).status).toBe(409);
    expect((await kid.client.get('/api/chore-claims')).body).toEqual([
      expect.objectContaining({ status: 'approved' }),
    ]);
    expect((await stranger.client.get('/api/chore-claims')).body).toEqual([]);

    expect((await kid.client.delete(`/api/chore-rewards/${film.body.id}`)).status).toBe(403);
    expect((await stranger.client.delete(`/api/chore-rewards/${film.body.id}`)).status).toBe(404);
    expect((await parent.client.delete(`/api/chore-rewards/${film.body.id}`)).status).toBe(204);
    expect((await parent.client.get('/api/chore-rewards')).body).toEqual([]);
  });

  it('a turn rotation is a chore without a schedule: both APIs see it', async () => {
    const { parent, kid } = await family();
    const r = await parent.client.post('/api/turn-rotations', {
      task_name: 'Bins',
      participants: 'Mia, Ann',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ task_name: 'Bins', participants: ['Mia', 'Ann'], current_turn: 'Mia' });
    // "Mia" names the child account: the chore goes to her.
    const chores = (await kid.client.get('/api/chores')).body;
    expect(chores).toEqual([
      expect.objectContaining({
        id: r.body.id,
        rrule: null,
        schedule: 'No schedule',
        members: [
          { user_id: kid.id, name: 'Mia' },
          { user_id: null, name: 'Ann' },
        ],
      }),
    ]);
    expect((await kid.client.post('/api/turn-rotations', { task_name: 'X', participants: 'A' })).status).toBe(
      403,
    );
    const next = await parent.client.post(`/api/turn-rotations/${r.body.id}/next`);
    expect(next.body.message).toBe("It's now Ann's turn for Bins");
    expect((await parent.client.get(`/api/chores/${r.body.id}`)).body.assignee).toEqual({
      user_id: null,
      name: 'Ann',
    });
    // A scheduled chore is not a turn rotation.
    await parent.client.post('/api/chores', choreBody([kid.id]));
    expect((await parent.client.get('/api/turn-rotations')).body).toHaveLength(1);
  });
});

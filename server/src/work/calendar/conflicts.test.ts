import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import { startTestServer } from '../../testing/testServer.js';
import type { RunningServer } from '../../server.js';
import { childAccount, choreBody } from '../../chores/testing.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const range = '?start_date=2026-03-01&end_date=2026-03-31';

describe('conflict warnings', () => {
  it('flags a pick-up, an activity and a family event whose adult has a meeting; one call hands it over', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get(`/api/calendar/conflicts${range}`)).status).toBe(401);
    const jordan = await signedInUser(server.url, { name: 'Jordan', timezone: 'Europe/London' });
    const sam = await signedInUser(server.url, {
      name: 'Sam',
      inFamilyOf: jordan,
      timezone: 'Europe/London',
    });
    const other = await signedInUser(server.url);
    expect((await jordan.client.get('/api/calendar/conflicts?start_date=2026-03-01')).status).toBe(400);

    // Jordan: a client call every Tuesday 15:00-16:00 (across the 29 March change to summer time).
    const call = await jordan.client.post('/api/meetings', {
      title: 'Client call',
      date: '2026-03-03',
      time: '15:00',
      duration: 1,
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
    });
    const { body: child } = await sam.client.post('/api/children', { name: 'Mia' });
    const pickup = await sam.client.post('/api/school-schedules', {
      child_id: child.id,
      type: 'pickup',
      time: '15:30',
      days: ['Tuesday'],
      assignee_id: jordan.user.id,
    });
    expect(pickup.status).toBe(201);
    expect(pickup.body.assignee_id).toBe(jordan.user.id);
    expect(
      (
        await sam.client.post('/api/school-schedules', {
          child_id: child.id,
          time: '08:00',
          assignee_id: other.user.id,
        })
      ).status,
    ).toBe(400);
    const swim = await sam.client.post('/api/kid-activities', {
      child_id: child.id,
      name: 'Swimming',
      days: ['Tuesday', 'Thursday'],
      start_time: '16:45',
      end_time: '17:30',
      assignee_id: jordan.user.id,
    });
    expect(swim.status).toBe(201);
    expect(
      (
        await sam.client.post('/api/kid-activities', {
          child_id: child.id,
          name: 'x',
          start_time: '10:00',
          end_time: '09:00',
        })
      ).status,
    ).toBe(400);
    // An activity given only as text ("Thu 15:10") reads its day and time from it.
    const chess = await sam.client.post('/api/kid-activities', {
      child_id: child.id,
      name: 'Chess',
      schedule: 'Tue 3:10 pm',
      assignee_id: jordan.user.id,
    });
    expect(chess.body).toMatchObject({ days: ['Tuesday'], start_time: '15:10', end_time: null });
    const dentist = await sam.client.post('/api/family-events', {
      title: 'Dentist',
      date: '2026-03-10',
      time: '15:45',
      duration_minutes: 30,
      member_ids: [jordan.user.id],
    });

    const list = (await sam.client.get(`/api/calendar/conflicts${range}`)).body;
    expect(
      list.filter((c: { kind: string }) => c.kind === 'school-run').map((c: { date: string }) => c.date),
    ).toEqual(['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31']);
    expect(
      list.filter((c: { kind: string }) => c.kind === 'activity').map((c: { title: string }) => c.title),
    ).toEqual(Array(5).fill('Chess (Mia)'));
    await sam.client.delete(`/api/kid-activities/${chess.body.id}`);
    expect(list[0].meeting_id).toBe(call.body.id);
    expect(list.find((c: { kind: string }) => c.kind === 'school-run').message).toBe(
      'Jordan has Client call 15:00–16:00 — pick-up of Mia at 15:30',
    );
    expect(list.find((c: { kind: string }) => c.kind === 'family-event')).toMatchObject({
      item_id: dentist.body.id,
      date: '2026-03-10',
      message: 'Jordan has Client call 15:00–16:00 — Dentist at 15:45',
    });
    expect((await other.client.get(`/api/calendar/conflicts${range}`)).body).toEqual([]);

    // Hand-offs: 401, 400, 404 for another family, then the conflicts are gone.
    const handoff = {
      kind: 'school-run',
      item_id: pickup.body.id,
      from_member_id: jordan.user.id,
      to_member_id: sam.user.id,
    };
    expect((await anon.post('/api/calendar/conflicts/handoff', handoff)).status).toBe(401);
    expect(
      (await sam.client.post('/api/calendar/conflicts/handoff', { ...handoff, to_member_id: jordan.user.id }))
        .status,
    ).toBe(400);
    expect(
      (
        await other.client.post('/api/calendar/conflicts/handoff', {
          ...handoff,
          from_member_id: other.user.id,
          to_member_id: other.user.id + '',
        })
      ).status,
    ).toBe(400);
    expect(
      (await sam.client.post('/api/calendar/conflicts/handoff', { ...handoff, to_member_id: other.user.id }))
        .status,
    ).toBe(400);
    const otherFamily = await signedInUser(server.url, { inFamilyOf: other });
    expect(
      (
        await other.client.post('/api/calendar/conflicts/handoff', {
          ...handoff,
          from_member_id: other.user.id,
          to_member_id: otherFamily.user.id,
        })
      ).status,
    ).toBe(404);
    // Only an adult takes it; only who may change school runs (not a teen or child account) moves one.
    const teen = await signedInUser(server.url, { name: 'Alex', inFamilyOf: jordan, role: 'teen' });
    const toTeen = await sam.client.post('/api/calendar/conflicts/handoff', {
      ...handoff,
      to_member_id: teen.user.id,
    });
    expect([toTeen.status, toTeen.body.detail]).toEqual([
      400,
      'Alex is not an adult: only an adult can be given this',
    ]);
    expect((await teen.client.post('/api/calendar/conflicts/handoff', handoff)).status).toBe(403);
    expect((await sam.client.post('/api/calendar/conflicts/handoff', handoff)).status).toBe(204);
    expect(
      (
        await jordan.client.post('/api/calendar/conflicts/handoff', {
          kind: 'family-event',
          item_id: dentist.body.id,
          from_member_id: jordan.user.id,
          to_member_id: sam.user.id,
        })
      ).status,
    ).toBe(204);
    expect((await jordan.client.get(`/api/calendar/conflicts${range}`)).body).toEqual([]);
    expect((await jordan.client.get('/api/school-schedules')).body[0].assignee_id).toBe(sam.user.id);
    expect((await jordan.client.get('/api/family-events')).body[0].member_ids).toEqual([sam.user.id]);
  });

  it("flags a chore whose adult has a meeting from its due time on; a hand-off gives that day's turn", async () => {
    const jordan = await signedInUser(server.url, { name: 'Jordan', timezone: 'Europe/London' });
    const sam = await signedInUser(server.url, {
      name: 'Sam',
      inFamilyOf: jordan,
      timezone: 'Europe/London',
    });
    const teen = await signedInUser(server.url, { name: 'Alex', inFamilyOf: jordan, role: 'teen' });
    const mia = await childAccount(server.url, jordan, 'Mia');
    // Jordan: a call every Tuesday 18:00-19:00 (London, across the change to summer time on 29 March).
    const call = await jordan.client.post('/api/meetings', {
      title: 'Client call',
      date: '2026-03-03',
      time: '18:00',
      duration: 1,
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
    });
    const weekly = (name: string, members: string[], due_time: string | null) =>
      jordan.client.post(
        '/api/chores',
        choreBody(members, { name, rrule: 'FREQ=WEEKLY;BYDAY=TU', start_date: '2026-03-03', due_time }),
      );
    // Jordan's turn first; Sam's after each tick.
    const bins = await weekly('Bins', [jordan.user.id, sam.user.id], '18:15');
    // Busy for half an hour from the due time: 17:45 meets the call, 17:20 (done by 17:50) does not.
    await weekly('Recycling', [jordan.user.id], '17:45');
    await weekly('Plants', [jordan.user.id], '17:20');
    await weekly('Lawn', [jordan.user.id], null);
    // Child accounts have no meetings: their chores never clash.
    await weekly('Feed the cat', [mia.id], '18:00');
    expect(bins.status).toBe(201);

    const list = async () =>
      (await sam.client.get(`/api/calendar/conflicts${range}`)).body as {
        kind: string;
        item_id: string;
        date: string;
        title: string;
        member_id: string;
        message: string;
        meeting_id: string;
      }[];
    const chores = (await list()).filter((c) => c.kind === 'chore');
    const tuesdays = ['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31'];
    expect(chores.filter((c) => c.title === 'Bins').map((c) => c.date)).toEqual(tuesdays);
    expect(chores.filter((c) => c.title === 'Recycling').map((c) => c.date)).toEqual(tuesdays);
    expect(new Set(chores.map((c) => c.title))).toEqual(new Set(['Bins', 'Recycling']));
    expect(chores.find((c) => c.title === 'Bins')).toMatchObject({
      item_id: bins.body.id,
      member_id: jordan.user.id,
      meeting_id: call.body.id,
      message: 'Jordan has Client call 18:00–19:00 — Bins at 18:15',
    });

    // A chore is handed over one day at a time, to an adult, by an adult, when it is the giver's that day.
    const give = { kind: 'chore', item_id: bins.body.id, from_member_id: jordan.user.id };
    const handoff = (who: typeof sam | typeof teen, body: Record<string, unknown>) =>
      who.client.post('/api/calendar/conflicts/handoff', { ...give, ...body });
    const noDate = await handoff(sam, { to_member_id: sam.user.id });
    expect([noDate.status, noDate.body.errors[0].path]).toEqual([400, 'date']);
    const toChild = await handoff(sam, { to_member_id: mia.id, date: '2026-03-10' });
    expect([toChild.status, toChild.body.detail]).toEqual([
      400,
      'Mia is not an adult: only an adult can be given this',
    ]);
    expect((await handoff(teen, { to_member_id: sam.user.id, date: '2026-03-10' })).status).toBe(403);
    // Not a day it falls due; not Sam's to give that day.
    expect((await handoff(sam, { to_member_id: sam.user.id, date: '2026-03-11' })).status).toBe(404);
    expect(
      (
        await handoff(jordan, {
          from_member_id: sam.user.id,
          to_member_id: jordan.user.id,
          date: '2026-03-10',
        })
      ).status,
    ).toBe(404);
    expect((await handoff(sam, { to_member_id: sam.user.id, date: '2026-03-10' })).status).toBe(204);

    // That Tuesday is Sam's; the others stay Jordan's and stay flagged.
    expect((await list()).filter((c) => c.title === 'Bins').map((c) => c.date)).toEqual(
      tuesdays.filter((d) => d !== '2026-03-10'),
    );
    const cal = (await jordan.client.get('/api/calendar/events?start_date=2026-03-03&end_date=2026-03-17'))
      .body;
    expect(
      cal.chores
        .filter((c: { name: string }) => c.name === 'Bins')
        .map((c: { assignee_name: string }) => c.assignee_name),
    ).toEqual(['Jordan', 'Sam', 'Jordan']);
    const shown = (await sam.client.get(`/api/chores/${bins.body.id}`)).body;
    expect(shown.assignee).toEqual({ user_id: jordan.user.id, name: 'Jordan' });

    // Sam's tick that day is his and leaves the turn with Jordan; a day already done cannot be handed over.
    const samDid = await sam.client.post(`/api/chores/${bins.body.id}/done`, { date: '2026-03-10' });
    expect(samDid.body.completion).toMatchObject({ user_id: sam.user.id, date: '2026-03-10' });
    expect(samDid.body.chore.assignee.name).toBe('Jordan');
    expect((await handoff(sam, { to_member_id: sam.user.id, date: '2026-03-10' })).status).toBe(409);
    // Jordan's own tick hands the turn on: the Tuesdays left are Sam's, who has no meeting then.
    await jordan.client.post(`/api/chores/${bins.body.id}/done`, { date: '2026-03-03' });
    expect((await list()).filter((c) => c.title === 'Bins')).toEqual([]);
  });
});

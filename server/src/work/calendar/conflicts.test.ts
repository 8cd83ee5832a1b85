import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, TestClient } from '../../testing/httpClient.js';
import { startTestServer } from '../../testing/testServer.js';
import type { RunningServer } from '../../server.js';

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
});

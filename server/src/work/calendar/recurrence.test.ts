import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.js';
import { signedInUser, TestClient, type SignedInUser } from '../../testing/httpClient.js';
import type { RunningServer } from '../../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const events = (u: SignedInUser, from: string, to: string) =>
  u.client.get(`/api/calendar/events?start_date=${from}&end_date=${to}`);
const weekly = {
  title: 'Swim squad',
  date: '2026-03-03',
  time: '17:00',
  duration: 1,
  rrule: 'FREQ=WEEKLY;BYDAY=TU',
};

describe('repeating meetings', () => {
  it('answers 401, 400 for a bad rule, 404 for another user and for a date that is no occurrence', async () => {
    const anon = new TestClient(server.url);
    const a = await signedInUser(server.url);
    const b = await signedInUser(server.url);
    const { body: m } = await a.client.post('/api/meetings', weekly);
    expect((await anon.put(`/api/meetings/${m.id}`, weekly)).status).toBe(401);
    expect((await anon.delete(`/api/meetings/${m.id}/occurrences/2026-03-10`)).status).toBe(401);
    const bad = await a.client.post('/api/meetings', { ...weekly, rrule: 'FREQ=HOURLY' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('rrule');
    const edit = { scope: 'this', title: 'Moved', date: '2026-03-11', time: '18:00' };
    expect(
      (await a.client.put(`/api/meetings/${m.id}/occurrences/2026-03-10`, { ...edit, scope: 'x' })).status,
    ).toBe(400);
    expect(
      (await a.client.put(`/api/meetings/${m.id}/occurrences/2026-03-10`, { ...edit, time: null })).status,
    ).toBe(400);
    expect((await b.client.put(`/api/meetings/${m.id}/occurrences/2026-03-10`, edit)).status).toBe(404);
    expect((await b.client.delete(`/api/meetings/${m.id}/occurrences/2026-03-10`)).status).toBe(404);
    expect((await b.client.put(`/api/meetings/${m.id}`, weekly)).status).toBe(404);
    expect((await a.client.put(`/api/meetings/${m.id}/occurrences/2026-03-11`, edit)).status).toBe(404);
    expect((await a.client.delete(`/api/meetings/${m.id}/occurrences/2026-03-12`)).status).toBe(404);
  });

  it('shows every occurrence; edits this one, deletes one, edits all, splits this and following', async () => {
    const u = await signedInUser(server.url, { timezone: 'America/New_York' });
    const { body: m, status } = await u.client.post('/api/meetings', weekly);
    expect(status).toBe(201);
    expect(m.rrule).toBe('FREQ=WEEKLY;BYDAY=TU');
    let cal = (await events(u, '2026-03-01', '2026-03-31')).body.meetings;
    expect(cal.map((o: { date: string }) => o.date)).toEqual([
      '2026-03-03',
      '2026-03-10',
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
    ]);
    expect(cal[1]).toMatchObject({
      id: m.id,
      recurrence_date: '2026-03-10',
      time: '17:00',
      overridden: false,
    });

    const moved = await u.client.put(`/api/meetings/${m.id}/occurrences/2026-03-10`, {
      scope: 'this',
      title: 'Gala practice',
      date: '2026-03-11',
      time: '18:00',
    });
    expect(moved.status).toBe(200);
    expect((await u.client.delete(`/api/meetings/${m.id}/occurrences/2026-03-24`)).status).toBe(204);
    cal = (await events(u, '2026-03-01', '2026-03-31')).body.meetings;
    expect(
      cal.map((o: { date: string; time: string; title: string }) => `${o.date} ${o.time} ${o.title}`),
    ).toEqual([
      '2026-03-03 17:00 Swim squad',
      '2026-03-11 18:00 Gala practice',
      '2026-03-17 17:00 Swim squad',
      '2026-03-31 17:00 Swim squad',
    ]);

    // All: the series' own PUT; the one moved occurrence stays moved.
    expect((await u.client.put(`/api/meetings/${m.id}`, { ...weekly, title: 'Swimming' })).status).toBe(200);
    // This and following: from the 17th on at 16:00 as a new series; the first part ends the day before.
    const split = await u.client.put(`/api/meetings/${m.id}/occurrences/2026-03-17`, {
      scope: 'following',
      title: 'Swimming (new time)',
      date: '2026-03-17',
      time: '16:00',
    });
    expect(split.status).toBe(200);
    expect(split.body.id).not.toBe(m.id);
    expect(split.body.rrule).toBe('FREQ=WEEKLY;BYDAY=TU');
    cal = (await events(u, '2026-03-01', '2026-04-07')).body.meetings;
    expect(
      cal.map((o: { date: string; time: string; title: string }) => `${o.date} ${o.time} ${o.title}`),
    ).toEqual([
      '2026-03-03 17:00 Swimming',
      '2026-03-11 18:00 Gala practice',
      '2026-03-17 16:00 Swimming (new time)',
      '2026-03-24 16:00 Swimming (new time)',
      '2026-03-31 16:00 Swimming (new time)',
      '2026-04-07 16:00 Swimming (new time)',
    ]);
    const list = (await u.client.get('/api/meetings')).body;
    expect(list.find((x: { id: string }) => x.id === m.id).rrule).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20260316');
  });

  it('shares a COUNT out when a series is split', async () => {
    const u = await signedInUser(server.url);
    const { body: m } = await u.client.post('/api/meetings', {
      ...weekly,
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4',
    });
    const { body: tail } = await u.client.put(`/api/meetings/${m.id}/occurrences/2026-03-17`, {
      scope: 'following',
      title: 'Later',
      date: '2026-03-17',
      time: '09:00',
    });
    expect(tail.rrule).toBe('FREQ=WEEKLY;BYDAY=TU;COUNT=2');
    const cal = (await events(u, '2026-03-01', '2026-04-30')).body.meetings;
    expect(cal.map((o: { date: string }) => o.date)).toEqual([
      '2026-03-03',
      '2026-03-10',
      '2026-03-17',
      '2026-03-24',
    ]);
  });
});

describe('repeating tasks', () => {
  it('needs a due date; shows later dates; completing makes the next task until the count runs out', async () => {
    const u = await signedInUser(server.url);
    const bad = await u.client.post('/api/tasks', { title: 'Rent', rrule: 'FREQ=MONTHLY;BYMONTHDAY=1' });
    expect(bad.status).toBe(400);
    const { body: t } = await u.client.post('/api/tasks', {
      title: 'Rent',
      due_date: '2026-01-01',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=2',
    });
    const cal = (await events(u, '2026-01-01', '2026-03-31')).body.tasks;
    expect(cal.map((x: { due_date: string; projected: boolean }) => [x.due_date, x.projected])).toEqual([
      ['2026-01-01', false],
      ['2026-02-01', true],
    ]);
    const done = await u.client.put(`/api/tasks/${t.id}/status`, { status: 'completed' });
    expect(done.body).toMatchObject({ status: 'completed', rrule: null });
    const tasks = (await u.client.get('/api/tasks')).body;
    const next = tasks.find((x: { id: string }) => x.id !== t.id);
    expect(next).toMatchObject({
      title: 'Rent',
      due_date: '2026-02-01',
      status: 'pending',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=2',
    });
    await u.client.put(`/api/tasks/${next.id}/status`, { status: 'completed' });
    expect((await u.client.get('/api/tasks')).body).toHaveLength(2);
  });

  it('edits this one, this and following, all; deletes this one (the series moves on)', async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const { body: t } = await u.client.post('/api/tasks', {
      title: 'Bins out',
      due_date: '2026-03-02',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=4',
    });
    const occ = (date: string) => `/api/tasks/${t.id}/occurrences/${date}`;
    const edit = { scope: 'this', title: 'Bins out (holiday)', date: '2026-03-03', time: null };
    expect((await new TestClient(server.url).put(occ('2026-03-02'), edit)).status).toBe(401);
    expect((await other.client.put(occ('2026-03-02'), edit)).status).toBe(404);
    expect((await u.client.put(occ('2026-03-09'), edit)).status).toBe(404); // not the open one
    expect((await u.client.put(occ('2026-03-02'), { ...edit, scope: 'some' })).status).toBe(400);

    // This one: a task of its own on the 3rd; the series is due on the 9th.
    const own = await u.client.put(occ('2026-03-02'), edit);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ title: 'Bins out (holiday)', due_date: '2026-03-03', rrule: null });
    const series = async () =>
      (await u.client.get('/api/tasks')).body.find((x: { id: string }) => x.id === t.id);
    expect(await series()).toMatchObject({ title: 'Bins out', due_date: '2026-03-09' });

    // Delete this one: the 9th is skipped.
    expect((await other.client.delete(`/api/tasks/${t.id}/occurrences/2026-03-09`)).status).toBe(404);
    expect((await u.client.delete(`/api/tasks/${t.id}/occurrences/2026-03-09`)).status).toBe(204);
    expect(await series()).toMatchObject({ due_date: '2026-03-16' });

    // This and following: renamed (COUNT still counts from the 2nd).
    const moved = await u.client.put(`/api/tasks/${t.id}/occurrences/2026-03-16`, {
      scope: 'following',
      title: 'Recycling out',
      date: '2026-03-16',
      time: null,
    });
    expect(moved.body).toMatchObject({ id: t.id, title: 'Recycling out', due_date: '2026-03-16' });
    const cal = (await events(u, '2026-03-01', '2026-03-31')).body.tasks;
    expect(cal.map((x: { due_date: string; title: string }) => `${x.due_date} ${x.title}`)).toEqual([
      '2026-03-03 Bins out (holiday)',
      '2026-03-16 Recycling out',
      '2026-03-23 Recycling out',
    ]);

    // All: PUT changes the series; a bad body is 400 and changes nothing.
    const all = { title: 'Bins', due_date: '2026-03-17', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2' };
    expect((await u.client.put(`/api/tasks/${t.id}`, { ...all, due_date: null })).status).toBe(400);
    expect((await other.client.put(`/api/tasks/${t.id}`, all)).status).toBe(404);
    expect((await u.client.put(`/api/tasks/${t.id}`, all)).body).toMatchObject({
      title: 'Bins',
      priority: 'medium',
    });

    // Completing makes the next one; deleting the last open one ends the series.
    await u.client.put(`/api/tasks/${t.id}/status`, { status: 'completed' });
    const last = (await u.client.get('/api/tasks')).body.find(
      (x: { rrule: string | null }) => x.rrule !== null,
    );
    expect(last).toMatchObject({ title: 'Bins', due_date: '2026-03-24' });
    expect((await u.client.delete(`/api/tasks/${last.id}/occurrences/2026-03-24`)).status).toBe(204);
    expect((await u.client.get('/api/tasks')).body.map((x: { title: string }) => x.title).sort()).toEqual([
      'Bins',
      'Bins out (holiday)',
    ]);
  });
});

describe('family events', () => {
  it('401, 400, 404 for another family, shared with the family, repeating in the calendar', async () => {
    const anon = new TestClient(server.url);
    const a = await signedInUser(server.url, { name: 'Jordan' });
    const partner = await signedInUser(server.url, { name: 'Sam', inFamilyOf: a });
    const other = await signedInUser(server.url);
    expect((await anon.get('/api/family-events')).status).toBe(401);
    expect(
      (await anon.post('/api/family-events', { title: 'x', date: '2026-03-01', all_day: true })).status,
    ).toBe(401);
    const missing = await a.client.post('/api/family-events', { title: '', date: '2026-03-01' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['time', 'title']);
    const stranger = await a.client.post('/api/family-events', {
      title: 'Dinner',
      date: '2026-03-01',
      time: '18:00',
      member_ids: [other.user.id],
    });
    expect(stranger.status).toBe(400);
    const created = await a.client.post('/api/family-events', {
      title: 'Grandma visits',
      date: '2026-03-07',
      all_day: true,
      time: '10:00',
      location: 'Home',
      member_ids: [a.user.id, partner.user.id],
      rrule: 'FREQ=MONTHLY;BYDAY=1SA;COUNT=3',
    });
    expect(created.status).toBe(201);
    const ev = created.body;
    expect(ev).toMatchObject({ all_day: true, time: null, created_by: a.user.id });
    expect((await partner.client.get('/api/family-events')).body.map((e: { id: string }) => e.id)).toEqual([
      ev.id,
    ]);
    expect((await other.client.get('/api/family-events')).body).toEqual([]);
    expect(
      (
        await other.client.put(`/api/family-events/${ev.id}`, {
          title: 'x',
          date: '2026-03-01',
          all_day: true,
        })
      ).status,
    ).toBe(404);
    expect((await other.client.delete(`/api/family-events/${ev.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/family-events/${ev.id}/occurrences/2026-04-04`)).status).toBe(
      404,
    );

    expect((await partner.client.delete(`/api/family-events/${ev.id}/occurrences/2026-04-04`)).status).toBe(
      204,
    );
    const cal = (await events(partner, '2026-03-01', '2026-06-30')).body.family_events;
    expect(cal.map((e: { date: string; all_day: boolean }) => [e.date, e.all_day])).toEqual([
      ['2026-03-07', true],
      ['2026-05-02', true],
    ]);
    const upd = await partner.client.put(`/api/family-events/${ev.id}`, {
      title: 'Grandma visits',
      date: '2026-03-07',
      time: '11:00',
      duration_minutes: 90,
    });
    expect(upd.body).toMatchObject({ all_day: false, time: '11:00', rrule: null, duration_minutes: 90 });
    expect((await a.client.delete(`/api/family-events/${ev.id}`)).status).toBe(204);
    expect((await a.client.get('/api/family-events')).body).toEqual([]);
  });
});

/** Occurrence start times in a window, as ISO instants, from the feed parsed by ical.js. */
function icalJsStarts(text: string, until: string): string[] {
  const vcal = new ICAL.Component(ICAL.parse(text));
  for (const tz of vcal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevents = vcal.getAllSubcomponents('vevent');
  const out: string[] = [];
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
  for (const v of masters) {
    const ev = new ICAL.Event(v);
    for (const ex of vevents.filter(
      (x) => x.hasProperty('recurrence-id') && x.getFirstPropertyValue('uid') === ev.uid,
    ))
      ev.relateException(ex);
    if (!ev.isRecurring()) {
      out.push(`${ev.summary}@${ev.startDate.toJSDate().toISOString()}`);
      continue;
    }
    const it = ev.iterator();
    for (let next = it.next(); next; next = it.next()) {
      if (next.toJSDate().toISOString() > until) break;
      const d = ev.getOccurrenceDetails(next);
      out.push(`${d.item.summary}@${d.startDate.toJSDate().toISOString()}`);
    }
  }
  return out.sort();
}

function nodeIcalStarts(text: string, until: string): string[] {
  const parsed = nodeIcal.sync.parseICS(text);
  const out: string[] = [];
  for (const ev of Object.values(parsed)) {
    if (!ev || ev.type !== 'VEVENT') continue;
    for (const i of nodeIcal.expandRecurringEvent(ev, { from: new Date('2000-01-01'), to: new Date(until) }))
      out.push(`${String(i.summary)}@${new Date(i.start).toISOString()}`);
  }
  return out.sort();
}

describe('ICS feed with recurrence', () => {
  it('writes RRULE, EXDATE and RECURRENCE-ID with a VTIMEZONE; ical.js and node-ical read the same occurrences across DST', async () => {
    const u = await signedInUser(server.url, { timezone: 'America/New_York' });
    // Weekly on Sundays at 09:00 New York across the 8 March 2026 change: 14:00Z, then 13:00Z.
    const { body: m } = await u.client.post('/api/meetings', {
      title: 'Family call',
      date: '2026-02-22',
      time: '09:00',
      rrule: 'FREQ=WEEKLY;BYDAY=SU;UNTIL=20260322',
    });
    await u.client.delete(`/api/meetings/${m.id}/occurrences/2026-03-01`);
    await u.client.put(`/api/meetings/${m.id}/occurrences/2026-03-15`, {
      scope: 'this',
      title: 'Family call (late)',
      date: '2026-03-15',
      time: '11:30',
    });
    await u.client.post('/api/tasks', {
      title: 'Bins',
      due_date: '2026-03-02',
      rrule: 'FREQ=WEEKLY;COUNT=2',
    });
    const url = new URL((await u.client.post('/api/calendar/feed-url')).body.url).pathname;
    const text = (await new TestClient(server.url).get(url)).body as string;
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20260323T035900Z');
    expect(text).toContain('EXDATE;TZID=America/New_York:20260301T090000');
    expect(text).toContain('RECURRENCE-ID;TZID=America/New_York:20260315T090000');

    const expected = [
      'Family call@2026-02-22T14:00:00.000Z',
      'Family call@2026-03-08T13:00:00.000Z',
      'Family call (late)@2026-03-15T15:30:00.000Z',
      'Family call@2026-03-22T13:00:00.000Z',
    ].sort();
    const ical = icalJsStarts(text, '2026-12-31');
    expect(ical.filter((s) => s.startsWith('Family'))).toEqual(expected);
    expect(ical.filter((s) => s.startsWith('Task')).length).toBe(2);
    expect(nodeIcalStarts(text, '2026-12-31').filter((s) => s.startsWith('Family'))).toEqual(expected);
  });
});

import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FIXTURES } from '../../../testing/calendarFixtures.js';
import { signedInUser, TestClient } from '../../../testing/httpClient.js';
import { startTestServer } from '../../../testing/testServer.js';
import type { RunningServer } from '../../../server.js';
import { isPrivateAddress } from './feedFetch.js';

const present = CALENDAR_FIXTURES !== null;
const fixture = (name: string) => readFileSync(path.join(CALENDAR_FIXTURES!, name), 'utf8');

/** A local calendar server: the fixtures as published, with ETags, a redirect and a few broken answers. */
let feeds: http.Server;
let feedBase = '';
const seen: { url: string; ifNoneMatch: string | undefined }[] = [];
let server: RunningServer;

beforeAll(async () => {
  feeds = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
    const file = /^\/(zimbra|birthdays|exdate)\.ics$/.exec(req.url ?? '')?.[1];
    if (file) {
      const name = {
        zimbra: 'zimbra-recurring-with-overrides.ics',
        birthdays: 'google-birthdays.ics',
        exdate: 'exdate-date-on-datetime.ics',
      }[file]!;
      const etag = `"${file}-1"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      return void res.writeHead(200, { 'content-type': 'text/calendar', etag }).end(fixture(name));
    }
    if (req.url === '/moved') return void res.writeHead(302, { location: '/zimbra.ics' }).end();
    if (req.url === '/html')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not here</html>');
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = 'X'.repeat(64 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      return more();
    }
    res.writeHead(404).end('missing');
  });
  await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  server = await startTestServer({ env: { ALLOW_PRIVATE_FEEDS: '1' } });
});
afterAll(async () => {
  await server?.close();
  feeds.close();
});

describe('address checks', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '2606:4700::1111', '8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses loopback and private addresses without ALLOW_PRIVATE_FEEDS, also by name and as webcal', async () => {
    // The same server with the setting off (one server per file keeps this suite within the hook limits).
    server.deps.config.ALLOW_PRIVATE_FEEDS = false;
    seen.length = 0;
    const u = await signedInUser(server.url);
    const port = (feeds.address() as AddressInfo).port;
    for (const url of [
      `${feedBase}/zimbra.ics`,
      `http://localhost:${port}/zimbra.ics`,
      `webcal://127.0.0.1:${port}/zimbra.ics`,
      'http://[::1]/x.ics',
    ]) {
      const res = await u.client.post('/api/calendar-subscriptions', { name: 'School', url });
      expect(res.status, url).toBe(400);
      expect(res.body.detail).toMatch(/private network/);
    }
    expect(seen).toEqual([]);
    expect((await u.client.get('/api/calendar-subscriptions')).body).toEqual([]);
    server.deps.config.ALLOW_PRIVATE_FEEDS = true;
  });
});

describe.skipIf(!present)('calendar subscriptions', () => {
  it('401 and 400', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/calendar-subscriptions')).status).toBe(401);
    expect(
      (await anon.post('/api/calendar-subscriptions', { name: 'x', url: `${feedBase}/zimbra.ics` })).status,
    ).toBe(401);
    const u = await signedInUser(server.url);
    const bad = await u.client.post('/api/calendar-subscriptions', {
      url: 'ftp://example.com/x.ics',
      color: 'red',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['color', 'name', 'url']);
    expect(
      (await u.client.post('/api/calendar-subscriptions/upload', { name: 'x', ics: 'hello' })).status,
    ).toBe(400);
  });

  it('subscribes to a served calendar, shows its occurrences read-only, refreshes with the ETag, survives a broken feed', async () => {
    const u = await signedInUser(server.url, { name: 'Jordan', timezone: 'America/Los_Angeles' });
    const partner = await signedInUser(server.url, {
      name: 'Sam',
      inFamilyOf: u,
      timezone: 'America/Los_Angeles',
    });
    const created = await u.client.post('/api/calendar-subscriptions', {
      name: 'Zimbra',
      url: `${feedBase}/moved`,
      color: '#16a34a',
      member_id: partner.user.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Zimbra',
      last_error: null,
      event_count: 1,
      member_id: partner.user.id,
      color: '#16a34a',
    });
    const cal = (await partner.client.get('/api/calendar/events?start_date=2012-11-01&end_date=2012-11-30'))
      .body.external;
    expect(cal.map((e: { date: string; time: string }) => `${e.date} ${e.time}`)).toEqual([
      '2012-11-06 10:00',
      '2012-11-06 20:00',
      '2012-11-10 10:00',
      '2012-11-30 10:00',
    ]);
    expect(cal[0]).toMatchObject({
      title: 'Crazy Event Thingy!',
      color: '#16a34a',
      subscription_id: created.body.id,
      end_time: '10:30',
    });

    seen.length = 0;
    const refreshed = await u.client.post(`/api/calendar-subscriptions/${created.body.id}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.last_error).toBeNull();
    expect(seen.find((s) => s.url === '/zimbra.ics')?.ifNoneMatch).toBe('"zimbra-1"');

    for (const [url, error] of [
      ['/html', /not a calendar/],
      ['/nothing.ics', /answered 404/],
      ['/big', /larger than 2 MB/],
    ] as const) {
      const res = await u.client.post('/api/calendar-subscriptions', { name: url, url: `${feedBase}${url}` });
      expect(res.status).toBe(201);
      expect(res.body.last_error).toMatch(error);
      expect(res.body.event_count).toBe(0);
    }
    expect((await partner.client.get('/api/calendar-subscriptions')).body).toHaveLength(4);
  });

  it('uploads a .ics file; another family gets 404; unsubscribes', async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const up = await u.client.post('/api/calendar-subscriptions/upload', {
      name: 'Birthdays',
      ics: fixture('google-birthdays.ics'),
    });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ url: null, event_count: 2, last_error: null });
    const cal = (await u.client.get('/api/calendar/events?start_date=2013-12-01&end_date=2013-12-31')).body
      .external;
    expect(cal).toEqual([expect.objectContaining({ date: '2013-12-10', all_day: true, time: null })]);
    const id = up.body.id;
    expect((await other.client.get('/api/calendar-subscriptions')).body).toEqual([]);
    expect((await other.client.put(`/api/calendar-subscriptions/${id}`, { name: 'Mine' })).status).toBe(404);
    expect((await other.client.post(`/api/calendar-subscriptions/${id}/refresh`)).status).toBe(404);
    expect((await other.client.delete(`/api/calendar-subscriptions/${id}`)).status).toBe(404);
    expect(
      (await other.client.get('/api/calendar/events?start_date=2013-12-01&end_date=2013-12-31')).body
        .external,
    ).toEqual([]);
    const renamed = await u.client.put(`/api/calendar-subscriptions/${id}`, {
      name: 'Family birthdays',
      color: '#dc2626',
    });
    expect(renamed.body).toMatchObject({ name: 'Family birthdays', color: '#dc2626' });
    expect(
      (await u.client.put(`/api/calendar-subscriptions/${id}`, { name: 'x', member_id: other.user.id }))
        .status,
    ).toBe(400);
    expect((await u.client.delete(`/api/calendar-subscriptions/${id}`)).status).toBe(204);
    expect((await u.client.get('/api/calendar-subscriptions')).body).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@hearth/shared';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('notification preferences', () => {
  it('needs a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/notification-preferences')).status).toBe(401);
    expect((await anon.put('/api/notification-preferences', { volume: 0.5 })).status).toBe(401);
  });

  it('starts from the defaults and keeps one changed field per user', async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url, { inFamilyOf: u });
    const got = await u.client.get('/api/notification-preferences');
    expect(got.body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(got.body.volume).toBe(0.8);

    const put = await u.client.put('/api/notification-preferences', { volume: 0.33 });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, volume: 0.3 });
    await u.client.put('/api/notification-preferences', {
      dnd_enabled: true,
      dnd_start_time: '21:30',
      meeting_reminder_sound: 'alert',
    });
    expect((await u.client.get('/api/notification-preferences')).body).toMatchObject({
      volume: 0.3,
      dnd_enabled: true,
      dnd_start_time: '21:30',
      meeting_reminder_sound: 'alert',
    });
    expect((await other.client.get('/api/notification-preferences')).body).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it('refuses bad values and unknown fields without writing', async () => {
    const u = await signedInUser(server.url);
    for (const body of [
      { volume: 1.5 },
      { default_sound: 'kazoo' },
      { dnd_start_time: '7pm' },
      { vibration_pattern: 'x' },
      { nonsense: true },
      {},
    ]) {
      const res = await u.client.put('/api/notification-preferences', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    expect((await u.client.get('/api/notification-preferences')).body).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it('lists sounds and vibration patterns and answers what a test should play', async () => {
    const u = await signedInUser(server.url);
    const avail = (await u.client.get('/api/notification-preferences/available-sounds')).body;
    expect(avail.sounds.map((s: { id: string }) => s.id)).toContain('chime');
    expect(avail.sounds[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
    });
    expect(avail.vibration_patterns[0].pattern).toEqual(expect.any(Array));
    await u.client.put('/api/notification-preferences', { volume: 0.5 });
    expect(
      (await u.client.post('/api/notification-preferences/test-sound', { category: 'meeting' })).body,
    ).toEqual({ message: 'Testing sound', sound: 'bell', volume: 0.5, muted: false });
    expect(
      (await u.client.post('/api/notification-preferences/test-sound', { sound_type: 'pop' })).body.sound,
    ).toBe('pop');
    await u.client.put('/api/notification-preferences', { sounds_enabled: false });
    expect((await u.client.post('/api/notification-preferences/test-sound', {})).body).toMatchObject({
      sound: 'chime',
      muted: true,
    });
    expect(
      (await u.client.post('/api/notification-preferences/test-sound', { category: 'weather' })).status,
    ).toBe(400);
  });
});

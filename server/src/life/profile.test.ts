import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, uniqueEmail } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const png = (w = 600, h = 400) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('profile', () => {
  it('needs a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/profile')).status).toBe(401);
    expect((await anon.put('/api/profile', { name: 'x', email: 'x@y.z' })).status).toBe(401);
    expect((await anon.post('/api/profile/generate-avatar', { description: 'x' })).status).toBe(401);
  });

  it('shows and edits name, email and role, with the default avatar', async () => {
    const u = await signedInUser(server.url, { name: 'Ada' });
    const got = await u.client.get('/api/profile');
    expect(got.body).toMatchObject({
      name: 'Ada',
      email: u.email,
      role: '',
      avatar_url: null,
      avatar_type: 'default',
      verified: true,
    });
    const email = uniqueEmail('ada.new');
    const put = await u.client.put('/api/profile', {
      name: '  Ada L. ',
      email: email.toUpperCase(),
      role: 'Parent',
    });
    expect(put.status).toBe(200);
    // The new address waits for its mailed link (server/src/auth/emailChange.test.ts).
    expect(put.body).toMatchObject({ name: 'Ada L.', email: u.email, pending_email: email, role: 'Parent' });
    expect((await u.client.get('/api/auth/me')).body.user).toMatchObject({ name: 'Ada L.', email: u.email });
  });

  it('answers 400 without a name or with a bad email, and 409 for an email already taken', async () => {
    const u = await signedInUser(server.url);
    const other = await signedInUser(server.url);
    const noName = await u.client.put('/api/profile', { name: ' ', email: u.email });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.map((e: { path: string }) => e.path)).toContain('name');
    expect((await u.client.put('/api/profile', { name: 'A', email: 'nope' })).status).toBe(400);
    const taken = await u.client.put('/api/profile', { name: 'A', email: other.email });
    expect(taken.status).toBe(409);
    expect((await u.client.get('/api/profile')).body.email).toBe(u.email);
  });

  it('stores an uploaded photo resized, served to the family only', async () => {
    const u = await signedInUser(server.url);
    const partner = await signedInUser(server.url, { inFamilyOf: u });
    const stranger = await signedInUser(server.url);
    const res = await u.client.post('/api/profile/avatar', {
      image_base64: `data:image/png;base64,${(await png()).toString('base64')}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.avatar_type).toBe('uploaded');
    expect(res.body.avatar_url).toMatch(new RegExp(`^/api/avatars/${u.user.id}\\?v=\\d+$`));
    expect((await u.client.get('/api/auth/me')).body.user.avatar_url).toBe(res.body.avatar_url);

    const img = await fetch(server.url + res.body.avatar_url, {
      headers: { cookie: partner.client.cookie! },
    });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect((await stranger.client.get(res.body.avatar_url)).status).toBe(404);
    expect((await new TestClient(server.url).get(res.body.avatar_url)).status).toBe(401);
  });

  it('refuses what is not an image by its bytes, and images over 2 MB', async () => {
    const u = await signedInUser(server.url);
    const fake = await u.client.post('/api/profile/avatar', {
      image_base64: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.detail).toMatch(/PNG, JPEG, GIF or WebP/);
    const big = Buffer.alloc(2 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(
      (await u.client.post('/api/profile/avatar', { image_base64: big.toString('base64') })).status,
    ).toBe(413);
    expect((await u.client.post('/api/profile/avatar', {})).status).toBe(400);
    expect((await u.client.get('/api/profile')).body.avatar_type).toBe('default');
  });

  it('draws an AI avatar from the description, deterministic and stored as SVG', async () => {
    const u = await signedInUser(server.url);
    const res = await u.client.post('/api/profile/generate-avatar', {
      style: 'cartoon',
      description: 'purple hair with glasses',
    });
    expect(res.status).toBe(200);
    expect(res.body.profile.avatar_type).toBe('ai_generated');
    expect(res.body.response).toContain('purple hair with glasses');
    const svg = await u.client.get(res.body.profile.avatar_url);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.body).toContain('#7c3aed');
    expect((await u.client.post('/api/profile/generate-avatar', { style: 'cartoon' })).status).toBe(400);
    expect(
      (await u.client.post('/api/profile/generate-avatar', { style: 'oil', description: 'x' })).status,
    ).toBe(400);
    const removed = await u.client.delete('/api/profile/avatar');
    expect(removed.body).toMatchObject({ avatar_type: 'default', avatar_url: null });
  });
});

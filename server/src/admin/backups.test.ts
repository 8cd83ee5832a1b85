import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { signedInUser, TestClient, uniqueEmail, type SignedInUser } from '../testing/httpClient.js';
import { startTestServer } from '../testing/testServer.js';

const backupDir = mkdtempSync(path.join(tmpdir(), 'hearth-admin-backups-'));
const adminEmail = uniqueEmail('admin');
let server: RunningServer;
let admin: TestClient;
let member: SignedInUser;

/** Signs up and verifies `email` (the server's administrator by ADMIN_EMAILS). */
async function signUpAs(email: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  const signup = await client.post('/api/auth/signup', { name: 'Admin', email, password: 'long enough pw' });
  expect(signup.status).toBe(201);
  const verify = await client.post('/api/auth/verify', { email, token: signup.body.verification_token });
  expect(verify.status).toBe(200);
  return client;
}

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ADMIN_EMAILS: `someone@else.test, ${adminEmail.toUpperCase()}`,
      BACKUP_DIR: backupDir,
      BACKUP_INTERVAL_HOURS: '24',
    },
  });
  admin = await signUpAs(adminEmail);
  member = await signedInUser(server.url, { name: 'Member' });
});
afterAll(async () => {
  await server.close();
  rmSync(backupDir, { recursive: true, force: true });
});

describe('backups through the admin routes', () => {
  it('answers 401 without a session or with a wrong admin token', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/admin/backups')).status).toBe(401);
    expect((await anon.post('/api/admin/backups')).status).toBe(401);
    const bearer = await anon.request('POST', '/api/admin/backups', undefined, {
      authorization: 'Bearer not-the-token',
    });
    expect(bearer.status).toBe(401);
    expect((await anon.get('/api/admin/backups/hearth-x.json.gz')).status).toBe(401);
  });

  it('answers 404 to a family member who is not the server administrator, as if nothing were there', async () => {
    for (const res of [
      await member.client.get('/api/admin/backups'),
      await member.client.post('/api/admin/backups'),
      await member.client.get('/api/admin/backups/hearth-x.json.gz'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Resource not found' });
    }
  });

  it('answers 400 for a name that is not a backup, and 404 for a missing one', async () => {
    const bad = await admin.get('/api/admin/backups/..%2F..%2Fetc%2Fpasswd');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/name/);
    expect((await admin.get('/api/admin/backups/hearth-nope.json.gz')).status).toBe(404);
  });

  it('takes a backup now, lists it and downloads a complete dump', async () => {
    const taken = await admin.post('/api/admin/backups');
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({
      kind: 'manual',
      name: expect.stringMatching(/^hearth-.*-manual\.json\.gz$/),
    });

    const list = await admin.get('/api/admin/backups');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      directory: backupDir,
      keep: 7,
      interval_hours: 24,
      last_error: null,
      next_scheduled_at: expect.any(String),
    });
    expect(list.body.backups[0]).toEqual(taken.body);

    const res = await fetch(`${server.url}/api/admin/backups/${taken.body.name}`, {
      headers: { cookie: admin.cookie! },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toContain(taken.body.name);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(taken.body.size_bytes);
    const dump = JSON.parse(gunzipSync(bytes).toString('utf8'));
    expect(dump.format).toBe('hearth-dump');
    const emails = dump.tables
      .find((t: { name: string }) => t.name === 'users')
      .rows.map((r: any) => r.email);
    expect(emails).toEqual(expect.arrayContaining([adminEmail, member.email]));
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('the server administrator without ADMIN_EMAILS', () => {
  it('is the first account made on the server; the second is not', async () => {
    const fresh = await startTestServer({ env: { BACKUP_DIR: backupDir, BACKUP_INTERVAL_HOURS: '0' } });
    try {
      const first = await signedInUser(fresh.url, { name: 'First' });
      const second = await signedInUser(fresh.url, { name: 'Second', inFamilyOf: first });
      const overview = await first.client.get('/api/admin/backups');
      expect(overview.status).toBe(200);
      expect(overview.body).toMatchObject({ interval_hours: 0, next_scheduled_at: null });
      expect((await second.client.get('/api/admin/backups')).status).toBe(404);
    } finally {
      await fresh.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, uniqueEmail } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import * as secrets from './secrets.js';

// The server's own module, with its password check watched (timing itself: tests/bench/login.bench.ts).
vi.mock('./secrets.js', async (original) => {
  const real = await original<typeof import('./secrets.js')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-in cost', () => {
  it('checks an unknown email against a dummy scrypt hash, as it checks a known one', async () => {
    const u = await signedInUser(server.url);
    const check = vi.mocked(secrets.verifyPassword);
    check.mockClear();
    const known = await new TestClient(server.url).post('/api/auth/login', {
      email: u.email,
      password: 'nope',
    });
    const unknown = await new TestClient(server.url).post('/api/auth/login', {
      email: uniqueEmail(),
      password: 'nope',
    });
    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(unknown.body).toEqual(known.body);
    expect(check).toHaveBeenCalledTimes(2);
    const [, againstUnknown] = check.mock.calls[1]!;
    expect(againstUnknown).toBe(await secrets.dummyPasswordHash());
    expect(againstUnknown).toMatch(/^scrypt\$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { signedInUser, TestClient, uniqueEmail } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { parseConfig } from '../config.js';
import { DEFAULT_LIMITS, LoginThrottle } from './loginThrottle.js';

let now = Date.parse('2026-03-01T09:00:00Z');
let server: RunningServer;
let proxied: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(now) });
  proxied = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });
});
afterAll(async () => {
  await server.close();
  await proxied.close();
});

const login = (s: RunningServer, email: string, password: string, headers: Record<string, string> = {}) =>
  new TestClient(s.url).request<{ detail: string }>('POST', '/api/auth/login', { email, password }, headers);

describe('sign-in throttle', () => {
  it("does not lock a household behind one address out for one member's typos", async () => {
    const ada = await signedInUser(server.url, { name: 'Ada' });
    const bob = await signedInUser(server.url, { name: 'Bob', inFamilyOf: ada });
    for (let i = 0; i < 8; i++) expect([401, 429]).toContain((await login(server, ada.email, 'typo')).status);
    expect((await login(server, bob.email, bob.password)).status).toBe(200);
    // Wrong attempts on another email do not lock its owner out either, beyond a short wait.
    const carol = await signedInUser(server.url, { name: 'Carol' });
    expect((await login(server, carol.email, carol.password)).status).toBe(200);
  });

  it('makes each attempt past five failures wait twice as long; the right password works after the wait', async () => {
    const u = await signedInUser(server.url);
    for (let i = 0; i < 5; i++) expect((await login(server, u.email, 'wrong')).status).toBe(401);
    const early = await login(server, u.email, u.password);
    expect(early.status).toBe(429);
    expect(early.body.detail).toMatch(/Try again in 1 second/);
    now += 1000;
    expect((await login(server, u.email, 'wrong again')).status).toBe(401);
    now += 1000;
    expect((await login(server, u.email, u.password)).status).toBe(429); // waits 2 s now
    now += 1000;
    expect((await login(server, u.email, u.password)).status).toBe(200);
    // A success clears the account: the next typo answers 401 at once.
    expect((await login(server, u.email, 'wrong')).status).toBe(401);
  });

  it('throttles one address only at a far higher limit, over any emails', async () => {
    const saved = server.deps.throttle;
    server.deps.throttle = new LoginThrottle({ ...DEFAULT_LIMITS, addressLimit: 6 });
    try {
      for (let i = 0; i < 6; i++) expect((await login(server, uniqueEmail(), 'x')).status).toBe(401);
      const refused = await login(server, uniqueEmail(), 'x');
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/from your network/);
      // X-Forwarded-For is not believed without TRUST_PROXY: a spray cannot hide behind it.
      const spoofed = await login(server, uniqueEmail(), 'x', { 'x-forwarded-for': '198.51.100.7' });
      expect(spoofed.status).toBe(429);
    } finally {
      server.deps.throttle = saved;
    }
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    proxied.deps.throttle = new LoginThrottle({ ...DEFAULT_LIMITS, addressLimit: 3 });
    const from = (ip: string) => ({ 'x-forwarded-for': `${ip}, 10.1.2.3` });
    for (let i = 0; i < 3; i++)
      expect((await login(proxied, uniqueEmail(), 'x', from('203.0.113.9'))).status).toBe(401);
    expect((await login(proxied, uniqueEmail(), 'x', from('203.0.113.9'))).status).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await login(proxied, uniqueEmail(), 'x', from('203.0.113.10'))).status).toBe(401);
    // The client cannot prepend a fake hop: the rightmost untrusted address counts.
    const faked = { 'x-forwarded-for': '192.0.2.1, 203.0.113.9, 10.1.2.3' };
    expect((await login(proxied, uniqueEmail(), 'x', faked)).status).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('takes IPs and CIDR ranges, and names a bad entry', () => {
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, fd00::/8' }).TRUST_PROXY).toBeDefined();
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY[\s\S]*10\.0\.0\.0\/33/);
    expect(() => parseConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});

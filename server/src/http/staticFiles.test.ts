import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFiles } from './staticFiles.js';

let dir: string;
let server: http.Server;
let url: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hearth-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Hearth</title>');
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
  const app = new Koa();
  app.use(clientFiles(dir));
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves its files, hashed assets as immutable, and index.html for app routes', async () => {
    const [asset, file, page] = await Promise.all([
      fetch(`${url}/assets/app-1234.js`),
      fetch(`${url}/manifest.webmanifest`),
      fetch(`${url}/calendar/week`),
    ]);
    expect([asset.status, await asset.text()]).toEqual([200, 'console.log(1)']);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([file.status, file.headers.get('cache-control')]).toEqual([200, 'max-age=0']);
    expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(await page.text()).toContain('<title>Hearth</title>');
  });

  it('leaves the API, socket.io and the collaboration paths to others (404 here)', async () => {
    for (const p of ['/api/nothing', '/socket.io/x', '/yjs/x'])
      expect((await fetch(url + p)).status, p).toBe(404);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../server/src/testing/httpClient.js';
import { whitePng } from '../../../server/src/testing/pngBomb.js';
import { startProcess, type ServerProcess } from '../collab/processes.js';

/**
 * Decompression bombs against a real server process: PNGs of a few kilobytes whose headers claim
 * hundreds of millions of pixels. Before the bound, one receipt upload of 250 x 240000 px scaled to a
 * gigapixel and killed the process inside the OCR worker. Each is refused with 422 before any decode, and
 * the process still answers afterwards.
 */
const usePostgres = process.env.TEST_DB === 'postgres';
const dataDir = usePostgres ? undefined : mkdtempSync(path.join(os.tmpdir(), 'hearth-bombs-'));
const env: Record<string, string> = usePostgres
  ? { DATABASE_URL: process.env.TEST_DATABASE_URL! }
  : { DATA_DIR: dataDir!, DATABASE_URL: '' };

let server: ServerProcess;
let me: SignedInUser;
beforeAll(async () => {
  server = await startProcess(env);
  me = await signedInUser(server.url, { name: 'Bomber' });
}, 150_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const healthy = async () => (await fetch(`${server.url}/api/health`)).status;

describe.skipIf(usePostgres && !process.env.TEST_DATABASE_URL)('image decompression bombs', () => {
  it.each([
    [250, 240_000],
    [400, 150_000],
    [12_001, 10],
    [8_000, 8_000],
  ])('refuses a %i x %i px receipt with 422 before decoding it, and keeps serving', async (w, h) => {
    const png = whitePng(w, h);
    expect(png.length).toBeLessThan(200_000);
    const res = await me.client.post('/api/receipts/upload', { image_base64: png.toString('base64') });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(new RegExp(`${w} x ${h} pixels`));
    expect(await healthy()).toBe(200);
    expect((await me.client.get('/api/profile')).status).toBe(200);
  });

  it('reads a long narrow strip within the bounds without scaling it past the OCR height cap', async () => {
    // 300 x 11000 upscaled to OCR width would be 1000 x 36667: the cap keeps it at 12000 px tall.
    const res = await me.client.post('/api/receipts/upload', {
      image_base64: whitePng(300, 11_000).toString('base64'),
    });
    expect([201, 422]).toContain(res.status);
    expect(res.body.detail ?? res.body.id).toBeTruthy();
    expect(await healthy()).toBe(200);
  }, 60_000);

  it.each([
    [250, 240_000],
    [12_001, 10],
  ])('refuses a %i x %i px avatar with 422, and keeps serving', async (w, h) => {
    const res = await me.client.post('/api/profile/avatar', {
      image_base64: whitePng(w, h).toString('base64'),
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/pixels/);
    expect((await me.client.get('/api/profile')).body.avatar_type).toBe('default');
    expect(await healthy()).toBe(200);
  });
});

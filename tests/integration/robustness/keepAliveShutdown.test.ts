import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../server/src/testing/httpClient.js';
import { startProcess, type ServerProcess } from '../collab/processes.js';

/**
 * SIGTERM while clients keep their connections alive and keep sending requests: the server stops taking
 * new work, closes each kept-alive connection after its current answer (and idle ones at once), and exits
 * 0 well before its 8 s limit. Before, the busy keep-alive connections held the close until the limit
 * and the process exited 1.
 */
const usePostgres = process.env.TEST_DB === 'postgres';
const dataDir = usePostgres ? undefined : mkdtempSync(path.join(os.tmpdir(), 'hearth-keepalive-'));
const env: Record<string, string> = usePostgres
  ? { DATABASE_URL: process.env.TEST_DATABASE_URL! }
  : { DATA_DIR: dataDir!, DATABASE_URL: '' };

const procs: ServerProcess[] = [];
afterAll(async () => {
  for (const p of procs) await p.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A keep-alive POST whose body arrives in two parts: in flight on the server until `finish()`. */
function slowPost(agent: http.Agent, url: string, cookie: string, title: string) {
  const json = JSON.stringify({ title });
  const req = http.request(`${url}/api/tasks`, {
    method: 'POST',
    agent,
    headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) },
  });
  const answer = new Promise<{ status: number; connection?: string; socketClosed: Promise<void> }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        const socketClosed = new Promise<void>((r) => res.socket.once('close', () => r()));
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socketClosed }),
        );
      });
      req.on('error', reject);
    },
  );
  const started = new Promise<void>((resolve) => req.write(json.slice(0, 5), () => resolve()));
  return { started, answer, finish: () => req.end(json.slice(5)) };
}

describe.skipIf(usePostgres && !process.env.TEST_DATABASE_URL)('shutdown under keep-alive load', () => {
  it('closes every kept-alive connection after its answer and exits 0 on SIGTERM', async () => {
    const server = await startProcess(env);
    procs.push(server);
    const u = await signedInUser(server.url, { name: 'Busy' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    // 20 connections used once and now idle in the agent, 20 with a request in flight.
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const p = slowPost(agent, server.url, u.client.cookie!, `Warm ${i}`);
        p.finish();
        expect((await p.answer).status).toBe(201);
      }),
    );
    const slow = Array.from({ length: 20 }, (_, i) =>
      slowPost(agent, server.url, u.client.cookie!, `Busy ${i}`),
    );
    await Promise.all(slow.map((s) => s.started));
    await new Promise((r) => setTimeout(r, 200));

    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (const s of slow) s.finish();
    const answers = await Promise.all(slow.map((s) => s.answer));
    // Each in-flight request got its normal answer, marked as the last on its connection, which closed.
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(answers.map((a) => a.connection)).toEqual(Array(20).fill('close'));
    await Promise.all(answers.map((a) => a.socketClosed));
    expect(await exited).toBe(0);
    agent.destroy();
  }, 180_000);
});

import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planDocName } from '@hearth/shared';
import { signedInUser } from '../../../server/src/testing/httpClient.js';
import { editor, synced, waitFor, type Editor } from '../../../server/src/collab/testing.js';
import { startProcess, type ServerProcess } from '../collab/processes.js';
import { docView, edit, restView } from './support.js';

/**
 * SIGTERM under load: a real server process with 50 requests in flight (their bodies still arriving)
 * and two open plan documents that just received a burst of edits. The requests finish with their
 * normal answers, every edit sent before the signal is in the database, and the process exits 0 in 8 s.
 * Runs on PostgreSQL when the project says so, else on an embedded database in a temporary directory.
 */
const usePostgres = process.env.TEST_DB === 'postgres';
const dataDir = usePostgres ? undefined : mkdtempSync(path.join(os.tmpdir(), 'hearth-shutdown-'));
const env: Record<string, string> = usePostgres
  ? { DATABASE_URL: process.env.TEST_DATABASE_URL! }
  : { DATA_DIR: dataDir!, DATABASE_URL: '' };
const IN_FLIGHT = 50;

const procs: ServerProcess[] = [];
const editors: Editor[] = [];
afterAll(async () => {
  for (const e of editors) e.destroy();
  for (const p of procs) await p.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A POST whose body arrives in two parts: in flight on the server until `finish()`. `Expect:
 * 100-continue` makes the server confirm it has read the headers (the request has started there).
 */
function slowPost(url: string, route: string, cookie: string, body: unknown) {
  const json = JSON.stringify(body);
  const cut = Math.floor(json.length / 2);
  const req = http.request(url + route, {
    method: 'POST',
    agent: false,
    headers: {
      cookie,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  const started = new Promise<void>((resolve) =>
    req.once('continue', () => req.write(json.slice(0, cut), () => resolve())),
  );
  req.flushHeaders();
  return { started, answer, finish: () => req.end(json.slice(cut)) };
}

/** A WebSocket client that opens a document and then never answers anything (not even the close). */
function silentClient(port: number, docName: string, cookie: string): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    [
      `GET /yjs/${docName} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      `Cookie: ${cookie}`,
      '',
      '',
    ].join('\r\n'),
  );
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    socket.once('data', (d: Buffer) =>
      d.toString('latin1').startsWith('HTTP/1.1 101') ? resolve(socket) : reject(new Error(d.toString())),
    );
  });
}

describe.skipIf(usePostgres && !process.env.TEST_DATABASE_URL)('graceful shutdown', () => {
  it('finishes in-flight requests, flushes open documents and exits 0 within 8 s on SIGTERM', async () => {
    const server = await startProcess(env);
    procs.push(server);
    const alice = await signedInUser(server.url, { name: 'Alice' });
    const bob = await signedInUser(server.url, { name: 'Bob', inFamilyOf: alice });
    const plan = (
      await alice.client.post('/api/plans', {
        name: 'Shutdown weekend',
        start_date: '2026-05-01',
        privacy: 'family_only',
        type: 'vacation',
      })
    ).body;
    const name = planDocName(plan.id);
    const ea = editor(server.url, name, alice.client.cookie);
    const eb = editor(server.url, name, bob.client.cookie);
    editors.push(ea, eb);
    await Promise.all([synced(ea), synced(eb)]);
    // A stuck peer must not hold the shutdown for the WebSocket library's 30 s closing timeout.
    const stuck = await silentClient(server.port, name, alice.client.cookie!);
    for (let n = 0; n < 12; n++) edit(n % 2 ? eb.doc : ea.doc, n % 2 ? 'Bob' : 'Alice', n);
    await waitFor(() => docView(ea.doc).bookings.length === 4 && docView(eb.doc).bookings.length === 4);

    // 50 requests in flight: half create tasks, half add bookings through the plan document.
    const slow = Array.from({ length: IN_FLIGHT }, (_, i) =>
      i % 2
        ? slowPost(server.url, '/api/tasks', alice.client.cookie!, { title: `In flight ${i}` })
        : slowPost(server.url, '/api/bookings', bob.client.cookie!, {
            plan_id: plan.id,
            name: `Booked in flight ${i}`,
            cost: 10,
          }),
    );
    await Promise.all(slow.map((s) => s.started));
    // A burst of recent edits, sent just before the signal.
    for (let n = 12; n < 60; n++) edit(n % 2 ? eb.doc : ea.doc, n % 2 ? 'Bob' : 'Alice', n);
    const sent = { a: docView(ea.doc), b: docView(eb.doc) };
    await new Promise((r) => setTimeout(r, 5));

    const t0 = Date.now();
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (const s of slow) s.finish();
    const settled = await Promise.allSettled(slow.map((s) => s.answer));
    const code = await exited;
    const took = Date.now() - t0;
    stuck.destroy();
    // The editors must not re-send anything after the restart: what is stored is what the server flushed.
    for (const e of [ea, eb]) e.provider.disconnect();

    expect(code).toBe(0);
    expect(took).toBeLessThan(8000);
    // Every request finished with its normal answer (no reset, no 503).
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value.status : String(r.reason)))).toEqual(
      Array(IN_FLIGHT).fill(201),
    );
    const answers = settled.map(
      (r) => (r as PromiseFulfilledResult<{ status: number; body: unknown }>).value,
    );
    answers.forEach((a, i) => {
      expect(a.status).toBe(201);
      expect(a.body).toMatchObject(
        i % 2 ? { title: `In flight ${i}` } : { name: `Booked in flight ${i}`, plan_id: plan.id },
      );
    });

    const again = await startProcess(env, server.port);
    procs.push(again);
    const stored = await restView(alice, plan.id);
    const editedBookings = [...new Set([...sent.a.bookings, ...sent.b.bookings])].sort();
    expect(stored.bookings.filter((id) => !id.startsWith('Alice-') && !id.startsWith('Bob-'))).toHaveLength(
      IN_FLIGHT / 2,
    );
    expect(stored.bookings.filter((id) => id.startsWith('Alice-') || id.startsWith('Bob-'))).toEqual(
      editedBookings,
    );
    // Each expense as its own editor last saw it (only they tick their share; the other copy may lag).
    const own = (view: { expenses: string[] }, who: string) =>
      view.expenses.filter((e) => e.startsWith(`${who}-`));
    expect(stored.expenses).toEqual([...own(sent.a, 'Alice'), ...own(sent.b, 'Bob')].sort());
    const tasks = (await alice.client.get('/api/tasks')).body as { title: string }[];
    expect(tasks.filter((t) => t.title.startsWith('In flight'))).toHaveLength(IN_FLIGHT / 2);
  }, 120_000);
});

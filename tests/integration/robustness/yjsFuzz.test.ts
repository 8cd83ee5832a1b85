import fc from 'fast-check';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, planDocName } from '@hearth/shared';
import { databaseIndependentSuiteRunsHere, startTestServer } from '../../../server/src/testing/testServer.js';
import { signedInUser, type SignedInUser } from '../../../server/src/testing/httpClient.js';
import { editor, socketClass, synced, waitFor, type Editor } from '../../../server/src/collab/testing.js';
import type { RunningServer } from '../../../server/src/server.js';
import { booking, docView, edit, restView, sameState } from './support.js';

/**
 * 10,000 hostile y-websocket messages (real recorded messages, bit-flipped, truncated, extended, spliced,
 * with huge varints and wrong types, or plain random bytes) over authenticated connections to one plan
 * document, while two well-behaved editors keep editing it. The server must stay up, a bad message may
 * close only its own connection, and the editors must converge on what GET /api/plans/:id reports.
 */
/** 10,000 by default; FUZZ_MESSAGES lowers it for a quick local run. */
const MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 10_000);
const WORKERS = 6;
const SEED = 20261121;

let server: RunningServer;
let alice: SignedInUser;
let bob: SignedInUser;
let mallory: SignedInUser;
let planId: string;
let docName: string;
const editors: Editor[] = [];

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedInUser(server.url, { name: 'Alice' });
  bob = await signedInUser(server.url, { name: 'Bob', inFamilyOf: alice });
  mallory = await signedInUser(server.url, { name: 'Mallory', inFamilyOf: alice });
  const plan = await alice.client.post('/api/plans', {
    name: 'Fuzzed trip',
    start_date: '2026-08-01',
    privacy: 'family_only',
    type: 'vacation',
  });
  expect(plan.status).toBe(201);
  planId = plan.body.id;
  docName = planDocName(planId);
}, 60_000);
afterAll(async () => {
  for (const e of editors) e.destroy();
  await server?.close();
});

/** A y-websocket client whose outgoing frames are recorded: the corpus the mutations start from. */
async function recordRealMessages(): Promise<Uint8Array[]> {
  const recorded: Uint8Array[] = [];
  const Base = socketClass(mallory.client.cookie);
  class Recording extends Base {
    override send(data: unknown, ...rest: unknown[]): void {
      if (data instanceof Uint8Array || data instanceof ArrayBuffer)
        recorded.push(new Uint8Array(data).slice());
      (super.send as (...a: unknown[]) => void)(data, ...rest);
    }
  }
  // The same client as the app's, on a socket that records what it sends.
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(server.url.replace(/^http/, 'ws') + '/yjs', docName, doc, {
    WebSocketPolyfill: Recording as never,
    disableBc: true,
  });
  await waitFor(() => provider.synced, 5000, 'recorder sync');
  provider.awareness.setLocalStateField('user', { name: 'Recorder', color: '#000' });
  for (let i = 0; i < 6; i++) edit(doc, 'Mallory', i);
  doc.getMap('meta').set('description', 'Recorded ✈️ <b>trip</b>');
  doc.getMap('bookings').set('rec-long', booking('x'.repeat(180), 12.5, 'Mallory'));
  await waitFor(() => recorded.length >= 10, 5000, 'recorded messages');
  await new Promise((r) => setTimeout(r, 200));
  provider.destroy();
  doc.destroy();
  return recorded;
}

type Fuzz = { bytes: Uint8Array; text: boolean };

function varint(n: number): number[] {
  const enc = encoding.createEncoder();
  encoding.writeVarUint(enc, n);
  return [...encoding.toUint8Array(enc)];
}

/** Mutations of the recorded corpus, drawn with a fixed seed. */
function hostileMessages(corpus: Uint8Array[]): Fuzz[] {
  const base = fc.constantFrom(...corpus.map((m) => [...m]));
  const pos = (len: number) => fc.integer({ min: 0, max: Math.max(0, len) });
  const bitFlips = base.chain((m) =>
    fc
      .array(fc.tuple(pos(m.length - 1), fc.integer({ min: 0, max: 7 })), { minLength: 1, maxLength: 8 })
      .map((flips) => {
        const out = [...m];
        for (const [i, bit] of flips) if (out.length) out[i] = out[i]! ^ (1 << bit);
        return out;
      }),
  );
  const truncated = base.chain((m) => pos(m.length - 1).map((n) => m.slice(0, n)));
  const extended = fc
    .tuple(base, fc.uint8Array({ minLength: 1, maxLength: 64 }))
    .map(([m, tail]) => [...m, ...tail]);
  const randomBytes = fc.uint8Array({ minLength: 0, maxLength: 512 }).map((a) => [...a]);
  // A varint that never ends, or one far beyond 2^53, at the start or in place of a length.
  const hugeVarint = fc
    .tuple(base, fc.integer({ min: 1, max: 40 }), fc.boolean(), fc.integer({ min: 0, max: 3 }))
    .map(([m, n, terminated, at]) => {
      const huge = [...Array<number>(n).fill(0xff), ...(terminated ? [0x7f] : [])];
      const i = Math.min(at, m.length);
      return [...m.slice(0, i), ...huge, ...m.slice(i + 1)];
    });
  const wrongType = fc
    .tuple(base, fc.oneof(fc.integer({ min: 2, max: 255 }), fc.integer({ min: 4, max: 2 ** 32 })))
    .map(([m, t]) => [...varint(t), ...m.slice(1)]);
  const wrongStep = fc
    .tuple(base, fc.integer({ min: 0, max: 2 ** 31 }))
    .map(([m, step]) => (m[0] === 0 ? [0, ...varint(step), ...m.slice(2)] : [0, ...varint(step)]));
  // A length prefix that lies (longer than the message).
  const lyingLength = fc
    .tuple(base, fc.integer({ min: 1, max: 2 ** 30 }))
    .map(([m, len]) => [m[0] ?? 0, ...(m[0] === 0 ? [m[1] ?? 2] : []), ...varint(len), ...m.slice(3)]);
  const spliced = fc
    .tuple(base, base, fc.nat())
    .map(([a, b, cut]) => [...a.slice(0, cut % (a.length + 1)), ...b]);
  const mutation = fc.oneof(
    { weight: 5, arbitrary: bitFlips },
    { weight: 2, arbitrary: truncated },
    { weight: 2, arbitrary: extended },
    { weight: 2, arbitrary: randomBytes },
    { weight: 2, arbitrary: hugeVarint },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: wrongStep },
    { weight: 1, arbitrary: lyingLength },
    { weight: 1, arbitrary: spliced },
    { weight: 1, arbitrary: fc.constant<number[]>([]) },
  );
  const message = fc
    .tuple(mutation, fc.integer({ min: 0, max: 99 }))
    .map(([bytes, r]): Fuzz => ({ bytes: Uint8Array.from(bytes), text: r === 0 }));
  return fc.sample(message, { seed: SEED, numRuns: MESSAGES });
}

/** A raw authenticated connection that sends one hostile message at a time and learns its fate. */
class FuzzConnection {
  private ws!: WebSocket;
  private closed!: Promise<number>;
  /** Like a new browser tab, every connection speaks for a new awareness client id. */
  private clientId = 0;
  private clock = 0;
  private waiting: { nonce: string; resolve: () => void } | undefined;
  reconnects = 0;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly worker: number,
  ) {}

  async connect(): Promise<void> {
    const Ws = socketClass(this.cookie);
    const ws = new Ws(this.url);
    this.clientId = 100_000 + Math.floor(Math.random() * 1e9);
    this.clock = 0;
    ws.binaryType = 'nodebuffer';
    this.ws = ws;
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
    ws.on('message', (data: Buffer) => {
      const w = this.waiting;
      if (w && data.includes(w.nonce)) {
        this.waiting = undefined;
        w.resolve();
      }
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('close', (code) => reject(new Error(`refused with ${code}`)));
    });
  }

  /** An awareness update naming a unique probe: the server answers it only if it processed what came before. */
  private probe(nonce: string): Uint8Array {
    const inner = encoding.createEncoder();
    encoding.writeVarUint(inner, 1);
    encoding.writeVarUint(inner, this.clientId);
    encoding.writeVarUint(inner, ++this.clock);
    // `viewing` is one of the presence fields the server keeps (AWARENESS_FIELDS), so the probe comes back.
    encoding.writeVarString(inner, JSON.stringify({ viewing: nonce }));
    const enc = encoding.createEncoder();
    encoding.writeVarUint(enc, 1);
    encoding.writeVarUint8Array(enc, encoding.toUint8Array(inner));
    return encoding.toUint8Array(enc);
  }

  /** Sends one message: answers 'kept' when the connection survived it, or the close code it caused. */
  async send(m: Fuzz, n: number): Promise<'kept' | number> {
    const closed = this.closed;
    if (m.text) {
      this.ws.send(Buffer.from(m.bytes).toString('latin1'));
      return closed;
    }
    const nonce = `probe-${this.worker}-${n}`;
    const answered = new Promise<'kept'>((resolve) => {
      this.waiting = { nonce, resolve: () => resolve('kept') };
    });
    this.ws.send(m.bytes);
    this.ws.send(this.probe(nonce));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to message ${n}`)), 15_000);
    });
    try {
      return await Promise.race([answered, closed, timeout]);
    } finally {
      clearTimeout(timer);
      this.waiting = undefined;
    }
  }

  async sendAll(messages: Fuzz[], first: number, outcomes: Map<string, number>): Promise<void> {
    await this.connect();
    for (let i = 0; i < messages.length; i++) {
      const outcome = await this.send(messages[i]!, first + i);
      const key = outcome === 'kept' ? 'kept' : `closed ${outcome}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      if (outcome !== 'kept') {
        this.reconnects++;
        await this.connect();
      }
    }
    this.ws.close();
  }
}

describe.runIf(databaseIndependentSuiteRunsHere)('y-websocket fuzzing', () => {
  it('survives 10,000 hostile messages: only the sender is closed, editors converge on what REST reports', async () => {
    const corpus = await recordRealMessages();
    expect(corpus.length).toBeGreaterThanOrEqual(10);
    const messages = hostileMessages(corpus);
    expect(messages).toHaveLength(MESSAGES);

    const ea = editor(server.url, docName, alice.client.cookie);
    const eb = editor(server.url, docName, bob.client.cookie);
    editors.push(ea, eb);
    await Promise.all([synced(ea), synced(eb)]);

    // The well-behaved editors keep working the whole time.
    let n = 0;
    let editing = true;
    const editingDone = (async () => {
      while (editing) {
        edit(n % 2 ? eb.doc : ea.doc, n % 2 ? 'Bob' : 'Alice', n);
        if (n % 25 === 0) ea.doc.getMap('meta').set('description', `Edited ${n} times`);
        n++;
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    let healthChecks = 0;
    const health = setInterval(() => {
      void fetch(`${server.url}/api/health`).then((r) => r.ok && healthChecks++);
    }, 1000);

    const outcomes = new Map<string, number>();
    const url = server.url.replace(/^http/, 'ws') + '/yjs/' + docName;
    const per = Math.ceil(MESSAGES / WORKERS);
    const workers = Array.from(
      { length: WORKERS },
      (_, w) => new FuzzConnection(url, mallory.client.cookie!, w),
    );
    try {
      await Promise.all(
        workers.map((c, w) => c.sendAll(messages.slice(w * per, (w + 1) * per), w * per, outcomes)),
      );
    } finally {
      editing = false;
      clearInterval(health);
      await editingDone;
    }
    console.info('fuzz outcomes', Object.fromEntries(outcomes), 'editor steps', n);

    // Every message was processed: it either kept its connection or closed it as malformed.
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(MESSAGES);
    expect([...outcomes.keys()].filter((k) => k !== 'kept' && k !== `closed ${CLOSE.malformed}`)).toEqual([]);
    expect(outcomes.get(`closed ${CLOSE.malformed}`)).toBeGreaterThan(MESSAGES / 10);
    // The server stayed up and the editors were never disconnected.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(healthChecks).toBeGreaterThan(0);
    expect(ea.closes).toEqual([]);
    expect(eb.closes).toEqual([]);
    expect(ea.rejections).toEqual([]);
    expect(eb.rejections).toEqual([]);

    // The editors converge, a fresh client loads the same state, and REST reports exactly it.
    await waitFor(() => sameState(ea.doc, eb.doc), 20_000, 'editors to converge');
    const fresh = editor(server.url, docName, bob.client.cookie);
    editors.push(fresh);
    await synced(fresh);
    await waitFor(() => sameState(fresh.doc, ea.doc), 10_000, 'fresh client to match');
    const expected = docView(ea.doc);
    for (let i = 0; i < n; i += 3) expect(expected.bookings).toContain(`${i % 2 ? 'Bob' : 'Alice'}-b${i}`);
    expect(await restView(alice, planId)).toEqual(expected);
  }, 180_000);
});

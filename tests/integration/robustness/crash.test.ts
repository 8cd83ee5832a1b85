import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { planDocName, readPlanDoc } from '@hearth/shared';
import * as Y from 'yjs';
import { signedInUser, type SignedInUser } from '../../../server/src/testing/httpClient.js';
import { editor, synced, waitFor, type Editor } from '../../../server/src/collab/testing.js';
import { startProcess, type ServerProcess } from '../collab/processes.js';
import { docView, edit, restView, sameState } from './support.js';

/**
 * kill -9 of a real server process 20 times, at random moments (fixed seed), while three family members
 * add bookings, shared expenses and paid ticks through the plan document as the client does. Each editor
 * keeps its Y.Doc across the restarts (what IndexedDB gives a browser). The server broadcasts an edit
 * before it commits it, so what was only seen may be lost by the crash, but never what the server
 * acknowledged as saved: after each crash the editors stay away until the server is back, and every edit
 * whose sender had heard "saved" must be stored. Then they reconnect and send what the server lacks;
 * after the last restart they converge, and a fresh client and REST show every edit anyone saw.
 * Needs a PostgreSQL shared by the successive processes (the postgres project).
 */
const DB = process.env.TEST_DATABASE_URL;
const enabled = process.env.TEST_DB === 'postgres' && !!DB;
if (!enabled) console.info('crash tests skipped: they need TEST_DATABASE_URL (the postgres project)');
const CRASHES = Number(process.env.CRASHES ?? 20);
const SEED = 7_2026;
const MAX_EDITS = 900;

const procs: ServerProcess[] = [];
const editors: Editor[] = [];
afterAll(async () => {
  for (const e of editors) e.destroy();
  for (const p of procs) await p.stop();
});

/** The facts a document holds: `b:<booking>`, `e:<expense>`, `p:<expense>:<share>` for a paid tick. */
function factsOfDoc(doc: Y.Doc): string[] {
  const s = readPlanDoc(doc);
  return [
    ...Object.keys(s.bookings).map((id) => `b:${id}`),
    ...Object.keys(s.expenses).map((id) => `e:${id}`),
    ...Object.entries(s.paid)
      .filter(([key, paid]) => paid === true && key.slice(0, key.lastIndexOf(':')) in s.expenses)
      .map(([key]) => `p:${key}`),
  ];
}

async function factsOfRest(user: SignedInUser, planId: string): Promise<Set<string>> {
  const [bookings, expenses] = await Promise.all([
    user.client.get(`/api/bookings?plan_id=${planId}`),
    user.client.get(`/api/expenses/shared?plan_id=${planId}`),
  ]);
  expect([bookings.status, expenses.status]).toEqual([200, 200]);
  return new Set([
    ...(bookings.body as { id: string }[]).map((b) => `b:${b.id}`),
    ...(expenses.body as { id: string; participants: { paid: boolean }[] }[]).flatMap((e) => [
      `e:${e.id}`,
      ...e.participants.flatMap((p, i) => (p.paid ? [`p:${e.id}:${i}`] : [])),
    ]),
  ]);
}

describe.skipIf(!enabled)('crash recovery', () => {
  it('loses no edit acknowledged as saved, and none any client saw, through 20 kill -9 restarts', async () => {
    const env = { DATABASE_URL: DB! };
    let server = await startProcess(env);
    procs.push(server);
    const ann = await signedInUser(server.url, { name: 'Ann' });
    const ben = await signedInUser(server.url, { name: 'Ben', inFamilyOf: ann });
    const cat = await signedInUser(server.url, { name: 'Cat', inFamilyOf: ann });
    const plan = (
      await ann.client.post('/api/plans', {
        name: 'Crash-proof holiday',
        start_date: '2026-09-01',
        privacy: 'family_only',
        type: 'vacation',
      })
    ).body;
    const name = planDocName(plan.id);
    const people = [
      { who: 'Ann', user: ann },
      { who: 'Ben', user: ben },
      { who: 'Cat', user: cat },
    ].map((p) => ({
      ...p,
      e: editor(server.url, name, p.user.client.cookie),
      n: 0,
      /** Each own edit's fact and the Yjs clock it reached. */
      made: [] as { fact: string; clock: number }[],
    }));
    editors.push(...people.map((p) => p.e));
    // As the plan page does: the presence names the editor's Yjs client, which the server binds to them.
    for (const p of people) p.e.provider.awareness.setLocalStateField('viewing', true);
    await Promise.all(people.map((p) => synced(p.e)));

    // Everyone keeps editing, online or not, as people do.
    let editing = true;
    const typing = people.map(async (p, i) => {
      await new Promise((r) => setTimeout(r, i * 40));
      while (editing) {
        // At most MAX_EDITS each (a third of them bookings): the three stay under the document's 1,000
        // bookings however long the restarts take on a loaded machine.
        if (p.n >= MAX_EDITS) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        const n = p.n++;
        edit(p.e.doc, p.who, n);
        // A paid tick is the editor's own share (index 0) of the expense they made just before.
        const fact = [`b:${p.who}-b${n}`, `e:${p.who}-e${n}`, `p:${p.who}-e${n - 1}:0`][n % 3]!;
        p.made.push({ fact, clock: Y.getState(p.e.doc.store, p.e.doc.clientID) });
        // About 5 edits a second each.
        await new Promise((r) => setTimeout(r, 200));
      }
    });

    const moments = fc.sample(fc.integer({ min: 150, max: 900 }), { seed: SEED, numRuns: CRASHES });
    let checked = 0;
    try {
      for (const [round, wait] of moments.entries()) {
        await new Promise((r) => setTimeout(r, wait));
        await server.crash();
        // What each editor had heard "saved" at the crash.
        const acked = people.flatMap((p) => {
          const upTo = p.e.saved.get(p.e.doc.clientID) ?? 0;
          return p.made.filter((m) => m.clock <= upTo).map((m) => m.fact);
        });
        for (const p of people) p.e.provider.disconnect();
        server = await startProcess(env, server.port);
        procs.push(server);
        const stored = await factsOfRest(ann, plan.id);
        expect(
          acked.filter((f) => !stored.has(f)),
          `round ${round}: acknowledged as saved, but lost`,
        ).toEqual([]);
        checked += acked.length;
        const unsaved = people.map((p) => {
          const clock = Y.getState(p.e.doc.store, p.e.doc.clientID);
          return `${p.who} ${clock - (p.e.saved.get(p.e.doc.clientID) ?? 0)} ${p.e.doc.store.pendingStructs ? 'PENDING' : ''}${p.e.doc.store.pendingDs ? 'PDS' : ''} closes=${p.e.closes.join(',')}`;
        });
        console.info(
          `crash ${round}: ${acked.length} edits acknowledged as saved were stored (not yet saved: ${unsaved.join(', ')})`,
        );
        // Every edit is one its editor may make, and what others' edits they send back is judged as their
        // authors': nothing is refused (a browser would drop its copy).
        expect(people.flatMap((p) => p.e.rejections.map((r) => `${p.who}: ${r}`))).toEqual([]);
        for (const p of people) p.e.provider.connect();
        await Promise.all(people.map((p) => waitFor(() => p.e.provider.synced, 15_000, 'reconnect')));
      }
    } finally {
      editing = false;
      await Promise.all(typing);
    }
    expect(checked).toBeGreaterThan(CRASHES * 10);

    // After the last restart: the editors converge, nothing anyone made is missing anywhere.
    await waitFor(
      () => sameState(people[0]!.e.doc, people[1]!.e.doc) && sameState(people[1]!.e.doc, people[2]!.e.doc),
      // The last restart finds every editor's backlog of unsaved edits: on a loaded machine that takes a while.
      90_000,
      'editors to converge',
    ).catch((err: Error) => {
      // What each editor holds, so that a failure says why (a refusal, a stuck backlog, a lost connection).
      const state = people.map(
        (p) =>
          `${p.who}: synced=${p.e.provider.synced} connected=${p.e.provider.wsconnected} sv=${JSON.stringify([...Y.decodeStateVector(Y.encodeStateVector(p.e.doc))])} saved=${JSON.stringify([...p.e.saved])} pending=${!!p.e.doc.store.pendingStructs} rejections=${p.e.rejections.length} closes=${p.e.closes.join(',')}`,
      );
      throw new Error(`${err.message}\n${state.join('\n')}`);
    });
    const everything = new Set(people.flatMap((p) => factsOfDoc(p.e.doc)));
    for (const p of people)
      for (let n = 0; n < p.n; n += 3)
        expect(everything.has(`b:${p.who}-b${n}`), `${p.who}-b${n}`).toBe(true);
    const fresh = editor(server.url, name, cat.client.cookie);
    editors.push(fresh);
    await synced(fresh);
    await waitFor(() => sameState(fresh.doc, people[0]!.e.doc), 60_000, 'fresh client to match');
    await waitFor(
      async () => (await factsOfRest(ann, plan.id)).size === everything.size,
      60_000,
      'REST to hold every edit',
    );
    expect([...(await factsOfRest(ann, plan.id))].sort()).toEqual([...everything].sort());
    expect(await restView(ann, plan.id)).toEqual(docView(fresh.doc));
  }, 1_200_000);
});

import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { planDocName, readPlanDoc } from '@hearth/shared';
import type * as Y from 'yjs';
import { signedInUser, type SignedInUser } from '../../../server/src/testing/httpClient.js';
import { editor, synced, waitFor, type Editor } from '../../../server/src/collab/testing.js';
import { startProcess, type ServerProcess } from '../collab/processes.js';
import { docView, edit, restView, sameState } from './support.js';

/**
 * kill -9 of a real server process 10 times, at random moments (fixed seed), while three family members
 * add bookings, shared expenses and paid ticks through the plan document as the client does. After each
 * crash the editors stay away until the server is back, so only what the server had stored counts:
 * everything any client had received from the server must be there. After the last restart the editors
 * reconnect, converge, and a fresh client and REST show every edit anyone made.
 * Needs a PostgreSQL shared by the successive processes (the postgres project).
 */
const DB = process.env.TEST_DATABASE_URL;
const enabled = process.env.TEST_DB === 'postgres' && !!DB;
if (!enabled) console.info('crash tests skipped: they need TEST_DATABASE_URL (the postgres project)');
const CRASHES = 10;
const SEED = 7_2026;

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
  it('keeps every update any client saw through 10 kill -9 restarts of a three-editor session', async () => {
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
    ].map((p) => ({ ...p, e: editor(server.url, name, p.user.client.cookie), n: 0 }));
    editors.push(...people.map((p) => p.e));
    await Promise.all(people.map((p) => synced(p.e)));

    // Everyone keeps editing, online or not, as people do.
    let editing = true;
    const typing = people.map(async (p, i) => {
      await new Promise((r) => setTimeout(r, i * 40));
      while (editing) {
        edit(p.e.doc, p.who, p.n++);
        await new Promise((r) => setTimeout(r, 120));
      }
    });

    const moments = fc.sample(fc.integer({ min: 150, max: 1500 }), { seed: SEED, numRuns: CRASHES });
    let checked = 0;
    try {
      for (const [round, wait] of moments.entries()) {
        await new Promise((r) => setTimeout(r, wait));
        await server.crash();
        // What each client had received from the server (other people's edits) at the crash.
        const seen = new Set(
          people.flatMap((p) => factsOfDoc(p.e.doc).filter((f) => !f.slice(2).startsWith(`${p.who}-`))),
        );
        for (const p of people) p.e.provider.disconnect();
        server = await startProcess(env, server.port);
        procs.push(server);
        const stored = await factsOfRest(ann, plan.id);
        expect(
          [...seen].filter((f) => !stored.has(f)),
          `round ${round}: seen but lost`,
        ).toEqual([]);
        checked += seen.size;
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
      20_000,
      'editors to converge',
    );
    const everything = new Set(people.flatMap((p) => factsOfDoc(p.e.doc)));
    for (const p of people)
      for (let n = 0; n < p.n; n += 3)
        expect(everything.has(`b:${p.who}-b${n}`), `${p.who}-b${n}`).toBe(true);
    const fresh = editor(server.url, name, cat.client.cookie);
    editors.push(fresh);
    await synced(fresh);
    await waitFor(() => sameState(fresh.doc, people[0]!.e.doc), 15_000, 'fresh client to match');
    await waitFor(
      async () => (await factsOfRest(ann, plan.id)).size === everything.size,
      15_000,
      'REST to hold every edit',
    );
    expect([...(await factsOfRest(ann, plan.id))].sort()).toEqual([...everything].sort());
    expect(await restView(ann, plan.id)).toEqual(docView(fresh.doc));
  }, 300_000);
});

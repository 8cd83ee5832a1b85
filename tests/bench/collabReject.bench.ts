/**
 * What refusing an invalid update costs the collaboration server, by document size: the shape check
 * made before an update is applied (server/src/collab/precheck.ts, what the server does now) against
 * applying it to a scratch copy, validating the whole document and rebuilding the copy (what it did
 * before: the cost that let one editor freeze the server). In-process, one refusal after another.
 *
 *   npx tsx tests/bench/collabReject.bench.ts
 */
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { addBooking, checkPlanDoc, initPlanDoc, planDocShape, type DocBooking } from '@hearth/shared';
import { precheckUpdate } from '../../server/src/collab/precheck.js';
import { fmt, median, table } from './lib/stats.js';

const RUNS = 300;
const booking = (i: number): DocBooking => ({
  booking_type: 'restaurant',
  name: `Dinner ${i}`,
  description: 'A table by the window',
  provider: '',
  location: 'Harbor',
  date: null,
  time: null,
  cost: 12.5,
  created_by: 'Bench',
  ai_booking_used: false,
  ai_provider: null,
  created_at: new Date(0).toISOString(),
});

function planWith(bookings: number): Y.Doc {
  const doc = new Y.Doc();
  initPlanDoc(
    doc,
    {
      name: 'Bench',
      description: '',
      type: 'vacation',
      event_captain_name: 'Bench',
      start_date: '2026-07-01',
      end_date: null,
      budget: 0,
      privacy: 'family_only',
      status: 'planning',
    },
    { id: 'cap', name: 'Bench', role: 'captain', email: null, user_id: null, added_at: '' },
  );
  for (let i = 0; i < bookings; i++) addBooking(doc, `b${i}`, booking(i));
  return doc;
}

/** The small invalid update of the review: a booking with an empty name and a negative cost. */
function invalidUpdate(doc: Y.Doc): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  let update: Uint8Array | undefined;
  copy.on('update', (u: Uint8Array) => (update = u));
  copy.getMap('bookings').set('bad', { ...booking(0), name: '', cost: -5 });
  return update!;
}

const time = (run: () => void) => {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run();
    samples.push(performance.now() - t0);
  }
  return median(samples);
};

const rows: (string | number)[][] = [];
for (const n of [10, 1000, 5000]) {
  const doc = planWith(n);
  const bad = invalidUpdate(doc);
  const scratch = new Y.Doc();
  Y.applyUpdate(scratch, Y.encodeStateAsUpdate(doc));
  const now = time(() => {
    if (precheckUpdate(scratch, bad, planDocShape).ok) throw new Error('accepted');
  });
  let old = scratch;
  const before = time(() => {
    Y.applyUpdate(old, bad);
    if (checkPlanDoc(old).ok) throw new Error('accepted');
    old.destroy();
    old = new Y.Doc();
    Y.applyUpdate(old, Y.encodeStateAsUpdate(doc));
  });
  rows.push([
    `${n} bookings (${(Y.encodeStateAsUpdate(doc).byteLength / 1024).toFixed(0)} KB)`,
    fmt(now, 3),
    fmt(before, 2),
  ]);
}
console.log(`### Refusing a ${'tiny'} invalid update (median of ${RUNS}, ms)\n`);
console.log(
  table(['Document', 'shape check before applying (now)', 'apply + validate + rebuild (before)'], rows),
);

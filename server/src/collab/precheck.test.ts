import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import { addBooking, checkPlanDoc, DocBooking, planDocShape } from '@hearth/shared';
import { precheckUpdate, rememberPrechecked } from './precheck.js';
import { docBooking, localPlanDoc as plan } from './testing.js';

/** An editor's update made on a copy of `doc` (as Yjs client `client`). */
function editOf(doc: Y.Doc, client: number, change: (copy: Y.Doc) => void): Uint8Array {
  const copy = new Y.Doc();
  copy.clientID = client;
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const sv = Y.encodeStateVector(copy);
  change(copy);
  return Y.encodeStateAsUpdate(copy, sv);
}

/** Judges an update as the server does: precheck, apply, remember what the precheck parsed. */
function judge(doc: Y.Doc, update: Uint8Array) {
  const pre = precheckUpdate(doc, update, planDocShape);
  if (!pre.ok) throw new Error(pre.reason);
  Y.applyUpdate(doc, update);
  rememberPrechecked(doc, pre.parsed);
}

/** A plan to which editor 7 added booking b1 (a dinner), judged as the server does. */
function planWithDinner() {
  const doc = plan();
  const dinner = docBooking('Dinner', 12.5);
  judge(
    doc,
    editOf(doc, 7, (d) => addBooking(d, 'b1', dinner)),
  );
  return { doc, dinner };
}

describe('entries parsed by the precheck', () => {
  it('are not parsed again when the whole state is validated, and the state holds what they parsed to', () => {
    const { doc, dinner } = planWithDinner();
    const parse = vi.spyOn(DocBooking, 'safeParse');
    try {
      const check = checkPlanDoc(doc);
      expect(check.ok && check.state.bookings.b1).toEqual(dinner);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('say nothing about an item the document already had: a resent id with other content changes nothing', () => {
    const { doc, dinner } = planWithDinner();
    // The same Yjs id (client 7, the same clock) with other content: Yjs keeps what it has.
    const before = plan();
    const forged = editOf(before, 7, (d) => addBooking(d, 'b1', docBooking('Forged', 99)));
    const base = Y.encodeStateVector(before);
    expect(Y.encodeStateVector(doc)).not.toEqual(base);
    judge(doc, forged);
    const check = checkPlanDoc(doc);
    expect(check.ok && check.state.bookings.b1).toEqual(dinner);
  });

  it('still fail the whole-state check when the precheck never saw them', () => {
    const doc = plan();
    Y.applyUpdate(
      doc,
      editOf(doc, 9, (d) => d.getMap('bookings').set('b2', { ...docBooking('x', 5), name: '' })),
    );
    const check = checkPlanDoc(doc);
    expect(check.ok).toBe(false);
  });
});

import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { rootJSON } from './rootJSON.js';
import { localPlanDoc } from './planDoc.fixture.js';
import { addBooking, checkPlanDoc, setPlanFields, type DocBooking } from './planDoc.js';

const booking = (name: string): DocBooking => ({
  booking_type: 'restaurant',
  name,
  description: '',
  provider: '',
  location: 'Harbor',
  date: null,
  time: null,
  cost: 10,
  created_by: 'Alice',
  ai_booking_used: false,
  ai_provider: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

const plan = localPlanDoc;

describe('rootJSON', () => {
  it('answers the same frozen object until its map changes, then what it holds now', () => {
    const doc = plan();
    addBooking(doc, 'b1', booking('Dinner'));
    const first = rootJSON(doc, 'bookings');
    expect(Object.isFrozen(first)).toBe(true);
    setPlanFields(doc, { description: 'Bring hats' });
    expect(rootJSON(doc, 'bookings')).toBe(first);
    addBooking(doc, 'b2', booking('Lunch'));
    const second = rootJSON(doc, 'bookings');
    expect(second).not.toBe(first);
    expect(Object.keys(second)).toEqual(['b1', 'b2']);
    doc.getMap('bookings').delete('b1');
    expect(Object.keys(rootJSON(doc, 'bookings'))).toEqual(['b2']);
  });

  it('reads afresh inside a transaction, where changes are not yet observed', () => {
    const doc = plan();
    rootJSON(doc, 'bookings');
    doc.transact(() => {
      addBooking(doc, 'b1', booking('Dinner'));
      expect(Object.keys(rootJSON(doc, 'bookings'))).toEqual(['b1']);
    });
    expect(Object.keys(rootJSON(doc, 'bookings'))).toEqual(['b1']);
  });

  it('follows changes that arrive as updates from another editor', () => {
    const doc = plan();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const before = rootJSON(doc, 'bookings');
    addBooking(other, 'b9', booking('Picnic'));
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, Y.encodeStateVector(doc)));
    expect(rootJSON(doc, 'bookings')).not.toBe(before);
    expect(rootJSON(doc, 'bookings')).toHaveProperty('b9');
  });
});

describe('a validated state', () => {
  it('keeps the sections an edit did not touch as the same objects, and validates the one it did', () => {
    const doc = plan();
    addBooking(doc, 'b1', booking('Dinner'));
    const before = checkPlanDoc(doc);
    setPlanFields(doc, { description: 'Bring hats' });
    const after = checkPlanDoc(doc);
    if (!before.ok || !after.ok) throw new Error('invalid plan');
    expect(after.state.bookings).toBe(before.state.bookings);
    expect(after.state.participants).toBe(before.state.participants);
    expect(after.state.meta.description).toBe('Bring hats');

    addBooking(doc, 'b2', { ...booking('Lunch'), cost: -1 });
    const refused = checkPlanDoc(doc);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/^bookings\.b2\.cost/);
  });
});

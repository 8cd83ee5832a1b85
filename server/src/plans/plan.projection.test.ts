import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { addBooking, checkPlanDoc, setPlanFields } from '@hearth/shared';
import { docBooking, localPlanDoc } from '../collab/testing.js';
import { compileOnly as db, tablesOf, validState } from '../testing/compileOnly.js';
import { projectPlan } from './plan.projection.js';

const PLAN = '00000000-0000-4000-8000-0000000000aa';
const context = { owner_id: '00000000-0000-4000-8000-0000000000bb', family_id: 'f' };

function planWithBookings(n: number) {
  const doc = localPlanDoc();
  for (let i = 0; i < n; i++) addBooking(doc, `b${i}`, docBooking(`Dinner ${i}`, 12.5));
  return doc;
}

const stateOf = (doc: Y.Doc) => validState(checkPlanDoc(doc));

describe('the plan projection', () => {
  it('writes only the plans row for a description edit, however many bookings the plan holds', () => {
    const doc = planWithBookings(300);
    const before = stateOf(doc);
    setPlanFields(doc, { description: 'Bring the photos' });
    const after = stateOf(doc);
    expect(after.bookings).toBe(before.bookings);
    const { writes } = projectPlan(db, PLAN, after, before, context);
    expect(tablesOf(writes)).toEqual(['plans']);
    expect(writes[0]!.compile().parameters).toContain('Bring the photos');
  });

  it('writes the new booking and the plan total when a booking is added, and nothing when nothing changed', () => {
    const doc = planWithBookings(3);
    const before = stateOf(doc);
    expect(projectPlan(db, PLAN, before, before, context).writes).toEqual([]);
    addBooking(doc, 'new', docBooking('Dinner 99', 12.5));
    const after = stateOf(doc);
    const { writes } = projectPlan(db, PLAN, after, before, context);
    expect(tablesOf(writes)).toEqual(['plans', 'bookings']);
    expect(writes[1]!.compile().parameters).toContain('Dinner 99');
    expect(writes[1]!.compile().parameters).not.toContain('Dinner 0');
  });

  it('writes every section when what the tables hold is unknown', () => {
    const state = stateOf(planWithBookings(2));
    const tables = tablesOf(projectPlan(db, PLAN, state, undefined, context).writes);
    for (const t of ['plans', 'plan_participants', 'bookings', 'shared_expenses', 'shared_expense_shares'])
      expect(tables).toContain(t);
  });
});

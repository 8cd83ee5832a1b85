import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  addBooking,
  checkPlanDoc,
  initPlanDoc,
  setPlanFields,
  type DocBooking,
  type PlanDocState,
} from '@hearth/shared';
import { compileOnly as db, tablesOf } from '../testing/compileOnly.js';
import { projectPlan } from './plan.projection.js';

const PLAN = '00000000-0000-4000-8000-0000000000aa';
const context = { owner_id: '00000000-0000-4000-8000-0000000000bb', family_id: 'f' };

const booking = (i: number): DocBooking => ({
  booking_type: 'restaurant',
  name: `Dinner ${i}`,
  description: '',
  provider: '',
  location: 'Harbor',
  date: null,
  time: null,
  cost: 12.5,
  created_by: 'Alice',
  ai_booking_used: false,
  ai_provider: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

function planWithBookings(n: number) {
  const doc = new Y.Doc();
  initPlanDoc(
    doc,
    {
      name: 'Reunion',
      description: '',
      type: 'family_event',
      event_captain_name: 'Alice',
      start_date: '2026-07-01',
      end_date: null,
      budget: 0,
      privacy: 'family_only',
      status: 'planning',
    },
    { id: 'p1', name: 'Alice', role: 'captain', email: null, user_id: null, added_at: '2026-01-01' },
  );
  for (let i = 0; i < n; i++) addBooking(doc, `b${i}`, booking(i));
  return doc;
}

const stateOf = (doc: Y.Doc): PlanDocState => {
  const check = checkPlanDoc(doc);
  if (!check.ok) throw new Error(check.reason);
  return check.state;
};

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
    addBooking(doc, 'new', booking(99));
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

import { describe, expect, it } from 'vitest';
import type { PlanDocState } from '../../collab/planDoc.js';
import { checkPlanEdit, type PlanEditor } from './planEdits.js';
import type { PlanRole } from './planRoles.js';

const base = (): PlanDocState => ({
  meta: {
    schema: 1,
    name: 'Lake trip',
    description: '',
    type: 'vacation',
    event_captain_name: 'Cap',
    start_date: '2026-07-01',
    end_date: null,
    budget: 100,
    privacy: 'family_only',
    status: 'planning',
  },
  participants: {
    cap: {
      name: 'Cap',
      role: 'captain',
      email: null,
      user_id: '00000000-0000-4000-8000-000000000001',
      added_at: '1',
    },
    co: { name: 'Co', role: 'co_captain', email: null, user_id: null, added_at: '2' },
    par: { name: 'Pat', role: 'participant', email: null, user_id: null, added_at: '3' },
    vie: { name: 'Vi', role: 'viewer', email: null, user_id: null, added_at: '4' },
  },
  bookings: {
    b1: {
      booking_type: 'hotel',
      name: 'Cabin',
      description: '',
      provider: '',
      location: '',
      date: null,
      time: null,
      cost: 50,
      created_by: 'Cap',
      ai_booking_used: false,
      ai_provider: null,
      created_at: '1',
    },
  },
  expenses: {
    e1: {
      description: 'Dinner',
      total_amount: 20,
      paid_by: 'Cap',
      split_type: 'equal',
      shares: [
        { name: 'Pat', amount_owed: 10 },
        { name: 'Cap', amount_owed: 10 },
      ],
      created_at: '1',
    },
  },
  paid: {},
});

const as = (role: PlanRole | null, name = 'Pat', rowIds = ['par']): PlanEditor => ({ role, name, rowIds });
const edit = (change: (s: PlanDocState) => void, editor: PlanEditor) => {
  const before = base();
  const after = structuredClone(before);
  change(after);
  return checkPlanEdit(before, after, editor);
};

describe('checkPlanEdit: each change against the editor role', () => {
  it('lets nothing through from a viewer', () => {
    const viewer = as('viewer', 'Vi', ['vie']);
    expect(edit((s) => (s.meta.name = 'Mine'), viewer)).toBe("Viewers can't edit this plan");
    expect(edit((s) => delete s.bookings.b1, viewer)).toBe("Viewers can't edit this plan");
    expect(edit((s) => (s.participants.vie!.role = 'captain'), viewer)).toMatch(/captaincy|can't/);
    expect(edit((s) => (s.paid['e1:0'] = true), viewer)).toBe("Viewers can't edit this plan");
    expect(edit(() => undefined, viewer)).toBeUndefined();
  });

  it('keeps plan fields and privacy to the captain and co-captains', () => {
    expect(edit((s) => (s.meta.privacy = 'shared'), as('participant'))).toBe(
      "Participants can't change who can see this plan",
    );
    expect(edit((s) => (s.meta.privacy = 'shared'), as('family_member', 'Fam', []))).toMatch(
      /can't change who/,
    );
    expect(edit((s) => (s.meta.budget = 5), as('participant'))).toBe("Participants can't edit this plan");
    expect(edit((s) => (s.meta.privacy = 'shared'), as('co_captain', 'Co', ['co']))).toBeUndefined();
    expect(edit((s) => (s.meta.name = 'Renamed'), as('captain', 'Cap', ['cap']))).toBeUndefined();
  });

  it('guards participants: grants, removals, the one captain', () => {
    const newRow = (role: 'co_captain' | 'viewer' | 'captain') => (s: PlanDocState) =>
      (s.participants.x = { name: 'X', role, email: null, user_id: null, added_at: '9' });
    expect(edit(newRow('viewer'), as('participant'))).toBe("Participants can't invite people");
    expect(edit(newRow('co_captain'), as('co_captain', 'Co', ['co']))).toBeUndefined();
    expect(edit(newRow('captain'), as('captain', 'Cap', ['cap']))).toBe(
      'Only the captain can hand over the captaincy',
    );
    expect(edit((s) => delete s.participants.cap, as('co_captain', 'Co', ['co']))).toBe(
      'Nobody can remove the captain',
    );
    expect(edit((s) => delete s.participants.vie, as('co_captain', 'Co', ['co']))).toBeUndefined();
    expect(edit((s) => delete s.participants.par, as('participant'))).toBeUndefined();
    expect(edit((s) => delete s.participants.vie, as('participant'))).toBe(
      "Participants can't remove people",
    );
    expect(edit((s) => (s.participants.par!.role = 'co_captain'), as('participant'))).toBe(
      "Participants can't grant a role above their own",
    );
    expect(edit((s) => (s.participants.co!.role = 'captain'), as('co_captain', 'Co', ['co']))).toBe(
      "Co-captains can't hand over the captaincy",
    );
    expect(edit((s) => (s.participants.par!.name = 'Renamed'), as('participant'))).toBe(
      "Participants can't change roles",
    );
    // A transfer: the captain makes someone captain and steps down in the same change.
    const transfer = (s: PlanDocState) => {
      s.participants.co!.role = 'captain';
      s.participants.cap!.role = 'co_captain';
    };
    expect(edit(transfer, as('captain', 'Cap', ['cap']))).toBeUndefined();
    expect(edit((s) => (s.participants.co!.role = 'captain'), as('captain', 'Cap', ['cap']))).toBe(
      'A plan has exactly one captain',
    );
    expect(edit((s) => (s.participants.cap!.role = 'co_captain'), as('captain', 'Cap', ['cap']))).toBe(
      'A plan has exactly one captain',
    );
  });

  it('lets contributors change bookings and expenses, and a new booking is created by its editor', () => {
    const booking = { ...base().bookings.b1!, name: 'Boat', created_by: 'Pat' };
    expect(edit((s) => (s.bookings.b2 = booking), as('participant'))).toBeUndefined();
    expect(edit((s) => (s.bookings.b2 = { ...booking, created_by: 'Mallory' }), as('participant'))).toBe(
      'A booking is created by whoever adds it: created_by must be "Pat"',
    );
    expect(edit((s) => (s.bookings.b1!.created_by = 'Pat'), as('co_captain', 'Co', ['co']))).toBe(
      "A booking's creator cannot change",
    );
    expect(edit((s) => (s.bookings.b1!.cost = 70), as('family_member', 'Fam', []))).toBeUndefined();
    expect(edit((s) => delete s.bookings.b1, as('participant'))).toBeUndefined();
    expect(edit((s) => delete s.expenses.e1, as('participant'))).toBeUndefined();
    expect(edit((s) => (s.expenses.e1!.description = 'Lunch'), as('viewer', 'Vi', ['vie']))).toBe(
      "Viewers can't edit this plan",
    );
  });

  it('lets a participant tick their own share only; leaders tick anyone’s', () => {
    expect(edit((s) => (s.paid['e1:0'] = true), as('participant'))).toBeUndefined();
    expect(edit((s) => (s.paid['e1:0'] = true), as('participant', ' pat '))).toBeUndefined();
    expect(edit((s) => (s.paid['e1:1'] = true), as('participant'))).toBe(
      "Participants can't tick other people's shares",
    );
    expect(edit((s) => (s.paid['e1:1'] = true), as('co_captain', 'Co', ['co']))).toBeUndefined();
    expect(edit((s) => (s.paid['nope:0'] = true), as('participant'))).toMatch(/can't tick/);
    // Ticks that come with a new expense belong to adding it.
    const withTicks = (s: PlanDocState) => {
      s.expenses.e2 = { ...s.expenses.e1! };
      s.paid['e2:1'] = true;
    };
    expect(edit(withTicks, as('participant'))).toBeUndefined();
  });

  it('refuses everything from someone not on the plan', () => {
    expect(edit((s) => (s.bookings.b1!.cost = 1), as(null, 'Out', []))).toBe('You are not on this plan');
  });
});

import { planRoleOf, type Booking, type Plan, type SharedExpense } from '@hearth/shared';
import type { ParticipantRow, PlanRow } from './plans.repository.js';
import { standingOf } from './planAccess.js';
import type { BookingRow } from './bookings.repository.js';
import type { SharedExpenseRow } from './sharedExpenses.repository.js';

/** A plan as `viewer` sees it (who may see it at all: plans.policy; so they have a role on it). */
export function presentPlan(
  row: PlanRow,
  participants: ParticipantRow[],
  viewer: { id: string; family_id: string },
): Plan {
  const mine = participants.filter((p) => p.plan_id === row.id);
  const role = planRoleOf(standingOf(row, mine), viewer) ?? 'viewer';
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as Plan['type'],
    event_captain_name: row.event_captain_name,
    start_date: row.start_date,
    end_date: row.end_date,
    budget: row.budget,
    total_spent: row.total_spent,
    privacy: row.privacy as Plan['privacy'],
    status: row.status as Plan['status'],
    participants: mine.map((p) => ({
      id: p.id,
      name: p.name,
      role: p.role as Plan['participants'][number]['role'],
      email: p.email,
      user_id: p.user_id,
    })),
    is_captain: role === 'captain',
    my_role: role,
    created_at: row.created_at.toISOString(),
  };
}

export function presentBooking(b: BookingRow): Booking {
  return {
    id: b.id,
    plan_id: b.plan_id,
    booking_type: b.booking_type as Booking['booking_type'],
    name: b.name,
    description: b.description,
    provider: b.provider,
    location: b.location,
    date: b.date,
    time: b.time,
    cost: b.cost,
    created_by: b.created_by,
    ai_booking_used: b.ai_booking_used,
    ai_provider: b.ai_provider as Booking['ai_provider'],
    created_at: b.created_at,
  };
}

export function presentSharedExpense(e: SharedExpenseRow): SharedExpense {
  return {
    id: e.id,
    plan_id: e.plan_id,
    description: e.description,
    total_amount: e.total_amount,
    paid_by: e.paid_by,
    split_type: e.split_type as SharedExpense['split_type'],
    participant_names: e.shares.map((s) => s.name),
    status: e.status as SharedExpense['status'],
    participants: e.shares.map((s) => ({ name: s.name, amount_owed: s.amount_owed, paid: s.paid })),
    created_at: e.created_at,
  };
}

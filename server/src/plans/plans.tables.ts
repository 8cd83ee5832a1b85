import type { ColumnType } from 'kysely';
import type { CreatedAt, DateColumn, Id, MoneyColumn } from '../db/schema.js';

export interface PlansTable {
  id: ColumnType<string, string, never>;
  family_id: string;
  owner_id: string;
  name: string;
  description: string;
  type: string;
  event_captain_name: string;
  start_date: DateColumn;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  budget: MoneyColumn;
  total_spent: ColumnType<number, number | undefined, number>;
  privacy: string;
  status: string;
  created_at: CreatedAt;
}

export interface PlanParticipantsTable {
  plan_id: string;
  id: string;
  name: string;
  role: string;
  email: string | null;
  user_id: string | null;
  added_at: string;
}

export interface BookingsTable {
  plan_id: string;
  id: string;
  booking_type: string;
  name: string;
  description: string;
  provider: string;
  location: string;
  date: ColumnType<string | null, string | null, string | null>;
  time: string | null;
  cost: MoneyColumn;
  created_by: string;
  ai_booking_used: boolean;
  ai_provider: string | null;
  created_at: string;
}

export interface SharedExpensesTable {
  plan_id: string;
  id: string;
  description: string;
  total_amount: MoneyColumn;
  paid_by: string;
  split_type: string;
  status: string;
  created_at: string;
}

export interface SharedExpenseSharesTable {
  plan_id: string;
  expense_id: string;
  position: number;
  name: string;
  amount_owed: MoneyColumn;
  paid: boolean;
}

export interface PlanInvitationsTable {
  id: Id;
  plan_id: string;
  inviter_id: string;
  inviter_name: string;
  invitee_name: string;
  invitee_email: string | null;
  invitee_phone: string;
  invitee_user_id: string | null;
  participant_id: string;
  role: string;
  message: string;
  created_at: CreatedAt;
}

export interface PaymentMethodsTable {
  id: Id;
  user_id: string;
  user_name: string;
  method_type: string;
  handle: string;
  is_default: boolean;
  created_at: CreatedAt;
}

export interface WalletsTable {
  user_id: string;
  balance: MoneyColumn;
}

declare module '../db/schema.js' {
  interface DB {
    plans: PlansTable;
    plan_participants: PlanParticipantsTable;
    bookings: BookingsTable;
    shared_expenses: SharedExpensesTable;
    shared_expense_shares: SharedExpenseSharesTable;
    plan_invitations: PlanInvitationsTable;
    payment_methods: PaymentMethodsTable;
    wallets: WalletsTable;
  }
}

import type { ColumnType } from 'kysely';
import type { ChoreMember, ChoreMode, ClaimStatus } from '@hearth/shared';

/** The projection of the family's chores document (written only by chores.projection.ts). */
export interface ChoresTable {
  family_id: string;
  id: string;
  name: string;
  members: ColumnType<ChoreMember[], string, string>;
  turn: number;
  mode: ChoreMode;
  rrule: string | null;
  start_date: ColumnType<string, string, string>;
  due_time: string | null;
  points: number;
  created_at: string;
  /** Occurrences handed to another member: date -> who (see DocChore.stand_ins). */
  stand_ins: ColumnType<Record<string, ChoreMember>, string | undefined, string>;
}

export interface ChoreCompletionsTable {
  family_id: string;
  id: string;
  chore_id: string;
  user_id: string | null;
  name: string;
  by_user_id: string;
  date: ColumnType<string, string, string>;
  at: string;
  points: number;
}

export interface ChoreRewardsTable {
  family_id: string;
  id: string;
  name: string;
  points: number;
  created_at: string;
}

export interface ChoreClaimsTable {
  family_id: string;
  id: string;
  reward_id: string;
  user_id: string;
  name: string;
  points: number;
  at: string;
  status: ClaimStatus;
  decided_by: string | null;
  decided_at: string | null;
}

declare module '../db/schema.js' {
  interface DB {
    chores: ChoresTable;
    chore_completions: ChoreCompletionsTable;
    chore_rewards: ChoreRewardsTable;
    chore_claims: ChoreClaimsTable;
  }
}

import type { Insertable } from 'kysely';
import type { Executor } from '../db/schema.js';
import type { PlanInvitationsTable } from './plans.tables.js';

export function insertInvitation(db: Executor, row: Insertable<PlanInvitationsTable>) {
  return db
    .insertInto('plan_invitations')
    .values(row)
    .returning([
      'id',
      'inviter_name',
      'invitee_name',
      'invitee_email',
      'invitee_phone',
      'message',
      'created_at',
    ])
    .executeTakeFirstOrThrow();
}

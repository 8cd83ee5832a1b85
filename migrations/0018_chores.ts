import { sql, type Kysely } from 'kysely';
import * as Y from 'yjs';

// Frozen once landed: later changes go into new migrations.
// Chores: the family's document `rotations:{familyId}` (schema 1) becomes `chores:{familyId}` (schema 2), and a
// turn rotation becomes a chore without a schedule. Tables: chores, chore_completions, chore_rewards,
// chore_claims (the projection of that document); turn_rotations goes.
const family = (c: any) => c.notNull().references('families.id').onDelete('cascade');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chores')
    .addColumn('family_id', 'uuid', family)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('members', 'jsonb', (c) => c.notNull())
    .addColumn('turn', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('rrule', 'text')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('due_time', 'text')
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chores_pk', ['family_id', 'id'])
    .execute();
  await db.schema
    .createTable('chore_completions')
    .addColumn('family_id', 'uuid', family)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('chore_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'uuid', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chore_completions_pk', ['family_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chore_completions_date_idx')
    .on('chore_completions')
    .columns(['family_id', 'date'])
    .execute();
  await db.schema
    .createTable('chore_rewards')
    .addColumn('family_id', 'uuid', family)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chore_rewards_pk', ['family_id', 'id'])
    .execute();
  await db.schema
    .createTable('chore_claims')
    .addColumn('family_id', 'uuid', family)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('reward_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'uuid')
    .addColumn('decided_at', 'text')
    .addPrimaryKeyConstraint('chore_claims_pk', ['family_id', 'id'])
    .execute();

  // The rotations' projection holds what their documents hold (both are written in one statement).
  const rotations = await db
    .selectFrom('turn_rotations')
    .select(['family_id', 'id', 'task_name', 'participants', 'current_turn_index', 'created_at'])
    .orderBy('family_id')
    .execute();
  const users = await db.selectFrom('users').select(['id', 'name', 'family_id']).execute();
  const byFamily = new Map<string, typeof rotations>();
  for (const r of rotations) byFamily.set(r.family_id, [...(byFamily.get(r.family_id) ?? []), r]);
  const today = new Date().toISOString().slice(0, 10);
  for (const [familyId, list] of byFamily) {
    const doc = new Y.Doc();
    const rows = list.map((r) => {
      const participants: string[] =
        typeof r.participants === 'string' ? JSON.parse(r.participants) : r.participants;
      const members = participants.map((name) => ({
        user_id:
          users.find(
            (u) => u.family_id === familyId && u.name.trim().toLowerCase() === name.trim().toLowerCase(),
          )?.id ?? null,
        name,
      }));
      const created = String(r.created_at);
      return {
        id: r.id as string,
        chore: {
          name: r.task_name as string,
          members,
          turn: Math.min(r.current_turn_index as number, members.length - 1),
          mode: 'round_robin',
          rrule: null,
          start_date: /^\d{4}-\d{2}-\d{2}/.test(created) ? created.slice(0, 10) : today,
          due_time: null,
          points: 0,
          created_at: created,
        },
      };
    });
    doc.transact(() => {
      doc.getMap('meta').set('schema', 2);
      for (const r of rows) doc.getMap('chores').set(r.id, r.chore);
    });
    await db
      .insertInto('chores')
      .values(
        rows.map((r) => ({
          family_id: familyId,
          id: r.id,
          ...r.chore,
          members: JSON.stringify(r.chore.members),
        })),
      )
      .execute();
    await db
      .insertInto('collab_documents')
      .values({ name: `chores:${familyId}`, seq: 0, snapshot: Y.encodeStateAsUpdate(doc), snapshot_seq: 0 })
      .execute();
  }
  await db.deleteFrom('collab_documents').where('name', 'like', 'rotations:%').execute();
  await db.schema.dropTable('turn_rotations').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('turn_rotations')
    .addColumn('family_id', 'uuid', family)
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('task_name', 'text', (c) => c.notNull())
    .addColumn('participants', 'jsonb', (c) => c.notNull())
    .addColumn('current_turn_index', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('turn_rotations_pk', ['family_id', 'id'])
    .execute();
  // Only the rotations' rows come back; their document is rebuilt from nothing by the older server.
  await sql`insert into turn_rotations (family_id, id, task_name, participants, current_turn_index, created_at)
    select family_id, id, name, (select jsonb_agg(m->'name') from jsonb_array_elements(members) m), turn, created_at
    from chores where rrule is null`.execute(db);
  await db.deleteFrom('collab_documents').where('name', 'like', 'chores:%').execute();
  for (const t of ['chore_claims', 'chore_rewards', 'chore_completions', 'chores'])
    await db.schema.dropTable(t).execute();
}

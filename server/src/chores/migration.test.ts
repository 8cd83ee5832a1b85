import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Migrator, type Kysely, type Migration } from 'kysely';
import * as Y from 'yjs';
import { checkChoresDoc } from '@hearth/shared';
import { openDatabase } from '../db/database.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';

// Migration 0018 on a fresh embedded database of its own (it goes down and up, so never the shared one):
// stored turn rotations become chores without a schedule, in the family's new chores document.
const db = openDatabase({ kind: 'pglite' }) as unknown as Kysely<any>;
afterAll(() => db.destroy());

const migrator = new Migrator({
  db,
  provider: {
    async getMigrations() {
      const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f)).sort();
      const entries = await Promise.all(
        files.map(
          async (f) =>
            [
              f.replace(/\.ts$/, ''),
              (await import(pathToFileURL(path.join(MIGRATIONS_DIR, f)).href)) as Migration,
            ] as const,
        ),
      );
      return Object.fromEntries(entries);
    },
  },
});

// It opens its own embedded database, so the PostgreSQL run would only repeat it.
describe.skipIf(process.env.TEST_DB === 'postgres')('migration 0018: turn rotations become chores', () => {
  it('moves each family rotation into chores:{familyId} (schema 2) and the chores table', async () => {
    const before = await migrator.migrateTo('0016_push');
    expect(before.error).toBeUndefined();
    const family = (
      await db.insertInto('families').values({ name: 'Lee' }).returning('id').executeTakeFirstOrThrow()
    ).id as string;
    const mia = (
      await db
        .insertInto('users')
        .values({
          family_id: family,
          name: 'Mia',
          username: 'mia',
          email: 'mia@example.test',
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as string;
    const id = '5d0c3a4e-1111-4222-8333-444455556666';
    await db
      .insertInto('turn_rotations')
      .values({
        family_id: family,
        id,
        task_name: 'Dishes',
        participants: JSON.stringify(['Ann', 'mia']),
        current_turn_index: 1,
        created_at: '2026-03-01T10:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('collab_documents')
      .values({ name: `rotations:${family}` })
      .execute();

    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    const rows = await db
      .selectFrom('chores')
      .select(['id', 'name', 'members', 'turn', 'rrule', 'points'])
      .execute();
    expect(rows).toEqual([
      {
        id,
        name: 'Dishes',
        members: [
          { user_id: null, name: 'Ann' },
          { user_id: mia, name: 'mia' },
        ],
        turn: 1,
        rrule: null,
        points: 0,
      },
    ]);
    const docs = await db.selectFrom('collab_documents').select(['name', 'snapshot']).execute();
    expect(docs.map((d) => d.name)).toEqual([`chores:${family}`]);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, docs[0]!.snapshot as Uint8Array);
    const check = checkChoresDoc(doc);
    expect(check.ok).toBe(true);
    expect(check.ok && check.state.chores[id]).toMatchObject({
      name: 'Dishes',
      turn: 1,
      start_date: '2026-03-01',
    });

    // And back (to before 0018): the rotation's row returns.
    expect((await migrator.migrateTo('0017_lists')).error).toBeUndefined();
    expect(await db.selectFrom('turn_rotations').select(['task_name', 'participants']).execute()).toEqual([
      { task_name: 'Dishes', participants: ['Ann', 'mia'] },
    ]);
  }, 180_000);
});

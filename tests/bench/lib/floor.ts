import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/src/db/schema.js';
import { sleep } from './stats.js';

/** Round trips in a row that make one measure of the floor. */
export const FLOOR_ROUND_TRIPS = 500;

/** The floor's one-row insert (an update's size), one every 2 ms, until `until` settles. */
export async function insertsWhile(db: Kysely<DB>, until: Promise<unknown>): Promise<number[]> {
  let over = false;
  void until.then(() => (over = true));
  const floor = await floorTable(db, 'bench_floor_load');
  const samples: number[] = [];
  while (!over) {
    const t0 = performance.now();
    await floor.insert();
    samples.push(performance.now() - t0);
    await sleep(2);
  }
  await floor.drop();
  return samples;
}

/** A table for the floor's durable one-row inserts (60 bytes: an edit's update), and how to drop it. */
async function floorTable(db: Kysely<DB>, name: string) {
  const table = sql.table(name);
  await sql`create table ${table} (id bigserial primary key, data bytea not null)`.execute(db);
  const data = new Uint8Array(60).fill(7);
  return {
    insert: () => sql`insert into ${table} (data) values (${data})`.execute(db),
    drop: () => sql`drop table ${table}`.execute(db),
  };
}

/**
 * A `select 1` and a one-row durable insert (an update's size), each FLOOR_ROUND_TRIPS times in a row,
 * over a pool like the server's to the same database: the floor under any edit that is stored before
 * it is acknowledged.
 */
export async function databaseFloor(db: Kysely<DB>): Promise<{ select: number[]; insert: number[] }> {
  const floor = await floorTable(db, 'bench_floor');
  const time = async (run: () => Promise<unknown>): Promise<number[]> => {
    const samples: number[] = [];
    for (let i = 0; i < FLOOR_ROUND_TRIPS; i++) {
      const t0 = performance.now();
      await run();
      samples.push(performance.now() - t0);
    }
    return samples;
  };
  const select = await time(() => sql`select 1`.execute(db));
  const insert = await time(floor.insert);
  await floor.drop();
  return { select, insert };
}

import { sql, type Kysely } from 'kysely';

/**
 * A complete, portable dump of the application's tables: the same format from the embedded PGlite and
 * from a PostgreSQL server, restorable into either. Stored images live in bytea columns, so they are in it.
 */
export interface Dump {
  format: 'hearth-dump';
  version: 1;
  created_at: string;
  migrations: string[];
  tables: { name: string; rows: Record<string, unknown>[] }[];
}

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
}

const SKIP = new Set(['kysely_migration', 'kysely_migration_lock']);

async function columns(db: Kysely<any>): Promise<ColumnInfo[]> {
  const { rows } = await sql<ColumnInfo>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
  return rows.filter((r) => !SKIP.has(r.table_name));
}

/** Tables ordered so that every table comes after the tables it references. */
async function tablesInDependencyOrder(db: Kysely<any>, names: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select tc.table_name as child, ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`.execute(db);
  const deps = new Map(names.map((n) => [n, new Set<string>()]));
  for (const { child, parent } of rows) if (child !== parent) deps.get(child)?.add(parent);
  const ordered: string[] = [];
  const visit = (n: string, path: Set<string>) => {
    if (ordered.includes(n) || path.has(n)) return;
    path.add(n);
    for (const p of deps.get(n) ?? []) visit(p, path);
    ordered.push(n);
  };
  for (const n of [...names].sort()) visit(n, new Set());
  return ordered;
}

const encode = (v: unknown): unknown =>
  v instanceof Uint8Array ? { $bytes: Buffer.from(v).toString('base64') } : v;

/**
 * Columns the drivers would round through a JS number or Date (losing microseconds, or digits past
 * 2^53) are read as text, which PostgreSQL parses back exactly on restore. Timestamps come in ISO
 * form (to_json) in UTC: the snapshot sets the transaction's time zone.
 */
const TEXT_TYPES = new Set(['numeric', 'bigint']);
const JSON_TEXT_TYPES = new Set([
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
  'interval',
]);
function selectExpression(c: ColumnInfo) {
  const id = sql.id(c.column_name);
  if (TEXT_TYPES.has(c.data_type)) return sql`${id}::text as ${id}`;
  if (JSON_TEXT_TYPES.has(c.data_type)) return sql`to_json(${id}) #>> '{}' as ${id}`;
  return id;
}

/**
 * Reads every table in ONE snapshot (a read-only REPEATABLE READ transaction), so rows written while
 * the dump runs are either all in it or all out of it: no child row without its parent. On the
 * embedded database the snapshot holds its single connection until the dump is read.
 */
export async function createDump(db: Kysely<any>): Promise<Dump> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      await sql`set local time zone 'UTC'`.execute(trx);
      const { rows: at } = await sql<{ now: string }>`select to_json(now()) #>> '{}' as now`.execute(trx);
      const cols = await columns(trx);
      const names = [...new Set(cols.map((c) => c.table_name))];
      const order = await tablesInDependencyOrder(trx, names);
      const tables = [];
      for (const name of order) {
        const select = cols.filter((c) => c.table_name === name).map(selectExpression);
        const { rows } = await sql<Record<string, unknown>>`
          select ${sql.join(select)} from ${sql.table(name)}`.execute(trx);
        tables.push({
          name,
          rows: rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, encode(v)]))),
        });
      }
      const migrations = (
        await trx.selectFrom('kysely_migration').select('name').orderBy('name').execute()
      ).map((r) => r.name as string);
      return {
        format: 'hearth-dump' as const,
        version: 1 as const,
        created_at: at[0]!.now,
        migrations,
        tables,
      };
    });
}

/**
 * Replaces every row of a migrated database with the dump's, in one transaction: on any error the
 * database is left as it was.
 */
export async function restoreDump(db: Kysely<any>, dump: Dump): Promise<number> {
  if (dump.format !== 'hearth-dump' || dump.version !== 1) throw new Error('Not a Hearth dump');
  const cols = await columns(db);
  const jsonCols = new Set(
    cols
      .filter((c) => c.data_type === 'json' || c.data_type === 'jsonb')
      .map((c) => `${c.table_name}.${c.column_name}`),
  );
  const known = new Set(cols.map((c) => c.table_name));
  const missing = dump.tables.filter((t) => !known.has(t.name)).map((t) => t.name);
  if (missing.length)
    throw new Error(
      `The database lacks tables of the dump (${missing.join(', ')}): is it older than the dump?`,
    );
  let count = 0;
  await db.transaction().execute(async (trx) => {
    const names = [...known];
    await sql`truncate ${sql.join(names.map((n) => sql.table(n)))} cascade`.execute(trx);
    for (const t of dump.tables) {
      for (let i = 0; i < t.rows.length; i += 200) {
        const batch = t.rows.slice(i, i + 200).map((r) =>
          Object.fromEntries(
            Object.entries(r).map(([k, v]) => {
              if (v && typeof v === 'object' && '$bytes' in v)
                return [k, Buffer.from(String((v as { $bytes: string }).$bytes), 'base64')];
              if (jsonCols.has(`${t.name}.${k}`) && v !== null) return [k, JSON.stringify(v)];
              return [k, v];
            }),
          ),
        );
        if (batch.length) await trx.insertInto(t.name).values(batch).execute();
        count += batch.length;
      }
    }
  });
  return count;
}

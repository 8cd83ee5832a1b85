import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/**
 * The database as kysely sees it. Each domain adds its tables by merging into this interface
 * (`declare module '../db/schema.js' { interface DB { ... } }`) beside its repository.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB {}

export type Executor = Kysely<DB> | Transaction<DB>;
export type Database = Kysely<DB>;

export type CreatedAt = ColumnType<Date, never, never>;
export type Id = Generated<string>;
/** `numeric` money columns: answered as number (type parser), written as number. */
export type MoneyColumn = ColumnType<number, number, number>;
/** `date` columns: answered as 'YYYY-MM-DD' (type parser). */
export type DateColumn = ColumnType<string, string, string>;

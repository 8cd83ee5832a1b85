import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type TransactionSettings,
} from 'kysely';
import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database (PGlite) as a kysely dialect whose code is loaded when it is first used: a
 * server on PostgreSQL (DATABASE_URL) never loads PGlite or its dialect (about 3 MB of its idle memory).
 */
export class EmbeddedDialect implements Dialect {
  constructor(private readonly options: PGliteOptions) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createDriver(): Driver {
    return new LazyDriver(async () => {
      const [{ PGlite }, { PGliteDialect }] = await Promise.all([
        import('@electric-sql/pglite'),
        import('kysely-pglite-dialect'),
      ]);
      return new PGliteDialect(new PGlite(this.options)).createDriver();
    });
  }
}

/** A driver that loads the real one on `init` (kysely calls it once, before the first query). */
class LazyDriver implements Driver {
  private driver: Driver | undefined;

  constructor(private readonly load: () => Promise<Driver>) {}

  private get real(): Driver {
    if (!this.driver) throw new Error('the embedded database was used before it was opened');
    return this.driver;
  }

  async init(): Promise<void> {
    this.driver = await this.load();
    await this.driver.init();
  }
  acquireConnection(): Promise<DatabaseConnection> {
    return this.real.acquireConnection();
  }
  beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.real.beginTransaction(conn, settings);
  }
  commitTransaction(conn: DatabaseConnection): Promise<void> {
    return this.real.commitTransaction(conn);
  }
  rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    return this.real.rollbackTransaction(conn);
  }
  releaseConnection(conn: DatabaseConnection): Promise<void> {
    return this.real.releaseConnection(conn);
  }
  async destroy(): Promise<void> {
    await this.driver?.destroy();
  }
}

import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Under tsx (server/src/db) the TypeScript files of migrations/; in the production build (server/dist,
 * see server/build.mjs) their compiled copies in server/dist/migrations.
 */
export const MIGRATIONS_DIR =
  path.basename(here) === 'dist' ? path.join(here, 'migrations') : path.resolve(here, '../../../migrations');

/** Reads `migrations/NNNN_name.ts` (or its compiled `.js`), in name order. */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.dir)).filter((f) => /^\d{4}_[\w-]+\.(ts|js)$/.test(f)).sort();
    const entries = await Promise.all(
      files.map(
        async (f) =>
          [
            f.replace(/\.(ts|js)$/, ''),
            (await import(pathToFileURL(path.join(this.dir, f)).href)) as Migration,
          ] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
}

export async function migrateToLatest(db: Kysely<any>, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(dir) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

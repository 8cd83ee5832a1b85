import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

/** Reads `migrations/NNNN_name.ts`, in name order. */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.dir)).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f)).sort();
    const entries = await Promise.all(
      files.map(
        async (f) =>
          [
            f.replace(/\.ts$/, ''),
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

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { parseConfig } from '../config.js';
import { describeTarget, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { databaseTarget } from '../server.js';
import { createDump, restoreDump, type Dump } from './dump.js';

/** `npm run backup [FILE]` and `npm run restore FILE`: a gzipped JSON dump of the whole database. */
async function main() {
  const [command, file] = process.argv.slice(2);
  const config = parseConfig(process.env);
  const target = databaseTarget(config);
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    if (command === 'backup') {
      const out =
        file ??
        path.join(
          config.DATA_DIR,
          'backups',
          `hearth-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`,
        );
      await mkdir(path.dirname(path.resolve(out)), { recursive: true });
      const dump = await createDump(db);
      await pipeline(Readable.from([JSON.stringify(dump)]), createGzip(), createWriteStream(out));
      const rows = dump.tables.reduce((n, t) => n + t.rows.length, 0);
      console.log(
        `Backed up ${rows} rows of ${dump.tables.length} tables from ${describeTarget(target)} to ${out}`,
      );
    } else if (command === 'restore' && file) {
      const chunks: Buffer[] = [];
      for await (const c of createReadStream(file).pipe(createGunzip())) chunks.push(c as Buffer);
      const dump = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Dump;
      const rows = await restoreDump(db, dump);
      console.log(
        `Restored ${rows} rows into ${describeTarget(target)} from ${file} (made ${dump.created_at})`,
      );
    } else {
      console.error('Usage: npm run backup [FILE]  |  npm run restore FILE');
      process.exitCode = 2;
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

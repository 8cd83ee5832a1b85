import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';

const dir = mkdtempSync(path.join(tmpdir(), 'hearth-scheduled-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scheduled backups', () => {
  it('run every BACKUP_INTERVAL_HOURS and keep only the newest BACKUP_KEEP', async () => {
    // 0.0003 h is about a second.
    const server = await startTestServer({
      env: { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '0.0003', BACKUP_KEEP: '2' },
    });
    const seen = new Set<string>();
    let most = 0;
    try {
      const deadline = Date.now() + 120_000;
      while (seen.size < 4 && Date.now() < deadline) {
        const names = readdirSync(dir).filter((n) => n.endsWith('.json.gz'));
        names.forEach((n) => seen.add(n));
        most = Math.max(most, names.length);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await server.close();
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
    for (const name of seen) expect(name).toMatch(/^hearth-.*-scheduled\.json\.gz$/);
    // A new one is written before the oldest goes: never more than KEEP + 1, and KEEP at rest.
    expect(most).toBeLessThanOrEqual(3);
    expect(readdirSync(dir).filter((n) => n.endsWith('.json.gz'))).toHaveLength(2);
  }, 180_000);
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The real calendars of ../shared/fixtures/calendars beside the repository (or beside the folder of
 * worktrees holding it); null when absent, and tests then skip with a message.
 */
export const CALENDAR_FIXTURES =
  [
    path.resolve(repo, '../shared/fixtures/calendars'),
    path.resolve(repo, '../../shared/fixtures/calendars'),
  ].find(existsSync) ?? null;
if (!CALENDAR_FIXTURES)
  console.warn('calendar fixtures (../shared/fixtures/calendars) absent: their tests are skipped');

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backupDir, parseConfig } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('configuration', () => {
  it('has working defaults and treats empty values as unset', () => {
    const c = parseConfig({ DATABASE_URL: '', PORT: '' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toBe('./data');
  });

  it('reads the administrators and the backup settings, with defaults', () => {
    const c = parseConfig({ ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ,', DATA_DIR: '/srv/hearth' });
    expect(c.ADMIN_EMAILS).toEqual(['ann@example.com', 'bob@example.com']);
    expect([c.BACKUP_KEEP, c.BACKUP_INTERVAL_HOURS]).toEqual([7, 24]);
    expect(backupDir(c)).toBe(path.join('/srv/hearth', 'backups'));
    expect(backupDir(parseConfig({ BACKUP_DIR: '/mnt/nas' }))).toBe('/mnt/nas');
    expect(() =>
      parseConfig({ ADMIN_EMAILS: 'not-an-email', BACKUP_KEEP: '0', BACKUP_INTERVAL_HOURS: '-1' }),
    ).toThrow(/ADMIN_EMAILS[\s\S]*BACKUP_KEEP[\s\S]*BACKUP_INTERVAL_HOURS/);
  });

  it('reads the reminder interval in whole seconds, 0 (off) to an hour', () => {
    expect(parseConfig({}).REMINDER_INTERVAL_SECONDS).toBe(30);
    expect(parseConfig({ REMINDER_INTERVAL_SECONDS: '0' }).REMINDER_INTERVAL_SECONDS).toBe(0);
    for (const bad of ['0.001', '-1', '3601', 'soon'])
      expect(() => parseConfig({ REMINDER_INTERVAL_SECONDS: bad })).toThrow(/REMINDER_INTERVAL_SECONDS/);
  });

  it('names every bad variable', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', MAIL_URL: 'http://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*MAIL_URL/,
    );
  });

  it('makes the server exit with a clear message on bad configuration', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT');
  });
});

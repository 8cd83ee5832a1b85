import type { Executor } from '../../db/schema.js';
import '../tables.js';

const COLUMNS = ['id', 'severity', 'title', 'description', 'rule_key', 'is_read', 'created_at'] as const;

export function listAlerts(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('security_alerts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findAlert(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('security_alerts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findAlertByRule(db: Executor, userId: string, ruleKey: string) {
  return db
    .selectFrom('security_alerts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('rule_key', '=', ruleKey)
    .executeTakeFirst();
}

export async function existingRuleKeys(db: Executor, userId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('security_alerts')
    .select('rule_key')
    .where('user_id', '=', userId)
    .where('rule_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.rule_key!));
}

export function insertAlert(
  db: Executor,
  userId: string,
  a: { severity: string; title: string; description: string; rule_key: string },
) {
  return db
    .insertInto('security_alerts')
    .values({ user_id: userId, ...a })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function markAlertRead(db: Executor, userId: string, id: string) {
  return db
    .updateTable('security_alerts')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function getVisibility(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('credit_watch_settings')
    .select('credit_score_visible')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.credit_score_visible ?? true;
}

export async function setVisibility(
  db: Executor,
  userId: string,
  visible: boolean,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('credit_watch_settings')
    .values({ user_id: userId, credit_score_visible: visible, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ credit_score_visible: visible, updated_at: now }))
    .returning('credit_score_visible')
    .executeTakeFirstOrThrow();
  return row.credit_score_visible;
}

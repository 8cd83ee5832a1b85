import type { Executor } from '../../db/schema.js';
import { isoDateOf } from '../scope.js';
import '../tables.js';

/** My expenses on these dates (to spot a statement row that is already an expense). */
export function sameDayExpenses(db: Executor, userId: string, dates: string[]) {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('expenses')
    .select(['title', 'amount', isoDateOf('date').as('date')])
    .where('user_id', '=', userId)
    .where('date', 'in', dates)
    .execute();
}

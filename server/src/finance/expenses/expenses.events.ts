import type { Changes } from '../../http/route.js';

/** Expenses are read by the family view and counted by budgets: both reload. */
export function expenseChanged(
  changes: Changes,
  familyId: string,
  action: 'created' | 'deleted',
  id?: string,
): void {
  changes.emit({ family: familyId }, { resource: 'expenses', action, id });
  changes.emit({ family: familyId }, { resource: 'budgets', action: 'updated' });
}

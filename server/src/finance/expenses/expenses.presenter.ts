import type { Expense } from '@hearth/shared';
import type { ExpenseRow } from './expenses.repository.js';

export const presentExpense = (r: ExpenseRow): Expense => ({
  id: r.id,
  title: r.title,
  description: r.description,
  amount: Number(r.amount),
  category: r.category as Expense['category'],
  date: r.date,
  receipt_id: r.receipt_id,
  source: r.source,
  created_at: r.created_at.toISOString(),
  owner_id: r.user_id,
  owner_name: r.owner_name,
});

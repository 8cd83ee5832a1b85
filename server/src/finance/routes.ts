import { expenseRoutes } from './expenses/expenses.routes.js';
import { cardRoutes } from './cards/cards.routes.js';
import { recurringRoutes } from './recurring/recurring.routes.js';
import { accountRoutes } from './accounts/accounts.routes.js';
import { budgetRoutes } from './budgets/budgets.routes.js';
import { creditWatchRoutes } from './creditWatch/creditWatch.routes.js';
import { receiptRoutes } from './receipts/receipts.routes.js';
import { statementRoutes } from './statements/statements.routes.js';
import { onlyFor } from '../family/familyGuard.js';

// Money is for the roles the family matrix allows (not children or caregivers): 403 for the others.
export const financeRoutes = onlyFor('use_money', [
  ...statementRoutes,
  ...receiptRoutes,
  ...expenseRoutes,
  ...cardRoutes,
  ...recurringRoutes,
  ...accountRoutes,
  ...budgetRoutes,
  ...creditWatchRoutes,
]);

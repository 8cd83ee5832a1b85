// Contracts of this area; each resource in its own file, re-exported here.
export * from './common.js';
export * from './expenses.js';
export * from './statements.js';
export * from './cards.js';
export * from './recurring.js';
export * from './accounts.js';
export * from './budgets.js';
export * from './creditWatch.js';
export * from './receipts.js';
export * from '../../domain/finance/credit.js';
export * from '../../domain/finance/recurring.js';
export * from '../../domain/finance/budgets.js';
export * from '../../domain/finance/receiptText.js';
export * from '../../domain/finance/statements/index.js';

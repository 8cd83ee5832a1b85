import type { Area } from '../area.js';
import { stopReceiptOcr } from './receipts/receiptOcr.js';

export const financeArea: Area = {
  name: 'finance',
  routes: {
    prefixes: [
      '/api/bank-accounts',
      '/api/budgets',
      '/api/credit-cards',
      '/api/credit-score',
      '/api/expenses',
      '/api/receipts',
      '/api/recurring-charges',
      '/api/security-alerts',
    ],
    load: async () => (await import('./routes.js')).financeRoutes,
  },
  start: () => stopReceiptOcr,
};

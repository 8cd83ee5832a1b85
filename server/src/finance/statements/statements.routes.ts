import { statementsApi } from '@hearth/shared';
import { route } from '../../http/route.js';
import { expenseChanged } from '../expenses/expenses.events.js';
import { importStatement, previewStatement } from './statements.service.js';

export const statementRoutes = [
  route(
    statementsApi.preview,
    ({ db, user, body }) => previewStatement(db, user.id, body.filename, body.content_base64),
    {
      writes: 'own',
      bodyLimit: '8mb',
    },
  ),

  // One transaction: a statement imports completely or not at all.
  route(
    statementsApi.import,
    async ({ db, user, body, changes }) => {
      const result = await importStatement(db, user.id, body);
      if (result.imported > 0) expenseChanged(changes, user.family_id, 'created');
      return result;
    },
    { bodyLimit: '8mb' },
  ),
];

import { accountsApi, type BankAccount } from '@hearth/shared';
import { route } from '../../http/route.js';
import { notFound } from '../../http/errors.js';
import { deleteAccount, insertAccount, listAccounts, type AccountRow } from './accounts.repository.js';

const presentAccount = (r: AccountRow): BankAccount => ({
  id: r.id,
  account_name: r.account_name,
  account_type: r.account_type as BankAccount['account_type'],
  institution: r.institution,
  balance: Number(r.balance),
  currency: r.currency,
  is_linked: r.is_linked,
  created_at: r.created_at.toISOString(),
  owner_id: r.user_id,
  owner_name: r.owner_name,
});

export const accountRoutes = [
  route(accountsApi.list, async ({ db, user, query }) =>
    (await listAccounts(db, user, query.scope)).map(presentAccount),
  ),

  route(accountsApi.create, async ({ db, user, body, changes }) => {
    const row = await insertAccount(db, user.id, body);
    changes.emit({ family: user.family_id }, { resource: 'bank-accounts', action: 'created', id: row.id });
    return presentAccount(row);
  }),

  route(
    accountsApi.remove,
    async ({ db, user, params, changes }) => {
      if (!(await deleteAccount(db, user.id, params.id))) throw notFound('Bank account');
      changes.emit(
        { family: user.family_id },
        { resource: 'bank-accounts', action: 'deleted', id: params.id },
      );
      return null;
    },
    { writes: 'one-statement' },
  ),
];

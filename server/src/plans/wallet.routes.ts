import { walletApi, type PaymentMethod } from '@hearth/shared';
import { route } from '../http/route.js';
import { insertPaymentMethod, listPaymentMethods, walletBalance } from './wallet.repository.js';

type Row = Awaited<ReturnType<typeof listPaymentMethods>>[number];
const present = (r: Row): PaymentMethod => ({
  ...r,
  method_type: r.method_type as PaymentMethod['method_type'],
  created_at: r.created_at.toISOString(),
});

// Payment methods and the wallet are personal: the session decides whose, whatever user_name says.
export const walletRoutes = [
  route(walletApi.listMethods, async ({ user, db }) => (await listPaymentMethods(db, user.id)).map(present)),
  route(walletApi.createMethod, async ({ body, user, db, changes }) => {
    const row = await insertPaymentMethod(db, {
      user_id: user.id,
      user_name: body.user_name || user.name,
      method_type: body.method_type,
      handle: body.handle,
      is_default: body.is_default,
    });
    changes.emit({ user: user.id }, { resource: 'payment-methods', action: 'created', id: row.id });
    return present(row);
  }),
  route(walletApi.balance, async ({ user, db }) => ({
    user_name: user.name,
    balance: await walletBalance(db, user.id),
  })),
];

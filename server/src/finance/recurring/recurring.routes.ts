import { recurringApi, recurringEquivalents, type RecurringCharge } from '@hearth/shared';
import { route } from '../../http/route.js';
import { notFound } from '../../http/errors.js';
import { deleteCharge, insertCharge, listCharges, type RecurringRow } from './recurring.repository.js';

const presentCharge = (r: RecurringRow): RecurringCharge => {
  const frequency = r.frequency as RecurringCharge['frequency'];
  const eq = recurringEquivalents(Number(r.amount), frequency);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    amount: Number(r.amount),
    frequency,
    category: r.category as RecurringCharge['category'],
    next_billing_date: r.next_billing_date,
    is_active: r.is_active,
    monthly_equivalent: eq.monthly,
    yearly_equivalent: eq.yearly,
    created_at: r.created_at.toISOString(),
    owner_id: r.user_id,
    owner_name: r.owner_name,
  };
};

export const recurringRoutes = [
  route(recurringApi.list, async ({ db, user, query }) =>
    (await listCharges(db, user, query.scope)).map(presentCharge),
  ),

  route(recurringApi.create, async ({ db, user, body, changes }) => {
    const row = await insertCharge(db, user.id, { ...body, description: body.description ?? '' });
    changes.emit(
      { family: user.family_id },
      { resource: 'recurring-charges', action: 'created', id: row.id },
    );
    return presentCharge(row);
  }),

  route(
    recurringApi.remove,
    async ({ db, user, params, changes }) => {
      if (!(await deleteCharge(db, user.id, params.id))) throw notFound('Recurring charge');
      changes.emit(
        { family: user.family_id },
        { resource: 'recurring-charges', action: 'deleted', id: params.id },
      );
      return null;
    },
    { writes: 'one-statement' },
  ),
];

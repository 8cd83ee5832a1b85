import { cardsApi, type CreditCard } from '@hearth/shared';
import { route } from '../../http/route.js';
import { notFound } from '../../http/errors.js';
import { deleteCard, insertCard, listCards, type CardRow } from './cards.repository.js';

const presentCard = (r: CardRow): CreditCard => ({
  id: r.id,
  card_name: r.card_name,
  last_four: r.last_four,
  card_type: r.card_type as CreditCard['card_type'],
  is_mock: r.is_mock,
  created_at: r.created_at.toISOString(),
  owner_id: r.user_id,
  owner_name: r.owner_name,
});

export const cardRoutes = [
  route(cardsApi.list, async ({ db, user, query }) =>
    (await listCards(db, user, query.scope)).map(presentCard),
  ),

  route(cardsApi.create, async ({ db, user, body, changes }) => {
    const row = await insertCard(db, user.id, body);
    changes.emit({ family: user.family_id }, { resource: 'credit-cards', action: 'created', id: row.id });
    return presentCard(row);
  }),

  route(
    cardsApi.remove,
    async ({ db, user, params, changes }) => {
      if (!(await deleteCard(db, user.id, params.id))) throw notFound('Credit card');
      changes.emit(
        { family: user.family_id },
        { resource: 'credit-cards', action: 'deleted', id: params.id },
      );
      return null;
    },
    { writes: 'one-statement' },
  ),
];

import { randomUUID } from 'node:crypto';
import { addBooking, bookingsApi, planDocName } from '@hearth/shared';
import { route } from '../http/route.js';
import { found } from '../http/errors.js';
import { collabOf } from './collab.js';
import { allow, planAccess } from './planAccess.js';
import { findPlan } from './plans.repository.js';
import { findBooking, listBookings } from './bookings.repository.js';
import { presentBooking } from './plans.presenter.js';

export const bookingRoutes = [
  route(bookingsApi.list, async ({ query, user, db }) => {
    found(await findPlan(db, user, query.plan_id), 'Plan');
    return (await listBookings(db, query.plan_id)).map(presentBooking);
  }),
  route(
    bookingsApi.create,
    async ({ body, user, deps }) => {
      allow((await planAccess(deps.db, user, body.plan_id)).role, 'add_booking');
      const id = randomUUID();
      await collabOf(deps).change(
        planDocName(body.plan_id),
        (doc) =>
          addBooking(doc, id, {
            booking_type: body.booking_type,
            name: body.name,
            description: body.description ?? '',
            provider: body.provider ?? '',
            location: body.location ?? '',
            date: body.date ?? null,
            time: body.time ?? null,
            cost: body.cost,
            // Whoever is signed in created it, whatever the body says.
            created_by: user.name,
            ai_booking_used: body.ai_booking_used,
            ai_provider: body.ai_provider ?? null,
            created_at: new Date().toISOString(),
          }),
        { userId: user.id },
      );
      return presentBooking(found(await findBooking(deps.db, body.plan_id, id), 'Booking'));
    },
    { writes: 'own' },
  ),
];

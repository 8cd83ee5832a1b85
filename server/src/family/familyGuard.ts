import { familyCan, familyRefusal, type FamilyAction } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import { forbidden } from '../http/errors.js';
import type { RouteDef } from '../http/route.js';

/** Throws 403 {detail} unless the user's family role allows `action` (the matrix in shared/). */
export function requireFamily(user: SessionUser, action: FamilyAction): void {
  if (!familyCan(user.family_role, action)) throw forbidden(familyRefusal(action));
}

/** The routes, each refusing (403) a member whose family role does not allow `action`. */
export function onlyFor(action: FamilyAction, routes: RouteDef[]): RouteDef[] {
  return routes.map((def) => guarded(action, def));
}

/** The routes, their writes (every method but GET) refused to a member whose role does not allow `action`. */
export function writesOnlyFor(action: FamilyAction, routes: RouteDef[]): RouteDef[] {
  return routes.map((def) => (def.endpoint.method === 'get' ? def : guarded(action, def)));
}

function guarded(action: FamilyAction, def: RouteDef): RouteDef {
  return {
    ...def,
    handler: (input) => {
      requireFamily(input.user, action);
      return def.handler(input);
    },
  };
}

import { aiSearchApi } from '@hearth/shared';
import { route } from '../http/route.js';
import { found } from '../http/errors.js';
import { findPlan } from './plans.repository.js';
import { mockResults, wordRecommendations } from './aiSearch.mock.js';

export const aiSearchRoutes = [
  route(
    aiSearchApi.search,
    async ({ body, user, deps }) => {
      found(await findPlan(deps.db, user, body.plan_id), 'Plan');
      const results = await wordRecommendations(deps.ai, mockResults(body), body);
      return {
        ai_provider: body.ai_provider,
        booking_type: body.booking_type,
        is_mock: true as const,
        results,
      };
    },
    { writes: 'own' },
  ),
];

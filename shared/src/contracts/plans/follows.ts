import { z } from 'zod';
import { endpoint, IdParams } from '../../http/endpoint.js';

/** Whether I hear (on my Plan edits channels) when someone else edits the plan. */
export const PlanFollow = z.object({
  following: z.boolean(),
  /** Only people on the plan (its captain and participants with an account) can follow it. */
  can_follow: z.boolean(),
});
export type PlanFollow = z.infer<typeof PlanFollow>;

export const PlanFollowBody = z.object({ following: z.boolean() }).strict();

export const planFollowApi = {
  get: endpoint({
    method: 'get',
    path: '/api/plans/:id/follow',
    summary: 'Whether I follow the plan (people on a plan follow it unless they turned it off)',
    params: IdParams,
    answer: PlanFollow,
    tag: 'plans',
  }),
  set: endpoint({
    method: 'put',
    path: '/api/plans/:id/follow',
    summary: 'Follow or unfollow a plan I am on',
    params: IdParams,
    body: PlanFollowBody,
    answer: PlanFollow,
    tag: 'plans',
  }),
};

import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { IsoDate, RequiredText, Timestamp } from '../../http/primitives.js';
import { ClaimStatus } from '../../collab/choresDoc.js';

export const ChoreReward = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  created_at: Timestamp,
});
export type ChoreReward = z.infer<typeof ChoreReward>;

export const RewardClaim = z.object({
  id: z.string(),
  reward_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  points: z.number().int(),
  at: Timestamp,
  status: ClaimStatus,
  decided_by: z.string().nullable(),
  decided_at: Timestamp.nullable(),
});
export type RewardClaim = z.infer<typeof RewardClaim>;

export const CreateRewardBody = z.object({
  name: RequiredText('Reward'),
  points: z.number().int().min(1).max(100_000),
});
export type CreateRewardBody = z.input<typeof CreateRewardBody>;

export const Leaderboard = z.object({
  /** The Monday that starts this week, in the reader's time zone. */
  week_start: IsoDate,
  rows: z.array(z.object({ user_id: z.string().nullable(), name: z.string(), points: z.number().int() })),
  /** The reader's points left to spend on rewards. */
  my_balance: z.number().int(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const rewardsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/chore-rewards',
    summary: "The family's rewards",
    answer: z.array(ChoreReward),
    tag: 'chores',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/chore-rewards',
    summary: 'Define a reward (adults): "30 points: choose Friday\'s film"',
    body: CreateRewardBody,
    answer: ChoreReward,
    status: 201,
    tag: 'chores',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/chore-rewards/:id',
    summary: 'Delete a reward (adults)',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'chores',
  }),
  claim: endpoint({
    method: 'post',
    path: '/api/chore-rewards/:id/claim',
    summary: 'Claim a reward with my points; a parent approves it',
    params: IdParams,
    answer: RewardClaim,
    status: 201,
    tag: 'chores',
  }),
  claims: endpoint({
    method: 'get',
    path: '/api/chore-claims',
    summary: 'Reward claims (a child: their own)',
    answer: z.array(RewardClaim),
    tag: 'chores',
  }),
  approve: endpoint({
    method: 'post',
    path: '/api/chore-claims/:id/approve',
    summary: 'Approve a pending claim (adults)',
    params: IdParams,
    answer: RewardClaim,
    tag: 'chores',
  }),
  decline: endpoint({
    method: 'post',
    path: '/api/chore-claims/:id/decline',
    summary: 'Decline a pending claim (adults); its points go back',
    params: IdParams,
    answer: RewardClaim,
    tag: 'chores',
  }),
  leaderboard: endpoint({
    method: 'get',
    path: '/api/chore-leaderboard',
    summary: "This week's points per member, and my points left for rewards",
    answer: Leaderboard,
    tag: 'chores',
  }),
};

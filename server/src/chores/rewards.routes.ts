import { randomUUID } from 'node:crypto';
import {
  claimOf,
  CHORE_REFUSALS,
  putClaim,
  putReward,
  removeReward,
  rewardsApi,
  todayIn,
  weekOf,
  familyCan,
  balanceOf,
  readChoresDoc,
  weekPoints,
  type ChoresDocState,
  type ClaimStatus,
} from '@hearth/shared';
import { route, type RouteInput } from '../http/route.js';
import { conflict, found, notFound } from '../http/errors.js';
import { requireFamily } from '../family/familyGuard.js';
import {
  pointsLeft,
  completionsSince,
  findClaim,
  findReward,
  listClaims,
  listRewards,
} from './chores.repository.js';
import { presentClaim, presentReward } from './chores.presenter.js';
import { changeChores } from './chores.service.js';

const own = { writes: 'own' } as const;

/** Approves or declines a pending claim (adults). */
async function decide({ params, user, deps }: RouteInput<typeof rewardsApi.approve>, status: ClaimStatus) {
  requireFamily(user, 'manage_chores');
  found(await findClaim(deps.db, user.family_id, params.id), 'Claim');
  await changeChores(deps, user, (doc) => {
    const claim = claimOf(doc, params.id);
    if (!claim) throw notFound('Claim');
    if (claim.status !== 'pending') throw conflict(`This claim was already ${claim.status}`);
    putClaim(doc, params.id, {
      ...claim,
      status,
      decided_by: user.id,
      decided_at: deps.clock().toISOString(),
    });
  });
  return presentClaim(found(await findClaim(deps.db, user.family_id, params.id), 'Claim'));
}

// Rewards a parent defines and members claim with their points; claims wait for an adult's approval.
export const rewardRoutes = [
  route(rewardsApi.list, async ({ user, db }) => (await listRewards(db, user.family_id)).map(presentReward)),
  route(
    rewardsApi.create,
    async ({ body, user, deps }) => {
      requireFamily(user, 'manage_chores');
      const id = randomUUID();
      await changeChores(deps, user, (doc) =>
        putReward(doc, id, { ...body, created_at: deps.clock().toISOString() }),
      );
      return presentReward(found(await findReward(deps.db, user.family_id, id), 'Reward'));
    },
    own,
  ),
  route(
    rewardsApi.remove,
    async ({ params, user, deps }) => {
      requireFamily(user, 'manage_chores');
      found(await findReward(deps.db, user.family_id, params.id), 'Reward');
      await changeChores(deps, user, (doc) => removeReward(doc, params.id));
      return null;
    },
    own,
  ),
  route(
    rewardsApi.claim,
    async ({ params, user, deps }) => {
      const reward = found(await findReward(deps.db, user.family_id, params.id), 'Reward');
      const id = randomUUID();
      await changeChores(deps, user, (doc) => {
        const { completions, claims } = readChoresDoc(doc) as unknown as ChoresDocState;
        if (balanceOf(user.id, Object.values(completions), Object.values(claims)) < reward.points)
          throw conflict(CHORE_REFUSALS.claim);
        putClaim(doc, id, {
          reward_id: reward.id,
          user_id: user.id,
          name: user.name,
          points: reward.points,
          at: deps.clock().toISOString(),
          status: 'pending',
          decided_by: null,
          decided_at: null,
        });
      });
      return presentClaim(found(await findClaim(deps.db, user.family_id, id), 'Claim'));
    },
    own,
  ),
  route(rewardsApi.claims, async ({ user, db }) =>
    (
      await listClaims(
        db,
        user.family_id,
        familyCan(user.family_role, 'see_member_details') ? undefined : user.id,
      )
    ).map(presentClaim),
  ),
  route(rewardsApi.approve, (input) => decide(input, 'approved'), own),
  route(rewardsApi.decline, (input) => decide(input, 'declined'), own),
  route(rewardsApi.leaderboard, async ({ user, db, deps }) => {
    const week = weekOf(todayIn(user.timezone, deps.clock()));
    const rows = weekPoints(
      (await completionsSince(db, user.family_id, week)).map((c) => ({
        ...c,
        by: c.by_user_id,
        prev_turn: 0,
      })),
      week,
    );
    return {
      week_start: week,
      rows: rows.map((r) => ({ user_id: r.user_id, name: r.name, points: r.points })),
      my_balance: await pointsLeft(db, user.family_id, user.id),
    };
  }),
];

import { describe, expect, it } from 'vitest';
import type { ParticipantRole } from '../../contracts/plans/plans.js';
import { PLAN_ACTIONS, PLAN_ROLES, planCan, planDenial, planRoleOf, type PlanRole } from './planRoles.js';

// The expected matrix, written out by hand (README "Data scope" shows the same table): one letter per
// role in the order captain, co_captain, participant, family_member, viewer; Y = allowed.
const ROLES: PlanRole[] = ['captain', 'co_captain', 'participant', 'family_member', 'viewer'];
const PLAIN: Record<string, string> = {
  view: 'YYYYY',
  edit_plan: 'YY...',
  change_privacy: 'YY...',
  delete_plan: 'Y....',
  transfer_captaincy: 'Y....',
  add_booking: 'YYYY.',
  edit_booking: 'YYYY.',
  delete_booking: 'YYYY.',
  add_expense: 'YYYY.',
  edit_expense: 'YYYY.',
  delete_expense: 'YYYY.',
};
const TARGETS: ParticipantRole[] = ['captain', 'co_captain', 'participant', 'viewer'];
// invite: per role, one letter per granted role (captain, co_captain, participant, viewer).
const INVITE: Record<PlanRole, string> = {
  captain: '.YYY',
  co_captain: '.YYY',
  participant: '....',
  family_member: '....',
  viewer: '....',
};
// change_role: per role and `self`, one group per target's current role (captain, co_captain,
// participant, viewer), one letter per new role (captain, co_captain, participant, viewer).
const CHANGE_ROLE: Record<PlanRole, { other: string; self: string }> = {
  captain: { other: '.... .YYY .YYY .YYY', self: '.YYY .YYY .YYY .YYY' },
  co_captain: { other: '.... .YYY .YYY .YYY', self: '.... .YYY .YYY .YYY' },
  participant: { other: '.... .... .... ....', self: '.... .... .... ....' },
  family_member: { other: '.... .... .... ....', self: '.... .... .... ....' },
  viewer: { other: '.... .... .... ....', self: '.... .... .... ....' },
};
// remove_participant: per role, one letter per target's role (captain, co_captain, participant, viewer).
const REMOVE: Record<PlanRole, { other: string; self: string }> = {
  captain: { other: '.YYY', self: '....' },
  co_captain: { other: '.YYY', self: '.YYY' },
  participant: { other: '....', self: '.YYY' },
  family_member: { other: '....', self: '....' },
  viewer: { other: '....', self: '....' },
};
// tick_paid: own share, anyone's share.
const TICK: Record<PlanRole, string> = {
  captain: 'YY',
  co_captain: 'YY',
  participant: 'Y.',
  family_member: 'Y.',
  viewer: '..',
};

const yes = (s: string, i: number) => s.replace(/ /g, '')[i] === 'Y';

describe('plan roles matrix (every cell)', () => {
  it('covers every role and action', () => {
    expect([...PLAN_ROLES].sort()).toEqual([...ROLES].sort());
    const parametric = ['invite', 'change_role', 'remove_participant', 'tick_paid'];
    expect([...PLAN_ACTIONS].sort()).toEqual([...Object.keys(PLAIN), ...parametric].sort());
  });

  for (const [action, row] of Object.entries(PLAIN))
    ROLES.forEach((role, r) =>
      it(`${role} ${yes(row, r) ? 'may' : 'may not'} ${action}`, () => {
        expect(planCan(role, action as never)).toBe(yes(row, r));
      }),
    );

  for (const role of ROLES)
    TARGETS.forEach((to, t) =>
      it(`${role} ${yes(INVITE[role], t) ? 'may' : 'may not'} invite as ${to}`, () => {
        expect(planCan(role, 'invite', { to })).toBe(yes(INVITE[role], t));
      }),
    );

  for (const role of ROLES)
    for (const self of [false, true])
      TARGETS.forEach((from, f) =>
        TARGETS.forEach((to, t) => {
          const expected = yes(CHANGE_ROLE[role][self ? 'self' : 'other'], f * 4 + t);
          it(`${role} ${expected ? 'may' : 'may not'} change ${self ? 'own' : "another's"} role ${from} -> ${to}`, () => {
            expect(planCan(role, 'change_role', { role: from, to, self })).toBe(expected);
          });
        }),
      );

  for (const role of ROLES)
    for (const self of [false, true])
      TARGETS.forEach((target, t) => {
        const expected = yes(REMOVE[role][self ? 'self' : 'other'], t);
        it(`${role} ${expected ? 'may' : 'may not'} remove ${self ? 'themselves' : 'another'} as ${target}`, () => {
          expect(planCan(role, 'remove_participant', { role: target, self })).toBe(expected);
        });
      });

  for (const role of ROLES)
    [true, false].forEach((own, i) =>
      it(`${role} ${yes(TICK[role], i) ? 'may' : 'may not'} tick ${own ? 'their own' : "anyone's"} share`, () => {
        expect(planCan(role, 'tick_paid', { own })).toBe(yes(TICK[role], i));
      }),
    );

  it('allows nothing to someone who is not on the plan', () => {
    for (const action of PLAN_ACTIONS)
      expect(planCan(null, action, { to: 'viewer', role: 'viewer', own: true, self: true })).toBe(false);
  });

  it('refuses the parametric actions without their target', () => {
    expect(planCan('captain', 'invite')).toBe(false);
    expect(planCan('captain', 'change_role', { role: 'viewer' })).toBe(false);
    expect(planCan('captain', 'remove_participant')).toBe(false);
    expect(planCan('participant', 'tick_paid')).toBe(false);
  });
});

describe('planDenial', () => {
  it('says why, in words a family understands', () => {
    expect(planDenial('viewer', 'add_booking')).toBe("Viewers can't edit this plan");
    expect(planDenial('participant', 'change_privacy')).toBe(
      "Participants can't change who can see this plan",
    );
    expect(planDenial('family_member', 'invite', { to: 'viewer' })).toBe(
      "Family members who aren't on the plan can't invite people",
    );
    expect(planDenial('co_captain', 'delete_plan')).toBe("Co-captains can't delete this plan");
    expect(planDenial('co_captain', 'remove_participant', { role: 'captain' })).toBe(
      'Nobody can remove the captain',
    );
    expect(planDenial('co_captain', 'invite', { to: 'captain' })).toBe(
      'Only the captain can hand over the captaincy',
    );
    expect(planDenial('participant', 'tick_paid', { own: false })).toBe(
      "Participants can't tick other people's shares",
    );
    expect(planDenial(null, 'view')).toBe('You are not on this plan');
  });
});

describe('planRoleOf', () => {
  const me = { id: 'u1', family_id: 'f1' };
  const plan = (over: Partial<Parameters<typeof planRoleOf>[0]> = {}) => ({
    owner_id: 'u0',
    family_id: 'f1',
    privacy: 'private' as const,
    participants: [{ role: 'captain' as const, user_id: 'u0' }],
    ...over,
  });
  it('takes the participant row first (the highest when there are several)', () => {
    const participants = [
      { role: 'viewer' as const, user_id: 'u1' },
      { role: 'co_captain' as const, user_id: 'u1' },
    ];
    expect(planRoleOf(plan({ participants }), me)).toBe('co_captain');
    expect(
      planRoleOf(plan({ participants: [{ role: 'viewer', user_id: 'u1' }], privacy: 'family_only' }), me),
    ).toBe('viewer');
  });
  it('makes a family member of a family_only plan without a row a family_member', () => {
    expect(planRoleOf(plan({ privacy: 'family_only' }), me)).toBe('family_member');
    expect(planRoleOf(plan({ privacy: 'family_only' }), { id: 'u1', family_id: 'f2' })).toBeNull();
    expect(planRoleOf(plan({ privacy: 'shared' }), me)).toBeNull();
  });
  it('leaves a creator without a row (captaincy handed over, then removed) read-only', () => {
    expect(planRoleOf(plan({ owner_id: 'u1' }), me)).toBe('viewer');
  });
});

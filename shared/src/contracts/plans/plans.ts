import { z } from 'zod';
import { endpoint, IdParams } from '../../http/endpoint.js';
import { IsoDate, Money, OptionalText, RequiredText, Timestamp } from '../../http/primitives.js';
import { PLAN_ROLES } from '../../domain/plans/planRoles.js';

export const PLAN_TYPES = [
  'dinner_meeting',
  'networking_event',
  'company_event',
  'conference',
  'staff_meeting',
  'family_event',
  'vacation',
  'group_outing',
] as const;
export const PlanType = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanType>;
export const NETWORK_PLAN_TYPES = PLAN_TYPES.slice(0, 5) as readonly PlanType[];
export const FAMILY_PLAN_TYPES = PLAN_TYPES.slice(5) as readonly PlanType[];

export const PlanPrivacy = z.enum(['private', 'family_only', 'shared']);
export type PlanPrivacy = z.infer<typeof PlanPrivacy>;
export const PlanStatus = z.enum(['planning', 'confirmed', 'in_progress', 'completed', 'cancelled']);
export type PlanStatus = z.infer<typeof PlanStatus>;
export const ParticipantRole = z.enum(['captain', 'co_captain', 'participant', 'viewer']);
export type ParticipantRole = z.infer<typeof ParticipantRole>;

export const PlanParticipant = z.object({
  id: z.string(),
  name: z.string(),
  role: ParticipantRole,
  email: z.string().nullable(),
  /** Set when the participant is a registered user: they may open the plan. */
  user_id: z.string().nullable(),
});
export type PlanParticipant = z.infer<typeof PlanParticipant>;

export const Plan = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: PlanType,
  event_captain_name: z.string(),
  start_date: IsoDate,
  end_date: IsoDate.nullable(),
  budget: z.number(),
  total_spent: z.number(),
  privacy: PlanPrivacy,
  status: PlanStatus,
  participants: z.array(PlanParticipant),
  /** The signed-in user is the plan's captain. */
  is_captain: z.boolean(),
  /** The signed-in user's role on the plan: what they may do (planCan). */
  my_role: z.enum(PLAN_ROLES),
  created_at: Timestamp,
});
export type Plan = z.infer<typeof Plan>;

export const CreatePlanBody = z.object({
  name: RequiredText('Name'),
  description: OptionalText(),
  type: PlanType.default('networking_event'),
  /** Defaults to the signed-in user's name. */
  event_captain_name: OptionalText(200),
  start_date: IsoDate,
  end_date: IsoDate.nullish(),
  budget: Money.refine((n) => n >= 0, 'Budget cannot be negative').nullish(),
  privacy: PlanPrivacy.default('private'),
  status: PlanStatus.default('planning'),
});
export type CreatePlanBody = z.input<typeof CreatePlanBody>;

export const PlanListQuery = z.object({ privacy: PlanPrivacy.optional() });
export const ParticipantParams = z.object({ id: z.uuid(), participantId: z.string().min(1).max(100) });
/** A new role; `captain` hands the captaincy over (the captain becomes a co-captain). */
export const ChangeRoleBody = z.object({ role: ParticipantRole });

export const plansApi = {
  list: endpoint({
    method: 'get',
    path: '/api/plans',
    summary: 'Plans I may see (optionally only one privacy)',
    query: PlanListQuery,
    answer: z.array(Plan),
    tag: 'plans',
  }),
  get: endpoint({
    method: 'get',
    path: '/api/plans/:id',
    summary: 'One plan',
    params: IdParams,
    answer: Plan,
    tag: 'plans',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/plans',
    summary: 'Create a plan (I am its captain)',
    body: CreatePlanBody,
    answer: Plan,
    status: 201,
    tag: 'plans',
  }),
  removeParticipant: endpoint({
    method: 'delete',
    path: '/api/plans/:id/participants/:participantId',
    summary: 'Remove a participant; their open connections to the plan are closed',
    params: ParticipantParams,
    answer: Plan,
    tag: 'plans',
  }),
  changeRole: endpoint({
    method: 'put',
    path: '/api/plans/:id/participants/:participantId/role',
    summary: "Change a participant's role (to captain: the captain hands over)",
    params: ParticipantParams,
    body: ChangeRoleBody,
    answer: Plan,
    tag: 'plans',
  }),
};

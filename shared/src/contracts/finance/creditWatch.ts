import { z } from 'zod';
import { endpoint, IdParams } from '../../http/endpoint.js';
import { QueryBool } from '../../http/primitives.js';

export const CreditRating = z.enum(['Excellent', 'Very Good', 'Good', 'Fair', 'Poor']);
export const RatingTone = z.enum(['green', 'blue', 'amber', 'red']);

export const CreditScore = z.object({
  score: z.number().int(),
  score_range: z.string(),
  rating: CreditRating,
  tone: RatingTone,
  last_updated: z.string(),
  is_mock: z.literal(true),
  factors: z.array(z.string()),
});
export type CreditScore = z.infer<typeof CreditScore>;

export const CreditVisibility = z.object({ credit_score_visible: z.boolean() });

export const AlertSeverity = z.enum(['info', 'warning', 'critical']);
export const SecurityAlert = z.object({
  id: z.uuid(),
  severity: AlertSeverity,
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type SecurityAlert = z.infer<typeof SecurityAlert>;

/** The security alerts list shows at most this many (SPEC.md §9). */
export const SECURITY_ALERTS_CAP = 5;

export const creditWatchApi = {
  score: endpoint({
    method: 'get',
    path: '/api/credit-score',
    summary: 'My credit score (mock: deterministic per user, no bureau is contacted)',
    answer: CreditScore,
    tag: 'finance',
  }),
  visibility: endpoint({
    method: 'get',
    path: '/api/credit-score/visibility',
    summary: 'Whether my credit score is shown',
    answer: CreditVisibility,
    tag: 'finance',
  }),
  setVisibility: endpoint({
    method: 'put',
    path: '/api/credit-score/visibility',
    summary: 'Show or hide my credit score',
    query: z.object({ visible: QueryBool }),
    answer: CreditVisibility,
    tag: 'finance',
  }),
  alerts: endpoint({
    method: 'get',
    path: '/api/security-alerts',
    summary: 'My newest security alerts (at most 5)',
    answer: z.array(SecurityAlert),
    tag: 'finance',
  }),
  analyze: endpoint({
    method: 'post',
    path: '/api/security-alerts/analyze',
    summary: 'Run the spending rules over my data; answers the alert raised, or an all-clear',
    answer: SecurityAlert,
    tag: 'finance',
  }),
  markRead: endpoint({
    method: 'put',
    path: '/api/security-alerts/:id/read',
    summary: 'Mark one of my alerts read',
    params: IdParams,
    answer: SecurityAlert,
    tag: 'finance',
  }),
};

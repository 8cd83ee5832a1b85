import { z } from 'zod';
import { endpoint, IdParams } from '../../http/endpoint.js';
import { RequiredText, Timestamp } from '../../http/primitives.js';
import { parseNames } from '../../collab/split.js';

export const TurnRotation = z.object({
  id: z.string(),
  task_name: z.string(),
  participants: z.array(z.string()),
  current_turn_index: z.number().int(),
  /** Whose turn it is now. */
  current_turn: z.string(),
  created_at: Timestamp,
});
export type TurnRotation = z.infer<typeof TurnRotation>;

const Names = z
  .union([z.array(z.string().max(200)), z.string().max(5000)])
  .transform((v) => (typeof v === 'string' ? parseNames(v) : v.map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(z.string()).min(1, 'At least one participant is required').max(50));

export const CreateTurnRotationBody = z
  .object({
    task_name: RequiredText('Task name'),
    participants: Names,
    current_turn_index: z.number().int().min(0).default(0),
  })
  .refine((b) => b.current_turn_index < b.participants.length, {
    path: ['current_turn_index'],
    message: 'The current turn must point at a participant',
  });
export type CreateTurnRotationBody = z.input<typeof CreateTurnRotationBody>;

export const NextTurnAnswer = z.object({ message: z.string(), rotation: TurnRotation });

export const turnRotationsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/turn-rotations',
    summary: "My family's turn rotations",
    answer: z.array(TurnRotation),
    tag: 'family',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/turn-rotations',
    summary: 'Create a turn rotation for the family',
    body: CreateTurnRotationBody,
    answer: TurnRotation,
    status: 201,
    tag: 'family',
  }),
  next: endpoint({
    method: 'post',
    path: '/api/turn-rotations/:id/next',
    summary: 'Advance to the next turn; answers a message to show',
    params: IdParams,
    answer: NextTurnAnswer,
    tag: 'family',
  }),
};

export const nextTurnMessage = (taskName: string, name: string) => `It's now ${name}'s turn for ${taskName}`;

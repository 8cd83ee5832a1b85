import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { IsoDate, Money, OptionalText, RequiredText } from '../../http/primitives.js';

export const ProjectStatus = z.enum(['active', 'on_hold', 'completed']);

export const Project = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: ProjectStatus,
  start_date: IsoDate.nullable(),
  end_date: IsoDate.nullable(),
  budget: z.number().nullable(),
  actual_cost: z.number(),
  created_at: z.string(),
});
export type Project = z.infer<typeof Project>;

const Amount = Money.refine((n) => n >= 0, 'Amount cannot be negative');

export const ProjectBody = z
  .object({
    name: RequiredText('Name'),
    description: OptionalText(),
    status: ProjectStatus.default('active'),
    start_date: IsoDate.nullish(),
    end_date: IsoDate.nullish(),
    budget: Amount.nullish(),
    actual_cost: Amount.default(0),
  })
  .refine((p) => !p.start_date || !p.end_date || p.end_date >= p.start_date, {
    message: 'End date cannot be before the start date',
    path: ['end_date'],
  });
export type ProjectBody = z.input<typeof ProjectBody>;

export const projectsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/projects',
    summary: 'My projects',
    answer: z.array(Project),
    tag: 'work',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/projects',
    summary: 'Add a project',
    body: ProjectBody,
    answer: Project,
    status: 201,
    tag: 'work',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/projects/:id',
    summary: 'Delete a project',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'work',
  }),
};

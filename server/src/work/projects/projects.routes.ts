import { projectsApi } from '@hearth/shared';
import { found } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deleteProject, insertProject, listProjects } from './projects.repository.js';
import { presentProject } from './projects.presenter.js';

export const projectRoutes = [
  route(projectsApi.list, async ({ db, user }) => (await listProjects(db, user.id)).map(presentProject)),

  route(
    projectsApi.create,
    async ({ db, user, body, changes }) => {
      const row = await insertProject(db, {
        ...body,
        description: body.description ?? '',
        start_date: body.start_date ?? null,
        end_date: body.end_date ?? null,
        budget: body.budget ?? null,
        user_id: user.id,
      });
      changes.emit({ user: user.id }, { resource: 'projects', action: 'created', id: row.id });
      return presentProject(row);
    },
    { writes: 'one-statement' },
  ),

  route(
    projectsApi.remove,
    async ({ db, user, params, changes }) => {
      found(await deleteProject(db, user.id, params.id), 'Project');
      changes.emit({ user: user.id }, { resource: 'projects', action: 'deleted', id: params.id });
      return null;
    },
    { writes: 'one-statement' },
  ),
];

import type { Project } from '@hearth/shared';
import type { ProjectRow } from './projects.repository.js';

export const presentProject = (r: ProjectRow): Project => ({ ...r, created_at: r.created_at.toISOString() });

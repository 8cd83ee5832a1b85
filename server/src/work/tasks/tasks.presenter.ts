import type { Task } from '@hearth/shared';
import type { TaskRow } from './tasks.repository.js';

export const presentTask = (r: TaskRow): Task => ({ ...r, created_at: r.created_at.toISOString() });

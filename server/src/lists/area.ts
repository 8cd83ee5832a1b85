import type { Area } from '../area.js';
import { listRoutes } from './lists.routes.js';
import { listItemRoutes } from './listItems.routes.js';

/** Shared lists; their documents are served by the collaboration server (plans/area.ts). */
export const listsArea: Area = { name: 'lists', routes: [...listRoutes, ...listItemRoutes] };

import { listRoutes } from './lists.routes.js';
import { listItemRoutes } from './listItems.routes.js';

export const listsRoutes = [...listRoutes, ...listItemRoutes];

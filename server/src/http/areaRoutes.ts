import type Router from '@koa/router';
import type { Area, LazyRoutes } from '../area.js';
import type { AppDeps } from './deps.js';
import { mountRoutes, type RouteDef } from './route.js';

const isLazy = (routes: Area['routes']): routes is LazyRoutes => !Array.isArray(routes);

/** Whether a request path is `prefix` or lies under it, by whole segments (the router ignores case). */
export const isUnder = (path: string, prefix: string): boolean => {
  const p = path.toLowerCase();
  return p === prefix || p.startsWith(`${prefix}/`);
};

/**
 * Mounts the areas' routes on `router`: the eager ones at once, a lazy area's (LazyRoutes) before the first
 * request under one of its prefixes reaches the router.
 */
export function mountAreas(router: Router, areas: Area[], deps: AppDeps) {
  const loading = new Map<LazyRoutes, Promise<RouteDef[]>>();
  let unloaded: LazyRoutes[] = [];
  for (const { routes } of areas) {
    if (isLazy(routes)) unloaded.push(routes);
    else mountRoutes(router, routes, deps);
  }
  const load = (lazy: LazyRoutes): Promise<RouteDef[]> => {
    let defs = loading.get(lazy);
    if (!defs) {
      defs = lazy.load().then((loaded) => {
        mountRoutes(router, loaded, deps);
        unloaded = unloaded.filter((l) => l !== lazy);
        return loaded;
      });
      // A failed import fails its request and is tried again by the next one.
      defs.catch(() => loading.delete(lazy));
      loading.set(lazy, defs);
    }
    return defs;
  };
  return {
    /** Mounts the routes a request to `path` could reach. */
    async before(path: string): Promise<void> {
      for (const lazy of unloaded) if (lazy.prefixes.some((p) => isUnder(path, p))) await load(lazy);
    },
    /** Every area's routes, in the areas' order (all of them loaded). */
    async all(): Promise<RouteDef[]> {
      const defs = await Promise.all(areas.map(({ routes }) => (isLazy(routes) ? load(routes) : routes)));
      return defs.flat();
    },
  };
}

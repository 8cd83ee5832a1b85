import type { Server as HttpServer } from 'node:http';
import type { AppDeps } from './http/deps.js';
import type { RouteDef } from './http/route.js';
import type { RealtimeHub } from './realtime/hub.js';

/** What a running server offers an area that needs more than routes (WebSockets, timers). */
export interface Runtime {
  server: HttpServer;
  deps: AppDeps;
  realtime: RealtimeHub;
}

/** Stops what `start` started; awaited at shutdown. */
export type Stop = () => Promise<void> | void;

/**
 * Routes loaded on the first request under one of `prefixes` (or for /api/openapi.json): a server keeps
 * no code or schemas of an area nobody has used since it started. Every route's path lies under a prefix
 * (areas.test.ts checks), so no request is answered before the routes that could match it are mounted.
 */
export interface LazyRoutes {
  prefixes: string[];
  load: () => Promise<RouteDef[]>;
}

/** One feature area of the product: its routes, and optionally background work tied to the server. */
export interface Area {
  name: string;
  routes: RouteDef[] | LazyRoutes;
  start?: (runtime: Runtime) => Promise<Stop> | Stop;
}

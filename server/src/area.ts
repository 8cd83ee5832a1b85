import type { Server as HttpServer } from 'node:http';
import type { AppDeps } from './http/deps.js';
import type { RouteDef } from './http/route.js';
import type { Io } from './realtime/publisher.js';

/** What a running server offers an area that needs more than routes (WebSockets, timers). */
export interface Runtime {
  server: HttpServer;
  deps: AppDeps;
  io: Io;
}

/** Stops what `start` started; awaited at shutdown. */
export type Stop = () => Promise<void> | void;

/** One feature area of the product: its routes, and optionally background work tied to the server. */
export interface Area {
  name: string;
  routes: RouteDef[];
  start?: (runtime: Runtime) => Promise<Stop> | Stop;
}

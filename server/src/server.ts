import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from './config.js';
import { createApp } from './app.js';
import { AREAS } from './areas.js';
import type { Area, Stop } from './area.js';
import { createAssistantProvider } from './ai/createProvider.js';
import { createMailer } from './auth/mailer.js';
import { LoginThrottle } from './auth/loginThrottle.js';
import { SessionCache } from './auth/sessionCache.js';
import { describeTarget, openDatabase, type DatabaseTarget } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/schema.js';
import type { AppDeps } from './http/deps.js';
import { createLogger, type Logger } from './logger.js';
import { DataDirLock, newAdminToken } from './ops/dataDirLock.js';
import { createRealtimeHub } from './realtime/hub.js';
import { createPublisher } from './realtime/publisher.js';

export interface StartOptions {
  /** An already-open database (tests); otherwise opened from the config. */
  db?: Database;
  log?: Logger;
  clock?: () => Date;
  areas?: Area[];
}

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  server: http.Server;
  close(): Promise<void>;
}

export function databaseTarget(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') };
}

/** Where a command on this machine reaches the server. */
function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Opens the database, migrates it, and serves the API, the client, socket.io and the areas' extras. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  let db = options.db;
  let lock: DataDirLock | undefined;
  if (!db) {
    const target = databaseTarget(config);
    // The embedded database allows one opener: a second one (a CLI while we run) is refused by this lock.
    if (target.kind === 'pglite') lock = DataDirLock.acquire(config.DATA_DIR, 'server');
    log.info(`opening ${describeTarget(target)}`);
    db = openDatabase(target, {
      onError: (err) => log.warn({ err: err.message }, 'database connection lost; reconnecting on next use'),
    });
  }
  try {
    return await serve(config, options, db, log, lock);
  } catch (err) {
    if (!options.db) await db.destroy();
    lock?.release();
    throw err;
  }
}

async function serve(
  config: Config,
  options: StartOptions,
  db: Database,
  log: Logger,
  lock: DataDirLock | undefined,
): Promise<RunningServer> {
  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ applied }, 'migrations applied');

  const deps: AppDeps = {
    db,
    config,
    log,
    mailer: createMailer(config.MAIL_URL, config.MAIL_FROM, log),
    publisher: createPublisher(),
    clock: options.clock ?? (() => new Date()),
    throttle: new LoginThrottle(),
    sessions: new SessionCache(),
    ai: createAssistantProvider(config),
  };
  const areas = options.areas ?? AREAS;
  const app = createApp(deps, areas);
  const server = http.createServer(app.callback());
  server.requestTimeout = 60_000;
  const keepAlive = closeKeepAliveOnShutdown(server);
  const realtime = createRealtimeHub(server, deps);
  const stops: Stop[] = [];
  for (const area of areas) if (area.start) stops.push(await area.start({ server, deps, realtime }));

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  lock?.publish({ url: localUrl(config.HOST, port), token: newAdminToken() });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Stop taking requests; in-flight ones finish before the database closes.
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      keepAlive.shutdown();
      for (const stop of stops.reverse()) await stop();
      await realtime.close();
      await drained;
      if (!options.db) await db.destroy();
      lock?.release();
    })());
  return { url, port, deps, server, close };
}

/**
 * Keep-alive connections must not hold a shutdown: `server.close()` only closes the idle ones, and a busy
 * client keeps its connection busy. From shutdown on, every answer (in flight or new) says
 * `Connection: close`, and a connection is closed as soon as its answer is sent.
 */
function closeKeepAliveOnShutdown(server: http.Server) {
  const open = new Set<http.ServerResponse>();
  let closing = false;
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (closing) res.setHeader('connection', 'close');
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    shutdown() {
      closing = true;
      for (const res of open) if (!res.headersSent) res.setHeader('connection', 'close');
      server.closeIdleConnections();
    },
  };
}

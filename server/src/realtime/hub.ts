import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { AppDeps } from '../http/deps.js';
import { isAllowedOrigin } from '../http/origin.js';
import { tokenFromHeaders, userOfToken, type SessionUser } from '../auth/session.js';
import { hashToken } from '../auth/secrets.js';
import { roomOf, type Io } from './publisher.js';

const PATH = '/socket.io';

/**
 * socket.io at /socket.io, made when first needed: by the first socket.io request (a tab opening Hearth),
 * or by `start()` (the Redis adapter must be attached before any socket). Until then socket.io's code is
 * not loaded (about 3 MB of an idle server's memory), no socket is connected here, and `io` is undefined.
 */
export interface RealtimeHub {
  readonly io: Io | undefined;
  start(): Promise<Io>;
  close(): Promise<void>;
}

export function createRealtimeHub(server: HttpServer, deps: AppDeps): RealtimeHub {
  let io: Io | undefined;
  let starting: Promise<Io> | undefined;
  const start = () =>
    (starting ??= import('socket.io').then(
      ({ Server }) => (io = createIo(new Server(server, options(deps)), deps)),
    ));

  // Until socket.io attaches (and takes its path over from these), its requests start it and are replayed.
  const isOurs = (req: IncomingMessage) => req.url?.startsWith(`${PATH}/`) ?? false;
  const failed = (err: unknown) => deps.log.error({ err }, 'socket.io did not start');
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (io || !isOurs(req)) for (const listener of listeners) listener.call(server, req, res);
    else
      start().then(
        () => server.emit('request', req, res),
        (err: unknown) => {
          failed(err);
          res.writeHead(503).end();
        },
      );
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (io) return;
    if (isOurs(req))
      start().then(
        () => server.emit('upgrade', req, socket, head),
        (err: unknown) => {
          failed(err);
          socket.destroy();
        },
      );
    // As socket.io does once attached: an upgrade nobody answered within a second is closed.
    else setTimeout(() => closeUnanswered(socket as Socket), 1000);
  });

  return {
    get io() {
      return io;
    },
    start,
    async close() {
      const started = await starting?.catch(() => undefined);
      if (started) await new Promise<void>((resolve) => started.close(() => resolve()));
    },
  };
}

const closeUnanswered = (socket: Socket) => {
  if (socket.writable && socket.bytesWritten <= 0) socket.end();
};

const options = (deps: AppDeps) => ({
  path: PATH,
  serveClient: false,
  maxHttpBufferSize: 64 * 1024,
  allowRequest: (req: IncomingMessage, callback: (err: string | null | undefined, ok: boolean) => void) =>
    callback(null, isAllowedOrigin(req.headers, deps.config.PUBLIC_URL)),
});

/** The session cookie authenticates, and each socket joins its user's and its family's rooms. */
function createIo(io: Io, deps: AppDeps): Io {
  io.use((socket, next) => {
    const token = tokenFromHeaders(socket.request.headers);
    userOfToken(deps, token)
      .then((user) => {
        if (!user || !token) return next(new Error('Not authenticated'));
        socket.data.user = user;
        socket.data.tokenHash = hashToken(token);
        next();
      })
      .catch(next);
  });
  io.on('connection', (socket) => {
    const user = socket.data.user as SessionUser;
    void socket.join([roomOf({ user: user.id }), roomOf({ family: user.family_id })]);
    socket.on('error', (err) => deps.log.warn({ err }, 'socket error'));
  });
  // A session that ended (here or in another process) loses its sockets at once.
  deps.sessions.onEnded((ended) => {
    for (const socket of io.of('/').sockets.values())
      if (ended.has(socket.data.tokenHash as string)) socket.disconnect(true);
  });
  deps.publisher.attach(io);
  return io;
}

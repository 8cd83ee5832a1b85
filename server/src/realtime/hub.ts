import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AppDeps } from '../http/deps.js';
import { isAllowedOrigin } from '../http/origin.js';
import { tokenFromHeaders, userOfToken, type SessionUser } from '../auth/session.js';
import { hashToken } from '../auth/secrets.js';
import { roomOf, type Io } from './publisher.js';

/**
 * socket.io at /socket.io: the session cookie authenticates, a foreign Origin is refused, and each
 * socket joins its user's and its family's rooms.
 */
export function createRealtimeHub(server: HttpServer, deps: AppDeps): Io {
  const io: Io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (req, callback) => callback(null, isAllowedOrigin(req.headers, deps.config.PUBLIC_URL)),
  });
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

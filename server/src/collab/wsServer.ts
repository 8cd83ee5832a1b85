import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { CLOSE, parseDocName } from '@hearth/shared';
import { hashToken } from '../auth/secrets.js';
import { tokenFromHeaders, userOfToken, type SessionUser } from '../auth/session.js';
import type { AppDeps } from '../http/deps.js';
import { isAllowedOrigin } from '../http/origin.js';
import { isDatabaseUnavailable } from '../db/availability.js';
import type { CollabService } from './collab.service.js';
import { Connection } from './connection.js';
import type { LiveDoc } from './liveDoc.js';

/** About 1.5 MB: larger frames are refused by `ws` before anything is decoded. */
export const MAX_PAYLOAD = 1.5 * 1024 * 1024;
/** Messages held while a connection is authorized and its document loads: beyond these it is closed. */
export const MAX_EARLY_MESSAGES = 100;
export const MAX_EARLY_BYTES = 2 * 1024 * 1024;
const PATH = /^\/yjs\/([^/?]+)/;
const RECHECK_MS = 30_000;
/** Shutdown: how long received messages may take to be stored, then how long closing handshakes may take. */
const FINISH_MS = 4000;
const CLOSE_GRACE_MS = 1000;

/**
 * The collaboration endpoint at /yjs/{docName}: authenticate (session cookie), authorize the document,
 * load it, then hand the socket to a Connection. Refusals close with the shared 4401/4403 codes.
 */
export function attachCollabServer(
  server: HttpServer,
  deps: AppDeps,
  collab: CollabService,
): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD, perMessageDeflate: false });
  const connections = new Set<Connection>();
  // Heartbeat: a socket that missed a whole ping interval is dead (laptop closed, network gone).
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) ws.terminate();
      else {
        alive.set(ws, false);
        ws.ping();
      }
    }
  }, RECHECK_MS);
  heartbeat.unref();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const m = PATH.exec(req.url ?? '');
    if (!m) return; // not ours (socket.io handles its own path)
    socket.on('error', () => socket.destroy());
    if (!isAllowedOrigin(req.headers, deps.config.PUBLIC_URL)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => void accept(ws, req, decodeURIComponent(m[1]!)));
  };

  async function accept(ws: WebSocket, req: IncomingMessage, name: string): Promise<void> {
    ws.on('error', (err) => deps.log.debug({ err }, 'collaboration socket error'));
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    // Messages that arrive while we authorize and load wait here, in order.
    const early: Uint8Array[] = [];
    let earlyBytes = 0;
    let conn: Connection | undefined;
    ws.on('message', (data: Buffer, isBinary) => {
      if (!isBinary) return void ws.close(CLOSE.malformed, 'Binary messages only');
      const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      if (conn) return conn.receive(bytes);
      if (ws.readyState !== ws.OPEN) return;
      earlyBytes += bytes.byteLength;
      if (early.length >= MAX_EARLY_MESSAGES || earlyBytes > MAX_EARLY_BYTES) {
        early.length = 0;
        return void ws.close(CLOSE.tooManyEarly, 'Too many messages before the connection was ready');
      }
      early.push(bytes);
    });
    ws.on('close', () => conn?.detach());
    try {
      const token = tokenFromHeaders(req.headers);
      const user = await userOfToken(deps, token);
      if (!user || !token) return void ws.close(CLOSE.unauthenticated, 'Not authenticated');
      const ref = parseDocName(name);
      if (!ref || !(await collab.kinds[ref.kind].authorize(deps.db, user, ref.id))) {
        return void ws.close(CLOSE.forbidden, 'Not allowed');
      }
      const live = await collab.open(`${ref.kind}:${ref.id}`);
      if (ws.readyState !== ws.OPEN) return;
      conn = new Connection(ws, live, user, token, collab, deps.log);
      connections.add(conn);
      ws.on('close', () => connections.delete(conn!));
      conn.start();
      for (const m of early.splice(0)) conn.receive(m);
    } catch (err) {
      if (isDatabaseUnavailable(err)) return void ws.close(CLOSE.unavailable, 'Database unavailable');
      deps.log.error({ err, doc: name }, 'collaboration connection failed');
      ws.close(1011, 'Server error');
    }
  }

  /** Closes every connection whose user may no longer open its document (or whose session ended). */
  async function recheck(conns: Iterable<Connection>): Promise<void> {
    for (const c of [...conns]) {
      try {
        const user: SessionUser | undefined = await userOfToken(deps, c.token);
        if (!user) c.close(CLOSE.unauthenticated, 'Session ended');
        else if (!(await c.live.kind.authorize(deps.db, user, c.live.ref.id)))
          c.close(CLOSE.forbidden, 'Access removed');
      } catch (err) {
        deps.log.warn({ err }, 'access recheck failed');
      }
    }
  }
  collab.onAccessChanged = (live: LiveDoc) => void recheck([...live.conns] as Connection[]);
  const sweep = setInterval(() => void recheck(connections), RECHECK_MS);
  sweep.unref();
  // A session that ended (sign-out, password change, sign out everywhere) loses its documents at once.
  const stopEnded = deps.sessions.onEnded((ended) => {
    for (const c of [...connections])
      if (ended.has(hashToken(c.token))) c.close(CLOSE.unauthenticated, 'Session ended');
  });

  // A user whose family or family role changed (removed, moved, demoted): their documents are checked
  // again at once, on every process, and those they may no longer open close.
  const stopChanged = deps.sessions.onUserChanged((userId) => {
    const theirs = [...connections].filter((c) => c.user.id === userId);
    if (theirs.length) void recheck(theirs);
  });

  server.on('upgrade', onUpgrade);
  return async () => {
    clearInterval(sweep);
    clearInterval(heartbeat);
    stopEnded();
    stopChanged();
    server.off('upgrade', onUpgrade);
    // What editors already sent is stored first; then every socket closes (reconnect elsewhere).
    const deadline = Date.now() + FINISH_MS;
    await Promise.all([...connections].map((c) => c.finish(CLOSE.restart, 'Server restarting', deadline)));
    for (const ws of wss.clients)
      if (ws.readyState === ws.CONNECTING || ws.readyState === ws.OPEN) ws.close();
    // A peer that never answers the closing handshake must not hold the shutdown for ws's 30 s.
    const cut = setTimeout(() => wss.clients.forEach((ws) => ws.terminate()), CLOSE_GRACE_MS);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    clearTimeout(cut);
  };
}

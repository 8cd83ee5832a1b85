/** WebSocket close codes of the collaboration server (4000-4999 are application codes). */
export const CLOSE = {
  /** No valid session on the upgrade. */
  unauthenticated: 4401,
  /** Signed in, but this document is not yours to open (or no longer: access was removed). */
  forbidden: 4403,
  /** The message could not be decoded. */
  malformed: 4400,
  /** Policy violation: too many messages (100) or bytes (2 MB) sent before the connection was ready. */
  tooManyEarly: 1008,
  /**
   * Too much from one connection: more messages or bytes per second than its budget (token buckets, see
   * COLLAB_LIMITS), or too many refused updates in a row. Reconnecting (with backoff) is allowed.
   */
  rateLimited: 4429,
  /** The connection did not read what the server sent it (its outgoing buffer passed COLLAB_LIMITS.sendBuffer). */
  tooSlow: 4408,
  /** The server is going away (restart); reconnect. */
  restart: 4503,
  /**
   * Try again later (the standard 1013): the database is unavailable, so what this socket sent could not
   * be stored. Reconnect with backoff; the editor's sync on reconnect re-sends what the server lacks.
   */
  unavailable: 1013,
} as const;
export type CloseCode = (typeof CLOSE)[keyof typeof CLOSE];

/** Codes after which reconnecting cannot help. */
export const isFinalClose = (code: number): boolean =>
  code === CLOSE.unauthenticated || code === CLOSE.forbidden;

/**
 * A custom y-websocket message type (beside sync 0, awareness 1, auth 2, query-awareness 3): the server
 * tells the sender that its update was rejected and never stored. Payload: one varString reason.
 */
export const MESSAGE_REJECTED = 100;

/**
 * "Saved up to": a custom message type. A client that wants it sends `[101]` (no payload) once per
 * connection; the server answers at once with what is durable, and again after every commit that stored
 * one of that connection's updates. Payload: varUint n, then n pairs (varUint clientID, varUint clock):
 * every edit of that Yjs client with a clock below `clock` is stored (committed with its projection).
 * Plain y-websocket clients never ask, so never receive it (their provider would log and ignore an unknown type).
 */
export const MESSAGE_SAVED = 101;

/** Per-connection and per-document budgets of the collaboration server (documented in the README). */
export const COLLAB_LIMITS = {
  /** Messages per second (token bucket: refill per second, burst). */
  messagesPerSecond: 250,
  messageBurst: 1000,
  /** Bytes per second (token bucket). The burst holds one maximal frame (1.5 MB) and then some. */
  bytesPerSecond: 1024 * 1024,
  byteBurst: 6 * 1024 * 1024,
  /** Refused updates: a burst of 20, then one per 5 s; past that the connection is closed (rateLimited). */
  rejectionBurst: 20,
  rejectionsPerSecond: 0.2,
  /** Updates (and bytes) received from one connection and not yet stored: past these, reading pauses. */
  inflightUpdates: 512,
  inflightBytes: 4 * 1024 * 1024,
  /** Bytes queued to a connection that does not read: past this it is closed (tooSlow). */
  sendBuffer: 16 * 1024 * 1024,
  /** A document's stored size (its encoded state): updates that would pass it are refused. */
  documentBytes: 8 * 1024 * 1024,
  /** Yjs client ids an update may introduce into a document (an editor normally brings one). */
  newClientsPerUpdate: 64,
  /**
   * Presence changes a connection may fan out per second (token bucket); past it they are dropped, not
   * broadcast: one client's presence storm must not make every editor of the document work (their
   * y-websocket clients echo each change back). A person moving between pages changes it a few times; a
   * change dropped is sent again by the client's own renewal of its state (every 15 s in y-protocols).
   */
  awarenessPerSecond: 20,
  awarenessBurst: 60,
  /**
   * Echoes (awareness messages holding only states the server already has: y-websocket clients echo every
   * change they hear) that cost no message, per second (token bucket); past it they count as messages.
   * Bounded because an echo still costs decoding: it must not be a way around the message budget.
   */
  echoesPerSecond: 1000,
  echoBurst: 3000,
  /** Awareness: one state's JSON at most this long, at most this many states per message. */
  awarenessStateBytes: 8 * 1024,
  awarenessStates: 100,
} as const;

/** The awareness fields a client may set (the server adds `user`); anything else is dropped. */
export const AWARENESS_FIELDS = ['viewing'] as const;

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

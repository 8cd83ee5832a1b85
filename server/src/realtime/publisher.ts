import type { Server as IoServer } from 'socket.io';
import type { Audience, ChangeEvent, ClientToServerEvents, ServerToClientEvents } from '@hearth/shared';

export type Io = IoServer<ClientToServerEvents, ServerToClientEvents>;

export const roomOf = (a: Audience): string =>
  'user' in a ? `user:${a.user}` : 'family' in a ? `family:${a.family}` : `plan:${a.plan}`;

/** Emits committed changes to the rooms that may see them. Bound to socket.io once the server listens. */
export interface EventPublisher {
  publish(audience: Audience, change: ChangeEvent): void;
  /** A user moved to another family: their open sockets follow (rooms span processes with Redis). */
  moveToFamily(userId: string, from: string, to: string): void;
  attach(io: Io): void;
}

export function createPublisher(): EventPublisher {
  let io: Io | undefined;
  return {
    publish(audience, change) {
      io?.to(roomOf(audience)).emit('change', change);
    },
    moveToFamily(userId, from, to) {
      if (!io) return;
      const sockets = io.in(roomOf({ user: userId }));
      sockets.socketsLeave(roomOf({ family: from }));
      sockets.socketsJoin(roomOf({ family: to }));
    },
    attach(server) {
      io = server;
    },
  };
}

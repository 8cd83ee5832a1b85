import type * as Y from 'yjs';
import type { Audience, ChangeEvent, DocRef } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { Executor } from '../db/schema.js';

export type Validation<S> = { ok: true; state: S } | { ok: false; reason: string };

/** What a projection reports: who should hear about it, and whether access to the document changed. */
export interface Projected {
  changes: { audience: Audience; change: ChangeEvent }[];
  accessChanged: boolean;
}

/**
 * One kind of collaborative document (`plan`, `rotations`): who may open it, what a valid state is,
 * and the ONE function that writes its state into the relational tables.
 */
export interface DocKind<S = unknown> {
  authorize(db: Executor, user: SessionUser, id: string): Promise<boolean>;
  /** `before` is the last stored state; `fromClient` is true for WebSocket editors (stricter rules). */
  validate(doc: Y.Doc, before: S | undefined, fromClient: boolean): Validation<S>;
  project(db: Executor, id: string, state: S, before: S | undefined): Promise<Projected>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own state type
export type DocKinds = Record<DocRef['kind'], DocKind<any>>;

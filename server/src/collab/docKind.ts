import type * as Y from 'yjs';
import type { Compilable } from 'kysely';
import type { Audience, ChangeEvent, DocRef, DocShape } from '@hearth/shared';
import type { SessionUser } from '../auth/session.js';
import type { Database, Executor } from '../db/schema.js';

export type Validation<S> = { ok: true; state: S } | { ok: false; reason: string };

/**
 * A projection: the statements that write a state into the relational tables (built, not run: the
 * pipeline runs them as parts of ONE statement with the stored updates, so they must never touch one row
 * twice; see sectionWrites), who should hear about it, and whether access to the document changed.
 */
export interface Projection {
  writes: Compilable[];
  changes: { audience: Audience; change: ChangeEvent }[];
  accessChanged: boolean;
}

/** Who sent a WebSocket edit, with the document's context (read once), for rules that depend on the editor. */
export interface Editor<C = unknown> {
  user: SessionUser;
  context: C;
}

/**
 * One kind of collaborative document (`plan`, `rotations`): who may open it, what a valid state is,
 * and the ONE function that writes its state into the relational tables.
 */
export interface DocKind<S = unknown, C = unknown> {
  /** The roots and entry schemas: every update is checked against them before it is applied (precheck.ts). */
  shape: DocShape;
  authorize(db: Executor, user: SessionUser, id: string): Promise<boolean>;
  /**
   * The whole state after an update that passed the shape check (on the live copy): counts, required
   * fields, transitions. `before` is the last accepted state; `fromClient` is true for WebSocket editors
   * (stricter rules), and `editor` then says who sent the update.
   */
  validate(doc: Y.Doc, before: S | undefined, fromClient: boolean, editor?: Editor<C>): Validation<S>;
  /** What the projection needs that does not change while a document is loaded (read once). */
  context(db: Executor, id: string): Promise<C>;
  /** `before` is what the tables hold now (undefined: unknown, so every row is written). */
  project(db: Database, id: string, state: S, before: S | undefined, context: C): Projection;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own state type
export type DocKinds = Record<DocRef['kind'], DocKind<any, any>>;

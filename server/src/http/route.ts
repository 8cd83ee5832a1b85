import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { z } from 'zod';
import { findBadText, type Audience, type ChangeEvent, type Endpoint, type Resource } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from './deps.js';
import { zodDetail } from './errorMiddleware.js';
import { HttpError, unauthorized } from './errors.js';
import { readJson } from './jsonBody.js';
import { setBody } from './jsonAnswer.js';

/** Resources whose changes rewrite the signed-in user's own row. */
const SESSION_SHAPING = new Set<Resource>(['profile', 'family']);

type Infer<S> = NonNullable<S> extends z.ZodType ? z.infer<NonNullable<S>> : undefined;

/** Changes recorded during a request; published to the realtime hub only after the transaction commits. */
export class Changes {
  readonly pending: { audience: Audience; change: ChangeEvent }[] = [];
  readonly effects: (() => void)[] = [];
  emit(audience: Audience, change: ChangeEvent): void {
    this.pending.push({ audience, change });
  }
  /** Work for the realtime side that must wait for the commit (moving sockets, closing them). */
  afterCommit(effect: () => void): void {
    this.effects.push(effect);
  }
}

export interface RouteInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** The signed-in user (throws 401 on a public route without a session). */
  user: SessionUser;
  /** The executor of this request, shaped by the route's `writes` (see Writes). Use only this one. */
  db: Executor;
  changes: Changes;
  deps: AppDeps;
  ctx: Context;
}

export type Handler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<z.input<E['answer']>> | z.input<E['answer']>;

/**
 * How a handler's writes are made atomic.
 * - 'transaction' (the default for every method but GET): the handler runs in one transaction.
 * - 'one-statement': the handler runs a single SQL statement, atomic by itself, so no BEGIN/COMMIT round
 *   trips are spent on it. A second statement is refused with an error, which the route's tests meet.
 * - 'own' (the default for GET): the handler reads, or opens its own transactions where it needs them
 *   (the collaboration path, uploads that must not hold a transaction open while they are processed).
 */
export type Writes = 'transaction' | 'one-statement' | 'own';

export interface RouteOptions {
  writes?: Writes;
  /** Largest JSON body accepted (default 1 MB). */
  bodyLimit?: string;
}

export interface RouteDef {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
  options: RouteOptions;
}

/** Declares one endpoint: its shared contract and a short handler. */
export function route<E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): RouteDef {
  return { endpoint, handler: handler as unknown as Handler<Endpoint>, options };
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown, where: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  // Every string of the request, whatever its schema: no NUL, no unpaired surrogate (shared/src/http/text.ts).
  const bad = findBadText(value, [where]);
  if (bad) throw new HttpError(400, `${bad.path}: ${bad.message}`, [bad]);
  const r = schema.safeParse(value);
  if (!r.success) {
    const { detail, errors } = zodDetail(r.error, where);
    throw new HttpError(400, detail, errors);
  }
  return r.data as Infer<S>;
}

/** Refuses a second statement from a route declared `writes: 'one-statement'`. */
class OneStatement implements KyselyPlugin {
  private statements = 0;
  constructor(private readonly where: string) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (++this.statements > 1)
      throw new Error(`${this.where} is declared writes: 'one-statement' but ran a second statement`);
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

function toMiddleware(def: RouteDef, deps: AppDeps): Middleware {
  const { endpoint, handler, options } = def;
  const writes = options.writes ?? (endpoint.method === 'get' ? 'own' : 'transaction');
  const where = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
  return async (ctx) => {
    const sessionUser = ctx.state.user as SessionUser | undefined;
    if (endpoint.auth !== false && !sessionUser) throw unauthorized();
    const params = parse(endpoint.params, ctx.params, 'params');
    const query = parse(endpoint.query, ctx.query, 'query');
    const body = endpoint.body
      ? parse(endpoint.body, await readJson(ctx, options.bodyLimit ?? '1mb'), 'body')
      : undefined;
    const changes = new Changes();
    const run = async (db: Executor) =>
      handler({
        params,
        query,
        body,
        get user(): SessionUser {
          if (!sessionUser) throw unauthorized();
          return sessionUser;
        },
        db,
        changes,
        deps,
        ctx,
      });
    const result =
      writes === 'transaction'
        ? await deps.db.transaction().execute(run)
        : await run(writes === 'one-statement' ? deps.db.withPlugin(new OneStatement(where)) : deps.db);
    // Profile and family changes alter what the session carries (family, name, avatar): look it up afresh.
    if (sessionUser && changes.pending.some((p) => SESSION_SHAPING.has(p.change.resource))) {
      deps.sessions.forgetUser(sessionUser.id);
    }
    for (const effect of changes.effects) effect();
    for (const { audience, change } of changes.pending) deps.publisher.publish(audience, change);
    const status = endpoint.status ?? 200;
    ctx.status = status;
    if (status === 204) return;
    setBody(ctx, endpoint.answer.parse(result));
  };
}

export function mountRoutes(router: Router, defs: RouteDef[], deps: AppDeps): void {
  for (const def of defs) router[def.endpoint.method](def.endpoint.path, toMiddleware(def, deps));
}

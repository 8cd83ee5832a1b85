import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import coBody from 'co-body';
import { z } from 'zod';
import type { Audience, ChangeEvent, Endpoint, Resource } from '@hearth/shared';
import type { Executor } from '../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import type { AppDeps } from './deps.js';
import { zodDetail } from './errorMiddleware.js';
import { HttpError, unauthorized } from './errors.js';

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
  /** The executor of this request: a transaction for state-changing routes. Use only this one. */
  db: Executor;
  changes: Changes;
  deps: AppDeps;
  ctx: Context;
}

export type Handler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<z.input<E['answer']>> | z.input<E['answer']>;

export interface RouteOptions {
  /** Run in one transaction (default: yes for every method but GET). */
  transaction?: boolean;
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
  const r = schema.safeParse(value);
  if (!r.success) {
    const { detail, errors } = zodDetail(r.error, where);
    throw new HttpError(400, detail, errors);
  }
  return r.data as Infer<S>;
}

async function readJson(ctx: Context, limit: string): Promise<unknown> {
  const hasBody = Number(ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
  if (!hasBody) return {};
  if (!ctx.is('application/json')) throw new HttpError(415, 'Expected application/json');
  return coBody.json(ctx, { limit, strict: true });
}

function toMiddleware(def: RouteDef, deps: AppDeps): Middleware {
  const { endpoint, handler, options } = def;
  const useTransaction = options.transaction ?? endpoint.method !== 'get';
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
    const result = useTransaction ? await deps.db.transaction().execute(run) : await run(deps.db);
    // Profile and family changes alter what the session carries (family, name, avatar): look it up afresh.
    if (sessionUser && changes.pending.some((p) => SESSION_SHAPING.has(p.change.resource))) {
      deps.sessions.forgetUser(sessionUser.id);
    }
    for (const effect of changes.effects) effect();
    for (const { audience, change } of changes.pending) deps.publisher.publish(audience, change);
    const status = endpoint.status ?? 200;
    ctx.status = status;
    if (status === 204) return;
    ctx.body = endpoint.answer.parse(result);
  };
}

export function mountRoutes(router: Router, defs: RouteDef[], deps: AppDeps): void {
  for (const def of defs) router[def.endpoint.method](def.endpoint.path, toMiddleware(def, deps));
}

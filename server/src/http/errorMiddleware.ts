import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/availability.js';
import type { Logger } from '../logger.js';
import { HttpError } from './errors.js';
import { setBody } from './jsonAnswer.js';

/** Turns a zod error into the `{detail, errors}` body: detail names every failing field. */
export function zodDetail(err: ZodError, where: string) {
  const errors = err.issues.map((i) => ({ path: i.path.join('.') || where, message: i.message }));
  const detail = errors.map((e) =>
    e.message.toLowerCase().includes(e.path.toLowerCase()) ? e.message : `${e.path}: ${e.message}`,
  );
  return { detail: detail.join('; '), errors };
}

// PostgreSQL errors that bad input can provoke past validation: answered as 4xx, never 500.
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'That already exists'],
  '23503': [404, 'A referenced item was not found'],
  '22P02': [400, 'Invalid value'],
  '22001': [400, 'Value too long'],
  '22003': [400, 'Number out of range'],
  '22007': [400, 'Invalid date or time'],
  '22008': [400, 'Date or time out of range'],
  '22021': [400, 'Invalid text encoding'],
  '22P05': [400, 'Text must not contain a NUL character'],
  '23514': [400, 'Value not allowed'],
};

function pgCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function errorMiddleware(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        setBody(ctx, { detail: 'Not found' });
      }
    } catch (err) {
      if (err instanceof HttpError) {
        ctx.status = err.status;
        setBody(ctx, err.errors ? { detail: err.message, errors: err.errors } : { detail: err.message });
        return;
      }
      if (err instanceof ZodError) {
        ctx.status = 400;
        setBody(ctx, zodDetail(err, 'body'));
        return;
      }
      if (isDatabaseUnavailable(err)) {
        log.warn({ method: ctx.method, path: ctx.path, err: (err as Error).message }, 'database unavailable');
        ctx.status = 503;
        ctx.set('retry-after', '5');
        setBody(ctx, { detail: DATABASE_UNAVAILABLE, db: 'down' });
        return;
      }
      const code = pgCode(err);
      if (code && PG_CLIENT_ERRORS[code]) {
        const [status, detail] = PG_CLIENT_ERRORS[code];
        ctx.status = status;
        setBody(ctx, { detail });
        return;
      }
      // Errors from body parsing and koa itself carry `status` and `expose`.
      const e = err as { status?: number; expose?: boolean; message?: string; type?: string };
      if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
        ctx.status = e.status;
        setBody(ctx, {
          detail:
            e.status === 413 ? 'Request body too large' : e.expose && e.message ? e.message : 'Bad request',
        });
        return;
      }
      // The client went away mid-request: nothing to answer, nothing wrong with the server.
      // (Not `req.destroyed`: a request whose body was read to the end is destroyed too.)
      if (
        ctx.req.aborted ||
        ctx.req.socket.destroyed ||
        e.type === 'request.aborted' ||
        e.type === 'stream.not.readable'
      ) {
        log.debug({ method: ctx.method, path: ctx.path }, 'request aborted by the client');
        ctx.status = 400;
        setBody(ctx, { detail: 'Request aborted' });
        return;
      }
      log.error({ err, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      setBody(ctx, { detail: 'Internal server error' });
    }
  };
}
